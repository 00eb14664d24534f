import { describe, expect, it } from 'vitest';
import { applyAction, createGame, currentPlayer, isTerminal, legalActions } from '../../../src-shared/engine';
import { TRACKS } from '../../../src-shared/engine/track/tracks';
import type { Bot } from '../../../src-shared/bots/bot';
import { GreedyBot } from '../../../src-shared/bots/greedy-bot';
import { RandomBot } from '../../../src-shared/bots/random-bot';
import { MctsBot } from '../../../src-shared/bots/mcts/mcts-bot';

/** Plays a whole game with every action checked by applyAction (which throws on anything illegal). */
function playChecked(track: string, players: number, laps: number, make: (seat: number) => Bot, seed: number): number {
  const s = createGame({ players, seed, track, laps });
  const bots = Array.from({ length: players }, (_, i) => make(i));
  let n = 0;
  while (!isTerminal(s)) {
    if (++n > 200_000) throw new Error('game did not finish');
    applyAction(s, bots[currentPlayer(s)].chooseAction(s, legalActions(s)));
  }
  expect(s.finishOrder).toHaveLength(players);
  return s.round;
}

describe('every bot finishes seeded games on every shipped track', () => {
  it('ships 5 tracks', () => expect(TRACKS).toHaveLength(5));

  for (const t of TRACKS) {
    it(`random (biased), 3 players: ${t.id}`, () => {
      playChecked(t.id, 3, 1, (i) => new RandomBot(i + 1, { progressBias: 0.7 }), 11);
    });
    it(`greedy, 2 players: ${t.id}`, () => {
      playChecked(t.id, 2, 2, () => new GreedyBot(), 12);
    });
    it(`easy MCTS (small fixed budget) against greedy: ${t.id}`, () => {
      playChecked(t.id, 2, 1, (i) => (i === 0 ? new MctsBot({ level: 'easy', iterations: 6, width: 3, playoutTurns: 2 }) : new GreedyBot()), 13);
    });
  }
});
