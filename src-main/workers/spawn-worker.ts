import { Worker } from 'node:worker_threads';

/**
 * Heap settings of every worker thread. A search allocates a clone of the game per planned
 * move, nearly all of it dead within microseconds: a young generation this large keeps
 * those collections cheap (the default one, sized down by V8's heuristics, made the search
 * spend most of its time in the collector; see docs/ai.md, Benchmarks).
 *
 * The old generation is capped: a worker that allocates without end (a bug, a huge state)
 * stops alone with ERR_WORKER_OUT_OF_MEMORY, which its host hears as an 'error' event,
 * instead of taking the whole process down (V8 aborts the process, exit 134, when a worker
 * without a cap exhausts the process's heap). A bot worker's search lives in a few tens of MB.
 */
export const WORKER_RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 96, maxOldGenerationSizeMb: 1024 };

/**
 * Starts a worker thread from a module URL. A .ts module (CLI and tests run under tsx)
 * gets tsx registered in the worker first; built .js runs as is.
 */
export function spawnWorker(url: URL, workerData?: unknown): Worker {
  const resourceLimits = WORKER_RESOURCE_LIMITS;
  if (!url.pathname.endsWith('.ts')) return new Worker(url, { workerData, resourceLimits });
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); })`;
  return new Worker(boot, { eval: true, workerData, resourceLimits });
}
