/**
 * One fan-out of jobs over worker threads, for every arena of the CLI: each worker is sent
 * one job at a time and the next when it answers, so a slow job never leaves a core idle.
 * The worker side (`serveJobs`) answers every job with its result, or with the error that
 * stopped it, which fails the whole run with the job named.
 *
 * These stay worker threads, unlike the app's bot worker (an OS process, see
 * src-main/workers/process-worker-like.ts): an arena is a batch run of our own engines and bots,
 * where a worker's fatal abort should stop the run anyway (it fails loudly, nothing to save),
 * and threads start faster and share the loaded engine code's memory across many workers.
 */
import { parentPort } from 'node:worker_threads';
import { spawnWorker } from '../src-main/workers/spawn-worker';

export interface Job {
  readonly id: number;
}

type Reply<R> = { ok: true; result: R } | { ok: false; id: number; error: string };

/** A worker module beside `from` (an import.meta.url): `name`.ts under tsx, `name`.js when built. */
export function siblingWorker(name: string, from: string): URL {
  return new URL(`./${name}.${from.endsWith('.ts') ? 'ts' : 'js'}`, from);
}

/**
 * Plays the jobs on `n` workers started from `worker` (with `workerData`); results in job
 * order (result i answers jobs[i]). `what` names a job in an error ("game 12: …").
 */
export async function runOnWorkers<J extends Job, R>(
  worker: URL,
  jobs: readonly J[],
  n: number,
  opts: { what: string; workerData?: unknown; onDone?: (done: number, result: R) => void },
): Promise<R[]> {
  const results: R[] = new Array(jobs.length);
  let next = 0;
  let done = 0;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const w = spawnWorker(worker, opts.workerData);
      let current = -1;
      const feed = () => {
        if (next >= jobs.length) {
          void w.terminate();
          resolve();
          return;
        }
        current = next++;
        w.postMessage(jobs[current]);
      };
      w.on('message', (m: Reply<R>) => {
        if (!m.ok) {
          void w.terminate();
          reject(new Error(`${opts.what} ${m.id}: ${m.error}`));
          return;
        }
        // A worker has one job at a time: this answers the one it was sent last.
        results[current] = m.result;
        opts.onDone?.(++done, m.result);
        feed();
      });
      w.on('error', reject);
      feed();
    });
  await Promise.all(Array.from({ length: Math.min(n, jobs.length) }, one));
  return results;
}

/** The worker's side: answers each job it is sent with `play(job)` (awaited), or the error (with its stack). */
export function serveJobs<J extends Job, R>(play: (job: J) => R | Promise<R>): void {
  const port = parentPort!;
  port.on('message', (job: J) => {
    Promise.resolve()
      .then(() => play(job))
      .then(
        (result) => port.postMessage({ ok: true, result } satisfies Reply<R>),
        (e: unknown) =>
          port.postMessage({
            ok: false,
            id: job.id,
            error: e instanceof Error ? (e.stack ?? e.message) : String(e),
          } satisfies Reply<R>),
      );
  });
}
