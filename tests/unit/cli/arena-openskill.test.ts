import { describe, expect, it } from 'vitest';
import { formatSkillTable, openSkillRatings, type RatedGame } from '../../../src-cli/arena-openskill';

/** `n` four-seat games, seats rotated, where the bots always finish in the order `order`. */
function games(order: string[], n: number): RatedGame[] {
  return Array.from({ length: n }, (_, g) => {
    const seats = order.map((_, i) => order[(i + g) % order.length]);
    return { seats, finishOrder: order.map((bot) => seats.indexOf(bot)) };
  });
}

describe('openskill ratings of many-player arena games', () => {
  it('ranks bots by how they finish, whatever their seats', () => {
    const rows = openSkillRatings(games(['expert', 'hard', 'medium', 'easy'], 40));
    expect(rows.map((r) => r.bot)).toEqual(['expert', 'hard', 'medium', 'easy']);
    expect(rows.every((r) => r.games === 40)).toBe(true);
    for (const r of rows) expect(r.ordinal).toBeCloseTo(r.mu - 3 * r.sigma, 9);
    // Forty games make every bot surer of its rating than a new one (sigma 25/3).
    expect(Math.max(...rows.map((r) => r.sigma))).toBeLessThan(25 / 3);
  });

  it('rates a bot filling several seats once a game, by its places against the others', () => {
    // One Hard among three greedy, Hard always first: Hard above greedy.
    const one = Array.from({ length: 20 }, (_, g): RatedGame => {
      const seats = ['greedy', 'greedy', 'greedy', 'greedy'];
      seats[g % 4] = 'hard';
      const others = [0, 1, 2, 3].filter((s) => s !== g % 4);
      return { seats, finishOrder: [g % 4, ...others] };
    });
    const rows = openSkillRatings(one);
    expect(rows.map((r) => [r.bot, r.games])).toEqual([
      ['hard', 20],
      ['greedy', 20],
    ]);
    // Hard always last instead: below greedy.
    const last = openSkillRatings(
      one.map((g) => ({ ...g, finishOrder: [...g.finishOrder.slice(1), g.finishOrder[0]] })),
    );
    expect(last.map((r) => r.bot)).toEqual(['greedy', 'hard']);
  });

  it('a bot racing only itself keeps its mean skill', () => {
    const self = Array.from({ length: 10 }, (_, g): RatedGame => ({
      seats: ['greedy', 'greedy', 'greedy'],
      finishOrder: [g % 3, (g + 1) % 3, (g + 2) % 3],
    }));
    const rows = openSkillRatings(self);
    expect(rows).toHaveLength(1);
    expect(rows[0].mu).toBeCloseTo(25, 6);
  });

  it('prints a table, best first', () => {
    const text = formatSkillTable(openSkillRatings(games(['a', 'b', 'c'], 6)), true);
    expect(text.split('\n')[0]).toBe('| bot | openskill (mu − 3 sigma) | mu | sigma | games |');
    expect(text.split('\n')[2]).toMatch(/^\| a \| /);
  });
});
