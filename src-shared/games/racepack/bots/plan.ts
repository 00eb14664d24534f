import { crossesLine, forEachMove, marks, MOVEMENTS_PER_TURN, type MoveOption } from '../moves';
import { legalActions, moveOptions, trackOf } from '../rules';
import type { CompiledTrack } from '../track';
import type { RacepackAction, RacepackState } from '../types';

/** What reaching a place to make the owed stop is worth in a plan, in spaces (more than a turn's progress). */
export const PIT_BONUS = 40;
/** What a stop made at the start of the next turn costs more than one made now: that turn, in spaces. */
export const STOP_TURN = 8;

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
 * Would the rules offer this car its stop on `cell`, with `crossings` line crossings behind
 * it, at movement `movement` of a turn? The bots ask `legalActions` on a copy rather than
 * repeat the pit-lane rules (when the mandatory stop may be made is the rules' business).
 * Answers are remembered per race options and car state, so a plan asks each question once.
 */
const stopAnswers = new WeakMap<object, Map<string, boolean>>();
export function stopAllowed(
  s: RacepackState,
  carId: number,
  cell: number,
  crossings: number,
  movement: number,
): boolean {
  if (!s.options.pitLane) return false;
  const track = trackOf(s);
  if (!track.tileIsPit[track.cellTile[cell]]) return false;
  const car = s.cars[carId];
  let answers = stopAnswers.get(s.options);
  if (!answers) stopAnswers.set(s.options, (answers = new Map()));
  const key = `${carId}|${cell}|${crossings}|${movement}|${car.pitStops}|${car.lastPitLap}|${car.status}`;
  let ok = answers.get(key);
  if (ok === undefined) {
    const t: RacepackState = {
      ...s,
      phase: 'move',
      defend: null,
      turn: { ...s.turn, car: carId, movement },
      cars: s.cars.map((c) => (c.id === carId ? { ...c, cell, crossings } : c)),
    };
    ok = legalActions(t).some((a) => a.type === 'pitStop');
    answers.set(key, ok);
  }
  return ok;
}

/** Does the car still owe its mandatory stop (pit lane on, no stop made yet)? */
export function owesStop(s: RacepackState, carId: number): boolean {
  return s.options.pitLane && s.cars[carId].pitStops === 0;
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
  const owes = owesStop(s, car.id);
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
  // A turn that ends where the next turn may make the owed stop is worth the stop.
  const endValue = (cell: number, crossings: number): number => {
    const t = track.cellTile[cell];
    let v = track.isCorner[t] ? 1.5 : 0;
    if (owes && track.tileIsPit[t] && stopAllowed(s, car.id, cell, crossings, 0)) v += PIT_BONUS - STOP_TURN;
    return v;
  };
  // A stop may also end the turn early, straight after the movement that reached the lane.
  const stopNow = (cell: number, crossings: number, movement: number): number =>
    owes && track.tileIsPit[track.cellTile[cell]] && stopAllowed(s, car.id, cell, crossings, movement)
      ? PIT_BONUS
      : -Infinity;
  // The best rest of a turn depends only on (space, movement, speed, laps): remember it.
  const memo = new Map<number, number>();
  const rest = (cell: number, movement: number, prevSpeed: number, crossings: number): number => {
    if (movement >= MOVEMENTS_PER_TURN) return endValue(cell, crossings);
    const key = ((cell * 4 + movement) * 8 + prevSpeed) * 16 + crossings;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = stopNow(cell, crossings, movement);
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
            ? g + endValue(o.target, crossings)
            : g + rest(o.target, movement + 1, o.speed, crossings + (crossesLine(track, cell, o.target) ? 1 : 0));
        if (v > best) best = v;
      },
    );
    // Blocked: the turn simply ends here.
    const value = best === -Infinity ? endValue(cell, crossings) : best;
    memo.set(key, value);
    return value;
  };
  const out: ScoredMove[] = [];
  for (const o of first) {
    const c = stepCost(o);
    const g = gain(track, car.cell, o.target) - (c ?? 50);
    const crossed = car.crossings + (crossesLine(track, car.cell, o.target) ? 1 : 0);
    const score = o.finishes
      ? 1000 + g
      : o.hazard
        ? g + endValue(o.target, crossed)
        : g + rest(o.target, s.turn.movement + 1, o.speed, crossed);
    out.push({ action: { type: 'move', heading: o.heading, lane: o.lane, speed: o.speed, token: o.token }, score });
  }
  return out;
}

function enters(track: CompiledTrack, o: MoveOption): boolean {
  return track.isCorner[track.cellTile[o.target]];
}
