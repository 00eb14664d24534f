import { expect, test } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations, nextDecision } from './helpers';

/**
 * The guided first race: from the start screen, coach marks explain each phase as it comes;
 * it resumes where it was left, can be skipped, and then never shows again unless asked.
 */
test('the tutorial runs its first steps, resumes, can be skipped and does not reappear', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await page.goto('/');
  const entry = page.getByTestId('tutorial-start');
  await expect(entry).toHaveText('Tutorial');
  await entry.click();
  await expect(page.getByTestId('game-screen')).toBeVisible();

  const mark = page.getByTestId('coach-mark');
  await expect(mark).toHaveAttribute('data-step', 'welcome');
  await attachShot(page, testInfo, 'tutorial-welcome');
  await page.getByTestId('coach-next').click();
  await expect(mark).toHaveAttribute('data-step', 'setupBuy');
  await expect(mark).toContainText('Setup buy');
  await attachShot(page, testInfo, 'tutorial-setup-buy');
  await page.getByTestId('coach-next').click();
  await expect(mark).toHaveCount(0);

  // The player buys (the game is played under the marks: they never block it), then is done.
  expect(await nextDecision(page)).toBe('act');
  await page.getByTestId('buy-lightGray').click();
  await page.getByTestId('end-buy').click();
  await expect(mark).toHaveAttribute('data-step', 'actionPhase', { timeout: 60_000 });
  await attachShot(page, testInfo, 'tutorial-action-phase');

  // Back to the menu: the entry offers to resume; resuming shows the unread mark again.
  await page.getByTestId('menu').click();
  await expect(entry).toHaveText('Resume tutorial');
  await entry.click();
  await expect(mark).toHaveAttribute('data-step', 'actionPhase');

  // Skip: the marks go, and stay gone (after a reload and with the race continued too).
  await page.getByTestId('coach-skip').click();
  await expect(mark).toHaveCount(0);
  await page.getByTestId('menu').click();
  await expect(entry).toHaveText('Tutorial');
  await page.reload();
  await expect(page.getByTestId('start-screen')).toBeVisible();
  await expect(entry).toHaveText('Tutorial');
  await page.getByTestId('continue-game').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(mark).toHaveCount(0);
  await attachShot(page, testInfo, 'tutorial-skipped');
  errors.report(testInfo);
});
