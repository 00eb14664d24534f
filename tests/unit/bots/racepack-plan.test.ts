/**
 * Racepack's plans (src-shared/games/racepack/bots/plan.ts) move by the rules the car will
 * then move by (RULINGS §11): into the pit lane only after the first line crossing and only
 * to stop there, not out of it before the stop; the stop counts only once the car waits in the lane.
 */
import { describe, expect, it } from 'vitest';
import { plannedRules, stopAllowed } from '../../../src-shared/games/racepack/bots/plan';
import { position } from '../racepack/position';

describe('Racepack plans under the pit-lane rules', () => {
  it('plans a lane entry only after the first crossing, for a car that owes its stop, and no way out before it', () => {
    const { s } = position([{ at: [6, 1], crossings: 1 }, { at: [8, 0] }], { pitLane: true, players: 2 });
    expect(plannedRules(s, 0, 0, 0, false).pitEnter).toBe(false);
    expect(plannedRules(s, 0, 1, 0, false)).toEqual({ facing: 0, pitEnter: true, pitLeave: true });
    expect(plannedRules(s, 0, 1, 2, true)).toEqual({ facing: 2, pitEnter: true, pitLeave: false });
    // After its stop, a car plans no entry (the lane is only for stopping).
    s.cars[0].pitStops = 1;
    s.cars[0].lastPitLap = 1;
    expect(plannedRules(s, 0, 2, 0, false).pitEnter).toBe(false);
  });

  it('counts a stop only where the car waits in the lane to make it', () => {
    const { s, track } = position([{ at: [6, 1], crossings: 1 }, { at: [8, 0] }], { pitLane: true, players: 2 });
    let pitCell = -1;
    for (let c = 0; c < track.cellCount && pitCell < 0; c++)
      if (track.cellExists[c] && track.tileIsPit[track.cellTile[c]]) pitCell = c;
    expect(pitCell).toBeGreaterThanOrEqual(0);
    expect(stopAllowed(s, 0, pitCell, 1, 1, false)).toBe(false);
    expect(stopAllowed(s, 0, pitCell, 1, 1, true)).toBe(true);
    expect(stopAllowed(s, 0, s.cars[0].cell, 1, 1, true)).toBe(false);
  });
});
