import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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
 * The modules a tsx run preloads with `--import` (tsx itself aside), as import specifiers:
 * Node 20 runs none of them in a worker thread, so the worker's boot imports them (a test
 * build's module hooks, tests/toy-game/toy-register.mjs, reach the workers this way).
 */
export function processPreloads(execArgv: readonly string[] = process.execArgv, cwd = process.cwd()): string[] {
  const out: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const arg = execArgv[i];
    const spec =
      arg === '--import' ? execArgv[++i] : arg.startsWith('--import=') ? arg.slice('--import='.length) : null;
    if (!spec || spec === 'tsx' || spec.startsWith('tsx/')) continue;
    // A path is resolved against the process's directory (a worker's eval has no module URL of its own).
    const isPath = spec.startsWith('.') || spec.startsWith('/');
    out.push(isPath ? pathToFileURL(path.resolve(cwd, spec)).href : spec);
  }
  return out;
}

/**
 * Starts a worker thread from a module URL. A .ts module (CLI and tests run under tsx)
 * gets tsx registered in the worker first, then the process's `--import` preloads
 * (processPreloads); built .js runs as is.
 */
export function spawnWorker(url: URL, workerData?: unknown): Worker {
  const resourceLimits = WORKER_RESOURCE_LIMITS;
  if (!url.pathname.endsWith('.ts')) return new Worker(url, { workerData, resourceLimits });
  const preloads = processPreloads()
    .map((m) => `.then(() => import(${JSON.stringify(m)}))`)
    .join('');
  const boot = `import('tsx/esm/api').then(({ register }) => register())${preloads}.then(() => import(${JSON.stringify(url.href)}))`;
  return new Worker(boot, { eval: true, workerData, resourceLimits });
}
