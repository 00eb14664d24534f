/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import type { SceneDemoWindow } from '../helpers/scene-demo-hooks';
import { scaled } from './load-scale';

// The board scene gallery (src-renderer/scene-demo.html): five cars, cubes, highlights and a
// busy animation. Pixels are read back from page.screenshot(), never from the WebGL canvas.

// In page functions the hooks are read as (window as unknown as SceneDemoWindow).

async function openDemo(page: Page, query = ''): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/scene-demo.html${query}`);
  await page.waitForFunction(() => document.body.dataset.sceneReady === '1', null, { timeout: scaled(20_000) });
  return errors;
}

/** Distinct colours (quantised) and the share of the most common one inside a screenshot region. */
async function colourStats(page: Page, clip: { x: number; y: number; width: number; height: number }) {
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const data = ctx.getImageData(0, 0, c.width, c.height).data;
    const counts = new Map<number, number>();
    for (let i = 0; i < data.length; i += 4) {
      const key = ((data[i] >> 4) << 8) | ((data[i + 1] >> 4) << 4) | (data[i + 2] >> 4);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const top = Math.max(...counts.values());
    return { distinct: counts.size, topShare: top / (data.length / 4) };
  }, png);
}

// 'auto' is PixiJS's canvas renderer here (WebGL is software in headless Chromium); 'webgl' forces WebGL.
for (const renderer of ['auto', 'webgl'] as const) {
  test(`${renderer}: the board renders the track, cars and cubes`, async ({ page }) => {
    const errors = await openDemo(page, `?renderer=${renderer}`);
    await expect(page.locator('canvas[data-board-canvas]')).toBeVisible();
    if (renderer !== 'auto')
      await expect(page.locator('canvas[data-board-canvas]')).toHaveAttribute('data-renderer', renderer);
    const stats = await colourStats(page, { x: 240, y: 200, width: 800, height: 400 });
    expect(stats.distinct).toBeGreaterThan(8);
    expect(stats.topShare).toBeLessThan(0.9);
    expect(errors).toEqual([]);
  });

  test(`${renderer}: clicking a highlighted space reports that space; other spaces are not clickable`, async ({
    page,
  }) => {
    const errors = await openDemo(page, `?renderer=${renderer}`);
    const targets = await page.evaluate(() => (window as unknown as SceneDemoWindow).__demo.highlights());
    expect(targets.length).toBeGreaterThan(0);
    for (const space of targets) {
      const p = await page.evaluate((s) => (window as unknown as SceneDemoWindow).__demo.spacePoint(s), space);
      expect(p).not.toBeNull();
      await page.mouse.click(p!.x, p!.y);
      await expect.poll(() => page.evaluate(() => (window as unknown as SceneDemoWindow).__lastSpaceClick)).toBe(space);
    }
    // A space that is not highlighted: no report.
    const other = await page.evaluate((t) => {
      for (let s = 0; s < 400; s++)
        if (!t.includes(s) && (window as unknown as SceneDemoWindow).__demo.spacePoint(s)) return s;
      return -1;
    }, targets);
    await page.evaluate(() => ((window as unknown as SceneDemoWindow).__lastSpaceClick = null));
    const q = await page.evaluate((s) => (window as unknown as SceneDemoWindow).__demo.spacePoint(s), other);
    await page.mouse.click(q!.x, q!.y);
    // The click has been handled (pointer events are handled before the next frames are drawn).
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.evaluate(() => (window as unknown as SceneDemoWindow).__lastSpaceClick)).toBeNull();
    expect(errors).toEqual([]);
  });

  test(`${renderer}: the busy animation (5 cars at once, cubes, momentum) completes`, async ({ page }) => {
    const errors = await openDemo(page, `?speed=2&renderer=${renderer}`);
    const board = { x: 0, y: 60, width: 1280, height: 740 };
    const before = await page.screenshot({ clip: board });
    await page.getByTestId('run-busy').click();
    await page.waitForFunction(() => (window as unknown as SceneDemoWindow).__animDone === true, null, {
      timeout: scaled(25_000),
    });
    await expect(page.getByTestId('status')).toContainText('done');
    // The cars have moved: the board looks different, and still like a board.
    expect((await page.screenshot({ clip: board })).equals(before)).toBe(false);
    expect((await colourStats(page, board)).distinct).toBeGreaterThan(8);
    expect(errors).toEqual([]);
  });
}

test('skip finishes a running animation at once', async ({ page }) => {
  const errors = await openDemo(page, '?speed=0.5');
  await page.getByTestId('run-busy').click();
  await expect(page.getByTestId('status')).toContainText('animating', { timeout: scaled(5_000) });
  expect(await page.evaluate(() => (window as unknown as SceneDemoWindow).__animDone)).toBe(false);
  const t0 = Date.now();
  await page.getByTestId('skip').click();
  await page.waitForFunction(() => (window as unknown as SceneDemoWindow).__animDone === true, null, {
    timeout: 5_000,
  });
  expect(Date.now() - t0).toBeLessThan(5_000);
  expect(errors).toEqual([]);
});

test('play() resolves when the scene is destroyed mid-animation', async ({ page }) => {
  const errors = await openDemo(page);
  const settled = await page.evaluate(async () => {
    const scene = (window as unknown as SceneDemoWindow).__demo.scene()!;
    const p = scene.play([{ type: 'raceFinished', finishOrder: [0, 1] }], 1);
    const q = scene.play([{ type: 'raceFinished', finishOrder: [1, 0] }], 1);
    // Mid-animation: the next frame has been drawn.
    await new Promise((r) => requestAnimationFrame(r));
    scene.destroy();
    await Promise.all([p, q]);
    return true;
  });
  expect(settled).toBe(true);
  expect(errors).toEqual([]);
});

// Regression: cubes and badges destroyed after an animation were left linked to a pooled
// render group, and PixiJS's renderable GC then threw "Cannot set properties of null
// (setting '_gcLastUsed')" on every frame. Forcing a GC pass right after must not throw.
for (const renderer of ['auto', 'webgl'] as const) {
  test(`${renderer}: the GC finds no destroyed board objects after animations`, async ({ page }) => {
    const errors = await openDemo(page, `?speed=4&renderer=${renderer}`);
    const problem = await page.evaluate(async () => {
      const demo = (window as unknown as SceneDemoWindow).__demo;
      for (let i = 0; i < 3; i++) {
        await demo.runBusy();
        await demo.badges();
        await demo.finishFlash();
      }
      const app = (demo.scene() as unknown as { app: { render(): void; renderer: { gc: { run(): void } } } }).app;
      try {
        app.render();
        app.renderer.gc.run();
        app.render();
        return null;
      } catch (e) {
        return (e as Error).message;
      }
    });
    expect(problem).toBeNull();
    expect(errors).toEqual([]);
  });
}
