import { crossesLine, forEachMove, marks, MOVEMENTS_PER_TURN, type MoveOption } from '../moves';
import { moveOptions, trackOf } from '../rules';
import type { CompiledTrack } from '../track';
import type { RacepackAction, RacepackState } from '../types';

export interface PlanStyle {
  /** Accept corner entries at speed 2 (a penalty roll), at this cost in spaces each. */
  rollCost: number | null;
  /** Cost in spaces of spending a token; tokens only on corner entries when `tokensForCornersOnly`. */
  tokenCost: number;
  tokensForCornersOnly: boolean;
}

export interface ScoredMove {
  action: Extract<RacepackAction, { type: 'move' }>;
  /** The best score of a whole turn starting with this movement (spaces gained minus costs). */
  score: number;
}

/** Spaces gained from `from` to `to` along the race (a quarter of the rank difference). */
export function gain(track: CompiledTrack, from: number, to: number): number {
  let d = track.cellRank[to] - track.cellRank[from];
  if (crossesLine(track, from, to)) d += track.lapSpan;
  return d / 4;
}

/**
 * Scores every legal movement of the car to move by the best rest of its turn (a depth-first
 * search over the remaining movements, other cars standing still): how far the car gets,
 * minus the cost of rolls and tokens, plus a little for ending the turn in a corner (the
 * next turn can leave it at any speed).
 */
export function scoreMoves(s: RacepackState, style: PlanStyle): ScoredMove[] {
  const track = trackOf(s);
  const car = s.cars[s.turn.car];
  const first = moveOptions(s, track);
  const { occupied, hazard } = marks(s, track, car.id);
  const pool = s.pools[car.pool];
  const pitBonus = s.options.pitLane && car.pitStops === 0 ? 1 : 0;
  const laps = s.options.laps;
  const stepCost = (o: MoveOption): number | null => {
    let c = 0;
    if (o.roll) {
      if (style.rollCost === null) return null;
      c += style.rollCost;
    }
    if (o.token !== 0) {
      if (style.tokensForCornersOnly && !o.roll && !enters(track, o)) return null;
      c += style.tokenCost;
    }
    return c;
  };
  const endValue = (cell: number): number => {
    const t = track.cellTile[cell];
    let v = track.isCorner[t] ? 1.5 : 0;
    if (pitBonus && track.tileIsPit[t]) v += 20;
    return v;
  };
  // The best rest of a turn depends only on (space, movement, speed, laps): remember it.
  const memo = new Map<number, number>();
  const rest = (cell: number, movement: number, prevSpeed: number, crossings: number): number => {
    if (movement >= MOVEMENTS_PER_TURN) return endValue(cell);
    const key = ((cell * 4 + movement) * 8 + prevSpeed) * 16 + crossings;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = -Infinity;
    forEachMove(
      track,
      occupied,
      hazard,
      cell,
      movement,
      prevSpeed,
      false,
      style.tokenCost < 99 ? pool : null,
      { crossings, laps },
      (o) => {
        const c = stepCost(o);
        if (c === null) return;
        const g = gain(track, cell, o.target) - c;
        const v = o.finishes
          ? 1000 + g
          : o.hazard
            ? g + endValue(o.target)
            : g + rest(o.target, movement + 1, o.speed, crossings + (crossesLine(track, cell, o.target) ? 1 : 0));
        if (v > best) best = v;
      },
    );
    // Blocked: the turn simply ends here.
    const value = best === -Infinity ? endValue(cell) : best;
    memo.set(key, value);
    return value;
  };
  const out: ScoredMove[] = [];
  for (const o of first) {
    const c = stepCost(o);
    const g = gain(track, car.cell, o.target) - (c ?? 50);
    const score = o.finishes
      ? 1000 + g
      : o.hazard
        ? g + endValue(o.target)
        : g +
          rest(
            o.target,
            s.turn.movement + 1,
            o.speed,
            car.crossings + (crossesLine(track, car.cell, o.target) ? 1 : 0),
          );
    out.push({ action: { type: 'move', heading: o.heading, lane: o.lane, speed: o.speed, token: o.token }, score });
  }
  return out;
}

function enters(track: CompiledTrack, o: MoveOption): boolean {
  return track.isCorner[track.cellTile[o.target]];
}
