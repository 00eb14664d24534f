import { describe, expect, it } from 'vitest';
import { createGame, currentPlayer, legalActions } from '../../../src-shared/games/automobiles';
import { createNodeBotRunner } from '../../../src-main/workers/node-bot-runner';
import { BotCancelledError } from '../../../src-shared/bots/bot-decide';

describe('Node worker BotRunner', () => {
  it('decides in a worker thread, reports progress, and cancels', async () => {
    const runner = createNodeBotRunner();
    try {
      const s = createGame({ players: 2, seed: 4 });
      let progress = 0;
      // The setup buy, searched (scope 'all': by default buys follow the greedy rules).
      const a = await runner.decide(
        s,
        currentPlayer(s),
        { kind: 'mcts', iterations: 30, tuning: { scope: 'all' } },
        () => progress++,
      ).promise;
      expect(legalActions(s)).toContainEqual(a);
      expect(progress).toBeGreaterThan(0);
      const d = runner.decide(
        s,
        currentPlayer(s),
        { kind: 'mcts', thinkMs: 30_000, seed: 2, tuning: { scope: 'all' } },
        () => d.cancel(),
      );
      await expect(d.promise).rejects.toBeInstanceOf(BotCancelledError);
    } finally {
      runner.dispose();
    }
  }, 30_000);
});
