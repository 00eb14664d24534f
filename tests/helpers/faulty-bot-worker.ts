/**
 * A REAL bot worker thread (the body of src-main/workers/bot-worker.ts: the shared worker
 * core) with one fault injected on its n-th decision (workerData { fault, at }): 'hang' spins
 * forever, 'throw' throws out of the message handler (an uncaught error: the thread dies),
 * 'exit' ends the thread, 'alloc' allocates without end (one huge allocation: the heap cap
 * must stop the thread alone), 'chatter' answers with a message of unknown type, 'shout'
 * answers with a 10 MB error text. Tests only: spawned in place of the real worker.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createBotWorkerCore } from '../../src-shared/bots/bot-worker-core';
import type { ToBotWorker } from '../../src-shared/bots/bot-worker-protocol';

const { fault, at } = workerData as {
  fault: 'hang' | 'throw' | 'exit' | 'alloc' | 'chatter' | 'shout';
  at: number;
};
const port = parentPort!;
const handle = createBotWorkerCore(
  (msg) => port.postMessage(msg),
  () => new Promise((r) => setImmediate(r)),
);
let decisions = 0;
port.on('message', (msg: ToBotWorker) => {
  if (msg.type === 'decide' && ++decisions === at) {
    if (fault === 'hang') for (;;);
    if (fault === 'throw') throw new Error('injected bot worker fault');
    if (fault === 'alloc') {
      const hog: number[][] = [];
      for (;;) hog.push(new Array<number>(1 << 20).fill(1.5));
    }
    if (fault === 'chatter') return port.postMessage({ type: 'gossip', id: msg.id });
    if (fault === 'shout') return port.postMessage({ type: 'error', id: msg.id, message: 'x'.repeat(10_000_000) });
    process.exit(3);
  }
  handle(msg);
});
