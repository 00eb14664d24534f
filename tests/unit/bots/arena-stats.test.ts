import { describe, expect, it } from 'vitest';
import { rows, wilson } from '../../../src-cli/arena-stats';
import { playArenaGame } from '../../../src-cli/arena-game';

describe('arena', () => {
  it('Wilson interval: known values and edge cases', () => {
    const [lo, hi] = wilson(60, 100);
    expect(lo).toBeCloseTo(0.502, 3);
    expect(hi).toBeCloseTo(0.691, 3);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(10, 10)[1]).toBe(1);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('rows: win rate and average finish per seat held', () => {
    const [r] = rows([{ bot: 'x', seats: 4, wins: 1, positionSum: 8 }]);
    expect(r.winRate).toBe(0.25);
    expect(r.avgPosition).toBe(2);
  });

  it('plays a checked game between named bots', () => {
    const r = playArenaGame({ id: 0, seed: 3, seats: ['greedy', 'random'], laps: 1 });
    expect([...r.finishOrder].sort()).toEqual([0, 1]);
    expect(r.decisions.every((n) => n > 0)).toBe(true);
  });
});
