import {
  carRules,
  crossesLine,
  forEachMove,
  marks,
  MOVEMENTS_PER_TURN,
  type CarRules,
  type MoveOption,
} from '../moves';
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
 * it, at movement `movement` of a turn, `pitPending` when it entered the lane to stop there
 * (RULINGS §11: the lane is used only to stop)? The bots ask `legalActions` on a copy rather
 * than repeat the pit-lane rules (when the mandatory stop may be made is the rules' business).
 * Answers are remembered per race options and car state, so a plan asks each question once.
 */
const stopAnswers = new WeakMap<object, Map<string, boolean>>();
export function stopAllowed(
  s: RacepackState,
  carId: number,
  cell: number,
  crossings: number,
  movement: number,
  pitPending = true,
): boolean {
  if (!s.options.pitLane) return false;
  const track = trackOf(s);
  if (!track.tileIsPit[track.cellTile[cell]]) return false;
  const car = s.cars[carId];
  let answers = stopAnswers.get(s.options);
  if (!answers) stopAnswers.set(s.options, (answers = new Map()));
  const key = `${carId}|${cell}|${crossings}|${movement}|${car.pitStops}|${car.lastPitLap}|${car.status}|${pitPending}`;
  let ok = answers.get(key);
  if (ok === undefined) {
    const t: RacepackState = {
      ...s,
      phase: 'move',
      defend: null,
      turn: { ...s.turn, car: carId, movement },
      cars: s.cars.map((c) => (c.id === carId ? { ...c, cell, crossings, pitPending } : c)),
    };
    ok = legalActions(t).some((a) => a.type === 'pitStop');
    answers.set(key, ok);
  }
  return ok;
}

/**
 * The rules a car moves by later in a planned turn: facing the way of its last planned
 * movement, `crossings` line crossings behind it, `pitPending` once it entered the lane.
 * Asked of the rules (`carRules`) on a copy of the car, not repeated here. A car that owes no
 * stop plans no entry into the lane (it would only lose a turn stopping there).
 */
export function plannedRules(
  s: RacepackState,
  carId: number,
  crossings: number,
  facing: number,
  pitPending: boolean,
): CarRules {
  const car = s.cars[carId];
  const copy = {
    ...car,
    crossings,
    heading: facing,
    pitPending,
    status: car.status === 'grid' ? 'racing' : car.status,
  };
  const r = carRules({ ...s, cars: s.cars.map((c) => (c.id === carId ? copy : c)) }, carId);
  if (!owesStop(s, carId)) r.pitEnter = false;
  return r;
}

/** Does the car still owe its mandatory stop (pit lane on, no stop made yet)? */
export function owesStop(s: RacepackState, carId: number): boolean {
  return s.options.pitLane && s.cars[carId].pitStops === 0;
}

/**
 * Scores every legal movement of the car to move by the best rest of its turn (a depth-first
 * search over the remaining movements, other cars standing still, each by the rules the car
 * will then move by: its heading, and the pit lane's): how far the car gets, minus the cost
 * of rolls and tokens, plus a little for ending the turn in a corner (the next turn can
 * leave it at any speed). A car that owes its stop values the stop (PIT_BONUS): it enters the
 * lane only where it may stop, then drives on in the lane or stops there; a stop at the start
 * of its next turn costs that turn (STOP_TURN).
 */
export function scoreMoves(s: RacepackState, style: PlanStyle): ScoredMove[] {
  const track = trackOf(s);
  const car = s.cars[s.turn.car];
  const first = moveOptions(s, track);
  const { occupied, hazard } = marks(s, track, car.id);
  const pool = s.pools[car.pool];
  const owes = owesStop(s, car.id);
  const laps = s.options.laps;
  const isPit = (cell: number) => track.tileIsPit[track.cellTile[cell]];
  // A stop is worth PIT_BONUS to a car that owes it; to any other car it only costs its turn.
  const stopValue = owes ? PIT_BONUS : -STOP_TURN;
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
  // A turn that ends waiting in the lane makes its stop at the start of the next turn.
  const endValue = (cell: number, crossings: number, pending: boolean): number => {
    const t = track.cellTile[cell];
    let v = track.isCorner[t] ? 1.5 : 0;
    if (pending && stopAllowed(s, car.id, cell, crossings, 0)) v += stopValue - STOP_TURN;
    return v;
  };
  // A stop may also end the turn early, once the car is in the lane to make it (a hazard ends it at once).
  const stopNow = (cell: number, crossings: number, movement: number, pending: boolean): number =>
    pending && stopAllowed(s, car.id, cell, crossings, movement) ? stopValue : -Infinity;
  // The rules of a later movement depend on (crossings, facing, waiting in the lane): ask once each.
  const rulesMemo = new Map<number, CarRules>();
  const rulesFor = (crossings: number, facing: number, pending: boolean): CarRules => {
    const k = (crossings * 5 + facing + 1) * 2 + (pending ? 1 : 0);
    let r = rulesMemo.get(k);
    if (!r) rulesMemo.set(k, (r = plannedRules(s, car.id, crossings, facing, pending)));
    return r;
  };
  // Entering the lane (from outside it) leaves the car waiting to stop there.
  const pendingAfter = (from: number, to: number, pending: boolean) => pending || (!isPit(from) && isPit(to));
  // The best rest of a turn depends only on (space, movement, speed, laps, facing, waiting): remember it.
  const memo = new Map<number, number>();
  const rest = (
    cell: number,
    movement: number,
    prevSpeed: number,
    crossings: number,
    facing: number,
    pending: boolean,
  ): number => {
    if (movement >= MOVEMENTS_PER_TURN) return endValue(cell, crossings, pending);
    const key = ((((cell * 4 + movement) * 8 + prevSpeed) * 16 + crossings) * 5 + facing + 1) * 2 + (pending ? 1 : 0);
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = stopNow(cell, crossings, movement, pending);
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
        const p = pendingAfter(cell, o.target, pending);
        const crossed = crossings + (crossesLine(track, cell, o.target) ? 1 : 0);
        const v = o.finishes
          ? 1000 + g
          : o.hazard
            ? g + endValue(o.target, crossed, p)
            : g + rest(o.target, movement + 1, o.speed, crossed, o.heading, p);
        if (v > best) best = v;
      },
      rulesFor(crossings, facing, pending),
    );
    // Blocked: the turn simply ends here.
    const value = best === -Infinity ? endValue(cell, crossings, pending) : best;
    memo.set(key, value);
    return value;
  };
  const out: ScoredMove[] = [];
  for (const o of first) {
    const c = stepCost(o);
    const g = gain(track, car.cell, o.target) - (c ?? 50);
    const crossed = car.crossings + (crossesLine(track, car.cell, o.target) ? 1 : 0);
    const p = pendingAfter(car.cell, o.target, car.pitPending);
    const score = o.finishes
      ? 1000 + g
      : o.hazard
        ? g + endValue(o.target, crossed, p)
        : g + rest(o.target, s.turn.movement + 1, o.speed, crossed, o.heading, p);
    out.push({ action: { type: 'move', heading: o.heading, lane: o.lane, speed: o.speed, token: o.token }, score });
  }
  return out;
}

function enters(track: CompiledTrack, o: MoveOption): boolean {
  return track.isCorner[track.cellTile[o.target]];
}
