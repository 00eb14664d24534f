/**
 * A REAL bot process (the body of src-main/workers/bot-process.ts: the shared worker core over
 * the process port) with one fault injected on its n-th decision (argv: fault, at): 'alloc'
 * makes ONE huge allocation (2^25 doubles, 256 MB in a single array: V8 aborts the process,
 * exit 134, when that is over its heap cap), 'exit' ends the process. Tests only.
 */
import { createBotWorkerCore } from '../../src-shared/bots/bot-worker-core';
import { processPort } from '../../src-main/workers/process-port';

const [fault, atText] = process.argv.slice(2) as ['alloc' | 'exit', string];
const at = Number(atText);
const port = processPort();
const handle = createBotWorkerCore(
  (msg) => port.post(msg),
  () => new Promise((r) => setImmediate(r)),
);
let decisions = 0;
let hog: number[] = [];
port.onMessage((msg) => {
  if (msg.type === 'decide' && ++decisions === at) {
    if (fault === 'alloc') hog = new Array<number>(2 ** 25).fill(1.5);
    if (hog.length) port.post({ type: 'error', id: msg.id, message: 'the allocation went through' });
    else process.exit(3);
    return;
  }
  handle(msg);
});
