/**
 * The bot worker as its own OS process (Electron utility process, or a Node child process):
 * the same worker core and protocol as the worker thread (bot-worker.ts). A process, unlike a
 * thread, contains V8's abort on a huge allocation: only this process dies, the host hears it
 * exit and falls back to the inline bot (see process-worker-like.ts).
 */
import { createBotWorkerCore } from '../../src-shared/bots/bot-worker-core';
import { processPort } from './process-port';

const port = processPort();
// setImmediate between search slices lets 'cancel' messages in.
const handle = createBotWorkerCore(
  (msg) => port.post(msg),
  () => new Promise((r) => setImmediate(r)),
);
port.onMessage((msg) => handle(msg));
