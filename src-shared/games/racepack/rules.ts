import { nextInt, normalizeSeed, seedRng } from '../rng';
import {
  bestDepth,
  carRules,
  crossesLine,
  forEachMove,
  hasAnyMove,
  marks,
  MOVEMENTS_PER_TURN,
  type MoveOption,
} from './moves';
import { compileTrack, wideStraightTiles, type CompiledTrack } from './track';
import { findTrack, RACEPACK_TRACKS } from './tracks';
import { readTrackFile } from './track-file';
import {
  DEFAULT_TIMER_SECONDS,
  WILD,
  type CarState,
  type RacepackAction,
  type RacepackEvent,
  type RacepackOptions,
  type RacepackOptionsInput,
  type RacepackState,
  type TokenPool,
} from './types';

/** A piecepack die: null (0), ace (1), 2, 3, 4, 5. */
const rollDie = (s: RacepackState) => nextInt(s.rng, 6);
const SPIN_FACE = 5;
const FULL_SET = (wild: number): TokenPool => [0, 1, 1, 1, 1, 1, wild];
/** Spare null tokens of a second piecepack for the extra-hazards variant. */
const EXTRA_HAZARDS = 4;

export function trackOf(s: RacepackState): CompiledTrack {
  // Asked on every action: the last answer is kept for the same options object (clones share it).
  if (s.options === lastOptions) return lastTrack!;
  lastTrack = trackFor(s.options);
  lastOptions = s.options;
  return lastTrack;
}
let lastOptions: RacepackOptions | null = null;
let lastTrack: CompiledTrack | null = null;

/** The track as these options race it: with the pit lane, and two tiles wide on the main straight above six cars. */
export function trackFor(options: Pick<RacepackOptions, 'track' | 'pitLane' | 'players'>): CompiledTrack {
  return compileTrack(options.track, options.pitLane, wideStraight(options.players));
}

export function carsPerSeat(players: number): number {
  return players <= 3 ? 2 : 1;
}

/** Races of more than six cars have a main straight two tiles wide (RULINGS §11; seed 002, two piecepacks). */
export function wideStraight(players: number): boolean {
  return players * carsPerSeat(players) > 6;
}

export function normalizeOptions(input: RacepackOptionsInput): RacepackOptions {
  const players = input.players ?? 2;
  if (!Number.isInteger(players) || players < 2 || players > 8)
    throw new Error(`players must be 2 to 8, got ${players}`);
  let track;
  if (input.track === undefined) track = players > 4 ? findTrack('long-circuit')! : RACEPACK_TRACKS[0];
  else if (typeof input.track === 'string') {
    track = findTrack(input.track);
    if (!track)
      throw new Error(`track: unknown track "${input.track}"; tracks: ${RACEPACK_TRACKS.map((t) => t.id).join(', ')}`);
  } else track = readTrackFile(input.track); // the one check every track goes through (throws naming each problem)
  const twoPiecepacks = track.tiles.length > 24;
  const cars = players * carsPerSeat(players);
  if (players > 4 && !twoPiecepacks)
    throw new Error(
      `track: ${players} players need a track of more than 24 tiles (two piecepacks); "${track.id}" has ${track.tiles.length}`,
    );
  if (cars > 8) throw new Error(`players: ${cars} cars is more than 8`);
  if (wideStraight(players)) {
    const wide = wideStraightTiles(track, input.pitLane ?? false);
    if (typeof wide === 'string')
      throw new Error(`track: ${cars} cars need the main straight two tiles wide, and on "${track.id}" ${wide}`);
  }
  const laps = input.laps ?? track.laps;
  if (!Number.isInteger(laps) || laps < 1 || laps > 9)
    throw new Error(`laps must be 1 to 9 (the lap die), got ${laps}`);
  const pitLane = input.pitLane ?? false;
  if (pitLane && !track.pitLane) throw new Error(`pitLane: track "${track.id}" has no pit lane`);
  const timerSeconds = { ...DEFAULT_TIMER_SECONDS, ...input.timerSeconds };
  for (const [k, v] of Object.entries(timerSeconds))
    if (!Number.isInteger(v) || v < 5 || v > 600) throw new Error(`timerSeconds.${k} must be 5 to 600, got ${v}`);
  const finish = input.finish ?? 'all';
  if (finish !== 'all' && finish !== 'podium')
    throw new Error(`finish must be "all" or "podium", got "${String(finish)}"`);
  return {
    players,
    track,
    laps,
    timer: input.timer ?? false,
    timerSeconds,
    pitLane,
    extraHazards: input.extraHazards ?? false,
    finish,
  };
}

export function createRace(
  options: RacepackOptions,
  seed: number | string,
  events: RacepackEvent[] = [],
): RacepackState {
  const track = trackFor(options);
  const rng = seedRng(normalizeSeed(seed));
  const per = carsPerSeat(options.players);
  const sharedPool = options.players === 3 && options.track.tiles.length <= 24;
  const s: RacepackState = {
    game: 'racepack',
    version: 1,
    options,
    rng,
    cars: [],
    pools: [],
    poolSeat: [],
    hazards: [],
    extraHazardsLeft: options.extraHazards ? EXTRA_HAZARDS : 0,
    round: 0,
    order: [],
    orderIndex: 0,
    phase: 'move',
    turn: { car: 0, movement: 0, prevSpeed: 0 },
    turnStart: null,
    gridRolls: [],
    defend: null,
    hazardTarget: -1,
    finished: [],
    idle: 0,
    stopped: false,
  };
  // Grid order: each player rolls three dice, highest total on pole (ties re-rolled: a fourth die breaks them).
  const rolls = [...Array(options.players).keys()].map((seat) => ({
    seat,
    dice: [rollDie(s), rollDie(s), rollDie(s)],
    tie: rollDie(s) * 10 + nextInt(s.rng, 10),
  }));
  const bySum = [...rolls]
    .sort((a, b) => sum(b.dice) - sum(a.dice) || b.tie - a.tie || a.seat - b.seat)
    .map((r) => r.seat);
  // Team cars: first cars in dice order, second cars in reverse (the pole-sitter's second car starts last).
  const slotOrder =
    per === 2 ? [...bySum.map((seat) => seat * 2), ...[...bySum].reverse().map((seat) => seat * 2 + 1)] : bySum;
  for (let seat = 0; seat < options.players; seat++) {
    for (let j = 0; j < per; j++) {
      const id = s.cars.length;
      let pool: number;
      if (sharedPool) {
        if (j === 0) {
          s.pools.push(FULL_SET(2));
          s.poolSeat.push(seat);
        }
        pool = s.pools.length - 1;
      } else {
        s.pools.push(FULL_SET(0));
        s.poolSeat.push(seat);
        pool = s.pools.length - 1;
      }
      const gridSlot = slotOrder.indexOf(id);
      s.cars.push({
        id,
        seat,
        pool,
        cell: -1,
        status: 'grid',
        crossings: 0,
        gridSlot,
        spinTile: -1,
        pitStops: 0,
        lastPitLap: -1,
        pitPending: false,
        heading: -1,
      });
    }
  }
  const width = track.gridCells[0].length;
  for (const c of s.cars) c.cell = track.gridCells[Math.floor(c.gridSlot / width)][c.gridSlot % width];
  // Every player sees the grid dice (RULINGS §11): kept with the race, and an event for whoever listens.
  s.gridRolls = rolls.map((r) => ({ seat: r.seat, dice: r.dice }));
  events.push({ type: 'gridRolls', seats: s.gridRolls.map((r) => ({ ...r, dice: r.dice.slice() })), slots: slotOrder });
  placeHazards(s, track, events);
  s.order = slotOrder.slice();
  events.push({ type: 'roundOrder', round: 0, order: s.order.slice() });
  startTurn(s, track, events);
  return s;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Four hazards: from corner 1 count tiles by a die roll; the tile's suit mark picks the space. */
function placeHazards(s: RacepackState, track: CompiledTrack, events: RacepackEvent[]): void {
  const n = track.n;
  const marks = s.options.track.suitMarks ?? [...Array(n)].map(() => nextInt(s.rng, 4));
  let tile = track.corners[0];
  const cells: number[] = [];
  for (let h = 0; h < 4; h++) {
    tile = (tile + rollDie(s)) % n;
    // Ruling: a space already holding a hazard passes it on to the next tile's mark.
    while (cells.includes(tile * 4 + marks[tile])) tile = (tile + 1) % n;
    cells.push(tile * 4 + marks[tile]);
  }
  s.hazards = cells.map((cell) => ({ cell, active: false, extra: false }));
  events.push({ type: 'hazardsPlaced', cells });
}

/** Position in the race: higher is further ahead (laps included). */
export function carProgress(s: RacepackState, track: CompiledTrack, car: CarState): number {
  if (car.status === 'finished') return 1e9 - s.finished.indexOf(car.id);
  const lap = (car.crossings - 1) * track.lapSpan;
  if (car.status === 'spun') {
    // Behind every car in that corner or further, ahead of every car not yet in it.
    const rel = (car.spinTile - s.options.track.startTile + track.n) % track.n;
    return lap + rel * 8 - 1;
  }
  return lap + track.cellRank[car.cell];
}

/** Cars still racing, leader first (ties keep the previous order). */
export function raceOrder(s: RacepackState, track: CompiledTrack): number[] {
  const cars = s.cars;
  // Ties keep the previous order; a car missing from it (never, in play) goes first, as it always did.
  const out: number[] = [];
  for (const c of cars) if (c.status !== 'finished' && !s.order.includes(c.id)) out.push(c.id);
  for (const id of s.order) if (cars[id].status !== 'finished') out.push(id);
  // Insertion sort by progress, stable (at most 16 cars): ties keep the previous order.
  const key = orderKeys;
  for (const id of out) key[id] = carProgress(s, track, cars[id]);
  for (let i = 1; i < out.length; i++) {
    const id = out[i];
    let j = i - 1;
    while (j >= 0 && key[out[j]] < key[id]) {
      out[j + 1] = out[j];
      j--;
    }
    out[j + 1] = id;
  }
  return out;
}
const orderKeys = new Float64Array(64);

export function currentSeat(s: RacepackState): number {
  if (s.phase === 'over') return -1;
  if (s.phase === 'defend') return s.defend!.seats[0];
  return s.cars[s.turn.car].seat;
}

/** Movements the current car may make, after the rule that it must make three if it can. */
export function moveOptions(s: RacepackState, track: CompiledTrack): MoveOption[] {
  const car = s.cars[s.turn.car];
  if (car.status === 'spun' || car.status === 'finished' || s.turn.movement >= MOVEMENTS_PER_TURN) return [];
  const { occupied, hazard } = marks(s, track, car.id);
  const pool = s.pools[car.pool];
  const startingOut = car.status === 'grid';
  const fl = { crossings: car.crossings, laps: s.options.laps };
  const rules = carRules(s, car.id);
  const all: MoveOption[] = [];
  forEachMove(
    track,
    occupied,
    hazard,
    car.cell,
    s.turn.movement,
    s.turn.prevSpeed,
    startingOut,
    pool,
    fl,
    (o) => void all.push({ ...o }),
    rules,
  );
  finishOnce(all);
  const left = MOVEMENTS_PER_TURN - s.turn.movement;
  if (left <= 1 || all.length === 0) return all;
  // A car must make all its movements if it can: keep only movements that leave the most possible.
  const inPit = track.tileIsPit[track.cellTile[car.cell]];
  const depth = all.map((o) => {
    const intoPit = !inPit && track.tileIsPit[track.cellTile[o.target]];
    // A hazard or the finish ends the turn; in the pit lane before its stop, the stop may end it.
    if (o.hazard || o.finishes || intoPit || car.pitPending) return left;
    const crossings = car.crossings + (crossesLine(track, car.cell, o.target) ? 1 : 0);
    return (
      1 +
      bestDepth(
        track,
        occupied,
        hazard,
        o.target,
        s.turn.movement + 1,
        o.speed,
        pool,
        { crossings, laps: s.options.laps },
        left - 1,
        { facing: o.heading, pitEnter: rules.pitEnter, pitLeave: rules.pitLeave },
      )
    );
  });
  const best = Math.max(...depth);
  return all.filter((_, i) => depth[i] === best);
}

/**
 * One action per outcome: every movement that crosses the line for the last time leaves the
 * race the same way (the car finishes, in the same place), whatever its speed or lane. Keeps
 * one such movement: without a token when one exists, else one per token kind.
 */
function finishOnce(all: MoveOption[]): void {
  if (!all.some((o) => o.finishes)) return;
  const free = all.some((o) => o.finishes && o.token === 0);
  const kept = new Set<number>();
  let w = 0;
  for (const o of all) {
    if (o.finishes) {
      if ((free && o.token !== 0) || kept.has(o.token)) continue;
      kept.add(o.token);
    }
    all[w++] = o;
  }
  all.length = w;
}

export function legalActions(s: RacepackState): RacepackAction[] {
  const track = trackOf(s);
  if (s.phase === 'over') return [];
  if (s.phase === 'defend') {
    const seat = s.defend!.seats[0];
    const out: RacepackAction[] = [{ type: 'pass' }];
    s.pools.forEach((p, pool) => {
      if (s.poolSeat[pool] !== seat) return;
      for (let v = 1; v <= 5; v++) if (p[v] > 0) out.push({ type: 'defend', pool, token: v, value: v });
      if (p[WILD] > 0) for (const v of [2, 4]) out.push({ type: 'defend', pool, token: WILD, value: v });
    });
    return out;
  }
  if (s.phase === 'moveHazard') {
    return movableHazards(s, track).map((hazard) => ({ type: 'moveHazard', hazard }));
  }
  const car = s.cars[s.turn.car];
  const out: RacepackAction[] = [];
  if (car.status === 'spun') {
    for (const cell of reentryCells(s, track, car)) out.push({ type: 'reenter', cell });
  } else {
    for (const o of moveOptions(s, track))
      out.push({ type: 'move', heading: o.heading, lane: o.lane, speed: o.speed, token: o.token });
    if (canPitStop(s, track)) out.push({ type: 'pitStop' });
  }
  if (s.options.timer) out.push({ type: 'forfeit' });
  return out;
}

function reentryCells(s: RacepackState, track: CompiledTrack, car: CarState): number[] {
  return track.outsideCells[car.spinTile].filter((c) => !s.cars.some((o) => o.cell === c));
}

/** Extra-hazards variant: hazards that may be moved to a corner (none from a corner tile). */
function movableHazards(s: RacepackState, track: CompiledTrack): number[] {
  const out: number[] = [];
  s.hazards.forEach((h, i) => {
    if (!track.isCorner[track.cellTile[h.cell]]) out.push(i);
  });
  return out;
}

export class IllegalRacepackAction extends Error {}

function sameAction(a: RacepackAction, b: RacepackAction): boolean {
  if (a.type !== b.type) return false;
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  for (const k in x) if (x[k] !== y[k]) return false;
  for (const k in y) if (x[k] !== y[k]) return false;
  return true;
}

export function applyChecked(s: RacepackState, action: RacepackAction): RacepackEvent[] {
  // Anything but an object (null from a damaged message, say) is refused like any illegal action.
  if (typeof action !== 'object' || action === null)
    throw new IllegalRacepackAction(`not an action: ${String(action)}`);
  const legal = legalActions(s);
  const norm = normalizeAction(action);
  if (!legal.some((l) => sameAction(l, norm))) {
    throw new IllegalRacepackAction(
      s.phase === 'over'
        ? 'the race is over'
        : `illegal action ${JSON.stringify(action)} (${legal.length} legal actions)`,
    );
  }
  const events: RacepackEvent[] = [];
  applyAction(s, norm, events);
  return events;
}

/** Same field order as legalActions builds, so equality is a string comparison. */
function normalizeAction(a: RacepackAction): RacepackAction {
  switch (a.type) {
    case 'move':
      return { type: 'move', heading: a.heading, lane: a.lane, speed: a.speed, token: a.token };
    case 'reenter':
      return { type: 'reenter', cell: a.cell };
    case 'defend':
      return { type: 'defend', pool: a.pool, token: a.token, value: a.value };
    case 'moveHazard':
      return { type: 'moveHazard', hazard: a.hazard };
    default:
      return { type: a.type } as RacepackAction;
  }
}

/** Applies an action taken from legalActions; pushes events when `events` is given. */
export function applyAction(s: RacepackState, a: RacepackAction, events: RacepackEvent[] | null): void {
  const track = trackOf(s);
  // Without an events list (search, replay) no event object is even built: ev?.push skips its argument.
  const ev = events;
  switch (a.type) {
    case 'move':
      return doMove(s, track, a, ev);
    case 'reenter': {
      const car = s.cars[s.turn.car];
      car.cell = a.cell;
      car.status = 'racing';
      car.heading = -1; // placed on the corner's outside, facing out of it
      s.turn.movement = 1;
      s.turn.prevSpeed = 1;
      ev?.push({ type: 'reentered', car: car.id, cell: a.cell });
      return continueTurn(s, track, ev);
    }
    case 'pitStop': {
      const car = s.cars[s.turn.car];
      car.pitStops++;
      car.lastPitLap = car.crossings;
      car.pitPending = false;
      s.pools[car.pool] = FULL_SET(isSharedPool(s, car.pool) ? 2 : 0);
      ev?.push({ type: 'pitStop', car: car.id });
      return endTurn(s, track, ev);
    }
    case 'forfeit':
      return forfeit(s, track, ev);
    case 'pass': {
      const d = s.defend!;
      ev?.push({ type: 'defencePassed', seat: d.seats[0] });
      d.seats.shift();
      if (d.seats.length > 0) return;
      s.defend = null;
      s.phase = 'move';
      return afterMovement(s, track, d.hazardHit, ev);
    }
    case 'defend': {
      const d = s.defend!;
      s.pools[a.pool][a.token]--;
      ev?.push({ type: 'tokenUsed', car: -1, pool: a.pool, token: a.token, value: a.value, defensive: true });
      const roll = rollDie(s);
      const spin = roll >= a.value;
      ev?.push({ type: 'cornerRoll', car: d.car, roll, spinsOnOrAbove: a.value, spin });
      s.defend = null;
      s.phase = 'move';
      if (spin) return spinOut(s, track, d.corner, ev);
      return afterMovement(s, track, d.hazardHit, ev);
    }
    case 'moveHazard': {
      const h = s.hazards[a.hazard];
      ev?.push({ type: 'hazardMoved', hazard: a.hazard, from: h.cell, to: s.hazardTarget });
      h.cell = s.hazardTarget;
      h.active = true;
      s.hazardTarget = -1;
      s.phase = 'move';
      return endTurn(s, track, ev);
    }
  }
}

/**
 * The timer ran out (RULINGS §11): the car loses its turn and goes back to the space where the
 * turn began, with the tokens it had then; unless it rolled the penalty die this turn, when it
 * stays where the roll left it.
 */
function forfeit(s: RacepackState, track: CompiledTrack, ev: RacepackEvent[] | null): void {
  const car = s.cars[s.turn.car];
  const start = s.turnStart;
  const back = start !== null && start.car === car.id && !start.rolled;
  if (back) {
    car.cell = start.cell;
    car.status = start.status;
    car.crossings = start.crossings;
    car.heading = start.heading;
    car.pitPending = start.pitPending;
    s.pools[car.pool] = start.pool.slice();
  }
  ev?.push({ type: 'forfeited', car: car.id, movements: s.turn.movement, back, cell: car.cell });
  // A human who ran out of time is not a jammed track: the turn does not count as idle.
  return endTurn(s, track, ev);
}

function isSharedPool(s: RacepackState, pool: number): boolean {
  return s.cars.filter((c) => c.pool === pool).length > 1;
}

function doMove(
  s: RacepackState,
  track: CompiledTrack,
  a: Extract<RacepackAction, { type: 'move' }>,
  ev: RacepackEvent[] | null,
): void {
  const car = s.cars[s.turn.car];
  const from = car.cell;
  const ray = track.rays[from * 4 + a.heading];
  const steps = a.lane === 0 ? a.speed : 1;
  const to = a.lane === 0 ? ray[a.speed - 1] : track.diagonal[from * 8 + a.heading * 2 + (a.lane < 0 ? 0 : 1)];
  if (a.token !== 0) {
    s.pools[car.pool][a.token]--;
    ev?.push({ type: 'tokenUsed', car: car.id, pool: car.pool, token: a.token, value: a.speed, defensive: false });
  }
  car.cell = to;
  car.heading = a.heading;
  if (car.status === 'grid') car.status = 'racing';
  // Into the pit lane: the car must make its stop before it leaves (the lane is used only to stop).
  if (track.tileIsPit[track.cellTile[to]] && !track.tileIsPit[track.cellTile[from]]) car.pitPending = true;
  ev?.push({
    type: 'moved',
    car: car.id,
    from,
    to,
    path: a.lane === 0 ? Array.from(ray.subarray(0, a.speed)) : [to],
    speed: a.speed,
    lane: a.lane,
    token: a.token,
  });
  // The spaces passed over or landed on: ray[0..speed) forward, the target for a lane change.
  let hazardHit = false;
  for (const h of s.hazards) {
    if (!h.active) continue;
    if (a.lane !== 0) hazardHit ||= h.cell === to;
    else for (let k = 0; k < steps; k++) if (ray[k] === h.cell) hazardHit = true;
  }
  if (hazardHit) ev?.push({ type: 'hazardStop', car: car.id, cell: to });
  if (crossesLine(track, from, to)) {
    car.crossings++;
    if (car.crossings > s.options.laps) {
      car.status = 'finished';
      car.cell = -1;
      s.finished.push(car.id);
      // With the pit lane a car that never stopped is placed behind every car that did (RULINGS §11).
      const noStop = s.options.pitLane && car.pitStops === 0;
      const place =
        s.options.pitLane && !noStop ? s.finished.filter((id) => s.cars[id].pitStops > 0).length : s.finished.length;
      ev?.push({ type: 'finished', car: car.id, place, noStop });
      s.turn.movement++;
      return endTurn(s, track, ev);
    }
    ev?.push({ type: 'lap', car: car.id, crossings: car.crossings });
  }
  // Entering a corner tile at speed 2: the penalty die.
  let corner = -1;
  for (let i = 0, prev = from; i < steps; i++) {
    const c = a.lane === 0 ? ray[i] : to;
    const t = track.cellTile[c];
    if (track.isCorner[t] && t !== track.cellTile[prev]) corner = t;
    prev = c;
  }
  s.turn.movement++;
  s.turn.prevSpeed = a.speed;
  if (corner >= 0 && a.speed === 2) {
    if (s.turnStart) s.turnStart.rolled = true;
    const roll = rollDie(s);
    const spin = roll === SPIN_FACE;
    ev?.push({ type: 'cornerRoll', car: car.id, roll, spinsOnOrAbove: SPIN_FACE, spin });
    if (spin) return spinOut(s, track, corner, ev);
    const seats = defenders(s, car);
    if (seats.length > 0) {
      s.phase = 'defend';
      s.defend = { car: car.id, seats, hazardHit, corner };
      return;
    }
  }
  afterMovement(s, track, hazardHit, ev);
}

/**
 * Other players holding tokens, asked in turn order from the rolling car on (RULINGS §11); a
 * player whose cars have all finished is not asked.
 */
function defenders(s: RacepackState, car: CarState): number[] {
  const seats: number[] = [];
  const k = s.order.length;
  for (let i = 1; i <= k; i++) {
    const other = s.cars[s.order[(s.orderIndex + i) % k]];
    if (other.seat === car.seat || seats.includes(other.seat)) continue;
    if (!s.cars.some((c) => c.seat === other.seat && c.status !== 'finished')) continue;
    if (s.pools.some((p, pool) => s.poolSeat[pool] === other.seat && sum(p) > 0)) seats.push(other.seat);
  }
  return seats;
}

function spinOut(s: RacepackState, track: CompiledTrack, corner: number, ev: RacepackEvent[] | null): void {
  const car = s.cars[s.turn.car];
  const rollCell = car.cell;
  car.status = 'spun';
  car.spinTile = corner;
  car.cell = -1;
  ev?.push({ type: 'spunOut', car: car.id, corner });
  if (s.options.extraHazards && track.isCorner[track.cellTile[rollCell]]) {
    const tile = track.cellTile[rollCell];
    const onCorner = s.hazards.filter((h) => track.cellTile[h.cell] === tile).length;
    const free = !s.hazards.some((h) => h.cell === rollCell);
    if (onCorner < 2 && free) {
      if (s.extraHazardsLeft > 0) {
        s.extraHazardsLeft--;
        s.hazards.push({ cell: rollCell, active: true, extra: true });
        ev?.push({ type: 'hazardAdded', hazard: s.hazards.length - 1, cell: rollCell });
      } else if (movableHazards(s, track).length > 0) {
        // The driver who spun out chooses which hazard moves to the corner.
        s.phase = 'moveHazard';
        s.hazardTarget = rollCell;
        return;
      }
    }
  }
  endTurn(s, track, ev);
}

function afterMovement(s: RacepackState, track: CompiledTrack, hazardHit: boolean, ev: RacepackEvent[] | null): void {
  activateHazards(s, track, ev);
  if (hazardHit || s.turn.movement >= MOVEMENTS_PER_TURN) return endTurn(s, track, ev);
  continueTurn(s, track, ev);
}

/** Ends the turn when the car cannot make another movement (blocked). */
function continueTurn(s: RacepackState, track: CompiledTrack, ev: RacepackEvent[] | null): void {
  if (s.turn.movement >= MOVEMENTS_PER_TURN) return endTurn(s, track, ev);
  if (!hasAnyMove(s, track) && !canPitStop(s, track)) {
    ev?.push({ type: 'blocked', car: s.turn.car, movements: s.turn.movement });
    return endTurn(s, track, ev);
  }
}

/** The stop: made by a car that entered the pit lane to make it (RULINGS §11: the lane is used only to stop). */
function canPitStop(s: RacepackState, track: CompiledTrack): boolean {
  const car = s.cars[s.turn.car];
  return (
    s.options.pitLane &&
    car.status === 'racing' &&
    car.pitPending &&
    car.cell >= 0 &&
    track.tileIsPit[track.cellTile[car.cell]]
  );
}

/** During the first lap a hazard turns over once the last car has passed it. */
function activateHazards(s: RacepackState, track: CompiledTrack, ev: RacepackEvent[] | null): void {
  let inactive = false;
  for (const h of s.hazards) if (!h.active) inactive = true;
  if (!inactive) return;
  let last = Infinity;
  for (const c of s.cars) if (c.status !== 'finished') last = Math.min(last, carProgress(s, track, c));
  s.hazards.forEach((h, i) => {
    if (!h.active && last > track.cellRank[h.cell]) {
      h.active = true;
      ev?.push({ type: 'hazardActivated', hazard: i });
    }
  });
}

function endTurn(s: RacepackState, track: CompiledTrack, ev: RacepackEvent[] | null): void {
  for (;;) {
    s.idle = s.turn.movement === 0 ? s.idle + 1 : 0;
    moveGridUp(s, track);
    activateHazards(s, track, ev);
    if (raceDecided(s)) return finishRace(s, track, ev, false);
    if (s.idle > s.cars.length * 2) return finishRace(s, track, ev, true);
    s.orderIndex++;
    while (s.orderIndex < s.order.length && s.cars[s.order[s.orderIndex]].status === 'finished') s.orderIndex++;
    if (s.orderIndex >= s.order.length) {
      s.round++;
      s.order = raceOrder(s, track);
      s.orderIndex = 0;
      ev?.push({ type: 'roundOrder', round: s.round, order: s.order.slice() });
    }
    if (startTurn(s, track, ev)) return;
  }
}

/** Starts the turn of the car at orderIndex; false when it cannot move at all (the caller moves on). */
function startTurn(s: RacepackState, track: CompiledTrack, ev: RacepackEvent[] | null): boolean {
  const car = s.cars[s.order[s.orderIndex]];
  s.turn = { car: car.id, movement: 0, prevSpeed: 0 };
  s.turnStart = {
    car: car.id,
    cell: car.cell,
    status: car.status,
    crossings: car.crossings,
    heading: car.heading,
    pitPending: car.pitPending,
    pool: s.pools[car.pool].slice(),
    rolled: false,
  };
  s.phase = 'move';
  ev?.push({ type: 'turnStarted', car: car.id, round: s.round });
  const can =
    car.status === 'spun' ? reentryCells(s, track, car).length > 0 : hasAnyMove(s, track) || canPitStop(s, track);
  if (!can) ev?.push({ type: 'blocked', car: car.id, movements: 0 });
  return can;
}

/** After each row (a pair, or four on a wide straight) leaves the front row, the cars behind move up a row (no lane changes). */
function moveGridUp(s: RacepackState, track: CompiledTrack): void {
  let started = 0;
  for (const c of s.cars) if (c.status !== 'grid') started++;
  if (started === s.cars.length) return;
  const width = track.gridCells[0].length;
  for (const c of s.cars) {
    if (c.status !== 'grid') continue;
    const row = Math.max(0, Math.floor(c.gridSlot / width) - Math.floor(started / width));
    const cell = track.gridCells[row][c.gridSlot % width];
    if (!s.cars.some((o) => o.cell === cell && o.id !== c.id)) c.cell = cell;
  }
}

function raceDecided(s: RacepackState): boolean {
  const n = s.cars.length;
  if (s.finished.length === n) return true;
  if (s.options.finish !== 'podium') return false;
  // With the pit lane, a car that finished without its stop is behind every car that made one:
  // the podium is decided once three cars that stopped have finished.
  const placed = s.options.pitLane ? s.finished.filter((id) => s.cars[id].pitStops > 0).length : s.finished.length;
  return placed >= Math.min(3, n);
}

function finishRace(s: RacepackState, track: CompiledTrack, ev: RacepackEvent[] | null, stopped: boolean): void {
  s.phase = 'over';
  s.stopped = stopped;
  ev?.push({ type: 'raceOver', finishOrder: carFinishOrder(s, track), stopped });
}

/** Cars, winner first: finishers in order (in the pit variant, cars that never stopped after those that did), then the rest by position. */
export function carFinishOrder(s: RacepackState, track: CompiledTrack): number[] {
  let done = s.finished.slice();
  if (s.options.pitLane)
    done = [...done.filter((id) => s.cars[id].pitStops > 0), ...done.filter((id) => s.cars[id].pitStops === 0)];
  const rest = s.cars.filter((c) => c.status !== 'finished').map((c) => c.id);
  rest.sort((a, b) => carProgress(s, track, s.cars[b]) - carProgress(s, track, s.cars[a]));
  return [...done, ...rest];
}

/** Seats ranked by their best car. */
export function seatFinishOrder(s: RacepackState): number[] {
  const out: number[] = [];
  for (const id of carFinishOrder(s, trackOf(s))) if (!out.includes(s.cars[id].seat)) out.push(s.cars[id].seat);
  return out;
}
