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
  } catch (e) {
    return { reason: `the Electron binary is not installed: ${(e as Error).message}` };
  }
}

test('Electron: the app window starts, is locked down and talks to the main-process session', async ({}, testInfo) => {
  const bin = electronBinary();
  if ('reason' in bin) {
    console.log(`Skipping the Electron launch test: ${bin.reason}`);
    testInfo.annotations.push({ type: 'skip-reason', description: bin.reason });
    test.skip(true, bin.reason);
    return;
  }
  if (!existsSync(`${root}/out/main/index.js`)) test.skip(true, 'run `npm run build` first (out/main/index.js is missing)');
  const args = [root];
  if (typeof process.getuid === 'function' && process.getuid() === 0) args.push('--no-sandbox');
  const app = await electron.launch({ executablePath: bin.path, args });
  try {
    const win = await app.firstWindow();
    await expect(win.getByTestId('app-title')).toHaveText('Automobiles');
    // The renderer uses the Electron client, and has no Node.
    expect(await win.evaluate(() => typeof (window as unknown as { api?: unknown }).api)).toBe('object');
    expect(await win.evaluate(() => typeof (globalThis as unknown as { require?: unknown }).require)).toBe('undefined');
    const prefs = await app.evaluate(({ BrowserWindow }) => {
      const w = BrowserWindow.getAllWindows()[0];
      const p = w.webContents.getLastWebPreferences() ?? {};
      return { contextIsolation: p.contextIsolation, sandbox: p.sandbox, nodeIntegration: p.nodeIntegration, webSecurity: p.webSecurity };
    });
    expect(prefs).toEqual({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true });
    // A malformed message gets an error reply.
    const bad = await win.evaluate(() => (window as unknown as { api: { act(a: unknown): Promise<{ ok: boolean }> } }).api.act({ type: 'bogus' }));
    expect(bad.ok).toBe(false);
    await testInfo.attach('electron-start', { body: await win.screenshot(), contentType: 'image/png' });
    await win.getByTestId('start-race').click();
    await expect(win.getByTestId('game-screen')).toBeVisible();
    await testInfo.attach('electron-game', { body: await win.screenshot(), contentType: 'image/png' });
  } finally {
    await app.close();
  }
});
