/**
 * The web app's test build with the toy game registered (its one line in each registry,
 * toy-build.ts), in the page and in the bot worker. Served by tests/toy-game/playwright.toy.config.ts.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import web from '../../vite.web.config';
import { toyRegistries } from './toy-build';

const root = fileURLToPath(new URL('../../', import.meta.url));

export default mergeConfig(
  web,
  defineConfig({
    plugins: [toyRegistries(root)],
    worker: { plugins: () => [toyRegistries(root)] },
    build: {
      outDir: resolve(root, 'dist/toy-web'),
      rolldownOptions: { input: { index: resolve(root, 'src-renderer/index.html') } },
    },
  }),
);
