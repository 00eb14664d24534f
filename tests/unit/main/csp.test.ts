/**
 * One Content-Security-Policy (src-main/csp.ts): strict in a build, the dev server's
 * loopback websocket only in development, and no second copy in any HTML page.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspDirectives } from '../../../src-main/csp';
import { cspMetaPlugin } from '../../../src-main/csp-meta-plugin';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** Runs the plugin's transformIndexHtml hook as vite would (build: no server; dev: a server). */
function metaTagOf(html: string, dev: boolean) {
  const hook = cspMetaPlugin().transformIndexHtml as { handler: (html: string, ctx: unknown) => unknown };
  const ctx = { path: '/index.html', filename: 'index.html', ...(dev ? { server: {} } : {}) };
  return hook.handler(html, ctx) as { tag: string; attrs: Record<string, string>; injectTo: string }[];
}

describe('the content security policy', () => {
  it('in production allows only the app itself: no websocket, no remote host, no eval, no plugins', () => {
    const csp = directives(contentSecurityPolicy());
    for (const [name, sources] of csp) {
      for (const s of sources) {
        expect(s, `${name} ${s}`).not.toMatch(/^(ws|wss|http|https):/);
        expect(s, `${name} ${s}`).not.toMatch(/\*/);
        expect(s, `${name} ${s}`).not.toBe("'unsafe-eval'");
      }
    }
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('in development adds only the dev server websocket on this machine', () => {
    const prod = directives(contentSecurityPolicy());
    const dev = directives(contentSecurityPolicy({ dev: true }));
    expect(dev.get('connect-src')).toEqual(["'self'", 'ws://localhost:*', 'ws://127.0.0.1:*', 'data:', 'blob:']);
    for (const [name, sources] of dev) if (name !== 'connect-src') expect(sources, name).toEqual(prod.get(name));
  });

  it('a meta tag carries the same policy less frame-ancestors (which browsers ignore in <meta>)', () => {
    const header = cspDirectives();
    const meta = cspDirectives({ target: 'meta' });
    expect(meta).toEqual(header.filter(([name]) => name !== 'frame-ancestors'));
  });

  it('the build writes it into index.html: strict in a build, the dev policy on the dev server', () => {
    const html = readFileSync(join(root, 'src-renderer/index.html'), 'utf8');
    const [built] = metaTagOf(html, false);
    expect(built).toEqual({
      tag: 'meta',
      attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy({ target: 'meta' }) },
      injectTo: 'head-prepend',
    });
    expect(metaTagOf(html, true)[0].attrs.content).toBe(contentSecurityPolicy({ dev: true, target: 'meta' }));
  });

  it('no page keeps a CSP of its own (one source), and a page that adds one fails the build', () => {
    const pages = readdirSync(join(root, 'src-renderer')).filter((f) => f.endsWith('.html'));
    expect(pages).toContain('index.html');
    for (const page of pages) {
      expect(readFileSync(join(root, 'src-renderer', page), 'utf8'), page).not.toMatch(/Content-Security-Policy/i);
    }
    const rogue = `<head><meta http-equiv="Content-Security-Policy" content="connect-src ws:"></head>`;
    expect(() => metaTagOf(rogue, false)).toThrow(/src-main\/csp\.ts/);
  });

  it('both vite configs use the plugin', () => {
    for (const config of ['electron.vite.config.ts', 'vite.web.config.ts']) {
      expect(readFileSync(join(root, config), 'utf8'), config).toMatch(/plugins: \[vue\(\), cspMetaPlugin\(\)\]/);
    }
  });
});
