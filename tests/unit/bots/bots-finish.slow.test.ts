import { describe, expect, it } from 'vitest';
import { TRACKS } from '../../../src-shared/games/automobiles';
import { GreedyBot } from '../../../src-shared/games/automobiles/bots/greedy-bot';
import { RandomBot } from '../../../src-shared/games/automobiles/bots/random-bot';
import { GAMES_PER_TRACK, checkedGameOptions, playCheckedGame } from '../../helpers/checked-games';

// The search bot's 100 games per track are in mcts-finish.slow.test.ts (a file of their own, so
// they run beside these on the other core).
describe(`random and greedy bots finish ${GAMES_PER_TRACK} seeded games on every shipped track`, () => {
  it('ships 5 tracks', () => expect(TRACKS).toHaveLength(5));

  for (const t of TRACKS) {
    it(`random (biased to progress), all seats: ${t.id}`, { timeout: 120_000 }, () => {
      for (let seed = 1; seed <= GAMES_PER_TRACK; seed++) {
        playCheckedGame(checkedGameOptions(t.id, seed), (i) => new RandomBot(seed * 8 + i, { progressBias: 0.7 }));
      }
    });
    it(`greedy, all seats: ${t.id}`, { timeout: 120_000 }, () => {
      for (let seed = 1; seed <= GAMES_PER_TRACK; seed++) {
        playCheckedGame(checkedGameOptions(t.id, 1000 + seed), () => new GreedyBot());
      }
    });
  }
});
