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
  // Electron's installer prints a long stack trace when it cannot download (ENOTFOUND offline):
  // its output is kept back, and only our one line says what happens instead.
  const r = spawnSync(process.execPath, [installer], { stdio: 'pipe', timeout: 180_000 });
  if (r.status !== 0) {
    const output = `${r.stderr ?? ''}\n${r.stdout ?? ''}`;
    const cause = /getaddrinfo \S+ \S+|\bE[A-Z]{3,}\b[^\n]*/.exec(output)?.[0]?.trim();
    console.log(
      `postinstall: the Electron binary could not be downloaded${cause ? ` (${cause})` : ''}; npm start will use the browser build instead.`,
    );
  }
}
