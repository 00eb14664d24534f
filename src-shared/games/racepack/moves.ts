import type { Dir } from './geometry';
import type { CompiledTrack } from './track';
import { WILD, type Lane, type RacepackState, type TokenPool } from './types';

export const MAX_SPEED = 7;
export const MOVEMENTS_PER_TURN = 3;

/** One possible movement of the car whose turn it is, with what it would cause. */
export interface MoveOption {
  heading: Dir;
  lane: Lane;
  speed: number;
  token: number;
  target: number;
  /** Enters a corner tile at speed 2: the penalty die is rolled. */
  roll: boolean;
  /** Passes over or lands on an active hazard: the turn ends after this movement. */
  hazard: boolean;
  /** Crosses the line for the last time: the car finishes. */
  finishes: boolean;
}

/**
 * What the car itself allows (RULINGS §11). Absent (a bot's plan of a later movement): every
 * heading of the space, the pit lane free.
 */
export interface CarRules {
  /** The heading of its previous movement (-1 none): in a corner it faces out, or still this way. */
  facing: number;
  /** It may change lanes into the pit lane (it may make a stop there). */
  pitEnter: boolean;
  /** It may change lanes out of the pit lane (it is not waiting to make its stop). */
  pitLeave: boolean;
}

/** The car to move's rules: its facing and what the pit lane allows it. */
export function carRules(s: RacepackState, carId: number): CarRules {
  const car = s.cars[carId];
  return {
    facing: car.heading,
    // The stop is made after the car has crossed the start line once, never from the grid; one a lap.
    pitEnter: s.options.pitLane && car.status === 'racing' && car.crossings >= 1 && car.lastPitLap !== car.crossings,
    pitLeave: !car.pitPending,
  };
}

/** How many of a space's headings a car may take: a corner's entry heading only when it still faces that way. */
function headingCount(track: CompiledTrack, cell: number, rules: CarRules | undefined): number {
  const hs = track.headings[cell];
  return hs.length === 2 && rules !== undefined && rules.facing !== hs[1] ? 1 : hs.length;
}

/** Marks the spaces of the other cars and the active hazards in the track's scratch arrays. */
export function marks(
  s: RacepackState,
  track: CompiledTrack,
  movingCar: number,
): { occupied: Uint8Array; hazard: Uint8Array } {
  const m = track.scratch;
  const { occupied, hazard, marked } = m;
  // Clear only what the last question marked.
  for (let i = 0; i < m.count; i++) {
    occupied[marked[i]] = 0;
    hazard[marked[i]] = 0;
  }
  let count = 0;
  const cars = s.cars;
  for (let i = 0; i < cars.length; i++) {
    const cell = cars[i].cell;
    if (i !== movingCar && cell >= 0) {
      occupied[cell] = 1;
      marked[count++] = cell;
    }
  }
  const hz = s.hazards;
  for (let i = 0; i < hz.length && count < marked.length; i++) {
    if (hz[i].active) {
      hazard[hz[i].cell] = 1;
      marked[count++] = hz[i].cell;
    }
  }
  m.count = count;
  return m;
}

/** Whether the car to move has any movement at all (then the filtered list is not empty either). */
export function hasAnyMove(s: RacepackState, track: CompiledTrack): boolean {
  const car = s.cars[s.turn.car];
  if (car.status === 'spun' || car.status === 'finished' || s.turn.movement >= MOVEMENTS_PER_TURN) return false;
  const { occupied } = marks(s, track, car.id);
  const movement = s.turn.movement;
  const startingOut = car.status === 'grid';
  const lo = movement === 0 ? 1 : Math.max(1, s.turn.prevSpeed - 2);
  // The slowest speed allowed, with a token or without: the easiest movement to fit (a
  // faster one is possible only where a slower one is: the same space limits, fewer spaces).
  let slowest = lo;
  if (movement > 0 && !startingOut) {
    const pool = s.pools[car.pool];
    for (let v = 1; v < lo; v++)
      if (pool[v] > 0 || (pool[WILD] > 0 && (v === 2 || v === 4))) {
        slowest = v;
        break;
      }
  }
  return anyMoveAt(track, occupied, car.cell, slowest, carRules(s, car.id), car.crossings === s.options.laps);
}

/**
 * Is a movement at speed `slowest` possible from `cell` (forward or a lane change, every
 * heading)? Hazards and the finish line never forbid a movement, so they are not looked at.
 */
function anyMoveAt(
  track: CompiledTrack,
  occupied: Uint8Array,
  cell: number,
  slowest: number,
  rules: CarRules,
  lastLap: boolean,
): boolean {
  const inPit = track.tileIsPit[track.cellTile[cell]];
  const headings = track.headings[cell];
  const nh = headingCount(track, cell, rules);
  for (let hi2 = 0; hi2 < nh; hi2++) {
    const h = headings[hi2];
    const ray = track.rays[cell * 4 + h];
    let free = 0;
    while (free < ray.length && free < slowest && occupied[ray[free]] === 0) free++;
    const entry = track.rayCornerEntry[cell * 4 + h];
    const pitAt = inPit ? 0 : track.rayPit[cell * 4 + h];
    // Before its stop a car may not finish (that would leave the pit lane); faster would cross the line too.
    const finishBlocked = lastLap && !rules.pitLeave && slowest <= free && crossesLine(track, cell, ray[slowest - 1]);
    if (slowest <= free && !(entry < slowest && slowest > 2) && !(pitAt < slowest && slowest > 3) && !finishBlocked)
      return true;
    for (let side = 0; side < 2; side++) {
      const target = track.diagonal[cell * 8 + h * 2 + side];
      if (target < 0 || occupied[target]) continue;
      const tt = track.cellTile[target];
      if (!pitLaneChange(inPit, track.tileIsPit[tt], rules)) continue;
      if (lastLap && track.tileIsPit[tt] && (!inPit || !rules.pitLeave) && crossesLine(track, cell, target)) continue;
      if (track.isCorner[tt] && tt !== track.cellTile[cell] && slowest > 2) continue;
      if ((inPit || track.tileIsPit[tt]) && slowest > 3) continue;
      return true;
    }
  }
  return false;
}

/** A lane change into the pit lane only to stop there; out of it only after the stop (RULINGS §11). */
function pitLaneChange(fromPit: boolean, toPit: boolean, rules: CarRules | undefined): boolean {
  if (!rules || fromPit === toPit) return true;
  return toPit ? rules.pitEnter : rules.pitLeave;
}

/** Does a movement (at most 7 spaces forward) from one cell to the other cross the start/finish line? */
export function crossesLine(track: CompiledTrack, from: number, to: number): boolean {
  return track.cellRank[to] + (track.lapSpan >> 1) < track.cellRank[from];
}

/** Speeds allowed without a token, as [lo, hi]. */
export function speedRange(movement: number, prevSpeed: number, startingOut: boolean): [number, number] {
  if (movement === 0) return startingOut ? [1, 1] : [1, MAX_SPEED];
  return [Math.max(1, prevSpeed - 2), Math.min(MAX_SPEED, prevSpeed + 1)];
}

/**
 * Calls `emit` for every movement a car on `cell` may make as its movement number
 * `movement` (0-based) after a movement at `prevSpeed`. Offensive tokens are offered only
 * when they go beyond the normal limits (never on a first movement, where speed is free
 * anyway, and never when starting out); `pool` null means no tokens.
 */
export function forEachMove(
  track: CompiledTrack,
  occupied: Uint8Array,
  hazard: Uint8Array,
  cell: number,
  movement: number,
  prevSpeed: number,
  startingOut: boolean,
  pool: TokenPool | null,
  finishLine: { crossings: number; laps: number },
  emit: (o: MoveOption) => boolean | void,
  rules?: CarRules,
): boolean {
  const lo = movement === 0 ? 1 : Math.max(1, prevSpeed - 2);
  const hi = movement === 0 ? (startingOut ? 1 : MAX_SPEED) : Math.min(MAX_SPEED, prevSpeed + 1);
  // Candidate (speed, token) pairs: the normal range, then tokens beyond it (scratch per recursion depth).
  const level = depth++;
  if (!speedStack[level]) speedStack[level] = new Int32Array(16);
  const pairs = speedStack[level];
  let count = 0;
  for (let v = lo; v <= hi; v++) pairs[count++] = v * 8;
  if (pool && movement > 0 && !startingOut) {
    for (let v = 1; v <= 5; v++) if (pool[v] > 0 && (v < lo || v > hi)) pairs[count++] = v * 8 + v;
    if (pool[WILD] > 0) {
      if (2 < lo || 2 > hi) pairs[count++] = 2 * 8 + WILD;
      if (4 < lo || 4 > hi) pairs[count++] = 4 * 8 + WILD;
    }
  }
  try {
    return emitMoves(track, occupied, hazard, cell, pairs, count, finishLine, emit, rules, movement);
  } finally {
    depth--;
  }
}

let depth = 0;
const speedStack: Int32Array[] = [];

function emitMoves(
  track: CompiledTrack,
  occupied: Uint8Array,
  hazard: Uint8Array,
  cell: number,
  pairs: Int32Array,
  count: number,
  finishLine: { crossings: number; laps: number },
  emit: (o: MoveOption) => boolean | void,
  rules: CarRules | undefined,
  movement: number,
): boolean {
  // One option object per call, refilled for each movement: callers copy what they keep.
  const o: MoveOption = {
    heading: 0,
    lane: 0,
    speed: 0,
    token: 0,
    target: 0,
    roll: false,
    hazard: false,
    finishes: false,
  };
  const inPit = track.tileIsPit[track.cellTile[cell]];
  const lastLap = finishLine.crossings === finishLine.laps;
  const headings = track.headings[cell];
  const nh = headingCount(track, cell, rules);
  const last = movement === MOVEMENTS_PER_TURN - 1;
  // Lane changes already offered, by where they lead: the target space, and on a corner tile
  // whether the car still faces the corner's entry (then it may take both headings next).
  let seen0 = -1;
  let seen1 = -1;
  let seen2 = -1;
  for (let hi2 = 0; hi2 < nh; hi2++) {
    const h = headings[hi2];
    const ray = track.rays[cell * 4 + h];
    let free = 0;
    while (free < ray.length && occupied[ray[free]] === 0) free++;
    const entry = track.rayCornerEntry[cell * 4 + h];
    const pitAt = inPit ? 0 : track.rayPit[cell * 4 + h];
    for (let i = 0; i < count; i++) {
      const sp = pairs[i] >> 3;
      if (sp > free) continue;
      if (entry < sp && sp > 2) continue;
      if (pitAt < sp && sp > 3) continue;
      let hz = false;
      for (let k = 0; k < sp; k++) if (hazard[ray[k]]) hz = true;
      o.heading = h;
      o.lane = 0;
      o.speed = sp;
      o.token = pairs[i] & 7;
      o.target = ray[sp - 1];
      o.roll = entry < sp && sp === 2;
      o.hazard = hz;
      o.finishes = lastLap && crossesLine(track, cell, ray[sp - 1]);
      // Finishing leaves the pit lane too: not before the stop.
      if (o.finishes && rules !== undefined && !rules.pitLeave) continue;
      if (emit(o) === true) return true;
    }
    for (let side = 0; side < 2; side++) {
      const target = track.diagonal[cell * 8 + h * 2 + side];
      if (target < 0 || occupied[target]) continue;
      const tt = track.cellTile[target];
      if (!pitLaneChange(inPit, track.tileIsPit[tt], rules)) continue;
      // One action per outcome: the same space reached under two headings (a corner's inside
      // space) is offered once, unless the heading still matters there (a corner's entry).
      const key = target * 2 + (track.isCorner[tt] && h === track.entryDir[tt] ? 1 : 0);
      if (key === seen0 || key === seen1 || key === seen2) continue;
      if (seen0 < 0) seen0 = key;
      else if (seen1 < 0) seen1 = key;
      else seen2 = key;
      const enters = track.isCorner[tt] && tt !== track.cellTile[cell];
      const pit = inPit || track.tileIsPit[tt];
      const fin = lastLap && crossesLine(track, cell, target);
      // Finishing into the pit lane would leave it without the stop.
      if (fin && rules !== undefined && track.tileIsPit[tt] && (!inPit || !rules.pitLeave)) continue;
      // When this lane change ends the turn (the last movement, a hazard, the finish) its stated
      // speed matters only for the penalty roll: one speed is offered per roll (or none), the
      // slowest without a token, and a token only for a roll (or none) no free speed gives.
      const ends = last || hazard[target] === 1 || fin;
      let freeRoll = false;
      let freeSafe = false;
      if (ends) {
        for (let i = 0; i < count; i++) {
          const sp = pairs[i] >> 3;
          if ((pairs[i] & 7) !== 0 || (enters && sp > 2) || (pit && sp > 3)) continue;
          if (enters && sp === 2) freeRoll = true;
          else freeSafe = true;
        }
      }
      let done = 0;
      for (let i = 0; i < count; i++) {
        const sp = pairs[i] >> 3;
        if (enters && sp > 2) continue;
        if (pit && sp > 3) continue;
        if (ends) {
          const rolls = enters && sp === 2;
          if ((pairs[i] & 7) !== 0 && (rolls ? freeRoll : freeSafe)) continue;
          const bit = 1 << ((pairs[i] & 7) * 2 + (rolls ? 1 : 0));
          if (done & bit) continue;
          done |= bit;
        }
        o.heading = h;
        o.lane = side === 0 ? -1 : 1;
        o.speed = sp;
        o.token = pairs[i] & 7;
        o.target = target;
        o.roll = enters && sp === 2;
        o.hazard = hazard[target] === 1;
        o.finishes = fin;
        if (emit(o) === true) return true;
      }
    }
  }
  return false;
}

/**
 * The most movements (up to `left`) a car can still make from here, assuming it survives
 * any penalty roll: a movement that ends the turn early (a hazard, the finish) counts as
 * completing it. Stops searching as soon as `left` is reached.
 */
export function bestDepth(
  track: CompiledTrack,
  occupied: Uint8Array,
  hazard: Uint8Array,
  cell: number,
  movement: number,
  prevSpeed: number,
  pool: TokenPool | null,
  finishLine: { crossings: number; laps: number },
  left: number,
  rules?: CarRules,
): number {
  if (left === 0) return 0;
  let best = 0;
  const inPit = track.tileIsPit[track.cellTile[cell]];
  forEachMove(
    track,
    occupied,
    hazard,
    cell,
    movement,
    prevSpeed,
    false,
    pool,
    finishLine,
    (o) => {
      const crossings = finishLine.crossings + (crossesLine(track, cell, o.target) ? 1 : 0);
      // Into the pit lane: the car must stop there before it leaves (its stop ends the turn).
      const intoPit = !inPit && track.tileIsPit[track.cellTile[o.target]];
      const next = rules && {
        facing: o.heading,
        pitEnter: rules.pitEnter,
        pitLeave: rules.pitLeave && !intoPit,
      };
      // In the pit lane before its stop (entered only to stop there) the stop, which ends the turn, may follow.
      const stopNext = rules !== undefined && (intoPit ? rules.pitEnter : !rules.pitLeave);
      const d =
        o.hazard || o.finishes || left === 1 || stopNext
          ? left
          : 1 +
            bestDepth(
              track,
              occupied,
              hazard,
              o.target,
              movement + 1,
              o.speed,
              pool,
              { crossings, laps: finishLine.laps },
              left - 1,
              next,
            );
      if (d > best) best = d;
      return best >= left;
    },
    rules,
  );
  return best;
}
