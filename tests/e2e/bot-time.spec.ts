import { expect, test } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations, setSeat } from './helpers';
import { strengthWords } from '../../src-renderer/games/automobiles/i18n/messages';

/** The start screen lets a searching bot think longer or shorter than its level; the game shows it. */
test('a bot seat takes its own thinking time', async ({ page }, testInfo) => {
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await page.goto('/');
  await setSeat(page, 0, { human: 'Tester' });
  await setSeat(page, 1, { bot: 'Quick', level: 'hard' });
  const think = page.getByTestId('seat-1-think');
  // Milliseconds are an advanced setting, hidden until asked for.
  await expect(think).toHaveCount(0);
  await page.getByTestId('bot-advanced').check();
  await expect(think).toHaveAttribute('placeholder', '150');
  const setThink = async (text: string) => {
    await think.fill(text);
    await think.dispatchEvent('change');
  };

  await setThink('3');
  await expect(page.getByTestId('think-problem')).toBeVisible();
  await expect(page.getByTestId('start-race')).toBeDisabled();
  await setThink('40');
  await expect(page.getByTestId('think-problem')).toHaveCount(0);
  // Greedy and random answer at once: no thinking time to set.
  await page.getByTestId('seat-1-level').selectOption('greedy');
  await expect(think).toHaveCount(0);
  await page.getByTestId('seat-1-level').selectOption('hard');
  await expect(think).toHaveValue('');
  await setThink('40');
  await attachShot(page, testInfo, 'start-screen-think');

  // The scenario is written for seat 1 starting (the default draws the starting player).
  await page.getByTestId('seat-one-starts').check();
  await page.getByTestId('start-race').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await expect(page.getByText('Bot · Hard · 40 ms')).toBeVisible();
  await errors.report(testInfo);
});

/** Each level's measured strength in words under a bot seat, from the figures of docs/ai.md. */
test('a bot seat shows its level’s measured strength', async ({ page }, testInfo) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await setSeat(page, 1, { bot: 'Rival', level: 'hard' });
  const strength = page.getByTestId('seat-1-strength');
  await expect(strength).toHaveText(`Hard ${strengthWords('hard')}`);
  // In the player's terms: against the level below, never an internal bot name.
  await expect(strength).toContainText(/wins about \d+ of 10 against Medium/);
  await page.getByTestId('seat-1-level').selectOption('expert');
  await expect(strength).toHaveText(`Expert ${strengthWords('expert')}`);
  await expect(strength).toContainText(/against Hard/);
  // A human seat has none.
  await setSeat(page, 0, { human: 'Tester' });
  await expect(page.getByTestId('seat-0-strength')).toHaveCount(0);
  await attachShot(page, testInfo, 'start-screen-strength');
  await errors.report(testInfo);
});
