/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations, setSeat } from './helpers';
import { scaled } from './load-scale';

// Hot-seat shows the result of a turn before the hand-over (issue #15, "See"): the hand-off
// panel takes the controls' place; the board, the last moves, Menu and Save as… stay usable.
test('hot-seat: the board and the last moves stay in view during the hand-off; Menu is not blocked', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(150_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await page.goto('/');
  await setSeat(page, 0, { human: 'Ann' });
  await setSeat(page, 1, { human: 'Bob' });
  await page.getByTestId('laps-1').click();
  await page.getByTestId('seed').fill('3');
  await page.getByTestId('seat-one-starts').check();
  await page.getByTestId('start-race').click();
  const handoff = page.getByTestId('handoff');
  await expect(handoff).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('canvas[data-board-canvas]')).toBeVisible({ timeout: 30_000 });

  /** What a click at the centre of an element would hit. */
  const hits = (testid: string) =>
    page.evaluate((id) => {
      const el = document.querySelector(`[data-testid=${id}]`)!;
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return !!top && (el === top || el.contains(top));
    }, testid);
  expect(await hits('board'), 'the board is not covered by the hand-off').toBe(true);
  expect(await hits('menu'), 'Menu is not covered').toBe(true);
  expect(await hits('save-as'), 'Save as… is not covered').toBe(true);

  await page.getByTestId('handoff-confirm').click();
  await expect(handoff).toBeHidden();
  await page.getByTestId('buy-white').click();
  await page.keyboard.press('Enter');
  // Bob's hand-off shows what Ann just did.
  await expect(handoff).toBeVisible();
  await expect(page.getByTestId('handoff-name')).toHaveText('Bob');
  await expect(page.getByTestId('handoff-recent')).toContainText('Ann');
  expect(await hits('board')).toBe(true);
  await attachShot(page, testInfo, 'handoff-with-board');
  await page.keyboard.press('Enter');
  await expect(handoff).toBeHidden();
  expect(errors.ui).toEqual([]);
});
