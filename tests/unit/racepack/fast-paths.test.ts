/**
 * The engine's fast paths (kept fast for the ≥ 1,000,000 applies/s target) answer exactly
 * what the plain rules do: whether a car can still move (hasAnyMove, which only tries the
 * slowest speed allowed) and the race order (an insertion sort over a scratch array).
 */
import { describe, expect, it } from 'vitest';
import {
  carProgress,
  createRacepackBot,
  hasAnyMove,
  moveOptions,
  raceOrder,
  racepack,
  RACEPACK_TRACKS,
  trackOf,
  type CompiledTrack,
  type RacepackState,
} from '../../../src-shared/games/racepack';

/** The race order as the rules say it, written plainly (the engine's first version). */
function plainRaceOrder(s: RacepackState, track: CompiledTrack): number[] {
  const prev = s.order;
  const racing = s.cars.filter((c) => c.status !== 'finished');
  const key = new Map(racing.map((c) => [c.id, carProgress(s, track, c)]));
  return racing.map((c) => c.id).sort((a, b) => key.get(b)! - key.get(a)! || prev.indexOf(a) - prev.indexOf(b));
}

describe('Racepack fast paths', () => {
  it('hasAnyMove and raceOrder agree with the plain rules at every position of seeded random races', () => {
    let checkedMoves = 0;
    let blocked = 0;
    for (const [g, track] of RACEPACK_TRACKS.entries()) {
      for (const players of track.tiles.length > 24 ? [5, 8] : [2, 3, 4]) {
        const options = racepack.normalizeOptions({ players, track: track.id, pitLane: g % 2 === 0 });
        const s = racepack.create(options, `fast-${track.id}-${players}`);
        const t = trackOf(s);
        let step = 0;
        const bots = [...Array(players).keys()].map((seat) => createRacepackBot('random', seat + 1));
        while (!racepack.isTerminal(s)) {
          // Every 7th position: each racing car as if it were on a later movement after a fast
          // one (lowest speed 5 without a token: often blocked), compared with the full list.
          if (s.phase === 'move' && step++ % 7 === 0) {
            const probe = racepack.clone(s);
            for (const car of probe.cars) {
              if (car.status !== 'racing') continue;
              for (const [movement, prevSpeed] of [
                [1, 7],
                [2, 4],
                [0, 0],
              ]) {
                probe.turn = { car: car.id, movement, prevSpeed };
                const any = hasAnyMove(probe, t);
                expect(any).toBe(moveOptions(probe, t).length > 0);
                checkedMoves++;
                if (!any) blocked++;
              }
            }
          }
          expect(raceOrder(s, t)).toEqual(plainRaceOrder(s, t));
          racepack.applyTrusted(s, bots[racepack.currentPlayer(s)].chooseAction(s, racepack.legalActions(s)));
        }
      }
    }
    expect(checkedMoves).toBeGreaterThan(1000);
    // Blocked cars happen (no room at the lowest speed allowed), so both answers were checked.
    expect(blocked).toBeGreaterThan(0);
  });
});
