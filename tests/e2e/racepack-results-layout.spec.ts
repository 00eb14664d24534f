import { expect, test, type Page } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { continueRacepackSave, driveOnce, racepackSaveAt, untilMyMove } from './racepack-fixture';
import { scaled } from './load-scale';

/** The element is wholly inside the window. */
async function inWindow(page: Page, testId: string) {
  const b = (await page.getByTestId(testId).boundingBox())!;
  const v = page.viewportSize()!;
  expect(b, `${testId} is shown`).not.toBeNull();
  expect(b.y, `${testId}: top edge`).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width, `${testId}: right edge`).toBeLessThanOrEqual(v.width + 0.5);
  expect(b.y + b.height, `${testId}: bottom edge`).toBeLessThanOrEqual(v.height + 0.5);
}

test('Racepack results of an 8-player race at 1024×700: every row, and the buttons in the window', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(240_000));
  await page.setViewportSize({ width: 1024, height: 700 });
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  const seats = [{ human: 'Anna' }, ...Array.from({ length: 7 }, () => ({ bot: 'random' as const }))];
  // Late in a one-lap race on the 48-tile circuit: most cars are home, the player still drives.
  const save = racepackSaveAt(
    { track: 'long-circuit', laps: 1 },
    seats,
    (s) => s.finished.length >= 5 && s.turn.car === 0 && s.phase === 'move',
  );
  await continueRacepackSave(page, save);
  while (await untilMyMove(page)) await driveOnce(page);
  await expect(page.getByTestId('rp-results')).toBeVisible();
  await expect(page.locator('[data-testid^=rp-result-]')).toHaveCount(8);
  await attachShot(page, testInfo, 'racepack-results-8-1024');
  for (const id of ['rp-race-again', 'rp-replay', 'rp-back']) await inWindow(page, id);
  errors.report(testInfo);
});
