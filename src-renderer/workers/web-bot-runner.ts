import { WorkerBotRunner, type BotRunner } from '../../src-shared/bots/bot-runner';
import type { FromBotWorker } from '../../src-shared/bots/bot-worker-protocol';

/** A BotRunner whose searches run in a dedicated Web Worker. */
export function createWebBotRunner(): BotRunner {
  const worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
  return new WorkerBotRunner({
    postMessage: (msg) => worker.postMessage(msg),
    addMessageListener: (fn) => worker.addEventListener('message', (e: MessageEvent<FromBotWorker>) => fn(e.data)),
    terminate: () => worker.terminate(),
  });
}
