/**
 * The toy game in the renderer shell (issue #26's proof): the web app built with the toy's
 * registry lines (vite.toy-web.config.ts), served on E2E_PORT, and its smoke spec.
 * Run: E2E_PORT=<port> npx playwright test --config tests/toy-game/playwright.toy.config.ts
 */
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const CONFIG = 'tests/toy-game/vite.toy-web.config.ts';

export default defineConfig({
  ...base,
  testDir: 'e2e',
  outputDir: '../../test-results/toy',
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `npx vite build --config ${CONFIG} && npx vite preview --config ${CONFIG} --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/`,
    cwd: '../..',
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
