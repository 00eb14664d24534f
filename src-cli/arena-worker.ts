/** Worker thread of the arena: plays the games it is sent, one at a time. */
import { parentPort } from 'node:worker_threads';
import { playArenaGame, type ArenaJob } from './arena-game';

const port = parentPort!;
port.on('message', (job: ArenaJob) => {
  try {
    port.postMessage({ ok: true, result: playArenaGame(job) });
  } catch (e) {
    port.postMessage({ ok: false, id: job.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  }
});
