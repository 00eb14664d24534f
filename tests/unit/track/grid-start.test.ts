/**
 * Every grid slot can leave the grid with a starting hand (issue #32: Sunset Oval's P1 started
 * in the outer lane with only black spaces ahead and sat still for rounds). A car alone on the
 * track at each slot P1–P5 of every shipped track has a white or light grey space among its first
 * steps (adjacent, ahead: the track model's movement rules), so 5 white and 2 light grey cubes
 * always move it. The cars ahead on the grid move first, so a slot behind another car is checked
 * as it is when its turn comes.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, type Color } from '../../../src-shared/games/automobiles/index';
import { TRACKS } from '../../../src-shared/games/automobiles/track/tracks';
import { giveTurnTo, placeCars, setPiles } from '../../../src-shared/games/automobiles/testing';

/** The starting gears that can make a first step from grid slot `k` of `trackId`, the car alone. */
function firstSteps(trackId: string, k: number): Color[] {
  const t = TRACKS.find((x) => x.id === trackId)!;
  const s = createGame({ players: 2, seed: 1, track: t.id, seatOneStarts: true });
  while (s.phase !== 'action') applyAction(s, { type: 'endBuy' });
  // The other car half a lap away, out of the way.
  const half = t.lapLength / 2;
  const far = t.spaces.findIndex((x) => x.lane === 0 && x.from <= half && x.to >= half);
  placeCars(s, [{ ...t.grid[k] }, { space: far, segment: 0 }]);
  giveTurnTo(s, 0);
  const out: Color[] = [];
  for (const color of ['white', 'lightGray'] as const) {
    setPiles(s, 0, { active: { [color]: 1 } });
    if (legalActions(s).some((a) => a.type === 'play' && a.color === color)) out.push(color);
  }
  return out;
}

describe('every grid slot of every shipped track can leave the grid with a starting hand', () => {
  for (const t of TRACKS) {
    it(`${t.name}: P1–P5 each reach a white or light grey space`, () => {
      expect(t.grid).toHaveLength(5);
      const slots = t.grid.map((_, k) => `P${k + 1}: ${firstSteps(t.id, k).join(', ') || 'none'}`);
      for (const line of slots) expect(line, t.id).not.toMatch(/none$/);
    });
  }

  it('Sunset Oval P1, in the outer lane, reaches light grey (it had only black ahead)', () => {
    expect(firstSteps('beginner-oval', 0)).toEqual(['lightGray']);
    expect(firstSteps('beginner-oval', 3)).toEqual(['lightGray']);
  });
});
