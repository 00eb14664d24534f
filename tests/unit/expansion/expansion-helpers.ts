/**
 * Hand-built positions for the Racing Season suite (tests/unit/expansion): a small ladder
 * track made for the case, cars placed, every pile set exactly, drivers handed out, then
 * the engine driven only through legalActions / applyAction.
 */
import { expect } from 'vitest';
import {
  applyAction,
  createGame,
  legalActions,
  serialize,
  type Action,
  type GameEvent,
  type GameOptionsInput,
  type GameState,
} from '../../../src-shared/games/automobiles/index';
import { COLORS, COMPONENT_COUNTS, type Color } from '../../../src-shared/games/automobiles';
import { giveTurnTo, placeCars, setPiles, type PileSpec } from '../../../src-shared/games/automobiles/testing';
import { findTrack, registerTrack } from '../../../src-shared/games/automobiles/track/track-registry';
import { ladderTrack, type SpaceSpec } from '../../helpers/test-track';

/** Two white grid spaces (3 segments each) in front of every lane. */
const PREFIX: SpaceSpec[] = [
  ['w', 6, 3],
  ['w', 6, 3],
];

export interface ExpTrack {
  id: string;
  /** Index of the k-th given space of a lane (k = 0: first space after the grid zone). */
  sp(lane: number, k: number): number;
  /** The grid spaces of a lane: 0 the rearmost, 1 the one just before the given spaces. */
  grid(lane: number, k?: 0 | 1): number;
  /** The last space of a lane (just before the finish line). */
  last(lane: number): number;
}

/**
 * A straight test track: a 12-long grid zone per lane, then the given spaces, then white
 * filler (pieces of at most 20) closing a lap of at least 100.
 */
export function expTrack(id: string, lanes: SpaceSpec[][]): ExpTrack {
  const sums = lanes.map((l) => l.reduce((n, s) => n + s[1], 0));
  const lap = Math.max(100, 12 + Math.max(...sums) + 20);
  const full = lanes.map((l, i) => {
    const pieces: SpaceSpec[] = [];
    for (let left = lap - 12 - sums[i]; left > 0; left -= 20) pieces.push(['w', Math.min(20, left), 1]);
    return [...PREFIX, ...l, ...pieces];
  });
  const fullId = `exp-${id}`;
  const made = ladderTrack(fullId, full);
  const known = findTrack(fullId);
  if (known && JSON.stringify(known) !== JSON.stringify(made))
    throw new Error(`track id ${fullId} used for two layouts`);
  if (!known) registerTrack(made);
  const base: number[] = [];
  let n = 0;
  for (const l of full) {
    base.push(n);
    n += l.length;
  }
  return {
    id: fullId,
    sp: (lane, k) => {
      if (k < 0 || k >= lanes[lane].length) throw new Error(`no space ${k} in lane ${lane}`);
      return base[lane] + PREFIX.length + k;
    },
    grid: (lane, k = 1) => base[lane] + k,
    last: (lane) => base[lane] + full[lane].length - 1,
  };
}

export interface Piles {
  bag?: PileSpec;
  active?: PileSpec;
  used?: PileSpec;
  discard?: PileSpec;
}

export interface PositionSpec {
  track: ExpTrack;
  cars: { space: number; segment?: number; laps?: number }[];
  /** Exact piles; a player or pile left out is empty. */
  piles?: Piles[];
  /** Five card ids (yellow, purple, red, green, blue) or a set id. */
  cards: string;
  /** Driver number per player (0: none). */
  drivers?: number[];
  laps?: number;
  turn?: number;
  seed?: number;
}

/** A game at the start of `turn`'s Action Phase in exactly the described position. */
export function position(spec: PositionSpec): GameState {
  const s = createGame({
    players: spec.cars.length,
    track: spec.track.id,
    cards: spec.cards,
    laps: spec.laps ?? 3,
    seed: spec.seed ?? 7,
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
    s.players[p].driver = spec.drivers?.[p] ?? 0;
  }
  s.round = 1;
  placeCars(
    s,
    spec.cars.map((c) => ({ space: c.space, segment: c.segment ?? 0, laps: c.laps ?? 0 })),
  );
  giveTurnTo(s, spec.turn ?? 0);
  return s;
}

export function run(s: GameState, ...actions: Action[]): GameEvent[] {
  const out: GameEvent[] = [];
  for (const a of actions) out.push(...applyAction(s, a));
  return out;
}

export const play = (color: Color): Action => ({ type: 'play', color });
export const step = (space: number): Action => ({ type: 'step', space });
export const pick = (color: Color, from: 'active' | 'discard' | 'stock' | 'held' | 'bag'): Action => ({
  type: 'pick',
  color,
  from,
});
export const choose = (option: string): Action => ({ type: 'choose', option });
export const buy = (color: Color): Action => ({ type: 'buy', color });
export const STOP: Action = { type: 'stop' };
export const END_ACTIONS: Action = { type: 'endActions' };
export const END_BUY: Action = { type: 'endBuy' };
export const USE_POWER: Action = { type: 'usePower' };

/** Spaces offered as the next `step`, sorted. */
export function targets(s: GameState): number[] {
  return legalActions(s)
    .filter((a): a is Extract<Action, { type: 'step' }> => a.type === 'step')
    .map((a) => a.space)
    .sort((a, b) => a - b);
}

/** `pick` actions offered, as "color@from", sorted. */
export function picks(s: GameState): string[] {
  return legalActions(s)
    .filter((a): a is Extract<Action, { type: 'pick' }> => a.type === 'pick')
    .map((a) => `${a.color}@${a.from}`)
    .sort();
}

/** `choose` options offered, sorted. */
export function options(s: GameState): string[] {
  return legalActions(s)
    .filter((a): a is Extract<Action, { type: 'choose' }> => a.type === 'choose')
    .map((a) => a.option)
    .sort();
}

export function playable(s: GameState): Color[] {
  return legalActions(s)
    .filter((a): a is Extract<Action, { type: 'play' }> => a.type === 'play')
    .map((a) => a.color);
}

export function isLegal(s: GameState, a: Action): boolean {
  return legalActions(s).some((l) => JSON.stringify(l) === JSON.stringify(a));
}

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

export function size(counts: number[]): number {
  return counts.reduce((a, b) => a + b, 0);
}

/** Asserts that an action is refused as illegal and the state is byte-identical afterwards. */
export function expectIllegal(s: GameState, a: unknown): void {
  const before = serialize(s);
  let err: unknown = null;
  try {
    applyAction(s, a as Action);
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(Error);
  expect((err as Error).name).toBe('IllegalActionError');
  expect(serialize(s)).toBe(before);
}

// Shared with the base-game rules suite.
export { cubeTotals, eventsOf, wearGained } from '../../helpers/rules-position';
import { cubeTotals } from '../../helpers/rules-position';

export function expectConserved(s: GameState): void {
  expect(cubeTotals(s)).toEqual([...COMPONENT_COUNTS]);
}

/**
 * A season (or drivers) game past the draft (each drafter takes the first driver offered)
 * and the setup buy (nobody buys): race 1, P1's Action Phase.
 */
export function pastSetup(options: GameOptionsInput): GameState {
  const s = createGame(options);
  while (s.phase === 'draft') applyAction(s, legalActions(s)[0]);
  while (s.phase === 'setup') applyAction(s, END_BUY);
  return s;
}

/** Moves one cube of a colour into a player's active pile (from the bag, the discard pile or the stock). */
export function giveActive(s: GameState, p: number, color: number): void {
  const pl = s.players[p];
  if (pl.active[color] > 0) return;
  if (pl.bag[color] > 0) pl.bag[color]--;
  else if (pl.discard[color] > 0) pl.discard[color]--;
  else s.stock[color]--;
  pl.active[color]++;
}

/**
 * Ends the current race with the given finish order: `order[0]` gets the turn on the last
 * space of lane 0 on its last lap and crosses the line with a white cube; the others are
 * placed in lane 2 (behind one another) and pass their turns until the round is over.
 * Optional prompts (driver powers) are declined.
 */
export function finishRace(s: GameState, t: ExpTrack, order: number[]): GameEvent[] {
  const first = order[0];
  giveTurnTo(s, first);
  const cars = s.players.map(() => ({ space: 0, segment: 0, laps: 0 }));
  cars[first] = { space: t.last(0), segment: 0, laps: s.options.laps - 1 };
  order.slice(1).forEach((p, k) => (cars[p] = { space: t.sp(2, 6 - k), segment: 0, laps: 0 }));
  placeCars(s, cars);
  giveActive(s, first, 0);
  const events = run(s, play('white'), step(t.grid(0, 0)));
  while (s.phase === 'action' || s.phase === 'buy' || s.phase === 'after') {
    if (s.prompt) events.push(...applyAction(s, STOP));
    else events.push(...applyAction(s, s.phase === 'action' ? END_ACTIONS : END_BUY));
  }
  return events;
}

/** Declines every sponsor-phase choice that can be declined; takes the first sponsor offered. */
export function passSponsors(s: GameState): GameEvent[] {
  const events: GameEvent[] = [];
  while (s.phase === 'sponsors') {
    const legal = legalActions(s);
    const a = legal.find((x) => x.type === 'stop') ?? legal[0];
    events.push(...applyAction(s, a));
  }
  return events;
}
