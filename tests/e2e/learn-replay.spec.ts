import { expect, test, type Page } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations, setSeat } from './helpers';
import { scaled } from './load-scale';

const moment = async (page: Page) => Number(await page.getByTestId('replay').getAttribute('data-moment'));
const lastLogLine = (page: Page) => page.locator('[data-testid=replay] [data-testid=game-log] li').last();

/** Two bots race one lap; the player watches it again from the results, and from the saved games. */
test('replay a finished bot race move by move, from the results and from the saves list', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(480_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await page.goto('/');
  await expect(page.getByTestId('start-screen')).toBeVisible();
  await setSeat(page, 0, { bot: 'Alma', level: 'greedy' });
  await setSeat(page, 1, { bot: 'Bruno', level: 'greedy' });
  await page.getByTestId('track-beginner-oval').click();
  await page.getByTestId('laps-1').click();
  await page.getByTestId('seed').fill('5');
  await page.getByTestId('start-race').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await page.getByTestId('speed-off').click();
  await expect(page.getByTestId('results')).toBeVisible({ timeout: 360_000 });
  const winner = await page.getByTestId('winner').textContent();

  // From the results: the replay opens at the start, the cars on the grid, with Play ready.
  await page.getByTestId('results-replay').click();
  const replay = page.getByTestId('replay');
  await expect(replay).toBeVisible();
  await expect(page.getByTestId('replay-position')).toBeVisible();
  const length = Number(await replay.getAttribute('data-length'));
  expect(length).toBeGreaterThan(20);
  expect(await moment(page)).toBe(0);
  await expect(page.getByTestId('replay-position')).toHaveText(`Move 0 of ${length}`);
  await expect(page.locator('[data-testid=replay] [data-testid=game-log] li')).toHaveCount(1);
  await expect(page.getByTestId('replay-move')).toContainText('Before the first move');
  await expect(page.getByTestId('replay-play')).toBeEnabled();
  await expect(page.getByTestId('replay-play')).toContainText('Play');
  await expect(page.getByTestId('replay-first')).toBeDisabled();
  const gridCars = await page.getByTestId('replay-board').getAttribute('data-cars');
  await attachShot(page, testInfo, 'replay-start');

  // To the finish: the log ends with the result.
  await page.getByTestId('replay-last').click();
  expect(await moment(page)).toBe(length);
  await expect(lastLogLine(page)).toContainText(`1. ${winner!.trim()}`);
  await expect(page.getByTestId('replay-move')).toContainText(/Round \d+/);
  await attachShot(page, testInfo, 'replay-finish');

  // Back to the start: the log has only the opening line, the cars stand on the grid.
  await page.getByTestId('replay-first').click();
  await expect(page.getByTestId('replay-position')).toHaveText(`Move 0 of ${length}`);
  await expect(page.locator('[data-testid=replay] [data-testid=game-log] li')).toHaveCount(1);
  await expect(page.getByTestId('replay-board')).toHaveAttribute('data-cars', gridCars!);

  // One turn forward, then move by move: the log grows and the board follows.
  await page.getByTestId('replay-next-turn').click();
  const afterTurn = await moment(page);
  expect(afterTurn).toBeGreaterThan(0);
  const lines = await page.locator('[data-testid=replay] [data-testid=game-log] li').count();
  expect(lines).toBeGreaterThan(1);
  let carsMoved = false;
  for (let i = 0; i < 60 && !carsMoved; i++) {
    await page.keyboard.press('ArrowRight');
    carsMoved = (await page.getByTestId('replay-board').getAttribute('data-cars')) !== gridCars;
  }
  expect(carsMoved).toBe(true);
  const movedAt = await moment(page);
  const lineAtMove = await lastLogLine(page).textContent();
  await attachShot(page, testInfo, 'replay-first-drive');

  // And back one move: the cars are on the grid again and the log is shorter.
  await page.getByTestId('replay-prev').click();
  expect(await moment(page)).toBe(movedAt - 1);
  await expect(page.getByTestId('replay-board')).toHaveAttribute('data-cars', gridCars!);
  expect(await lastLogLine(page).textContent()).not.toBe(lineAtMove);

  // The scrubber jumps anywhere; End goes to the finish.
  await page.getByTestId('replay-scrub').fill(String(Math.floor(length / 2)));
  expect(await moment(page)).toBe(Math.floor(length / 2));
  await page.keyboard.press('End');
  expect(await moment(page)).toBe(length);
  await page.keyboard.press('Escape');
  await expect(replay).toHaveCount(0);
  await expect(page.getByTestId('results')).toBeVisible();

  // From the saved games: the finished race is in the autosave slot.
  await page.getByTestId('results-menu').click();
  await page.getByTestId('open-saves').click();
  const replayButton = page.locator('[data-testid^=slot-replay-]').first();
  await expect(replayButton).toBeVisible();
  await replayButton.click();
  await expect(replay).toBeVisible();
  await expect(replay).toHaveAttribute('data-length', String(length));
  // It opens at the start: Play, and it runs on by itself.
  expect(await moment(page)).toBe(0);
  await page.getByTestId('replay-play').click();
  await expect.poll(() => moment(page), { timeout: 10_000 }).toBeGreaterThan(2);
  await page.getByTestId('replay-play').click();
  await attachShot(page, testInfo, 'replay-from-saves');
  await page.getByTestId('replay-close').click();
  await expect(page.getByTestId('saves-panel')).toBeVisible();
  await errors.report(testInfo);
});
