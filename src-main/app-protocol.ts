/**
 * The app:// protocol: serves the built renderer (out/renderer) instead of file://, so the
 * page has a real origin (app://bundle), file:// keeps no extra privileges (the
 * grantFileProtocolExtraPrivileges fuse is off in packaged builds), and every response
 * carries the CSP. Only files inside the renderer folder are served: any path that leaves it
 * (.., encoded separators, backslashes) is refused.
 */
import { readFile } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';
import { APP_HOST, APP_SCHEME } from './renderer-source';

/** What protocol.registerSchemesAsPrivileged gets (before app ready). */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: {
    // A standard scheme has hosts, relative URLs and an origin (storage, workers, 'self' in the CSP).
    standard: true,
    // A secure context, like https.
    secure: true,
    // PixiJS loads its assets with fetch().
    supportFetchAPI: true,
    codeCache: true,
  },
} as const;

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
};

export function mimeTypeOf(path: string): string {
  return MIME_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The file an app:// URL names inside `root`, or why not. The path is decoded first and
 * checked after decoding, so `%2e%2e%2f` or `..%5c` cannot climb out either.
 */
export function resolveAppPath(
  root: string,
  url: string,
): { ok: true; path: string } | { ok: false; status: 400 | 403 | 404; reason: string } {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return { ok: false, status: 400, reason: 'not a URL' };
  }
  if (u.protocol !== `${APP_SCHEME}:`) return { ok: false, status: 400, reason: `not an ${APP_SCHEME}: URL` };
  if (u.host.toLowerCase() !== APP_HOST) return { ok: false, status: 404, reason: `unknown host ${u.host}` };
  let path: string;
  try {
    path = decodeURIComponent(u.pathname);
  } catch {
    return { ok: false, status: 400, reason: 'bad percent-encoding' };
  }
  if (path.includes('\0') || path.includes('\\'))
    return { ok: false, status: 403, reason: 'forbidden character in path' };
  if (path.split('/').includes('..')) return { ok: false, status: 403, reason: 'path leaves the renderer folder' };
  if (path === '' || path === '/') path = '/index.html';
  const base = resolve(root);
  const file = resolve(base, `.${path}`);
  const rel = relative(base, file);
  if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) {
    return { ok: false, status: 403, reason: 'path leaves the renderer folder' };
  }
  return { ok: true, path: file };
}

export interface AppProtocolOptions {
  /** The built renderer folder (out/renderer). */
  root: string;
  /** The Content-Security-Policy header value (src-main/csp.ts). */
  csp: string;
  /** Reads a file (tests pass their own; Electron's fs also reads inside app.asar). */
  read?: (path: string) => Promise<Uint8Array>;
  log?: (message: string) => void;
}

/** The handler for protocol.handle(APP_SCHEME, ...): a Request in, a Response out. */
export function createAppProtocolHandler({
  root,
  csp,
  read = readFile,
  log,
}: AppProtocolOptions): (request: Request) => Promise<Response> {
  const headers = (extra: Record<string, string> = {}) => ({
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    ...extra,
  });
  const refuse = (status: number, reason: string, url: string) => {
    log?.(`app protocol: ${status} for ${url} (${reason})`);
    return new Response(reason, { status, headers: headers({ 'Content-Type': 'text/plain; charset=utf-8' }) });
  };
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return refuse(405, `method ${request.method} not allowed`, request.url);
    const target = resolveAppPath(root, request.url);
    if (!target.ok) return refuse(target.status, target.reason, request.url);
    let body: Uint8Array;
    try {
      body = await read(target.path);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return refuse(404, 'not found', request.url);
      return refuse(500, `cannot read the file (${code ?? (e as Error).message})`, request.url);
    }
    const type = { 'Content-Type': mimeTypeOf(target.path) };
    return new Response(request.method === 'HEAD' ? null : (body as BodyInit), { status: 200, headers: headers(type) });
  };
}
