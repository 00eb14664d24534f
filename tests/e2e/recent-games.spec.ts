import { expect, test, type Page } from '@playwright/test';
import { attachShot, fastAnimations, nextDecision, setSeat } from './helpers';
import { scaled } from './load-scale';

// Each test plays two races' openings and reloads: slow on a loaded machine.
test.setTimeout(scaled(180_000));

/** Starts a race against a greedy bot and makes the first buy (so the game is under way). */
async function startAndBuy(page: Page, human: string): Promise<void> {
  await setSeat(page, 0, { human });
  await setSeat(page, 1, { bot: 'Gus', level: 'greedy' });
  await page.getByTestId('start-race').click();
  await nextDecision(page);
  await page.getByTestId('buy-darkGray').click();
  await page.keyboard.press('Enter');
  await nextDecision(page);
  await expect(page.getByTestId('game-screen')).toHaveAttribute('data-phase', 'action');
}

test('"Start race" keeps the game in progress: recent games lists both, continue any, delete with undo', async ({
  page,
}, testInfo) => {
  await fastAnimations(page, 4);
  await page.goto('/');
  await expect(page.getByTestId('recent-games')).toHaveCount(0);
  await startAndBuy(page, 'Ann');
  await page.getByTestId('menu').click();
  await startAndBuy(page, 'Bea');

  await page.reload();
  const recent = page.getByTestId('recent-games');
  await expect(recent.getByTestId('recent-continue')).toHaveCount(2);
  await attachShot(page, testInfo, 'recent-games');
  // Delete the older game, then take it back.
  await recent.getByTestId('recent-delete').last().click();
  await expect(recent.getByTestId('recent-continue')).toHaveCount(1);
  await expect(page.getByTestId('recent-deleted')).toContainText('Deleted');
  await page.getByTestId('recent-undo').click();
  await expect(recent.getByTestId('recent-continue')).toHaveCount(2);
  await expect(page.getByTestId('recent-deleted')).toHaveCount(0);
  // Still both after a reload (the undo deleted nothing).
  await page.reload();
  await expect(recent.getByTestId('recent-continue')).toHaveCount(2);
  // Continue the older one: Ann's game.
  await recent.locator('li', { hasText: 'Ann' }).getByTestId('recent-continue').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await expect(page.getByTestId('player-0')).toContainText('Ann');
});

test('a game deleted on the start screen is never continued inside the undo window; its save stays readable', async ({
  page,
}) => {
  await fastAnimations(page, 4);
  await page.goto('/');
  await startAndBuy(page, 'Ann');
  await page.getByTestId('menu').click();
  await startAndBuy(page, 'Bea');
  // Back to the start screen with Bea's game still in play: delete it (the most recent).
  await page.getByTestId('menu').click();
  const recent = page.getByTestId('recent-games');
  await expect(recent.getByTestId('recent-continue')).toHaveCount(2);
  await recent.locator('li', { hasText: 'Bea' }).getByTestId('recent-delete').click();
  await expect(page.getByTestId('recent-deleted')).toContainText('Deleted');
  // "Continue last game" inside the undo window opens Ann's game, never the deleted one.
  await page.getByTestId('continue-game').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await expect(page.getByTestId('player-0')).toContainText('Ann');
  // After a reload every save reads: Ann's game is listed, nothing is damaged.
  await page.reload();
  await expect(recent.getByTestId('recent-continue')).toHaveCount(1);
  await expect(recent).toContainText('Ann');
  await page.getByTestId('open-saves').click();
  await expect(page.locator('[data-testid^=slot-][data-ok=false]')).toHaveCount(0);
});

test('a failed autosave shows a banner at once with Retry and Save as…; the game goes on and Retry saves it all', async ({
  page,
}, testInfo) => {
  await fastAnimations(page, 4);
  await page.goto('/');
  await startAndBuy(page, 'Cara');
  const banner = page.getByTestId('autosave-failed');
  await expect(banner).toHaveCount(0);
  // The browser store's test hook: every write fails as a full storage would.
  await page.evaluate(() => localStorage.setItem('automobiles.test.fail-saves', '1'));
  const game = page.getByTestId('game-screen');
  // Play on (end the turn's actions; the bot answers): the game keeps running while saving fails.
  await nextDecision(page);
  await page.keyboard.press('Enter');
  await expect(banner).toBeVisible({ timeout: 60_000 });
  await nextDecision(page);
  await expect(banner).toContainText('could not be saved');
  await expect(page.getByTestId('autosave-save-as')).toBeVisible();
  await attachShot(page, testInfo, 'autosave-failed');
  await expect(game).toBeVisible();
  // Retry while it still fails: the banner stays.
  await page.getByTestId('autosave-retry').click();
  await expect(banner).toBeVisible();
  // Storage works again: Retry clears the banner.
  await page.evaluate(() => localStorage.removeItem('automobiles.test.fail-saves'));
  await page.getByTestId('autosave-retry').click();
  await expect(banner).toHaveCount(0);
  await nextDecision(page);
  const before = await page.getByTestId('player-0').textContent();
  await page.reload();
  await page.getByTestId('continue-game').click();
  await expect(game).toBeVisible();
  expect(await page.getByTestId('player-0').textContent()).toBe(before);
});
