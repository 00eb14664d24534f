/**
 * A newcomer's first run (issue #32): `npm install` says in one line that Electron could not be
 * downloaded, `npm start` serves the built browser build on a free port, and the renderer's
 * tables have valid markup (no "<tr> cannot be child of <table>" warnings in the console).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { freePort } from '../../../scripts/free-port.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('first run', () => {
  it('postinstall: a failed Electron download is one friendly line, without the installer stack trace', () => {
    const dir = mkdtempSync(join(tmpdir(), 'postinstall-'));
    mkdirSync(join(dir, 'node_modules/electron'), { recursive: true });
    writeFileSync(
      join(dir, 'node_modules/electron/install.js'),
      "const e = new Error('getaddrinfo ENOTFOUND github.com'); e.code = 'ENOTFOUND'; console.error(e); process.exit(1);\n",
    );
    const env = { ...process.env };
    delete env.ELECTRON_SKIP_BINARY_DOWNLOAD;
    const r = spawnSync(process.execPath, [join(root, 'scripts/postinstall.mjs')], { cwd: dir, env, encoding: 'utf8' });
    expect(r.status).toBe(0);
    const lines = `${r.stdout}${r.stderr}`.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/could not be downloaded \(getaddrinfo ENOTFOUND github\.com\).*browser build/);
  });

  it('npm start without Electron builds the browser build and serves it on a free port (not the dev server)', async () => {
    const start = readFileSync(join(root, 'scripts/start.mjs'), 'utf8');
    expect(start).toContain("'build:web'");
    expect(start).toContain("'preview'");
    expect(start).not.toMatch(/'run', 'web'/);
    // A busy port is no failure: another one is chosen.
    const busy = createServer();
    await new Promise<void>((r) => busy.listen(0, '127.0.0.1', () => r()));
    const taken = (busy.address() as { port: number }).port;
    try {
      const port = (await freePort(taken)) as number;
      expect(port).not.toBe(taken);
      expect(port).toBeGreaterThan(0);
    } finally {
      busy.close();
    }
  });

  it('every <table> in the renderer holds its rows in <thead>/<tbody> (valid markup, no console warnings)', () => {
    const bad: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (name.endsWith('.vue')) {
          const text = readFileSync(p, 'utf8');
          for (const m of text.matchAll(/<table\b[^>]*>\s*(<!--[\s\S]*?-->\s*)*<(\w+)/g))
            if (!['thead', 'tbody', 'caption', 'colgroup'].includes(m[2])) bad.push(`${p}: <table> then <${m[2]}>`);
        }
      }
    };
    walk(join(root, 'src-renderer'));
    expect(bad).toEqual([]);
  });
});
