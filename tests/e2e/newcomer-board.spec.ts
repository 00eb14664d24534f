/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations, nextDecision, setSeat } from './helpers';
import { scaled } from './load-scale';

/**
 * Issue #32, the board zoomed at both window sizes: the board then fills the canvas, so the
 * race order box (which covered the track) keeps its corner, compact, and stays readable.
 */
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 },
] as const;

async function sceneCall<T>(page: Page, fn: string, ...args: unknown[]): Promise<T> {
  return page.evaluate(
    ([f, a]) => {
      const el = document.querySelector('[data-testid=board-canvas]') as
        (HTMLElement & { boardScene?: unknown }) | null;
      const scene = el?.boardScene as Record<string, unknown> | undefined;
      if (!scene) throw new Error('no board scene');
      const v = scene[f as string];
      return (typeof v === 'function' ? (v as (...x: unknown[]) => unknown).apply(scene, a as unknown[]) : v) as T;
    },
    [fn, args] as const,
  ) as Promise<T>;
}

type Box = { x: number; y: number; w: number; h: number };

for (const size of SIZES) {
  test(`${size.width}×${size.height}: zoomed in, the race order box keeps its corner, compact and readable`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(scaled(120_000));
    const errors = collectPageErrors(page);
    await page.setViewportSize(size);
    await fastAnimations(page, 4);
    await page.goto('/');
    await setSeat(page, 0, { human: 'Tester' });
    await setSeat(page, 1, { bot: 'Greedy Gus', level: 'greedy' });
    await page.getByTestId('add-seat').click();
    await setSeat(page, 2, { bot: 'Maximilian Longname', level: 'greedy' });
    await page.getByTestId('track-beginner-oval').click();
    await page.getByTestId('start-race').click();
    await expect(page.locator('canvas[data-board-canvas]')).toBeVisible({ timeout: 30_000 });
    await nextDecision(page);
    const fitted = (await sceneCall<Box | null>(page, 'raceOrderBox'))!;
    expect(fitted).not.toBeNull();
    await attachShot(page, testInfo, `race-order-fit-${size.width}`);

    await page.locator('canvas[data-board-canvas]').hover();
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await expect.poll(() => sceneCall<number>(page, 'zoom')).toBeGreaterThan(1.4);
    await expect.poll(async () => (await sceneCall<Box>(page, 'raceOrderBox')).w).toBeLessThan(fitted.w * 0.6);
    const zoomed = (await sceneCall<Box>(page, 'raceOrderBox'))!;
    // In place: the same corner, the same rows (same height: one row per car, nothing dropped).
    expect(Math.abs(zoomed.x - fitted.x)).toBeLessThan(1);
    expect(Math.abs(zoomed.y - fitted.y)).toBeLessThan(1);
    expect(Math.abs(zoomed.h - fitted.h)).toBeLessThan(1);
    // Inside the canvas, whole.
    const canvas = (await page.locator('canvas[data-board-canvas]').boundingBox())!;
    expect(zoomed.x + zoomed.w).toBeLessThanOrEqual(canvas.width);
    // It covers under 60% of what it did.
    expect(zoomed.w * zoomed.h).toBeLessThan(0.6 * fitted.w * fitted.h);
    await attachShot(page, testInfo, `race-order-zoomed-${size.width}`);
    // Back at "fit track": the whole box with the names again.
    await page.getByTestId('fit-track').click();
    await expect.poll(async () => (await sceneCall<Box>(page, 'raceOrderBox')).w).toBeGreaterThan(fitted.w - 1);
    errors.report(testInfo);
  });
}

for (const size of SIZES) {
  test(`${size.width}×${size.height}: combo-space labels are readable at the default zoom`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(scaled(120_000));
    const errors = collectPageErrors(page);
    await page.setViewportSize(size);
    await fastAnimations(page, 4);
    await page.goto('/');
    await setSeat(page, 0, { human: 'Tester' });
    await setSeat(page, 1, { bot: 'Greedy Gus', level: 'greedy' });
    // The track with the most combo spaces, two and three colours on short spaces.
    await page.getByTestId('track-desert-short-track').click();
    await page.getByTestId('start-race').click();
    await expect(page.locator('canvas[data-board-canvas]')).toBeVisible({ timeout: 30_000 });
    await nextDecision(page);
    const m = await sceneCall<{ comboDiscPx: number | null }>(page, 'metrics');
    // Each colour's disc with its letter at least 10 px across (it was about 7 px at 1024×700).
    expect(m.comboDiscPx).not.toBeNull();
    expect(m.comboDiscPx!).toBeGreaterThanOrEqual(10);
    await attachShot(page, testInfo, `combo-labels-${size.width}`);
    errors.report(testInfo);
  });
}
