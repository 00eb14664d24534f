import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'electron-vite';
import vue from '@vitejs/plugin-vue';
import { cspMetaPlugin } from './src-main/csp-meta-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));

// electron-vite 6 (Vite 8 / Rolldown). Output goes to out/{main,preload,renderer}.
// - main: ESM (package.json "type": "module") -> out/main/index.js (ESM)
// - preload: forced to CommonJS (.cjs) because sandboxed preload scripts cannot be ES modules.
export default defineConfig({
  main: {
    build: {
      rolldownOptions: {
        // The bot process is its own entry: out/main/bot-process.js (an Electron utility process,
        // see src-main/workers/process-worker-like.ts).
        input: {
          index: resolve(root, 'src-main/index.ts'),
          'bot-process': resolve(root, 'src-main/workers/bot-process.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      rolldownOptions: {
        input: { index: resolve(root, 'src-main/preload.ts') },
        output: {
          format: 'cjs',
          entryFileNames: '[name].cjs',
        },
      },
    },
  },
  renderer: {
    root: resolve(root, 'src-renderer'),
    // The one CSP (src-main/csp.ts) as index.html's <meta> tag; app:// also sends it as a header.
    plugins: [vue(), cspMetaPlugin()],
    build: {
      rolldownOptions: {
        input: { index: resolve(root, 'src-renderer/index.html') },
      },
    },
  },
});
