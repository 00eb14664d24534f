import { expect, test } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations, setSeat } from './helpers';
import { scaled } from './load-scale';

/**
 * Issue #32, keys in the setup buy: a colour's number badge stays the same after a buy, Enter
 * that ends the buy with money left says so, and a disabled Undo says why in its title.
 */
test('setup buy: fixed number badges, Enter with money left says so, a disabled Undo says why', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(90_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await page.goto('/');
  await setSeat(page, 0, { human: 'Tester' });
  await setSeat(page, 1, { bot: 'Greedy Gus', level: 'greedy' });
  await page.getByTestId('seed').fill('7');
  await page.getByTestId('seat-one-starts').check();
  await page.getByTestId('start-race').click();
  const panel = page.getByTestId('buy-panel');
  await expect(panel).toBeVisible({ timeout: 30_000 });
  const screen = page.getByTestId('game-screen');
  await expect(screen).toHaveAttribute('data-can-act', 'true');
  // Nothing bought yet: Undo is off and says why.
  const undo = page.getByTestId('undo');
  await expect(undo).toBeDisabled();
  await expect(undo).toHaveAttribute('title', /Nothing to undo/);

  const badges = async () =>
    panel
      .locator('[data-testid^=buy-]')
      .evaluateAll((els) =>
        Object.fromEntries(
          els
            .filter((e) => e.getAttribute('data-testid') !== 'buy-panel')
            .map((e) => [e.getAttribute('data-testid'), e.querySelector('.kbd')?.textContent ?? null]),
        ),
      );
  const before = await badges();
  expect(before['buy-white']).toBe('1');
  expect(before['buy-lightGray']).toBe('2');
  // Buy a black cube (the dearest gear) by its key: every affordable colour keeps its number.
  const blackKey = before['buy-black']!;
  expect(blackKey).not.toBeNull();
  const version = await screen.getAttribute('data-version');
  await page.keyboard.press(blackKey);
  await expect(screen).not.toHaveAttribute('data-version', version!);
  await expect(screen).toHaveAttribute('data-can-act', 'true');
  const after = await badges();
  for (const [id, key] of Object.entries(after)) if (key !== null) expect(key, id).toBe(before[id]);
  await expect(page.getByTestId('setup-bought')).toContainText('1');
  await expect(undo).toBeEnabled();
  await attachShot(page, testInfo, 'setup-buy-badges');

  // Enter with money left ends the buy and says how much was left unspent.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('play-notice')).toContainText(/Setup buy done with \$\d+ unspent/);
  await expect(page.getByTestId('error')).toHaveCount(0);
  await attachShot(page, testInfo, 'setup-buy-ended-with-money-left');
  errors.report(testInfo);
});
