import { expect, test } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { scaled } from './load-scale';

/**
 * The newcomer's play-test (#32) at 1024×700: "Suspension" ran 20 px past its box into its
 * price in the buy panel. Every cube's name stays inside its button, clear of its price, at
 * both sizes, and the nine buttons stay inside the dock.
 */
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 },
] as const;

for (const size of SIZES) {
  test(`${size.width}×${size.height}: every name in the buy panel fits its button, clear of its price`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(scaled(90_000));
    const errors = collectPageErrors(page);
    await page.setViewportSize(size);
    await fastAnimations(page);
    await page.goto('/');
    await page.getByTestId('start-race').click();
    await expect(page.getByTestId('buy-panel')).toBeVisible({ timeout: scaled(60_000) });
    const items = await page.evaluate(() => {
      const panel = document.querySelector('[data-testid=buy-panel]')!.getBoundingClientRect();
      return [...document.querySelectorAll<HTMLElement>('[data-testid^=buy-] .iname')].map((n) => {
        const button = n.closest('button')!.getBoundingClientRect();
        const price = n.parentElement!.querySelector('.price')!.getBoundingClientRect();
        const name = n.getBoundingClientRect();
        return {
          name: n.textContent ?? '',
          overflow: n.scrollWidth - n.clientWidth,
          gapToPrice: price.left - (name.left + n.scrollWidth),
          inPanel: button.left >= panel.left - 0.5 && button.right <= panel.right + 0.5,
        };
      });
    });
    expect(items.length).toBe(9);
    for (const i of items) {
      expect(i.overflow, `${i.name} runs past its box`).toBeLessThanOrEqual(1);
      expect(i.gapToPrice, `${i.name} reaches its price`).toBeGreaterThanOrEqual(0);
      expect(i.inPanel, `${i.name}'s button leaves the buy panel`).toBe(true);
    }
    await attachShot(page, testInfo, `buy-names-${size.width}`);
    errors.report(testInfo);
  });
}
