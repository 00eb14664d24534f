import { expect, test } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { fixtureWhere, installFixture } from './newcomer-fixture';
import { scaled } from './load-scale';

/**
 * Issue #32: in a hot-seat race with Fuel Mixture cards, a player's two dealt cards stay hidden
 * until that player has taken the machine (the hand-off), then face up to keep one.
 */
test('hot-seat Fuel Mixture draft: the dealt cards stay face down until their drafter takes over', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(90_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page);
  const fixture = fixtureWhere(3, () => true, { humans: 2, fuelMixture: true });
  await installFixture(page, fixture);
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await page.getByTestId('continue-game').click();
  const draft = page.getByTestId('fuel-draft-screen');
  // Before the hand-off: the hand-off screen (clickable, not covered by the draft), no card face.
  await expect(page.getByTestId('handoff')).toBeVisible();
  await expect(draft).toHaveCount(0);
  await expect(page.locator('[data-fuel-card]')).toHaveCount(0);
  await attachShot(page, testInfo, 'fuel-draft-before-handoff');
  await page.getByTestId('handoff-confirm').click();
  await expect(draft).toBeVisible();
  await expect(draft.locator('[data-fuel-card]')).toHaveCount(2);
  await expect(draft.getByTestId('fuel-card-back')).toHaveCount(0);
  await attachShot(page, testInfo, 'fuel-draft-face-up');
  errors.report(testInfo);
});
