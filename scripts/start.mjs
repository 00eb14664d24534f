// `npm start`: build with electron-vite and launch Electron; if the Electron
// binary is not installed (e.g. installed with ELECTRON_SKIP_BINARY_DOWNLOAD=1),
// fall back to the browser build (`npm run web`).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import process from 'node:process';

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
  console.log('Electron binary not found; starting the browser build instead');
  process.exit(await run(npm, ['run', 'web']));
}

const buildCode = await run(npx, ['electron-vite', 'build']);
if (buildCode !== 0) process.exit(buildCode);

// Chromium refuses to run as root without --no-sandbox (only relevant on dev/CI boxes).
const extra = typeof process.getuid === 'function' && process.getuid() === 0 ? ['--no-sandbox'] : [];
process.exit(await run(binary, ['.', ...extra, ...process.argv.slice(2)]));
