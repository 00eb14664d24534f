/** Worker thread of the solo arena: plays the series it is sent, one at a time. */
import { parentPort } from 'node:worker_threads';
import { playSoloArenaSeries, type SoloArenaJob } from './arena-solo-game';

const port = parentPort!;
port.on('message', (job: SoloArenaJob) => {
  try {
    port.postMessage({ ok: true, result: playSoloArenaSeries(job) });
  } catch (e) {
    port.postMessage({ ok: false, id: job.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  }
});
