// A TCP port that is free on this machine: the preferred one when nobody listens on it, else
// one the system hands out. Used by `npm start` to serve the browser build (scripts/start.mjs).
import { createServer } from 'node:net';

/** Whether `port` can be listened on at `host` now. */
function canListen(port, host) {
  return new Promise((resolvePromise) => {
    const server = createServer();
    server.once('error', () => resolvePromise(false));
    server.listen(port, host, () => server.close(() => resolvePromise(true)));
  });
}

/** `preferred` when free, else a free port chosen by the system. */
export async function freePort(preferred, host = '127.0.0.1') {
  if (await canListen(preferred, host)) return preferred;
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePromise(port));
    });
  });
}
