/**
 * The bots with Fuel Mixture: the greedy bot drafts and uses its card by rule (move cards
 * through its turn planner), the search bot through its candidates; games finish, conserving cubes.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  isTerminal,
  legalActions,
  type GameState,
} from '../../../src-shared/games/automobiles/index';
import type { AutomobilesBot } from '../../../src-shared/games/automobiles/bots/automobiles-bot';
import { GreedyBot } from '../../../src-shared/games/automobiles/bots/greedy-bot';
import { MctsBot } from '../../../src-shared/games/automobiles/bots/mcts-bot';
import { cubeCountProblem } from '../invariants/cube-count';

function play(s: GameState, bots: AutomobilesBot[]): Map<number, string[]> {
  const used = new Map<number, string[]>();
  for (let n = 0; !isTerminal(s); n++) {
    if (n > 20_000) throw new Error('no finish');
    const p = s.prompt ? s.prompt.player : s.phase === 'sponsors' ? s.season!.award!.player : s.turnOrder[s.turnIndex];
    const legal = legalActions(s);
    for (const e of applyAction(s, bots[p].chooseAction(s, legal))) {
      if (e.type === 'fuelUsed') used.set(e.player, [...(used.get(e.player) ?? []), e.card]);
    }
    const problem = cubeCountProblem(s);
    if (problem) throw new Error(problem);
  }
  return used;
}

describe('bots with Fuel Mixture', () => {
  it('greedy bots draft by preference and use their cards; the races finish', { timeout: 120_000 }, () => {
    let uses = 0;
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 10; seed++) {
      const s = createGame({ players: 4, seed, laps: 2, track: 'road-course', fuelMixture: true });
      const used = play(
        s,
        [0, 1, 2, 3].map(() => new GreedyBot()),
      );
      for (const cards of used.values()) {
        uses += cards.length;
        cards.forEach((c) => kinds.add(c));
      }
      // The last in turn order drafted first and got its preferred card of the two dealt.
      expect(s.fuel!.cardOf.every((c) => c !== '')).toBe(true);
    }
    expect(uses).toBeGreaterThan(10);
    expect(kinds.size).toBeGreaterThan(2);
  });

  it('the search bot uses its card through its candidates and finishes', { timeout: 300_000 }, () => {
    let uses = 0;
    for (let seed = 1; seed <= 3; seed++) {
      const s = createGame({
        players: 2,
        seed,
        laps: 2,
        track: 'beginner-oval',
        seatOneStarts: true,
        fuelMixture: true,
      });
      const used = play(s, [new MctsBot({ iterations: 4, width: 2, seed }), new GreedyBot()]);
      uses += used.get(0)?.length ?? 0;
    }
    expect(uses).toBeGreaterThan(0);
  });
});
