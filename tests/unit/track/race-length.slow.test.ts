import { describe, expect, it } from 'vitest';
import {
  measureRaceLength,
  median,
  RACE_LENGTH_TARGET,
  withinTarget,
} from '../../../src-shared/games/automobiles/sim/race-length';
import { trackIds } from '../../../src-shared/games/automobiles';

describe('race length (RULINGS §4: 15-24 rounds, greedy 4-player 3-lap races)', () => {
  it('median of odd and even counts', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(withinTarget(RACE_LENGTH_TARGET.min) && withinTarget(RACE_LENGTH_TARGET.max)).toBe(true);
    expect(withinTarget(14) || withinTarget(25)).toBe(false);
  });

  // A small sample of the bench's 40 seeded races per track (npm run bench, section tracks):
  // seeded, so it is the same on every run; a change of rules, cards or tracks that moves a
  // track out of the target shows here first.
  for (const id of trackIds()) {
    it(`${id}: 6 seeded races all finish, median within target`, () => {
      const r = measureRaceLength(id, { games: 6 });
      expect(r.games).toBe(6);
      expect(r.unfinished).toBe(0);
      expect(r.rounds).toEqual([...r.rounds].sort((a, b) => a - b));
      expect(r.median, r.rounds.join(',')).toBeGreaterThanOrEqual(RACE_LENGTH_TARGET.min);
      expect(r.median, r.rounds.join(',')).toBeLessThanOrEqual(RACE_LENGTH_TARGET.max);
    });
  }
});
