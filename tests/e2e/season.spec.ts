import { expect, test, type Page } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations, setSeat } from './helpers';

const GEARS = ['black', 'darkGray', 'lightGray', 'white'];

type SeasonUi = 'champion' | 'handoff' | 'act' | 'wait';

async function seasonState(page: Page): Promise<SeasonUi> {
  return page.evaluate(() => {
    if (document.querySelector('[data-testid=champion-screen]')) return 'champion';
    if (document.querySelector('[data-testid=handoff]')) return 'handoff';
    const g = document.querySelector('[data-testid=game-screen]');
    return g?.getAttribute('data-can-act') === 'true' ? 'act' : 'wait';
  });
}

async function nextSeasonDecision(page: Page, timeout = 90_000): Promise<SeasonUi> {
  const t0 = Date.now();
  for (;;) {
    const s = await seasonState(page);
    if (s !== 'wait') return s;
    if (Date.now() - t0 > timeout) throw new Error('the UI never asked for a decision');
    await page.waitForTimeout(40);
  }
}

/** Clicks the first enabled button among the locator's matches; false when none. */
async function clickFirstEnabled(page: Page, selector: string): Promise<boolean> {
  const b = page.locator(`${selector}:enabled`).first();
  if (!(await b.count())) return false;
  await b.click();
  return true;
}

/**
 * A whole 3-race season through the UI: one human against a greedy bot, 1 lap per race,
 * drivers drafted from players+1. The human drafts, races with a simple policy (buy fast
 * gears, play gears, step to the first highlighted space, end phases; the driver power once
 * per race when offered), takes sponsors and removes cubes between races, and reaches the
 * champion screen. Screenshots: draft, sponsors (choice and removal), season panel, champion.
 */
test('a 3-race season: draft, races, sponsors, champion', async ({ page }, testInfo) => {
  test.setTimeout(600_000);
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await page.goto('/');
  await expect(page.getByTestId('start-screen')).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await setSeat(page, 0, { human: 'Tester' });
  await setSeat(page, 1, { bot: 'Greedy Gus', level: 'greedy' });
  await page.getByTestId('track-beginner-oval').click();
  await page.getByTestId('laps-1').click();
  await page.getByTestId('seed').fill('7');
  // A season needs drivers: its buttons are disabled until drivers are on.
  await expect(page.getByTestId('season-3')).toBeDisabled();
  await expect(page.getByTestId('season-needs-drivers')).toBeVisible();
  await page.getByTestId('drivers-limited').click();
  await page.getByTestId('season-3').click();
  await expect(page.getByTestId('start-race')).toContainText('Start season (3 races)');
  await attachShot(page, testInfo, 'start-screen-season');
  await page.getByTestId('start-race').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await expect(page.getByTestId('season-panel')).toBeVisible();

  const shots = new Set<string>();
  const shotOnce = async (key: string) => {
    if (shots.has(key)) return;
    shots.add(key);
    await attachShot(page, testInfo, key);
  };
  const seenTracks = new Set<string>();
  const game = page.getByTestId('game-screen');
  let actions = 0;
  let powerUsedInRace = -1;
  let sponsorsScreens = 0;
  let lastSponsorRace = -1;
  for (;;) {
    const state = await nextSeasonDecision(page);
    if (state === 'champion') break;
    expect(state, 'a single human never sees a hand-off screen').toBe('act');
    const phase = await game.getAttribute('data-phase');
    const prompt = await game.getAttribute('data-prompt');
    const race = Number((await page.getByTestId('season-panel').getAttribute('data-race')) ?? '0');
    seenTracks.add((await page.locator('.trackinfo b').textContent()) ?? '');

    if (phase === 'draft') {
      const draft = page.getByTestId('draft-screen');
      await expect(draft).toBeVisible();
      // The bot (last in turn order) drafted first: two of three drivers are left.
      await expect(draft.locator('[data-driver]')).toHaveCount(2);
      await expect(page.getByTestId('draft-taken')).toContainText('Greedy Gus');
      await shotOnce('draft');
      expect(await clickFirstEnabled(page, '[data-testid^=take-driver-]')).toBe(true);
    } else if (phase === 'sponsors') {
      const screen = page.getByTestId('sponsors-screen');
      await expect(screen).toBeVisible();
      const stage = (await page.getByTestId('sponsor-award').getAttribute('data-stage')) ?? '';
      if (race !== lastSponsorRace) {
        lastSponsorRace = race;
        sponsorsScreens++;
        // Race 1 ran with animations (the board's track change included); the rest run without, for time.
        if (sponsorsScreens === 1) await page.getByTestId('speed-off').click();
      }
      await expect(page.getByTestId('race-result').locator('li')).toHaveCount(2);
      await expect(page.getByTestId('season-standings')).toBeVisible();
      if (stage === 'choose') {
        await expect(screen.getByTestId('sponsor-for-you').first()).toBeVisible();
        await shotOnce(`sponsors-choose-${sponsorsScreens}`);
        // Keep the current sponsor in the second break (exercises discarding a revealed one).
        if (!(sponsorsScreens > 1 && (await clickFirstEnabled(page, '[data-testid=sponsor-keep]')))) {
          expect(await clickFirstEnabled(page, '[data-testid^=sponsor-take-]')).toBe(true);
        }
      } else if (stage === 'discardOne') {
        await shotOnce('sponsors-discard');
        expect(await clickFirstEnabled(page, '[data-testid^=sponsor-discard-]')).toBe(true);
      } else {
        await expect(page.getByTestId('award-counter')).toBeVisible();
        await shotOnce(`sponsors-${stage}`);
        // Remove wear first, then white cubes; buy the dearest cube on a spend; else done.
        const picked =
          (await clickFirstEnabled(page, '[data-testid=award-pick-brown]')) ||
          (stage !== 'spend' && (await clickFirstEnabled(page, '[data-testid=award-pick-white]'))) ||
          (stage === 'spend' &&
            ((await clickFirstEnabled(page, '[data-testid=award-pick-black]')) ||
              (await clickFirstEnabled(page, '[data-testid=award-pick-darkGray]')) ||
              (await clickFirstEnabled(page, '[data-testid=award-pick-lightGray]'))));
        if (!picked) await page.getByTestId('award-done').click();
      }
    } else if (prompt === 'move') {
      await shotOnce(`race${race}-move`);
      const step = page.locator('[data-testid=move-prompt] [data-testid^=step-]:enabled').first();
      if (await step.count()) await page.keyboard.press('1');
      else await page.getByTestId('prompt-stop').click();
    } else if (prompt) {
      const card = await page.getByTestId('prompt-dialog').locator('h3').textContent();
      if (/Driver \d\d/.test(card ?? '')) await shotOnce('driver-prompt');
      const stop = page.getByTestId('prompt-stop');
      if (await stop.count()) await stop.click();
      else await page.locator('[data-testid=prompt-dialog] button[data-option]:enabled').first().click();
    } else if (phase === 'setup' || phase === 'buy') {
      if (phase === 'buy' && powerUsedInRace !== race && (await clickFirstEnabled(page, '[data-testid=use-power]'))) {
        powerUsedInRace = race;
      } else {
        let bought = false;
        for (const c of ['black', 'darkGray', 'lightGray']) {
          const b = page.getByTestId(`buy-${c}`);
          if (await b.isEnabled()) {
            await b.click();
            bought = true;
            break;
          }
        }
        if (!bought) await page.keyboard.press('Enter');
      }
    } else if (phase === 'action') {
      if (race === 2) await shotOnce('race2-season-panel');
      if (powerUsedInRace !== race && (await clickFirstEnabled(page, '[data-testid=use-power]'))) {
        powerUsedInRace = race;
      } else {
        let played = false;
        for (const c of [...GEARS, 'brown']) {
          const b = page.getByTestId(`play-${c}`);
          if ((await b.count()) && (await b.isEnabled())) {
            await b.click();
            played = true;
            break;
          }
        }
        if (!played) await page.keyboard.press('Enter');
      }
    } else {
      await page.locator('[data-testid=dock] button:enabled').first().click();
    }
    actions++;
    expect(actions, 'the season should end in a sensible number of actions').toBeLessThan(4000);
  }

  const champion = page.getByTestId('champion-screen');
  await expect(champion).toBeVisible();
  await expect(page.getByTestId('champion')).not.toBeEmpty();
  await expect(page.getByTestId('standing-1')).toBeVisible();
  await expect(page.getByTestId('standing-2')).toBeVisible();
  await expect(page.getByTestId('final-standings').locator('thead th')).toHaveCount(6);
  await attachShot(page, testInfo, 'champion');
  expect(sponsorsScreens, 'sponsors after races 1 and 2, none after the last').toBe(2);
  expect(seenTracks.size, 'each race on its own track').toBeGreaterThanOrEqual(2);
  // The players' drivers are shown, with their text on expand.
  await page.getByTestId('champion-board').click();
  await page.getByTestId('player-0-driver').click();
  await expect(page.getByTestId('player-0-driver-card')).toBeVisible();
  await attachShot(page, testInfo, 'season-over-board');
  errors.report(testInfo);
});
