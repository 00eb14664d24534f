import { expect, test, type Page } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { startRacepack } from './racepack-fixture';
import { scaled } from './load-scale';

const replayAttr = async (page: Page, name: string) => Number(await page.getByTestId('replay').getAttribute(name));
const replayLog = (page: Page) => page.locator('[data-testid=replay-log] li');
const boardCars = (page: Page) => page.getByTestId('replay-board').getAttribute('data-cars');

test('Racepack replay: a finished race against bots opens in the replay viewer and steps back and forth, board and log in sync', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(240_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 8);
  await startRacepack(page, { seats: [{ bot: 'greedy' }, { bot: 'greedy' }], track: 'indy-oval', laps: 1, seed: 3 });
  await expect(page.getByTestId('rp-results')).toBeVisible({ timeout: 200_000 });
  // The words of each line (the race log's seat marks left out).
  const raceLog = (await page.locator('[data-testid=rp-log] li').allInnerTexts()).map((l) => l.trim());

  await page.getByTestId('rp-replay').click();
  const replay = page.getByTestId('replay');
  await expect(replay).toHaveAttribute('data-game', 'racepack');
  const length = await replayAttr(page, 'data-length');
  expect(length, 'every move of the race is in the replay').toBeGreaterThan(20);
  // It opens at the start (the grid), with Play ready.
  expect(await replayAttr(page, 'data-moment')).toBe(0);
  await expect(page.getByTestId('replay-play')).toBeEnabled();
  await expect(page.getByTestId('replay-play')).toContainText('Play');
  await expect(page.getByTestId('replay-first')).toBeDisabled();
  const startLines = await replayLog(page).count();
  expect(startLines).toBeLessThan(raceLog.length);
  const startCars = await boardCars(page);
  await attachShot(page, testInfo, 'racepack-replay-start');

  // The end of the replay is the race as it finished: the same log.
  await page.getByTestId('replay-last').click();
  expect(await replayAttr(page, 'data-moment')).toBe(length);
  expect((await replayLog(page).allInnerTexts()).map((l) => l.trim())).toEqual(raceLog);
  const endCars = await boardCars(page);
  expect(startCars).not.toBe(endCars);
  await attachShot(page, testInfo, 'racepack-replay-end');

  await page.getByTestId('replay-first').click();
  expect(await replayAttr(page, 'data-moment')).toBe(0);
  expect(await boardCars(page)).toBe(startCars);

  // Forward move by move: the log grows with the moves, never shrinks; the board follows.
  let lines = startLines;
  const seen = new Set([startCars]);
  for (let k = 1; k <= 12; k++) {
    await page.getByTestId('replay-next').click();
    await expect(replay).toHaveAttribute('data-moment', String(k));
    const n = await replayLog(page).count();
    expect(n).toBeGreaterThanOrEqual(lines);
    lines = n;
    seen.add(await boardCars(page));
  }
  expect(lines, 'the moves were logged').toBeGreaterThan(startLines);
  expect(seen.size, 'the cars moved on the board').toBeGreaterThan(1);
  const at12 = { cars: await boardCars(page), log: await replayLog(page).allInnerTexts() };
  await attachShot(page, testInfo, 'racepack-replay-step');

  // Back one move and forward again: the same moment, the same board and log.
  await page.getByTestId('replay-prev').click();
  await expect(replay).toHaveAttribute('data-moment', '11');
  await page.getByTestId('replay-next').click();
  expect(await boardCars(page)).toBe(at12.cars);
  expect(await replayLog(page).allInnerTexts()).toEqual(at12.log);

  // By car turn, and to the end again.
  await page.getByTestId('replay-next-turn').click();
  expect(await replayAttr(page, 'data-moment')).toBeGreaterThan(12);
  await page.getByTestId('replay-last').click();
  expect(await boardCars(page)).toBe(endCars);
  await page.getByTestId('replay-close').click();
  await expect(replay).toHaveCount(0);
  await expect(page.getByTestId('rp-results')).toBeVisible();
  errors.report(testInfo);
});
