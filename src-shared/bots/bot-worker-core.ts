/**
 * The body of a bot worker, shared by the browser and Node entries: decisions run one at
 * a time in arrival order, each in slices so 'cancel' messages are heard in between.
 */
import { BotCancelledError, decideSliced } from './bot-decide';
import { kitOfSpec } from './bot-kits';
import { BotCache } from './bot-runner';
import type { FromBotWorker, ToBotWorker } from './bot-worker-protocol';

export function createBotWorkerCore(
  post: (msg: FromBotWorker) => void,
  yieldNow: () => Promise<void>,
): (msg: ToBotWorker) => void {
  const cache = new BotCache();
  const cancelled = new Set<number>();
  let queue = Promise.resolve();
  post({ type: 'ready' });
  return (msg) => {
    if (msg.type === 'cancel') {
      cancelled.add(msg.id);
      return;
    }
    if (msg.type === 'reset') {
      queue = queue.then(() => cache.clear());
      return;
    }
    queue = queue.then(async () => {
      const signal = {
        get aborted() {
          return cancelled.has(msg.id);
        },
      };
      try {
        // One turn of the event loop first: a 'cancel' sent right after the request is heard
        // even by a bot that decides in one go (only searching bots are sliced).
        await yieldNow();
        if (signal.aborted) throw new BotCancelledError();
        const game = kitOfSpec(msg.spec).game;
        const r = await decideSliced(cache.get(msg.player, msg.spec), msg.state, msg.player, game, {
          signal,
          yieldNow,
          onProgress: (progress) => post({ type: 'progress', id: msg.id, progress }),
        });
        post({ type: 'done', id: msg.id, action: r.action, iterations: r.iterations, elapsedMs: r.elapsedMs });
      } catch (e) {
        if (e instanceof BotCancelledError) post({ type: 'cancelled', id: msg.id });
        else post({ type: 'error', id: msg.id, message: e instanceof Error ? e.message : String(e) });
      } finally {
        cancelled.delete(msg.id);
      }
    });
  };
}
