/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { scaled } from './load-scale';
import { nextDecisionBy, raceStep } from './season-steps';
import { seasonLastDecision, seasonSecondBreak, soloHire, type KeysFixture } from './keys-season-solo-fixture';
import { focusedId, ringShown, tabTo } from './keyboard';

/**
 * Issue #31, full keyboard play of the screens between and after races: the Racing Season's
 * sponsors (keep or switch, discard a revealed one, the removal and spend steps) and champion
 * screens, the solo series' mechanic hire and rating screens. Each is reached from a seeded
 * autosave (bots played up to there in Node) and then driven with the keyboard only: every
 * control is reached by Tab, its focus ring shown, and Enter or Space acts.
 */

/**
 * Every control of the screen (enabled buttons, links, fields) is reached by Tab, with its
 * focus ring; Tab goes round the page at most twice. Returns the test ids reached.
 */
async function tabReachesAll(page: Page, screenId: string): Promise<string[]> {
  const count = await page.evaluate((id) => {
    // Marks of an earlier look go (a button then enabled may be disabled now).
    document.querySelectorAll<HTMLElement>('[data-kbd-probe]').forEach((el) => delete el.dataset.kbdProbe);
    const screen = document.querySelector(`[data-testid="${id}"]`)!;
    const all = screen.querySelectorAll<HTMLElement>(
      'button:enabled, a[href], input:enabled, select:enabled, textarea:enabled, [tabindex]:not([tabindex="-1"])',
    );
    all.forEach((el, i) => (el.dataset.kbdProbe = String(i)));
    return all.length;
  }, screenId);
  expect(count, `${screenId} has controls`).toBeGreaterThan(0);
  const seen = new Map<string, string>();
  for (let i = 0; i < 240 && seen.size < count; i++) {
    await page.keyboard.press('Tab');
    const f = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return { probe: el?.dataset.kbdProbe ?? null, id: el?.dataset.testid ?? el?.textContent?.trim() ?? '' };
    });
    if (f.probe === null) continue;
    expect(await ringShown(page), `${f.id} shows its focus ring`).toBe(true);
    seen.set(f.probe, f.id);
  }
  const missed = await page.evaluate(
    (seen) =>
      [...document.querySelectorAll<HTMLElement>('[data-kbd-probe]')]
        .filter((el) => !seen.includes(el.dataset.kbdProbe!))
        .map((el) => el.dataset.testid ?? el.outerHTML.slice(0, 80)),
    [...seen.keys()],
  );
  expect(missed, `every control of ${screenId} reached by Tab`).toEqual([]);
  return [...seen.values()];
}

/** The focus is inside the element with this test id. */
const focusInside = (page: Page, testId: string) =>
  page.evaluate((id) => !!document.activeElement?.closest(`[data-testid="${id}"]`), testId);

/** A window over the board: the focus goes into it, and Tab and Shift+Tab stay inside. */
async function focusKeptInside(page: Page, testId: string) {
  await expect.poll(() => focusInside(page, testId), `${testId} takes the focus when it opens`).toBe(true);
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await focusInside(page, testId), `focus inside ${testId} after ${i + 1} presses`).toBe(true);
    expect(await ringShown(page)).toBe(true);
  }
}

/** Stores the autosave and continues it (the start screen is not under test here). */
async function continueFixture(page: Page, fixture: KeysFixture) {
  await fastAnimations(page, 4, false);
  await page.addInitScript(
    ({ key, text }) => {
      if (sessionStorage.getItem('e2e-keys-fixture')) return;
      sessionStorage.setItem('e2e-keys-fixture', '1');
      localStorage.setItem(key, text);
    },
    { key: fixture.key, text: fixture.text },
  );
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await page.getByTestId('continue-game').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
}

/** What the award section shows now: its stage, counter and enabled buttons (changes on every step). */
const awardLook = (page: Page, awardId: string) =>
  page.evaluate((awardId) => {
    const a = document.querySelector(`[data-testid="${awardId}"]`);
    const on = [...(a?.querySelectorAll<HTMLButtonElement>('button:enabled') ?? [])].map((b) => b.dataset.testid);
    return {
      player: a?.getAttribute('data-player') ?? '',
      stage: a?.getAttribute('data-stage') ?? '',
      counter: a?.querySelector('[data-testid=award-counter]')?.textContent ?? '',
      on,
      sig: `${a?.getAttribute('data-stage')}|${a?.textContent}|${on.join(',')}`,
    };
  }, awardId);

/**
 * The removal, wear, gain and spend steps of the award by keyboard: Tab reaches every
 * control, then Tab to the pick (wear first, then white cubes, on an extra removal any cube;
 * on a spend or gain the dearest cube),
 * or to "Done", and Enter. Until the award is not the human's any more. Returns the stages seen.
 */
async function awardStepsByKeys(page: Page, screenId: string, awardId: string): Promise<string[]> {
  const stages: string[] = [];
  for (let i = 0; i < 40; i++) {
    // The human's buttons come on (a state), unless the award moved on to a bot or the screen closed.
    const look = await nextDecisionBy(
      () => awardLook(page, awardId),
      (l) => l.on.length === 0 && l.player === '0',
      page,
      60_000,
    );
    if (look.player !== '0') return stages;
    if (!stages.includes(look.stage)) {
      stages.push(look.stage);
      await tabReachesAll(page, screenId);
    }
    const order =
      look.stage === 'spend' || look.stage === 'gain'
        ? ['award-pick-brown', 'award-pick-black', 'award-pick-darkGray', 'award-pick-lightGray']
        : look.stage === 'more'
          ? // Every extra cube removed is money for the spend step that follows: any colour does.
            ['award-pick-brown', 'award-pick-white', 'award-pick-lightGray', 'award-pick-darkGray', 'award-pick-black']
          : ['award-pick-brown', 'award-pick-white'];
    const target = order.find((t) => look.on.includes(t)) ?? 'award-done';
    expect(look.on).toContain(target);
    await tabTo(page, target);
    await page.keyboard.press('Enter');
    await nextDecisionBy(
      () => awardLook(page, awardId),
      (l) => l.sig === look.sig,
      page,
      60_000,
    );
  }
  throw new Error('the award never ended');
}

test('season sponsors by keyboard: every control reached, keep (Enter), discard (Space), removal and spend steps', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(240_000));
  const errors = collectPageErrors(page);
  await continueFixture(page, seasonSecondBreak());
  const screen = page.getByTestId('sponsors-screen');
  await expect(screen).toBeVisible({ timeout: scaled(60_000) });
  await expect(page.getByTestId('sponsor-award')).toHaveAttribute('data-stage', 'choose');
  await expect(page.getByTestId('sponsor-keep')).toBeEnabled();
  // Their number keys follow the order on screen: Keep is 1, the revealed sponsors 2, 3 … (#32).
  const badges = await screen
    .locator('[data-testid=sponsor-keep], [data-testid^=sponsor-take-]')
    .evaluateAll((els) => els.map((e) => e.querySelector('.kbd')?.textContent?.trim() ?? ''));
  expect(badges.length).toBeGreaterThan(1);
  expect(badges).toEqual(badges.map((_b, i) => String(i + 1)));
  // Keep, switch to each revealed sponsor: all reached by Tab, ringed.
  const reached = await tabReachesAll(page, 'sponsors-screen');
  expect(reached).toContain('sponsor-keep');
  expect(reached.some((id) => id.startsWith('sponsor-take-'))).toBe(true);
  await tabTo(page, 'sponsor-keep', true);
  await attachShot(page, testInfo, 'sponsors-choose-keys');
  await page.keyboard.press('Enter');
  // Keeping the sponsor removes one revealed sponsor from the game: the player picks which.
  await expect(page.getByTestId('sponsor-award')).toHaveAttribute('data-stage', 'discardOne');
  const discards = await tabReachesAll(page, 'sponsors-screen');
  expect(discards.some((id) => id.startsWith('sponsor-discard-'))).toBe(true);
  await tabTo(page, 'sponsor-discard-*');
  const discarded = (await focusedId(page)).replace('sponsor-discard-', '');
  await attachShot(page, testInfo, 'sponsors-discard-keys');
  await page.keyboard.press(' ');
  await expect(page.getByTestId(`sponsor-discard-${discarded}`)).toHaveCount(0);
  // The removal (and the sponsor's spend or gain) cube by cube, then "Done".
  const stages = await awardStepsByKeys(page, 'sponsors-screen', 'sponsor-award');
  // F3 kept: the standard removal, 4 more cubes, then $2 a cube on the stock (Enter pressed each
  // pick reached by Tab, not the screen's default "Done").
  expect(stages).toEqual(['standard', 'more', 'spend']);
  errors.report(testInfo);
});

test('season sponsors by keyboard: switch to a revealed sponsor (Space), its removal and spend', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(240_000));
  const errors = collectPageErrors(page);
  await continueFixture(page, seasonSecondBreak());
  await expect(page.getByTestId('sponsors-screen')).toBeVisible({ timeout: scaled(60_000) });
  await expect(page.getByTestId('sponsor-award')).toHaveAttribute('data-stage', 'choose');
  await expect(page.getByTestId('sponsor-keep')).toBeEnabled();
  await tabTo(page, 'sponsor-take-*');
  const taken = (await focusedId(page)).replace('sponsor-take-', '');
  await page.keyboard.press(' ');
  // Switching needs no discard: straight to the new sponsor's removal.
  await expect(page.getByTestId('sponsor-award')).toHaveAttribute('data-stage', 'standard');
  await expect(page.getByTestId('sponsor-award').locator(`[data-sponsor="${taken}"]`)).toBeVisible();
  // Tester's sponsor in the standings is the new one.
  await expect(page.getByTestId('season-standings')).toContainText(taken);
  const stages = await awardStepsByKeys(page, 'sponsors-screen', 'sponsor-award');
  expect(stages[0]).toBe('standard');
  testInfo.annotations.push({ type: 'award stages', description: stages.join(', ') });
  errors.report(testInfo);
});

test('season champion screen by keyboard: focus kept inside, its buttons reached and ringed, Enter shows the board', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(240_000));
  const errors = collectPageErrors(page);
  await continueFixture(page, seasonLastDecision());
  // The last decisions of race 3 (not the screen under test), then the bot's: the champion.
  for (let i = 0; i < 40; i++) {
    const s = await nextDecisionBy(
      () =>
        page.evaluate(() =>
          document.querySelector('[data-testid=champion-screen]')
            ? 'champion'
            : document.querySelector('[data-testid=game-screen]')?.getAttribute('data-can-act') === 'true'
              ? 'act'
              : 'wait',
        ),
      (s) => s === 'wait',
      page,
      120_000,
    );
    if (s === 'champion') break;
    const { sel } = await raceStep(page);
    expect(sel).toBeTruthy();
    await page.locator(sel!).first().click();
  }
  const champion = page.getByTestId('champion-screen');
  await expect(champion).toBeVisible();
  await focusKeptInside(page, 'champion-screen');
  const reached = await tabReachesAll(page, 'champion-screen');
  expect(reached).toEqual(expect.arrayContaining(['champion-board', 'champion-menu', 'season-again']));
  await tabTo(page, 'champion-board');
  await attachShot(page, testInfo, 'champion-keys');
  await page.keyboard.press('Enter');
  await expect(champion).toHaveCount(0);
  errors.report(testInfo);
});

test('solo mechanic hire by keyboard: every control reached, Enter hires, the removal steps', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(240_000));
  const errors = collectPageErrors(page);
  await continueFixture(page, soloHire(1));
  const screen = page.getByTestId('mechanic-screen');
  await expect(screen).toBeVisible({ timeout: scaled(60_000) });
  await expect(page.getByTestId('mechanic-hire')).toHaveAttribute('data-stage', 'choose');
  await expect(page.locator('[data-testid^=mechanic-hire-]:enabled')).toHaveCount(3);
  const reached = await tabReachesAll(page, 'mechanic-screen');
  expect(reached.filter((id) => id.startsWith('mechanic-hire-'))).toHaveLength(3);
  await tabTo(page, 'mechanic-hire-*', true);
  await attachShot(page, testInfo, 'mechanic-choose-keys');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('mechanic-hire')).not.toHaveAttribute('data-stage', 'choose');
  const stages = await awardStepsByKeys(page, 'mechanic-screen', 'mechanic-hire');
  expect(stages[0], 'the standard removal first').toBe('standard');
  testInfo.annotations.push({ type: 'award stages', description: stages.join(', ') });
  errors.report(testInfo);
});

test('solo rating by keyboard: the last hire, then the rating dialog: focus kept inside, buttons reached and ringed, Esc closes', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(240_000));
  const errors = collectPageErrors(page);
  await continueFixture(page, soloHire(5));
  await expect(page.getByTestId('mechanic-screen')).toBeVisible({ timeout: scaled(60_000) });
  await expect(page.locator('[data-testid^=mechanic-hire-]:enabled').first()).toBeVisible();
  await tabTo(page, 'mechanic-hire-*');
  await page.keyboard.press('Enter');
  await awardStepsByKeys(page, 'mechanic-screen', 'mechanic-hire');
  const rating = page.getByTestId('solo-rating');
  await expect(rating).toBeVisible({ timeout: scaled(120_000) });
  await focusKeptInside(page, 'solo-rating');
  const reached = await tabReachesAll(page, 'solo-rating');
  expect(reached).toEqual(expect.arrayContaining(['solo-rating-close', 'solo-rating-menu']));
  await tabTo(page, 'solo-rating-close');
  await attachShot(page, testInfo, 'solo-rating-keys');
  // Esc closes it as its Close button does: the board of the finished series is shown.
  await page.keyboard.press('Escape');
  await expect(rating).toHaveCount(0);
  await expect(page.getByTestId('game-screen')).toBeVisible();
  errors.report(testInfo);
});
