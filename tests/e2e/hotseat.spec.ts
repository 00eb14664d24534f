import { expect, test } from '@playwright/test';
import { applyAction, createGame, legalActions } from '../../src-shared/games/automobiles';
import { attachShot, collectPageErrors, fastAnimations, setSeat } from './helpers';
import { scaled } from './load-scale';

/** A seed (for the current engine) where Ann, having bought a green cube, draws it in her first hand. */
function seedWithBoostInHand(): number {
  for (let seed = 1; seed < 500; seed++) {
    const s = createGame({
      players: ['Ann', 'Bob'],
      track: 'beginner-oval',
      laps: 1,
      cards: 'broken-down',
      seed,
      seatOneStarts: true,
    });
    applyAction(s, { type: 'buy', color: 'green' });
    applyAction(s, { type: 'endBuy' });
    applyAction(s, { type: 'endBuy' });
    if (legalActions(s).some((a) => a.type === 'play' && a.color === 'green')) return seed;
  }
  throw new Error('no seed puts the green cube in the first hand');
}

test('hot-seat: the device is handed to the right human, Boost replies included', async ({ page }, testInfo) => {
  // Eight hand-offs and a Boost reply: longer than the default 30 s on a loaded two-core machine.
  test.setTimeout(scaled(120_000));
  const errors = collectPageErrors(page);
  const seed = seedWithBoostInHand();
  await fastAnimations(page, 4);
  await page.goto('/');
  await setSeat(page, 0, { human: 'Ann' });
  await setSeat(page, 1, { human: 'Bob' });
  await page.getByTestId('track-beginner-oval').click();
  await page.getByTestId('laps-1').click();
  await page.getByTestId('cards-set').click();
  await page.getByTestId('card-set').selectOption('broken-down');
  await page.getByTestId('seed').fill(String(seed));
  // The scenario is written for seat 1 starting (the default draws the starting player).
  await page.getByTestId('seat-one-starts').check();
  await page.getByTestId('start-race').click();

  const handoff = page.getByTestId('handoff');
  const confirm = async (name: string) => {
    await expect(handoff).toBeVisible();
    await expect(page.getByTestId('handoff-name')).toHaveText(name);
    await page.getByTestId('handoff-confirm').click();
    await expect(handoff).toBeHidden();
  };

  // Setup buys: Ann, then Bob; each behind a hand-off screen that hides the table.
  await attachShot(page, testInfo, 'handoff-ann');
  await confirm('Ann');
  await expect(page.getByTestId('buy-panel')).toBeVisible();
  await page.getByTestId('buy-green').click();
  await page.keyboard.press('Enter');
  await confirm('Bob');
  await page.keyboard.press('Enter');
  await confirm('Ann');

  // Ann plays Boost and stops drawing at once: Bob must answer the Boost reply.
  await expect(page.getByTestId('action-bar')).toBeVisible();
  await page.getByTestId('play-green').click();
  await expect(page.getByTestId('prompt-dialog')).toBeVisible();
  await attachShot(page, testInfo, 'boost-dialog');
  await page.getByTestId('prompt-stop').click();

  await expect(handoff).toBeVisible();
  await expect(handoff).toContainText('Boost');
  await attachShot(page, testInfo, 'handoff-boost-reply');
  await confirm('Bob');
  const dialog = page.getByTestId('prompt-dialog');
  await expect(dialog).toContainText('Bob may draw 1 cube');
  await page.getByTestId('choose-draw').click();

  // Back to Ann, whose turn it still is; Bob's draw cannot be undone by her.
  await confirm('Ann');
  const game = page.getByTestId('game-screen');
  await expect(game).toHaveAttribute('data-decider', '0');
  await expect(game).toHaveAttribute('data-phase', 'action');
  await expect(page.getByTestId('undo')).toBeDisabled();
  await expect(page.getByTestId('game-log')).toHaveCount(0);
  await page.keyboard.press('l');
  await expect(page.getByTestId('game-log')).toContainText('Bob draws 1 cube');
  await attachShot(page, testInfo, 'after-boost-log');

  // Ann ends her turn: the device goes to Bob.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('buy-panel')).toBeVisible();
  await page.keyboard.press('Enter');
  await confirm('Bob');
  await expect(game).toHaveAttribute('data-decider', '1');
  errors.report(testInfo);
  expect(errors.ui).toEqual([]);
});
