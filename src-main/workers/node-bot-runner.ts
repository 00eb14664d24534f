import type { Worker } from 'node:worker_threads';
import {
  InlineBotRunner,
  WorkerBotRunner,
  type BotRunner,
  type WorkerBotRunnerOptions,
  type WorkerLike,
} from '../../src-shared/bots/bot-runner';
import type { FromBotWorker } from '../../src-shared/bots/bot-worker-protocol';
import type { ChildProcess } from 'node:child_process';
import { spawnWorker } from './spawn-worker';
import {
  botProcessExecArgv,
  childProcessLike,
  forkBotProcess,
  processWorkerLike,
  utilityProcessLike,
  type UtilityProcessLike,
} from './process-worker-like';

/** The utilityProcess.fork options the bot process uses (a subset of Electron's ForkOptions). */
export interface ForkOptions {
  execArgv: string[];
  serviceName: string;
  stdio: ('pipe' | 'ignore' | 'inherit')[];
}

/** The bot worker's module (the .ts source under tsx, the built .js in the app). */
export function botWorkerUrl(): URL {
  const ext = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  return new URL(`./bot-worker.${ext}`, import.meta.url);
}

/**
 * A worker thread as the runner sees it. Listening to 'error' matters: a worker thread that
 * throws emits it, and an unheard 'error' event would crash the whole host process.
 */
export function nodeWorkerLike(worker: Worker): WorkerLike {
  let ended = false;
  return {
    postMessage: (msg) => worker.postMessage(msg),
    addMessageListener: (fn) => worker.on('message', (msg: FromBotWorker) => fn(msg)),
    addFaultListener: (fn) => {
      worker.on('error', (e: Error) =>
        fn(
          (e as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? 'the bot worker ran out of memory'
            : `the bot worker crashed (${e.message})`,
        ),
      );
      worker.on('messageerror', () => fn('the bot worker sent a message that could not be read'));
      worker.on('exit', (code) => {
        if (!ended) fn(`the bot worker stopped (exit code ${code})`);
      });
    },
    terminate: () => {
      ended = true;
      void worker.terminate();
    },
  };
}

/**
 * A BotRunner whose searches run in a worker thread (Electron main, CLI); a crashed or hung
 * worker is replaced, and workers that keep failing give way to inline slices.
 */
export function createNodeBotRunner(options: WorkerBotRunnerOptions & { spawn?: () => Worker } = {}): BotRunner {
  const spawn = options.spawn ?? (() => spawnWorker(botWorkerUrl()));
  const fallback = options.fallback ?? new InlineBotRunner({ yieldNow: () => new Promise((r) => setImmediate(r)) });
  return new WorkerBotRunner(() => nodeWorkerLike(spawn()), { ...options, fallback });
}

/** The bot process's module (the .ts source under tsx, the built .js in the app). */
export function botProcessUrl(): URL {
  const ext = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  return new URL(`./bot-process.${ext}`, import.meta.url);
}

/**
 * A BotRunner whose searches run in a child process of their own (child_process.fork under
 * plain Node): one long-lived process per runner, replaced after a fault, as the thread is.
 * A huge allocation kills that process only; the rest of the turn is decided inline, with a notice.
 */
export function createProcessBotRunner(
  options: WorkerBotRunnerOptions & { spawn?: () => ChildProcess } = {},
): WorkerBotRunner {
  const spawn = options.spawn ?? (() => forkBotProcess(botProcessUrl()));
  const fallback = options.fallback ?? new InlineBotRunner({ yieldNow: () => new Promise((r) => setImmediate(r)) });
  return new WorkerBotRunner(() => processWorkerLike(childProcessLike(spawn())), { ...options, fallback });
}

/**
 * The app's BotRunner (Electron main): searches run in an Electron utility process
 * (utilityProcess.fork, passed in so tests can fake it), capped like a worker thread's heap.
 */
export function createUtilityProcessBotRunner(
  forkUtility: (modulePath: string, args: string[], options: ForkOptions) => UtilityProcessLike,
  modulePath: string,
  options: WorkerBotRunnerOptions = {},
): WorkerBotRunner {
  const fallback = options.fallback ?? new InlineBotRunner({ yieldNow: () => new Promise((r) => setImmediate(r)) });
  const spawn = () =>
    utilityProcessLike(
      forkUtility(modulePath, [], {
        execArgv: botProcessExecArgv(),
        serviceName: 'Automobiles bots',
        stdio: ['ignore', 'inherit', 'pipe'],
      }),
    );
  return new WorkerBotRunner(() => processWorkerLike(spawn()), { ...options, fallback });
}
