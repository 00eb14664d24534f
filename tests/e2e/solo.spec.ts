import { expect, test } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations, nextDecision } from './helpers';

/**
 * The solo series from the start screen, with Fuel Mixture: the series panel, the card draft
 * dialog, the player's card beside the piles, and the card's use offered as an action.
 */
test('start a solo series with Fuel Mixture cards', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  await fastAnimations(page);
  await page.goto('/');
  await page.getByTestId('solo-open').click();
  await page.getByTestId('solo-level').selectOption('greedy');
  await page.getByTestId('solo-fuel').check();
  await page.getByTestId('solo-start').click();
  await expect(page.getByTestId('solo-panel')).toBeVisible();
  await expect(page.getByTestId('solo-race-4')).toBeVisible();
  // The four bots draft first (last in turn order first); then the human keeps one of two.
  expect(await nextDecision(page, 60_000)).toBe('act');
  const keep = page.getByRole('button', { name: /Keep the Fuel Mixture card/ });
  await expect(keep).toHaveCount(2);
  await attachShot(page, testInfo, 'solo-fuel-draft');
  await keep.first().click();
  await expect(page.getByTestId('fuel-card-0')).toBeVisible();
  await expect(page.getByTestId('fuel-card-4')).toBeVisible();
  await attachShot(page, testInfo, 'solo-after-draft');
  expect(errors.ui).toEqual([]);
});
