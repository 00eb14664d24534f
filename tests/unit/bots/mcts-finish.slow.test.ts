import { describe, it } from 'vitest';
import { TRACKS } from '../../../src-shared/games/automobiles';
import { GreedyBot } from '../../../src-shared/games/automobiles/bots/greedy-bot';
import { MctsBot } from '../../../src-shared/games/automobiles/bots/mcts-bot';
import { GAMES_PER_TRACK, checkedGameOptions, playCheckedGame } from '../../helpers/checked-games';

// A small fixed budget (deterministic, no clock): the levels differ only in budget and
// shape, and every decision of the bot still goes through a real search.
describe(`the search bot finishes ${GAMES_PER_TRACK} seeded games on every shipped track`, () => {
  for (const t of TRACKS) {
    it(`MCTS (4 iterations a search) in one seat, greedy in the others: ${t.id}`, { timeout: 300_000 }, () => {
      for (let seed = 1; seed <= GAMES_PER_TRACK; seed++) {
        playCheckedGame(checkedGameOptions(t.id, 2000 + seed), (i, players) =>
          i === seed % players ? new MctsBot({ iterations: 4, width: 2, seed }) : new GreedyBot(),
        );
      }
    });
  }
});
