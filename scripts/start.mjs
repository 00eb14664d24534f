// `npm start`: build with electron-vite and launch Electron; if the Electron
// binary is not installed (e.g. installed with ELECTRON_SKIP_BINARY_DOWNLOAD=1),
// build the browser build (`npm run build:web`) and serve it on a free port (4173 when free).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import process from 'node:process';
import { freePort } from './free-port.mjs';

const require = createRequire(import.meta.url);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function run(cmd, args) {
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolvePromise(signal ? 1 : (code ?? 1)));
    child.on('error', (err) => {
      console.error(`failed to start ${cmd}: ${err.message}`);
      resolvePromise(1);
    });
  });
}

/** Path of the Electron executable, or null when the binary was never downloaded. */
function electronBinary() {
  try {
    // The electron package's main export is the executable path; it throws if path.txt is missing.
    const path = require('electron');
    return typeof path === 'string' && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

const binary = electronBinary();
if (!binary) {
  console.log('Electron binary not found: building the browser build and serving it instead.');
  const webBuild = await run(npm, ['run', 'build:web']);
  if (webBuild !== 0) process.exit(webBuild);
  const port = await freePort(4173);
  console.log(`The game runs at http://localhost:${port}/ : open it in a browser (Ctrl+C stops the server).`);
  process.exit(
    await run(npx, ['vite', 'preview', '--config', 'vite.web.config.ts', '--port', String(port), '--strictPort']),
  );
}

const buildCode = await run(npx, ['electron-vite', 'build']);
if (buildCode !== 0) process.exit(buildCode);

// Chromium refuses to run as root without --no-sandbox (only relevant on dev/CI boxes).
const extra = typeof process.getuid === 'function' && process.getuid() === 0 ? ['--no-sandbox'] : [];
process.exit(await run(binary, ['.', ...extra, ...process.argv.slice(2)]));
