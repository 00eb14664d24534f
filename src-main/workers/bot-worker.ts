/** Node worker_threads entry: the same bot worker as the browser's (bot-worker-core). */
import { parentPort } from 'node:worker_threads';
import { createBotWorkerCore } from '../../src-shared/bots/bot-worker-core';
import type { ToBotWorker } from '../../src-shared/bots/bot-worker-protocol';

const port = parentPort;
if (!port) throw new Error('bot-worker.ts must run as a worker thread');
// setImmediate between search slices lets 'cancel' messages in.
const handle = createBotWorkerCore(
  (msg) => port.postMessage(msg),
  () => new Promise((r) => setImmediate(r)),
);
port.on('message', (msg: ToBotWorker) => handle(msg));
