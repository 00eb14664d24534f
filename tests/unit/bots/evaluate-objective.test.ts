/**
 * What a search plays for (evaluate.ts `Objective`): the race (`win`: the lead over the best
 * opponent) or a good place (`place`: the share of the opponents beaten), on hand-built positions.
 * The solo series scores its opponents by place among five cars (RULINGS §9); with two cars the
 * two objectives are one.
 */
import { describe, expect, it } from 'vitest';
import { WEAR, createGame, type GameState } from '../../../src-shared/games/automobiles';
import { DEFAULT_WEIGHTS, evaluate } from '../../../src-shared/games/automobiles/bots/evaluate';
import { automobilesSearch } from '../../../src-shared/games/automobiles/bots/search-plugin';
import { trackInfo } from '../../../src-shared/games/automobiles/bots/track-info';
import { soloSeries } from '../../helpers/rules-disagreement';

const copy = (s: GameState): GameState => structuredClone(s);

/** Player `p`'s deck worse by `n` wear cubes in its bag: slower over the turns to come. */
function worn(s: GameState, p: number, n: number): GameState {
  const out = copy(s);
  out.players[p].bag[WEAR] += n;
  return out;
}

/** Player `p` a lap further on. */
function lapAhead(s: GameState, p: number): GameState {
  const out = copy(s);
  out.players[p].lapsCompleted += 1;
  return out;
}

describe('what the search plays for', () => {
  it('with two cars, win and place value every position alike', () => {
    for (const seed of [1, 2, 3]) {
      const s = createGame({ players: 2, seed });
      const info = trackInfo(s);
      for (const t of [s, worn(s, 1, 6), lapAhead(s, 0), lapAhead(worn(s, 0, 3), 1)])
        for (const me of [0, 1])
          expect(evaluate(t, info, me, DEFAULT_WEIGHTS, 'place')).toBeCloseTo(
            evaluate(t, info, me, DEFAULT_WEIGHTS, 'win'),
            12,
          );
    }
  });

  it('in a field of five, only place sees a car behind the leader fall back', () => {
    // Opponent 1 leads by a lap: it is the best opponent, whatever happens to opponent 4's deck.
    const s = lapAhead(soloSeries(1), 1);
    const info = trackInfo(s);
    const slower = worn(s, 4, 10);
    const win = (t: GameState) => evaluate(t, info, 0, DEFAULT_WEIGHTS, 'win');
    const place = (t: GameState) => evaluate(t, info, 0, DEFAULT_WEIGHTS, 'place');
    expect(win(slower)).toBe(win(s));
    expect(place(slower)).toBeGreaterThan(place(s) + 0.01);
    // A lap behind the leader, a win is far off; but three opponents level with it are each
    // about an even chance to beat, which place counts (three halves of four opponents).
    expect(win(s)).toBeLessThan(0.1);
    expect(place(s)).toBeGreaterThan(0.25);
  });

  it('a finished race of five: place counts every place alike, win almost only the first', () => {
    const s = copy(soloSeries(1));
    const info = trackInfo(s);
    s.finishOrder = [3, 0, 1, 4, 2];
    const by = (me: number, o: 'win' | 'place') => evaluate(s, info, me, DEFAULT_WEIGHTS, o);
    expect([3, 0, 1, 4, 2].map((p) => by(p, 'place'))).toEqual([1, 0.75, 0.5, 0.25, 0]);
    expect([3, 0, 1, 4, 2].map((p) => by(p, 'win'))).toEqual([1, 0.1875, 0.125, 0.0625, 0]);
  });

  it('the search plays for place only in the solo series, and only when told', () => {
    const solo = lapAhead(soloSeries(1), 1);
    const race = lapAhead(createGame({ players: 5, seed: 1 }), 1);
    for (const [root, objective, expected] of [
      [solo, 'place', 'place'],
      [solo, undefined, 'win'],
      [race, 'place', 'win'],
    ] as const) {
      const me = 0;
      const leaf = worn(root, 4, 10);
      const search = automobilesSearch({ soloObjective: objective }).begin(root, me, 2);
      expect(search.evaluate(leaf)).toBe(evaluate(leaf, trackInfo(root), me, DEFAULT_WEIGHTS, expected));
    }
  });
});
