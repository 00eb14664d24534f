/**
 * Hand-built positions for the rules suite (tests/unit/rules): a small ladder track made for
 * the case, cars placed, every pile set exactly, then the engine driven only through
 * legalActions / applyAction.
 */
import {
  applyAction,
  createGame,
  currentPlayer,
  legalActions,
  serialize,
  type Action,
  type GameEvent,
  type GameState,
  type Variants,
} from '../../src-shared/games/automobiles/index';
import { COLORS, type Color, type TrackDef } from '../../src-shared/games/automobiles';
import { giveTurnTo, placeCars, setPiles, type PileSpec } from '../../src-shared/games/automobiles/testing';
import { findTrack, registerTrack } from '../../src-shared/games/automobiles/track/track-registry';
import { ladderTrack, type SpaceSpec } from './test-track';

/** The card set of every rulebook example. */
export const RULEBOOK_SET = 'car-chief,crew-chief,steering,gearbox,rotary-engine';

/** Two grid spaces in front of every lane ([0,6) and [6,12), 3 segments each). */
const PREFIX: SpaceSpec[] = [
  ['w', 6, 3],
  ['w', 6, 3],
];
const PREFIX_LENGTH = 12;

export interface TestTrack {
  id: string;
  def: TrackDef;
  /** Index of the k-th given space of a lane (k = 0: the first space after the grid). */
  sp(lane: number, k: number): number;
  /** The grid space of a lane (the one just before the given spaces). */
  grid(lane: number): number;
  /** The first filler space after the given spaces of a lane (pieces of at most 20 close the lap). */
  filler(lane: number): number;
  /** The last space of a lane (just before the finish line). */
  last(lane: number): number;
  lap: number;
}

/**
 * A straight test track: every lane gets a 12-long grid zone, then the given spaces
 * (starting at progress 12), then filler spaces (colour `filler`, at most 20 long) closing the lap.
 */
export function makeTrack(id: string, lanes: SpaceSpec[][], opts: { filler?: string; lap?: number } = {}): TestTrack {
  const sums = lanes.map((l) => l.reduce((n, s) => n + s[1], 0));
  const lap = opts.lap ?? Math.max(100, PREFIX_LENGTH + Math.max(...sums) + 20);
  const fillerAt: number[] = [];
  const full = lanes.map((l, i) => {
    const rest = lap - PREFIX_LENGTH - sums[i];
    if (rest < 0) throw new Error(`lane ${i} too long for lap ${lap}`);
    // the filler comes in pieces of at most 20, so every space has a successor ahead
    const pieces: SpaceSpec[] = [];
    for (let left = rest; left > 0; left -= 20) pieces.push([opts.filler ?? 'w', Math.min(20, left), 1]);
    fillerAt.push(PREFIX.length + l.length);
    return [...PREFIX, ...l, ...pieces];
  });
  return fromLanes(id, full, (lane, k) => k + PREFIX.length, undefined, fillerAt);
}

/** A track from whole lanes (each adding up to the lap), for cases around the finish line. */
export function rawTrack(id: string, lanes: SpaceSpec[][], grid?: TrackDef['grid']): TestTrack {
  return fromLanes(id, lanes, (_lane, k) => k, grid);
}

function fromLanes(
  id: string,
  lanes: SpaceSpec[][],
  offset: (lane: number, k: number) => number,
  grid?: TrackDef['grid'],
  fillerAt?: number[],
): TestTrack {
  const fullId = `rules-${id}`;
  const made = ladderTrack(fullId, lanes, grid);
  const known = findTrack(fullId);
  if (known && JSON.stringify(known) !== JSON.stringify(made))
    throw new Error(`test track id ${fullId} used for two layouts`);
  const def = known ?? registerTrack(made);
  const base: number[] = [];
  let n = 0;
  for (const l of lanes) {
    base.push(n);
    n += l.length;
  }
  return {
    id: fullId,
    def,
    lap: def.lapLength,
    sp: (lane, k) => {
      const i = base[lane] + offset(lane, k);
      if (k < 0 || i >= base[lane] + lanes[lane].length) throw new Error(`no space ${k} in lane ${lane}`);
      return i;
    },
    grid: (lane) => base[lane] + PREFIX.length - 1,
    last: (lane) => base[lane] + lanes[lane].length - 1,
    filler: (lane) => base[lane] + (fillerAt ? fillerAt[lane] : lanes[lane].length - 1),
  };
}

export interface Piles {
  bag?: PileSpec;
  active?: PileSpec;
  used?: PileSpec;
  discard?: PileSpec;
}

export interface PositionSpec {
  track: TestTrack;
  /** One entry per player (the player count), in turn order = index. */
  cars: { space: number; segment?: number; laps?: number }[];
  /** Exact piles; a player or pile left out is empty. */
  piles?: Piles[];
  cards?: string;
  laps?: number;
  variants?: Partial<Variants>;
  /** Whose turn (start of the Action Phase). */
  turn?: number;
  seed?: number;
}

/** A game at the start of `turn`'s Action Phase in exactly the described position. */
export function position(spec: PositionSpec): GameState {
  const s = createGame({
    players: spec.cars.length,
    track: spec.track.id,
    cards: spec.cards ?? RULEBOOK_SET,
    laps: spec.laps ?? 3,
    variants: spec.variants,
    seed: spec.seed ?? 7,
    // positions are described in seat order: seat 1 is P1 and starts
    seatOneStarts: true,
  });
  for (let p = 0; p < spec.cars.length; p++) {
    const piles = spec.piles?.[p] ?? {};
    setPiles(s, p, {
      bag: piles.bag ?? {},
      active: piles.active ?? {},
      used: piles.used ?? {},
      discard: piles.discard ?? {},
    });
  }
  s.round = 1;
  placeCars(
    s,
    spec.cars.map((c) => ({ space: c.space, segment: c.segment ?? 0, laps: c.laps ?? 0 })),
  );
  giveTurnTo(s, spec.turn ?? 0);
  return s;
}

/** Applies an action through the public API and returns its events. */
export function act(s: GameState, a: Action): GameEvent[] {
  return applyAction(s, a);
}

/** Applies a sequence of actions; returns all events. */
export function run(s: GameState, ...actions: Action[]): GameEvent[] {
  const out: GameEvent[] = [];
  for (const a of actions) out.push(...applyAction(s, a));
  return out;
}

export const play = (color: Color): Action => ({ type: 'play', color });
export const step = (space: number): Action => ({ type: 'step', space });
export const pick = (color: Color, from: 'active' | 'discard' | 'stock' | 'held'): Action => ({
  type: 'pick',
  color,
  from,
});
export const choose = (option: string): Action => ({ type: 'choose', option });
export const buy = (color: Color): Action => ({ type: 'buy', color });
export const STOP: Action = { type: 'stop' };
export const END_ACTIONS: Action = { type: 'endActions' };
export const END_BUY: Action = { type: 'endBuy' };
export const PIT_STOP: Action = { type: 'pitStop' };

/** Colours offered as `play` now. */
export function playable(s: GameState): Color[] {
  return legalActions(s)
    .filter((a): a is Extract<Action, { type: 'play' }> => a.type === 'play')
    .map((a) => a.color);
}

/** Spaces offered as the next `step` now, sorted. */
export function targets(s: GameState): number[] {
  return legalActions(s)
    .filter((a): a is Extract<Action, { type: 'step' }> => a.type === 'step')
    .map((a) => a.space)
    .sort((a, b) => a - b);
}

/** `pick` actions offered now, as "color@from" strings, sorted. */
export function picks(s: GameState): string[] {
  return legalActions(s)
    .filter((a): a is Extract<Action, { type: 'pick' }> => a.type === 'pick')
    .map((a) => `${a.color}@${a.from}`)
    .sort();
}

export function isLegal(s: GameState, a: Action): boolean {
  return legalActions(s).some((l) => JSON.stringify(l) === JSON.stringify(a));
}

/** Legal action types now (deduplicated). */
export function types(s: GameState): string[] {
  return [...new Set(legalActions(s).map((a) => a.type))].sort();
}

/** A pile as a colour record without zeros (for toEqual). */
export function pile(counts: number[]): Partial<Record<Color, number>> {
  const out: Partial<Record<Color, number>> = {};
  counts.forEach((n, i) => {
    if (n) out[COLORS[i]] = n;
  });
  return out;
}

/** Total wear gained in events (optionally for one reason). */
export function wearGained(events: GameEvent[], reason?: string): number {
  return events
    .filter(
      (e): e is Extract<GameEvent, { type: 'wearGained' }> =>
        e.type === 'wearGained' && (!reason || e.reason === reason),
    )
    .reduce((n, e) => n + e.count, 0);
}

export function eventsOf<T extends GameEvent['type']>(events: GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

/** Cubes in the whole game (stock + every pile + held by a prompt) per colour: never changes. */
export function cubeTotals(s: GameState): number[] {
  const t = s.stock.slice();
  for (const pl of s.players)
    for (const p of [pl.bag, pl.active, pl.used, pl.discard]) p.forEach((n, i) => (t[i] += n));
  for (const c of s.prompt?.held ?? []) t[c]++;
  for (const p of s.setupBought) p.forEach((n, i) => (t[i] += n));
  for (const p of s.fuel?.locked ?? []) p.forEach((n, i) => (t[i] += n));
  return t;
}

/**
 * Finds a seed (by reseeding a fresh position) for which `drive` leads to `want`; used to
 * reproduce a rulebook example whose draws are given. Deterministic: the first match wins.
 */
export function withDraws(
  build: () => GameState,
  drive: (s: GameState) => GameEvent[],
  want: (ev: GameEvent[], s: GameState) => boolean,
  reseed: (s: GameState, seed: number) => void,
): { s: GameState; events: GameEvent[]; seed: number } {
  for (let seed = 1; seed < 2000; seed++) {
    const s = build();
    reseed(s, seed);
    const events = drive(s);
    if (want(events, s)) return { s, events, seed };
  }
  throw new Error('no seed reproduces the wanted draws');
}

export { currentPlayer, legalActions, serialize };

/** JSON with object keys sorted: equal states compare equal whatever their key order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}
