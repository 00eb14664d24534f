// Fetches the Electron binary after `npm install`, but never fails the install: where it
// cannot be downloaded (offline, CI), `npm start` runs the same game in the browser instead.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const installer = 'node_modules/electron/install.js';
if (process.env.ELECTRON_SKIP_BINARY_DOWNLOAD) {
  console.log(
    'postinstall: ELECTRON_SKIP_BINARY_DOWNLOAD is set; not downloading Electron (npm start will use the browser build).',
  );
} else if (existsSync(installer)) {
  const r = spawnSync(process.execPath, [installer], { stdio: 'inherit', timeout: 180_000 });
  if (r.status !== 0) {
    console.log(
      'postinstall: the Electron binary could not be downloaded; npm start will use the browser build instead.',
    );
  }
}
