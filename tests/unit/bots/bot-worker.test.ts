import { describe, expect, it } from 'vitest';
import { createGame, currentPlayer, legalActions } from '../../../src-shared/games/automobiles';
import { createNodeBotRunner } from '../../../src-main/workers/node-bot-runner';
import { BotCancelledError } from '../../../src-shared/bots/bot-decide';
import { WORKER_RESOURCE_LIMITS, spawnWorker } from '../../../src-main/workers/spawn-worker';

describe('Node worker BotRunner', () => {
  it('decides in a worker thread, reports progress, and cancels', async () => {
    const runner = createNodeBotRunner({ waitBootMs: 60_000, bootMs: 60_000 });
    try {
      const s = createGame({ players: 2, seed: 4 });
      let progress = 0;
      // The setup buy, searched (scope 'all': by default buys follow the greedy rules).
      const a = await runner.decide(
        s,
        currentPlayer(s),
        { game: 'automobiles', kind: 'mcts', iterations: 30, tuning: { scope: 'all' } },
        () => progress++,
      ).promise;
      expect(legalActions(s)).toContainEqual(a);
      expect(progress).toBeGreaterThan(0);
      const d = runner.decide(
        s,
        currentPlayer(s),
        { game: 'automobiles', kind: 'mcts', thinkMs: 30_000, seed: 2, tuning: { scope: 'all' } },
        () => d.cancel(),
      );
      await expect(d.promise).rejects.toBeInstanceOf(BotCancelledError);
    } finally {
      runner.dispose();
    }
  }, 30_000);
});

describe('worker threads have a capped heap', () => {
  it("a worker's heap limit is the cap, far below the process's (a runaway worker stops alone)", async () => {
    const probe = new URL(
      `data:text/javascript,${encodeURIComponent(
        "import v8 from 'node:v8'; import { parentPort } from 'node:worker_threads'; parentPort.postMessage(v8.getHeapStatistics().heap_size_limit / 2 ** 20);",
      )}`,
    );
    const w = spawnWorker(probe);
    const limitMb = await new Promise<number>((resolve, reject) => {
      w.once('message', resolve);
      w.once('error', reject);
    });
    await w.terminate();
    expect(WORKER_RESOURCE_LIMITS.maxOldGenerationSizeMb).toBeGreaterThan(0);
    // The old generation's cap plus the young generation (and V8's own margins).
    expect(limitMb).toBeLessThan(
      WORKER_RESOURCE_LIMITS.maxOldGenerationSizeMb + 3 * WORKER_RESOURCE_LIMITS.maxYoungGenerationSizeMb,
    );
  });
});
