/**
 * The greedy plan cache key holds everything public a plan may depend on: the other players'
 * discard piles are on the table (Turbo counts their green cubes, Hybrid compares their blue,
 * Pit Mechanic their sizes), while their bags and hands are not part of it.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../../src-shared/games/automobiles/index';
import { planKey } from '../../../src-shared/games/automobiles/bots/greedy/turn-planner';

describe('greedy planKey', () => {
  it("differs when another player's discard pile differs", () => {
    const a = createGame({ players: 2, seed: 3, seatOneStarts: true });
    const b = createGame({ players: 2, seed: 3, seatOneStarts: true });
    // a white cube of the other player's bag now lies in its discard pile (the stock is the same)
    b.players[1].bag[0]--;
    b.players[1].discard[0]++;
    expect(planKey(b, 0)).not.toBe(planKey(a, 0));
  });

  it("ignores another player's bag (hidden when bags are closed; resampled futures)", () => {
    const a = createGame({ players: 2, seed: 3, seatOneStarts: true });
    const b = createGame({ players: 2, seed: 3, seatOneStarts: true });
    // a different bag content (a white for a yellow), nothing else changed
    b.players[1].bag[0]--;
    b.players[1].bag[5]++;
    expect(planKey(b, 0)).toBe(planKey(a, 0));
  });
});
