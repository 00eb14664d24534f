/**
 * `npm run bench:ui`: UI numbers from the built web app in headless Chromium (software WebGL).
 *  1. frame times during the busy board animation (5 cars driving at once, cubes, momentum)
 *     on scene-demo.html: requestAnimationFrame deltas collected in the page; target p95 <= 20 ms;
 *     and the same for the Racepack board with 8 cars driving at once (scene-demo.html?game=racepack).
 *  2. time from opening index.html to an interactive start screen: until the app sets
 *     document.body.dataset.ready = '1' (App.vue, once the start screen is rendered and the
 *     session connected); the first enabled button is printed alongside for comparison.
 * Builds the web app and starts `vite preview` on port 4173 (BENCH_PORT) unless one already answers there
 * (--no-build skips the build). Printed numbers, not pass/fail.
 */
/// <reference lib="dom" />
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { SceneDemoWindow } from '../helpers/scene-demo-hooks';

const PORT = Number(process.env.BENCH_PORT ?? 4173);
const BASE = `http://127.0.0.1:${PORT}`;
const noBuild = process.argv.includes('--no-build');
const quick = process.argv.includes('--quick');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

async function answers(url: string): Promise<boolean> {
  try {
    const r = await fetch(url);
    return r.ok;
  } catch {
    return false;
  }
}

async function startServer(): Promise<ChildProcess | null> {
  if (await answers(`${BASE}/`)) {
    console.log(`using the server already on port ${PORT} (make sure it serves a fresh build)`);
    return null;
  }
  if (!noBuild) {
    const b = spawnSync(npx, ['vite', 'build', '--config', 'vite.web.config.ts', '--logLevel', 'error'], {
      stdio: 'inherit',
    });
    if (b.status !== 0) throw new Error('web build failed');
  }
  const child = spawn(
    npx,
    [
      'vite',
      'preview',
      '--config',
      'vite.web.config.ts',
      '--host',
      '127.0.0.1',
      '--port',
      String(PORT),
      '--strictPort',
    ],
    {
      stdio: 'ignore',
      detached: process.platform !== 'win32',
    },
  );
  for (let i = 0; i < 100; i++) {
    if (await answers(`${BASE}/`)) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  stopServer(child);
  throw new Error('vite preview did not start');
}

function stopServer(child: ChildProcess | null): void {
  if (!child || child.pid === undefined) return;
  try {
    if (process.platform !== 'win32') process.kill(-child.pid, 'SIGTERM');
    else child.kill();
  } catch {
    /* already gone */
  }
}

function stats(xs: number[]): { median: number; p95: number; max: number; n: number } {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { median: q(0.5), p95: q(0.95), max: s[s.length - 1], n: s.length };
}

/** tsx (esbuild keepNames) wraps named functions in __name(); the page needs a stand-in. */
const NAME_SHIM = 'window.__name = window.__name || ((f) => f);';

const ms = (x: number) => `${x.toFixed(1)} ms`;

/** Which busy animation: Automobiles' scene-demo (5 cars, cubes, momentum) or the Racepack board (8 cars at once). */
type Scene = { game: 'automobiles'; track: string } | { game: 'racepack' };

async function frameTimes(browser: Browser, scene: Scene, runs: number, renderer: 'auto' | 'webgl'): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript({ content: NAME_SHIM });
  const url =
    scene.game === 'racepack'
      ? `${BASE}/scene-demo.html?game=racepack&renderer=${renderer}`
      : `${BASE}/scene-demo.html?track=${scene.track}&renderer=${renderer}`;
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset.sceneReady === '1', null, { timeout: 30_000 });
  await page.waitForTimeout(500);
  const canvas = scene.game === 'racepack' ? 'canvas[data-racepack-board]' : 'canvas[data-board-canvas]';
  const used = await page.locator(canvas).getAttribute('data-renderer');
  const all: number[] = [];
  const durations: number[] = [];
  for (let r = 0; r < runs; r++) {
    const { deltas, duration } = await page.evaluate(async (game) => {
      const deltas: number[] = [];
      let last = 0;
      let running = true;
      const loop = (t: number) => {
        if (last) deltas.push(t - last);
        last = t;
        if (running) requestAnimationFrame(loop);
      };
      requestAnimationFrame(loop);
      const t0 = performance.now();
      if (game === 'racepack')
        await (window as unknown as { __rpDemo: { runBusy(): Promise<void> } }).__rpDemo.runBusy();
      else await (window as unknown as SceneDemoWindow).__demo.runBusy();
      const duration = performance.now() - t0;
      running = false;
      return { deltas, duration };
    }, scene.game);
    all.push(...deltas);
    durations.push(duration);
    await page.waitForTimeout(200);
  }
  const s = stats(all);
  const verdict = s.p95 <= 20 ? 'ok' : 'ABOVE TARGET';
  console.log(
    `  ${(scene.game === 'racepack' ? 'racepack 8 cars' : scene.track).padEnd(16)} ${`${renderer} -> ${used}`.padEnd(16)} ${s.n} frames over ${runs} busy animations (${(durations.reduce((a, b) => a + b, 0) / runs / 1000).toFixed(1)} s each): ` +
      `median ${ms(s.median)}, p95 ${ms(s.p95)}, max ${ms(s.max)}  [target p95 <= 20 ms: ${verdict}]`,
  );
  await page.close();
}

async function startupTime(browser: Browser, runs: number): Promise<void> {
  const ready: number[] = [];
  const button: number[] = [];
  for (let r = 0; r < runs; r++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page: Page = await context.newPage();
    await page.addInitScript({ content: NAME_SHIM });
    // Marks, in page time (ms since navigation start): body[data-ready="1"] and, for comparison,
    // the first enabled visible button.
    await page.addInitScript(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { __benchMarks: Record<string, number> }).__benchMarks = marks;
      const visible = (el: Element | null) => !!el && (el as HTMLElement).offsetParent !== null;
      const poll = () => {
        const t = performance.now();
        if (marks.ready === undefined && document.body?.dataset.ready === '1') marks.ready = t;
        if (marks.button === undefined) {
          const b = [...document.querySelectorAll('button')].find(
            (x) => visible(x) && !(x as HTMLButtonElement).disabled,
          );
          if (b) marks.button = t;
        }
        if (marks.ready === undefined || marks.button === undefined) requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    });
    await page.goto(`${BASE}/`);
    try {
      await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: r === 0 ? 15000 : 8000 });
    } catch {
      console.log('  start screen: body[data-ready="1"] never appeared (the app did not start)');
      await context.close();
      return;
    }
    const marks = await page.evaluate(
      () => (window as unknown as { __benchMarks: Record<string, number> }).__benchMarks,
    );
    if (marks.ready !== undefined) ready.push(marks.ready);
    if (marks.button !== undefined) button.push(marks.button);
    await context.close();
  }
  if (!ready.length) {
    console.log('  start screen: nothing interactive appeared');
    return;
  }
  const s = stats(ready);
  const b = button.length ? `; first enabled button: median ${ms(stats(button).median)}` : '';
  console.log(
    `  start screen interactive (body[data-ready="1"]): first ${ms(ready[0])}, median ${ms(s.median)}, max ${ms(s.max)} over ${ready.length} loads${b}`,
  );
}

async function main(): Promise<void> {
  const server = await startServer();
  const browser = await chromium.launch(LAUNCH);
  try {
    console.log(`ui bench — headless Chromium ${browser.version()}, 1280x800, software WebGL`);
    console.log('frame time during the busy animation (5 cars driving at once + cubes + momentum):');
    // 'auto' picks PixiJS's canvas renderer when WebGL is software (as here); 'webgl' forces WebGL.
    const tracks = quick ? ['beginner-oval'] : ['beginner-oval', 'road-course'];
    for (const renderer of ['auto', 'webgl'] as const) {
      for (const t of tracks) await frameTimes(browser, { game: 'automobiles', track: t }, quick ? 1 : 3, renderer);
    }
    console.log('Racepack board: 8 cars driving a round at once on the 48-tile track (2 rounds a run):');
    for (const renderer of ['auto', 'webgl'] as const)
      await frameTimes(browser, { game: 'racepack' }, quick ? 1 : 3, renderer);
    console.log('time to an interactive start screen (index.html):');
    await startupTime(browser, quick ? 2 : 5);
  } finally {
    await browser.close();
    stopServer(server);
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
