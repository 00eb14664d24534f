import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread from a module URL. A .ts module (CLI and tests run under tsx)
 * gets tsx registered in the worker first; built .js runs as is.
 */
export function spawnWorker(url: URL, workerData?: unknown): Worker {
  if (!url.pathname.endsWith('.ts')) return new Worker(url, { workerData });
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); })`;
  return new Worker(boot, { eval: true, workerData });
}
