import { expect, test, type Page } from '@playwright/test';
import { attachShot, fastAnimations, nextDecision, setSeat } from './helpers';
import { scaled } from './load-scale';

// Two pages, each playing a race opening: slow on a loaded machine.
test.setTimeout(scaled(240_000));

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

/** Ends the human's turn (actions, then the buy) and waits for the next decision. */
async function playOn(page: Page): Promise<void> {
  await page.keyboard.press('Enter');
  await nextDecision(page);
}

/**
 * Browser build: one game open in two tabs of one browser (one localStorage). The game is
 * open in one tab at a time: the tab that opened it last has it; the other is told at once,
 * stops saving it (its moves can no longer damage the save) and may take it back (Retry).
 */
test('a game open in two tabs: the other tab is told, its moves never damage the save, and it may take the game over', async ({
  context,
}, testInfo) => {
  const a = await context.newPage();
  await fastAnimations(a, 4);
  await a.goto('/');
  await startAndBuy(a, 'Ann');
  const bannerA = a.getByTestId('autosave-failed');
  await expect(bannerA).toHaveCount(0);

  const b = await context.newPage();
  await fastAnimations(b, 4);
  await b.goto('/');
  await b.getByTestId('continue-game').click();
  await expect(b.getByTestId('game-screen')).toBeVisible();
  await expect(b.getByTestId('player-0')).toContainText('Ann');
  // Tab A is told, without having to move first.
  await expect(bannerA).toContainText('opened in another tab');
  await attachShot(a, testInfo, 'tab-a-told');

  // Both tabs play on: only B saves. (Before, both appended to one save: "move N cannot be replayed".)
  await nextDecision(a);
  await playOn(a);
  await nextDecision(b);
  await playOn(b);
  const inB = await b.getByTestId('game-screen').getAttribute('data-version');
  await expect(b.getByTestId('autosave-failed')).toHaveCount(0);

  // A third tab continues the game: B's, whole and readable.
  const c = await context.newPage();
  await fastAnimations(c, 4);
  await c.goto('/');
  await expect(c.getByTestId('recent-games').locator('[data-damaged], .damaged')).toHaveCount(0);
  await c.getByTestId('continue-game').click();
  await expect(c.getByTestId('game-screen')).toBeVisible();
  expect(await c.getByTestId('player-0').textContent()).toBe(await b.getByTestId('player-0').textContent());
  await expect(b.getByTestId('autosave-failed')).toContainText('opened in another tab');
  await c.close();

  // A takes the game over: it opens the game again from its save; B is told in turn.
  await a.getByTestId('autosave-retry').click();
  await expect(bannerA).toHaveCount(0);
  await expect(a.getByTestId('player-0')).toContainText('Ann');
  await nextDecision(a);
  await playOn(a);
  await expect(bannerA).toHaveCount(0);
  await attachShot(a, testInfo, 'tab-a-took-over');
  expect(inB).not.toBeNull();
});
