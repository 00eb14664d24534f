import type { Plugin } from 'vite';
import { contentSecurityPolicy } from './csp';

/**
 * Writes the one CSP (src-main/csp.ts) into index.html as the first tag of <head>: the strict
 * policy in a build, the dev policy (hot-reload websocket on this machine) on the dev server.
 * Used by electron.vite.config.ts (renderer) and vite.web.config.ts (browser build).
 */
export function cspMetaPlugin(): Plugin {
  return {
    name: 'automobiles-csp-meta',
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        if (/http-equiv=["']Content-Security-Policy["']/i.test(html)) {
          throw new Error(`${ctx.filename} has its own CSP <meta> tag; the policy lives in src-main/csp.ts only`);
        }
        const content = contentSecurityPolicy({ dev: ctx.server !== undefined, target: 'meta' });
        return [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content }, injectTo: 'head-prepend' }];
      },
    },
  };
}
