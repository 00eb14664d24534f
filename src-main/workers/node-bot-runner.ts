import type { Worker } from 'node:worker_threads';
import {
  InlineBotRunner,
  WorkerBotRunner,
  type BotRunner,
  type WorkerBotRunnerOptions,
  type WorkerLike,
} from '../../src-shared/bots/bot-runner';
import type { FromBotWorker } from '../../src-shared/bots/bot-worker-protocol';
import { spawnWorker } from './spawn-worker';

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
