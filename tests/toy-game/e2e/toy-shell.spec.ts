/**
 * The toy game opened in the renderer shell (issue #26): a Dice Race against a bot, started
 * through the session in the page, shown on its kit's play screen (found by the view's game id
 * in the renderer registry), played to the end, back to the menu. No file under src-* names it.
 */
import { expect, test } from '@playwright/test';

test('a Dice Race against a bot opens on its kit play screen and plays to the end', async ({ page }) => {
  await page.goto('/');
  await page.waitForSelector('body[data-ready="1"]');
  // The start screen offers the house's games only: the toy is started through the shell's store.
  await page.evaluate(async () => {
    const el = document.querySelector('#app') as unknown as {
      __vue_app__: {
        config: { globalProperties: { $pinia: { _s: Map<string, { newGame(s: unknown): Promise<void> }> } } };
      };
    };
    const game = el.__vue_app__.config.globalProperties.$pinia._s.get('game')!;
    await game.newGame({
      game: 'dice-race',
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'bot', name: 'Rex', level: 'greedy' },
      ],
      length: 12,
      seed: 5,
    });
  });
  const screen = page.getByTestId('dice-race-screen');
  await expect(screen).toBeVisible();
  await expect(page.getByTestId('dice-seat-1')).toContainText('Rex');
  for (let i = 0; i < 60; i++) {
    await expect(screen.and(page.locator('[data-over="true"], [data-human-decides="true"]'))).toBeVisible();
    if ((await screen.getAttribute('data-over')) === 'true') break;
    const version = await screen.getAttribute('data-version');
    await page.getByTestId('dice-option-0').click();
    await expect(screen).not.toHaveAttribute('data-version', version!);
  }
  await expect(screen).toHaveAttribute('data-over', 'true');
  await expect(page.getByTestId('dice-winner')).not.toBeEmpty();
  await page.getByTestId('menu').click();
  await expect(screen).toHaveCount(0);
});
