import { expect, test } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations, nextDecision, setSeat } from './helpers';
import { scaled } from './load-scale';

const GEARS = ['black', 'darkGray', 'lightGray', 'white'];

/**
 * A whole race through the UI: one human (simple policy: buy fast gears, play gears, step
 * to the first highlighted space, end phases) against a greedy bot, 1 lap on the beginner
 * oval, fast animations, to the results screen.
 */
test('one human races a bot to the results screen', async ({ page }, testInfo) => {
  test.setTimeout(scaled(300_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await page.goto('/');
  await expect(page.getByTestId('start-screen')).toBeVisible();
  await setSeat(page, 0, { human: 'Tester' });
  await setSeat(page, 1, { bot: 'Greedy Gus', level: 'greedy' });
  await page.getByTestId('track-beginner-oval').click();
  await page.getByTestId('laps-1').click();
  await page.getByTestId('seed').fill('7');
  await attachShot(page, testInfo, 'start-screen');
  // The scenario is written for seat 1 starting (the default draws the starting player).
  await page.getByTestId('seat-one-starts').check();
  await page.getByTestId('start-race').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();

  const shots = new Set<string>();
  let actions = 0;
  for (;;) {
    if (!shots.has('thinking') && (await page.getByTestId('thinking').count())) {
      shots.add('thinking');
      await attachShot(page, testInfo, 'bot-thinking');
    }
    const state = await nextDecision(page);
    if (state === 'results') break;
    expect(state, 'a single human never sees a hand-off screen').toBe('act');
    const game = page.getByTestId('game-screen');
    const prompt = await game.getAttribute('data-prompt');
    const phase = await game.getAttribute('data-phase');
    const shotKey = prompt || phase || '';
    if (!shots.has(shotKey)) {
      shots.add(shotKey);
      await attachShot(page, testInfo, `decision-${shotKey}`);
    }
    if (prompt === 'move') {
      // Step to the first highlighted space with its key; stop when no space is left.
      const step = page.locator('[data-testid=move-prompt] [data-testid^=step-]:enabled').first();
      if (await step.count()) await page.keyboard.press('1');
      else await page.getByTestId('prompt-stop').click();
    } else if (prompt) {
      const stop = page.getByTestId('prompt-stop');
      if (await stop.count()) await stop.click();
      else await page.locator('[data-testid=prompt-dialog] button[data-option]:enabled').first().click();
    } else if (phase === 'setup' || phase === 'buy') {
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
    } else if (phase === 'action') {
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
    } else {
      await page.locator('[data-testid=dock] button:enabled').first().click();
    }
    actions++;
    expect(actions, 'the race should end in a sensible number of actions').toBeLessThan(1500);
  }

  const results = page.getByTestId('results');
  await expect(results).toBeVisible();
  await expect(page.getByTestId('result-1')).toBeVisible();
  await expect(page.getByTestId('result-2')).toBeVisible();
  // The bot's row names its level as the start screen does.
  await expect(results).toContainText('Greedy Gus · Greedy bot');
  await expect(page.getByTestId('winner')).not.toBeEmpty();
  await attachShot(page, testInfo, 'results');
  errors.report(testInfo);
  expect(errors.ui).toEqual([]);
});
