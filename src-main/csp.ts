/**
 * THE Content-Security-Policy of the renderer page, in one place. The app:// protocol sends
 * it as a header with every file (src-main/app-protocol.ts), the main process adds it to
 * dev-server responses, and the build writes it into index.html as a <meta> tag (the browser
 * build has no other way to get it): see cspMetaPlugin in src-main/csp-meta-plugin.ts.
 * No Node imports: the vite configs import this file too.
 */

export interface CspOptions {
  /**
   * Development (`electron-vite dev`, `npm run web`): the vite dev server's hot-reload
   * websocket on this machine is allowed too. Never in a built app.
   */
  dev?: boolean;
  /** A <meta> tag cannot carry frame-ancestors (browsers ignore it there with a warning). */
  target?: 'header' | 'meta';
}

/** Hot-module-reload sockets of a dev server on this machine only. */
export const DEV_CONNECT_SOURCES = ['ws://localhost:*', 'ws://127.0.0.1:*'] as const;

/** The directives, in order; the value lists are the allowed sources. */
export function cspDirectives({ dev = false, target = 'header' }: CspOptions = {}): [string, string[]][] {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    // Vue's transitions and PixiJS set inline styles.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    // The browser build's bot worker is a same-origin module; PixiJS may start blob: workers.
    ['worker-src', ["'self'", 'blob:']],
    ['connect-src', ["'self'", ...(dev ? DEV_CONNECT_SOURCES : []), 'data:', 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
  ];
  if (target === 'header') directives.push(['frame-ancestors', ["'none'"]]);
  return directives;
}

/** The policy as one header / meta value. */
export function contentSecurityPolicy(options: CspOptions = {}): string {
  return cspDirectives(options)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
