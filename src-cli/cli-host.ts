/**
 * The command line's one CliHost (src-shared/games/cli-shape.ts): what the games' pure
 * command-line plugins need of Node — stdout and stderr, reading files, strict flag parsing, a
 * clock, and a fan-out of jobs over the CLI's worker threads (arena-worker.ts, which plays an
 * arena game or a plugin's task by the job's game id). Written once for every game.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { CliHost, CliJob, Flags } from '../src-shared/games/cli-shape';
import { runOnWorkers, siblingWorker } from './worker-fan-out';

export const nodeCliHost: CliHost = {
  // Read at call time, so that a test's spy on console sees every line.
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  readText: (file) => readFileSync(file, 'utf8'),
  now: () => performance.now(),
  parseArgs: (args, options) => parseArgs({ args: [...args], options, strict: true }).values as Flags,
  fanOut: <J extends CliJob, R>(
    jobs: readonly J[],
    workers: number,
    opts: { what: string; onDone?: (done: number, result: R) => void },
  ) => runOnWorkers<J, R>(siblingWorker('arena-worker', import.meta.url), jobs, workers, opts),
};
