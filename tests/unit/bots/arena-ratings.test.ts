import { describe, expect, it } from 'vitest';
import { bradleyTerry, expectedScore } from '../../../src-cli/arena-ratings';

describe('round-robin ratings (Bradley–Terry on the Elo scale)', () => {
  it('two bots: the fitted ratings give back the observed win rate (with the one-win-one-loss prior)', () => {
    const [a, b] = bradleyTerry(['a', 'b'], [{ a: 'a', b: 'b', games: 1000, winsA: 750 }]);
    expect(a.elo).toBe(0);
    expect(b.elo).toBeLessThan(0);
    expect(expectedScore(a.elo, b.elo)).toBeCloseTo(0.75, 2);
  });

  it('a transitive ladder is ordered, and a bot that won everything stays finite', () => {
    const r = bradleyTerry(
      ['x', 'y', 'z'],
      [
        { a: 'x', b: 'y', games: 100, winsA: 65 },
        { a: 'y', b: 'z', games: 100, winsA: 65 },
        { a: 'x', b: 'z', games: 100, winsA: 100 },
      ],
    );
    const elo = Object.fromEntries(r.map((x) => [x.bot, x.elo]));
    expect(elo.x).toBeGreaterThan(elo.y);
    expect(elo.y).toBeGreaterThan(elo.z);
    expect(Number.isFinite(elo.z)).toBe(true);
    expect(r.map((x) => x.games)).toEqual([200, 200, 200]);
    expect(r.find((x) => x.bot === 'x')!.wins).toBe(165);
  });

  it('equal results give equal ratings', () => {
    const r = bradleyTerry(['p', 'q'], [{ a: 'p', b: 'q', games: 10, winsA: 5 }]);
    expect(r[1].elo).toBeCloseTo(0, 6);
  });
});
