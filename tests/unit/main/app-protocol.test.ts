/**
 * The app:// protocol handler on a real folder: serves the renderer's files with the CSP and
 * the right types, and refuses every way out of the folder.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_SCHEME_PRIVILEGES, createAppProtocolHandler, resolveAppPath } from '../../../src-main/app-protocol';
import { contentSecurityPolicy } from '../../../src-main/csp';

const base = mkdtempSync(join(tmpdir(), 'automobiles-protocol-'));
const root = join(base, 'renderer');
mkdirSync(join(root, 'assets'), { recursive: true });
writeFileSync(join(root, 'index.html'), '<!doctype html><title>Automobiles</title>');
writeFileSync(join(root, 'assets', 'index-abc.js'), 'console.log(1)');
writeFileSync(join(root, 'assets', 'icon.svg'), '<svg/>');
// Secrets next to the renderer folder that must never be served.
writeFileSync(join(base, 'secret.txt'), 'SECRET');
mkdirSync(join(base, 'renderer-evil'));
writeFileSync(join(base, 'renderer-evil', 'x.js'), 'SECRET');
afterAll(() => rmSync(base, { recursive: true, force: true }));

const csp = contentSecurityPolicy();
const logged: string[] = [];
const handle = createAppProtocolHandler({ root, csp, log: (m) => logged.push(m) });
const get = (url: string, method = 'GET') => handle(new Request(url, { method }));

describe('app:// protocol', () => {
  it('is registered as a standard, secure scheme with fetch', () => {
    expect(APP_SCHEME_PRIVILEGES).toEqual({
      scheme: 'app',
      privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
    });
  });

  it('serves the renderer files with their types, the CSP and nosniff', async () => {
    const page = await get('app://bundle/index.html');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Automobiles</title>');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(csp);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const script = await get('app://bundle/assets/index-abc.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('console.log(1)');
    expect((await get('app://bundle/assets/icon.svg')).headers.get('content-type')).toBe('image/svg+xml');
    // The root is the page; a query or hash does not matter.
    expect(await (await get('app://bundle/')).text()).toContain('Automobiles');
    expect((await get('app://bundle/index.html?x=1#y')).status).toBe(200);
    const head = await get('app://bundle/index.html', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('answers 404 for missing files, folders and other hosts; 405 for writes', async () => {
    expect((await get('app://bundle/missing.js')).status).toBe(404);
    expect((await get('app://bundle/assets')).status).toBe(404);
    expect((await get('app://other/index.html')).status).toBe(404);
    expect((await get('app://bundle/index.html', 'POST')).status).toBe(405);
    const refused = await get('app://bundle/missing.js');
    expect(refused.headers.get('content-security-policy')).toBe(csp);
  });

  it('refuses every path out of the renderer folder (403/400), serving nothing from outside', async () => {
    const attempts = [
      'app://bundle/%2e%2e/secret.txt',
      'app://bundle/..%2fsecret.txt',
      'app://bundle/assets/..%2f..%2fsecret.txt',
      'app://bundle/..%5csecret.txt',
      'app://bundle/assets%5c..%5c..%5csecret.txt',
      'app://bundle/%2e%2e%2f%2e%2e%2fsecret.txt',
      'app://bundle/..%2frenderer-evil/x.js',
      `app://bundle/${encodeURIComponent(join(base, 'secret.txt'))}`,
      'app://bundle/index.html%00.js',
      'app://bundle/%E0%A4%A',
    ];
    for (const url of attempts) {
      const r = await get(url);
      expect([400, 403, 404], url).toContain(r.status);
      expect(await r.text(), url).not.toContain('SECRET');
    }
    // The URL parser already folds plain ../ segments into the folder.
    const folded = await get('app://bundle/../../secret.txt');
    expect(folded.status).toBe(404);
    expect(resolveAppPath(root, 'app://bundle/..%2fsecret.txt')).toMatchObject({ ok: false, status: 403 });
    expect(resolveAppPath(root, 'app://bundle/assets/index-abc.js')).toEqual({
      ok: true,
      path: join(root, 'assets', 'index-abc.js'),
    });
    expect(logged.some((l) => l.includes('403'))).toBe(true);
  });

  it('a read error other than "not found" is a 500 with the reason', async () => {
    const failing = createAppProtocolHandler({
      root,
      csp,
      read: async () => {
        throw Object.assign(new Error('denied'), { code: 'EACCES' });
      },
    });
    const r = await failing(new Request('app://bundle/index.html'));
    expect(r.status).toBe(500);
    expect(await r.text()).toMatch(/EACCES/);
  });
});
