import { expect, test } from '@playwright/test';
import { attachShot, fastAnimations, nextDecision, setSeat } from './helpers';

test('a game in progress survives a reload: "Continue last game"', async ({ page }, testInfo) => {
  await fastAnimations(page, 4);
  await page.goto('/');
  await expect(page.getByTestId('continue-game')).toHaveCount(0);
  await setSeat(page, 0, { human: 'Cara' });
  await setSeat(page, 1, { bot: 'Gus', level: 'greedy' });
  await page.getByTestId('laps-2').click();
  // The scenario is written for seat 1 starting (the default draws the starting player).
  await page.getByTestId('seat-one-starts').check();
  await page.getByTestId('start-race').click();
  await nextDecision(page);
  await page.getByTestId('buy-darkGray').click();
  await page.keyboard.press('Enter');
  await nextDecision(page);
  const game = page.getByTestId('game-screen');
  await expect(game).toHaveAttribute('data-phase', 'action');
  const discard = await page.getByTestId('player-0').textContent();

  await page.reload();
  await expect(page.getByTestId('start-screen')).toBeVisible();
  await attachShot(page, testInfo, 'start-with-continue');
  await page.getByTestId('continue-game').click();
  await expect(game).toBeVisible();
  await expect(game).toHaveAttribute('data-phase', 'action');
  await expect(game).toHaveAttribute('data-decider', '0');
  expect(await page.getByTestId('player-0').textContent()).toBe(discard);
  // Going back to the menu keeps the race too.
  await page.getByTestId('menu').click();
  await page.getByTestId('continue-game').click();
  await expect(game).toHaveAttribute('data-decider', '0');
});
