/**
 * Web Worker entry: the bots' search off the UI thread. Create it with
 * `new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' })`
 * (see web-bot-runner.ts) and talk to it through WorkerBotRunner.
 */
import { createBotWorkerCore } from '../../src-shared/bots/bot-worker-core';
import type { FromBotWorker, ToBotWorker } from '../../src-shared/bots/bot-worker-protocol';

const scope = self as unknown as {
  postMessage(msg: FromBotWorker): void;
  onmessage: ((e: MessageEvent<ToBotWorker>) => void) | null;
};

// A macrotask between search slices lets 'cancel' messages in; a MessageChannel round
// trip is one without setTimeout's 4 ms clamp.
const channel = new MessageChannel();
const waiting: (() => void)[] = [];
channel.port1.onmessage = () => waiting.shift()?.();
const yieldNow = () =>
  new Promise<void>((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(0);
  });
const handle = createBotWorkerCore((msg) => scope.postMessage(msg), yieldNow);
scope.onmessage = (e) => handle(e.data);
