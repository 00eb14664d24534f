/** Which page the window loads: the dev server only under `electron-vite dev`, else app://bundle. */
import { describe, expect, it } from 'vitest';
import { APP_INDEX_URL, isRendererUrl, rendererSource } from '../../../src-main/renderer-source';

const DEV = {
  ELECTRON_RENDERER_URL: 'http://localhost:5173',
  NODE_ENV_ELECTRON_VITE: 'development',
  NODE_ENV: 'development',
};

function source(isPackaged: boolean, env: Record<string, string | undefined>) {
  const warnings: string[] = [];
  return { ...rendererSource({ isPackaged, env, warn: (m) => warnings.push(m) }), warnings };
}

describe('renderer source', () => {
  it('electron-vite dev (unpackaged, its dev flag set): the dev server', () => {
    const s = source(false, DEV);
    expect(s).toMatchObject({ kind: 'dev-server', url: 'http://localhost:5173/', origin: 'http://localhost:5173' });
    expect(s.warnings).toEqual([]);
  });

  it('npm start / electron-vite preview / any other unpackaged run: the bundle, even with the variable set', () => {
    expect(source(false, {})).toMatchObject({ kind: 'bundle', url: APP_INDEX_URL, warnings: [] });
    const stray = source(false, { ELECTRON_RENDERER_URL: 'http://localhost:5173' });
    expect(stray).toMatchObject({ kind: 'bundle', url: 'app://bundle/index.html' });
    expect(stray.warnings[0]).toMatch(/outside `electron-vite dev`/);
    // electron-vite build / preview set the flag to production.
    expect(source(false, { ...DEV, NODE_ENV_ELECTRON_VITE: 'production' }).kind).toBe('bundle');
    // NODE_ENV alone is not electron-vite's flag.
    expect(source(false, { ELECTRON_RENDERER_URL: DEV.ELECTRON_RENDERER_URL, NODE_ENV: 'development' }).kind).toBe(
      'bundle',
    );
  });

  it('a packaged app: always the bundle', () => {
    const s = source(true, DEV);
    expect(s.kind).toBe('bundle');
    expect(s.warnings[0]).toMatch(/packaged/);
  });

  it('even in dev, only an http(s) server on this machine', () => {
    for (const url of [
      'https://evil.example:5173',
      'http://192.168.1.5:5173',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
    ]) {
      const s = source(false, { ...DEV, ELECTRON_RENDERER_URL: url });
      expect(s.kind, url).toBe('bundle');
      expect(s.warnings.length, url).toBe(1);
    }
    for (const url of ['http://127.0.0.1:5174', 'https://localhost:5173', 'http://[::1]:5173'])
      expect(source(false, { ...DEV, ELECTRON_RENDERER_URL: url }).kind, url).toBe('dev-server');
  });

  it('only our page may use the IPC: app://bundle in a build, the dev server origin in dev', () => {
    const bundle = rendererSource({ isPackaged: true, env: {} });
    expect(isRendererUrl(bundle, 'app://bundle/index.html')).toBe(true);
    expect(isRendererUrl(bundle, 'app://bundle/index.html#x')).toBe(true);
    for (const url of [
      'file:///tmp/index.html',
      'app://other/index.html',
      'http://localhost:5173/',
      'https://example.com/',
      '',
      'garbage',
    ]) {
      expect(isRendererUrl(bundle, url), url).toBe(false);
    }
    const dev = rendererSource({ isPackaged: false, env: DEV });
    expect(isRendererUrl(dev, 'http://localhost:5173/index.html')).toBe(true);
    expect(isRendererUrl(dev, 'http://localhost:5174/')).toBe(false);
    expect(isRendererUrl(dev, 'app://bundle/index.html')).toBe(false);
  });
});
