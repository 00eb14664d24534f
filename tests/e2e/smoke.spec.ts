import { expect, test } from '@playwright/test';

test('web build shows the Automobiles title', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(page).toHaveTitle('Automobiles');
  await expect(page.getByTestId('app-title')).toHaveText('Automobiles');
  expect(errors).toEqual([]);
});
