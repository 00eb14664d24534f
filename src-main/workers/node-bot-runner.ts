import { WorkerBotRunner, type BotRunner } from '../../src-shared/bots/bot-runner';
import { spawnWorker } from './spawn-worker';

/** A BotRunner whose searches run in a worker thread (Electron main, CLI). */
export function createNodeBotRunner(): BotRunner {
  const ext = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  const worker = spawnWorker(new URL(`./bot-worker.${ext}`, import.meta.url));
  return new WorkerBotRunner({
    postMessage: (msg) => worker.postMessage(msg),
    addMessageListener: (fn) => worker.on('message', fn),
    terminate: () => void worker.terminate(),
  });
}
