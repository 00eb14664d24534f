import { expect, test } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations, setSeat } from './helpers';
import { scaled } from './load-scale';

/** Sound is off under test automation; the player can turn it on, set the volume, mute, and it is remembered. */
test('sound settings: off in tests, on with a volume, muted, remembered', async ({ page }, testInfo) => {
  test.setTimeout(scaled(90_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await page.goto('/');
  const sound = page.getByTestId('sound');
  await expect(sound).toHaveAttribute('data-enabled', 'false');

  await page.getByTestId('sound-button').click();
  await expect(page.getByTestId('sound-panel')).toBeVisible();
  await expect(page.getByTestId('sound-volume')).toBeDisabled();
  await page.getByTestId('sound-toggle').click();
  await expect(sound).toHaveAttribute('data-enabled', 'true');
  await page.getByTestId('sound-volume').fill('30');
  await expect(sound).toHaveAttribute('data-volume', '30');
  // The test button plays the engine sound, synthesized on the spot (no sound files).
  await page.getByTestId('sound-test').click();
  await expect(sound).toHaveAttribute('data-last-sound', 'engine');
  await attachShot(page, testInfo, 'sound-panel');

  // Remembered after a reload; muting keeps the volume for later.
  await page.reload();
  await expect(sound).toHaveAttribute('data-enabled', 'true');
  await expect(sound).toHaveAttribute('data-volume', '30');
  await page.getByTestId('sound-button').click();
  await page.getByTestId('sound-toggle').click();
  await expect(sound).toHaveAttribute('data-enabled', 'false');
  await expect(sound).toHaveAttribute('data-volume', '30');

  // In a race between two bots, the board's moves are heard: cube clicks and engine revs.
  await page.getByTestId('sound-toggle').click();
  await setSeat(page, 0, { bot: 'Alma', level: 'greedy' });
  await setSeat(page, 1, { bot: 'Bruno', level: 'greedy' });
  await page.getByTestId('start-race').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await expect(page.getByTestId('sound')).toHaveAttribute('data-last-sound', /cube|engine/, { timeout: 60_000 });
  await errors.report(testInfo);
});
