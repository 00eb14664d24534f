/**
 * Which page the window shows: the built renderer through our app:// protocol, or, only
 * while `electron-vite dev` runs, its vite dev server (hot reload). No electron import, so
 * tests can ask it with any environment.
 */

/** The renderer is served from app://bundle/... (src-main/app-protocol.ts). */
export const APP_SCHEME = 'app';
export const APP_HOST = 'bundle';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_INDEX_URL = `${APP_ORIGIN}/index.html`;

export type RendererSource = { kind: 'bundle'; url: string } | { kind: 'dev-server'; url: string; origin: string };

export interface RendererSourceInput {
  /** app.isPackaged */
  isPackaged: boolean;
  env: Record<string, string | undefined>;
  /** Told why a set ELECTRON_RENDERER_URL was ignored. */
  warn?: (message: string) => void;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * ELECTRON_RENDERER_URL is honoured only in an unpackaged app started by `electron-vite dev`,
 * which sets NODE_ENV_ELECTRON_VITE=development for the Electron it spawns (`electron-vite
 * build`/`preview` set it to production), and only for an http(s) server on this machine.
 * Any other run (npm start, a packaged app, a stray variable in the shell) loads the bundle.
 */
export function rendererSource({ isPackaged, env, warn }: RendererSourceInput): RendererSource {
  const bundle: RendererSource = { kind: 'bundle', url: APP_INDEX_URL };
  const requested = env['ELECTRON_RENDERER_URL'];
  if (!requested) return bundle;
  if (isPackaged) {
    warn?.('ELECTRON_RENDERER_URL is ignored in a packaged app');
    return bundle;
  }
  if (env['NODE_ENV_ELECTRON_VITE'] !== 'development') {
    warn?.('ELECTRON_RENDERER_URL is ignored outside `electron-vite dev`');
    return bundle;
  }
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    warn?.(`ELECTRON_RENDERER_URL is not a URL (${requested}); loading the built renderer`);
    return bundle;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !LOOPBACK_HOSTS.has(url.hostname)) {
    warn?.(
      `ELECTRON_RENDERER_URL must be a dev server on this machine (got ${url.origin}); loading the built renderer`,
    );
    return bundle;
  }
  return { kind: 'dev-server', url: url.href, origin: url.origin };
}

/** Is this URL our renderer page (the bundle, or the dev server in dev)? Only such pages may call the IPC. */
export function isRendererUrl(source: RendererSource, url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (source.kind === 'dev-server') return u.origin === source.origin;
  return u.protocol === `${APP_SCHEME}:` && u.host === APP_HOST;
}
