import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';
import { cspMetaPlugin } from './src-main/csp-meta-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));

// The renderer as a plain web app (no Electron): `npm run web` (dev) / `npm run build:web` + preview.
export default defineConfig({
  root: resolve(root, 'src-renderer'),
  base: './',
  publicDir: false,
  // The one CSP (src-main/csp.ts) as a <meta> tag: the only way a static web build gets one.
  plugins: [vue(), cspMetaPlugin()],
  server: { port: 5173, strictPort: true },
  // The board (pixi.js, gsap) loads lazily; pre-bundle it at start so the dev server does not
  // discover it mid-game and reload the page.
  optimizeDeps: { include: ['pure-rand', 'zod', 'gsap', 'pixi.js', 'pixi.js/unsafe-eval'] },
  preview: { port: 4173, strictPort: true },
  build: {
    outDir: resolve(root, 'dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      input: {
        index: resolve(root, 'src-renderer/index.html'),
        'scene-demo': resolve(root, 'src-renderer/scene-demo.html'),
      },
    },
  },
});
