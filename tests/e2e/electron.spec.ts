import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { _electron as electron, expect, test } from '@playwright/test';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('../..', import.meta.url));

/** The Electron executable, or why there is none. */
function electronBinary(): { path: string } | { reason: string } {
  try {
    const path = require('electron') as unknown;
    if (typeof path === 'string' && existsSync(path)) return { path };
    return { reason: `the Electron binary is missing (${String(path)})` };
  } catch {
    // Electron's own message here advises reinstalling, which does not help on a machine that
    // cannot download it: our reason says what happened instead.
    return {
      reason:
        'the Electron binary was never downloaded (npm install could not fetch it, or ELECTRON_SKIP_BINARY_DOWNLOAD was set); npm start runs the browser build instead',
    };
  }
}

test('Electron: the app window starts, is locked down and talks to the main-process session', async ({
  browserName: _browser,
}, testInfo) => {
  const bin = electronBinary();
  if ('reason' in bin) {
    console.log(`Skipping the Electron launch test: ${bin.reason}`);
    testInfo.annotations.push({ type: 'skip-reason', description: bin.reason });
    test.skip(true, bin.reason);
    return;
  }
  if (!existsSync(`${root}/out/main/index.js`))
    test.skip(true, 'run `npm run build` first (out/main/index.js is missing)');
  const args = [root];
  if (typeof process.getuid === 'function' && process.getuid() === 0) args.push('--no-sandbox');
  const app = await electron.launch({ executablePath: bin.path, args });
  try {
    const win = await app.firstWindow();
    await expect(win.getByTestId('app-title')).toHaveText('Automobiles');
    // The renderer uses the Electron client, and has no Node.
    expect(await win.evaluate(() => typeof (window as unknown as { api?: unknown }).api)).toBe('object');
    expect(await win.evaluate(() => typeof (globalThis as unknown as { require?: unknown }).require)).toBe('undefined');
    expect(await win.evaluate(() => typeof (globalThis as unknown as { process?: unknown }).process)).toBe('undefined');
    expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);
    // A malformed message gets an error reply.
    const bad = await win.evaluate(() =>
      (window as unknown as { api: { act(a: unknown): Promise<{ ok: boolean }> } }).api.act({ type: 'bogus' }),
    );
    expect(bad.ok).toBe(false);
    await win.screenshot({ path: testInfo.outputPath('electron-start.png') });
    await testInfo.attach('electron-start', {
      path: testInfo.outputPath('electron-start.png'),
      contentType: 'image/png',
    });
    await win.getByTestId('seat-one-starts').check();
    await win.getByTestId('start-race').click();
    await expect(win.getByTestId('game-screen')).toBeVisible();
    await win.screenshot({ path: testInfo.outputPath('electron-game.png') });
    await testInfo.attach('electron-game', {
      path: testInfo.outputPath('electron-game.png'),
      contentType: 'image/png',
    });
  } finally {
    await app.close();
  }
});
