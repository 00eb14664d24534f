import { WorkerBotRunner, type BotRunner, type WorkerBotRunnerOptions } from '../../src-shared/bots/bot-runner';
import type { FromBotWorker } from '../../src-shared/bots/bot-worker-protocol';

/** A BotRunner whose searches run in a dedicated Web Worker; a crashed or hung worker is replaced. */
export function createWebBotRunner(options: WorkerBotRunnerOptions = {}): BotRunner {
  return new WorkerBotRunner(() => {
    const worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
    return {
      postMessage: (msg) => worker.postMessage(msg),
      addMessageListener: (fn) => worker.addEventListener('message', (e: MessageEvent<FromBotWorker>) => fn(e.data)),
      addFaultListener: (fn) => {
        // An uncaught error inside the worker (or a script that failed to load): it is not trusted again.
        worker.addEventListener('error', (e) => {
          e.preventDefault();
          fn(`the bot worker crashed (${e.message || 'it failed to load'})`);
        });
        worker.addEventListener('messageerror', () => fn('the bot worker sent a message that could not be read'));
      },
      terminate: () => worker.terminate(),
    };
  }, options);
}
