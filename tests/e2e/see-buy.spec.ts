/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations, setSeat } from './helpers';
import { scaled } from './load-scale';

// The setup buy shows its cubes as they are bought, and no card name or card text is cut off
// (issue #15, "See" and "Finish"), at 1024×700 and 1280×800.

/** Elements matching the selector whose text does not fit their box (cut or clamped). */
async function cutTexts(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const cut: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      if (!el.offsetParent) continue;
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
        cut.push(
          `${el.textContent?.trim().slice(0, 40)} (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`,
        );
    }
    return cut;
  }, selector);
}

for (const size of [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
]) {
  test(`${size.width}×${size.height}: setup-buy cubes show as they are bought; no card name or card text is cut`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(scaled(120_000));
    const errors = collectPageErrors(page);
    await page.setViewportSize(size);
    await fastAnimations(page, 4);
    await page.goto('/');
    await setSeat(page, 0, { human: 'Tester' });
    await setSeat(page, 1, { bot: 'Greedy Gus', level: 'greedy' });
    await page.getByTestId('seed').fill('7');
    await page.getByTestId('seat-one-starts').check();
    // The start screen's card texts, for every suggested set: shown whole.
    await page.getByTestId('cards-set').click();
    const sets = await page
      .getByTestId('card-set')
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(sets.length).toBeGreaterThan(3);
    for (const id of sets) {
      await page.getByTestId('card-set').selectOption(id);
      await expect(page.locator('.card-list .ctext')).toHaveCount(5);
      expect(await cutTexts(page, '.card-list .ctext, .card-list .grow'), `set ${id}`).toEqual([]);
    }
    await attachShot(page, testInfo, `start-${size.width}`);
    // A set with the longest names in the buy panel.
    await page.getByTestId('card-set').selectOption(sets[sets.length - 1]);
    await page.getByTestId('start-race').click();
    await expect(page.getByTestId('buy-panel')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('game-screen')).toHaveAttribute('data-can-act', 'true');

    // Every card name in the buy panel is whole.
    await expect(page.locator('[data-testid=buy-panel] .iname')).toHaveCount(9);
    expect(await cutTexts(page, '[data-testid=buy-panel] .iname')).toEqual([]);

    const tray = page.getByTestId('setup-bought');
    await expect(tray).toContainText('empty');
    await page.getByTestId('buy-darkGray').click();
    // Shown at once, before "Done buying": in the buy panel and in the player's own area.
    await expect(tray.locator('[data-color=darkGray]')).toHaveAttribute('aria-label', /1$/);
    await page.getByTestId('buy-lightGray').click();
    await expect(tray.locator('[data-color=lightGray]')).toHaveAttribute('aria-label', /1$/);
    const area = page.getByTestId('player-0-setup-bought');
    await expect(area.locator('[data-color=darkGray]')).toBeVisible();
    await expect(area.locator('[data-color=lightGray]')).toBeVisible();
    // Undo takes the last one back out of the tray.
    await page.getByTestId('undo').click();
    await expect(tray.locator('[data-color=lightGray]')).toHaveCount(0);
    await page.getByTestId('buy-lightGray').click();
    await expect(tray.locator('[data-color=lightGray]')).toBeVisible();
    // The whole panel fits its dock (no hidden third row) and the tray overlaps no button.
    const over = await page.getByTestId('dock').evaluate((d) => d.scrollHeight - d.clientHeight);
    expect(over, 'the buy panel fits the dock').toBeLessThanOrEqual(1);
    expect(await tray.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true);
    const t = (await tray.boundingBox())!;
    for (const id of ['undo', 'end-buy']) {
      const b = (await page.getByTestId(id).boundingBox())!;
      expect(t.x + t.width <= b.x || b.x + b.width <= t.x, `the tray overlaps ${id}`).toBe(true);
    }
    await attachShot(page, testInfo, `setup-buy-${size.width}`);
    // Done buying: they go into the bag (12 + 2), the tray and the row are gone.
    await page.getByTestId('end-buy').click();
    await expect(area).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('game-screen')).toHaveAttribute('data-phase', 'action', { timeout: 30_000 });
    await expect(page.getByTestId('player-0')).toContainText('Bag 7');
    errors.report(testInfo);
  });
}
