/**
 * Dice Race: the third, tiny game that proves the house names no game (issue #26). It lives
 * only under tests/. 2–4 runners on a line of spaces; each turn a runner picks a die (steady:
 * 2–4, wild: 1–6), rolls it, and moves 1 up to the roll. Ladders carry a runner forward,
 * snakes send it back: which step to take is the choice a bot can make well or badly. The
 * first runner past the last space wins; the others are ranked by how far they got.
 *
 * Pure, seeded: the dice's PRNG state lives in the state, so a state and an action always
 * give the same next state.
 */
import { z } from 'zod';
import type { Game, GameResult } from '../../../src-shared/games/game';
import { nextInt, normalizeSeed, seedRng, type RngState } from '../../../src-shared/games/rng';

export const DICE = { steady: { low: 2, high: 4 }, wild: { low: 1, high: 6 } } as const;
export type DieKind = keyof typeof DICE;

export interface DiceRaceOptions {
  players: number;
  /** Spaces 0..length-1; a runner at `length` or beyond has finished. */
  length: number;
}
export type DiceRaceOptionsInput = Partial<DiceRaceOptions>;

export type DiceRaceAction = { type: 'pickDie'; die: DieKind } | { type: 'roll' } | { type: 'step'; spaces: number };

export type DiceRaceEvent =
  | { type: 'diePicked'; seat: number; die: DieKind }
  | { type: 'rolled'; seat: number; die: DieKind; value: number }
  | { type: 'stepped'; seat: number; from: number; to: number }
  | { type: 'ladder'; seat: number; from: number; to: number }
  | { type: 'snake'; seat: number; from: number; to: number }
  | { type: 'finished'; seat: number };

export type DiceRacePhase = 'pick' | 'roll' | 'step' | 'over';

export interface DiceRaceState {
  game: 'dice-race';
  version: 1;
  options: DiceRaceOptions;
  rng: RngState;
  positions: number[];
  /** The seat to move. */
  turn: number;
  round: number;
  phase: DiceRacePhase;
  die: DieKind | null;
  rolled: number | null;
  winner: number | null;
}

/** Where a ladder starts (it climbs 3) or a snake's head lies (it drops 4): fixed by the space's number. */
export function ladderAt(space: number): boolean {
  return space > 0 && space % 6 === 4;
}
export function snakeAt(space: number): boolean {
  return space > 0 && space % 7 === 5;
}

export class IllegalDiceRaceAction extends Error {}
export class DiceRaceOptionsError extends Error {}

export function normalizeOptions(input: DiceRaceOptionsInput): DiceRaceOptions {
  const players = input.players ?? 2;
  const length = input.length ?? 20;
  if (!Number.isInteger(players) || players < 2 || players > 4)
    throw new DiceRaceOptionsError(`players must be 2 to 4, got ${players}`);
  if (!Number.isInteger(length) || length < 10 || length > 60)
    throw new DiceRaceOptionsError(`length must be 10 to 60 spaces, got ${length}`);
  return { players, length };
}

export function create(options: DiceRaceOptions, seed: number | string): DiceRaceState {
  const o = normalizeOptions(options);
  return {
    game: 'dice-race',
    version: 1,
    options: o,
    rng: seedRng(normalizeSeed(seed)),
    positions: Array.from({ length: o.players }, () => 0),
    turn: 0,
    round: 1,
    phase: 'pick',
    die: null,
    rolled: null,
    winner: null,
  };
}

export function currentPlayer(s: DiceRaceState): number {
  return s.phase === 'over' ? -1 : s.turn;
}

export function legalActions(s: DiceRaceState): DiceRaceAction[] {
  switch (s.phase) {
    case 'pick':
      return [
        { type: 'pickDie', die: 'steady' },
        { type: 'pickDie', die: 'wild' },
      ];
    case 'roll':
      return [{ type: 'roll' }];
    case 'step':
      return Array.from({ length: s.rolled! }, (_, i) => ({ type: 'step', spaces: i + 1 }));
    case 'over':
      return [];
  }
}

/** Same type and the same fields with the same values (any key order). */
export function sameAction(a: unknown, b: unknown): boolean {
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => Object.hasOwn(y, k) && x[k] === y[k]);
}

/** Applies a legal action in place; anything else throws IllegalDiceRaceAction and changes nothing. */
export function apply(s: DiceRaceState, action: DiceRaceAction): DiceRaceEvent[] {
  if (!legalActions(s).some((l) => sameAction(l, action)))
    throw new IllegalDiceRaceAction(
      s.phase === 'over' ? 'the race is over' : `illegal action ${JSON.stringify(action) ?? String(action)}`,
    );
  const events: DiceRaceEvent[] = [];
  applyTrusted(s, action, events);
  return events;
}

export function applyTrusted(s: DiceRaceState, a: DiceRaceAction, events: DiceRaceEvent[] | null = null): void {
  const seat = s.turn;
  if (a.type === 'pickDie') {
    s.die = a.die;
    s.phase = 'roll';
    events?.push({ type: 'diePicked', seat, die: a.die });
  } else if (a.type === 'roll') {
    const die = DICE[s.die!];
    s.rolled = die.low + nextInt(s.rng, die.high - die.low + 1);
    s.phase = 'step';
    events?.push({ type: 'rolled', seat, die: s.die!, value: s.rolled });
  } else {
    const from = s.positions[seat];
    let to = from + a.spaces;
    events?.push({ type: 'stepped', seat, from, to });
    if (ladderAt(to) && to < s.options.length) {
      events?.push({ type: 'ladder', seat, from: to, to: to + 3 });
      to += 3;
    } else if (snakeAt(to) && to < s.options.length) {
      events?.push({ type: 'snake', seat, from: to, to: Math.max(0, to - 4) });
      to = Math.max(0, to - 4);
    }
    s.positions[seat] = to;
    s.die = null;
    s.rolled = null;
    if (to >= s.options.length) {
      s.winner = seat;
      s.phase = 'over';
      events?.push({ type: 'finished', seat });
      return;
    }
    s.turn = (seat + 1) % s.options.players;
    if (s.turn === 0) s.round++;
    s.phase = 'pick';
  }
}

export function result(s: DiceRaceState): GameResult | null {
  if (s.phase !== 'over') return null;
  const order = [...s.positions.keys()].sort((a, b) => s.positions[b] - s.positions[a] || a - b);
  return { finishOrder: [s.winner!, ...order.filter((p) => p !== s.winner)] };
}

export function clone(s: DiceRaceState): DiceRaceState {
  return { ...s, options: { ...s.options }, rng: [...s.rng], positions: [...s.positions] };
}

const int = z.number().int();
const stateSchema = z.strictObject({
  game: z.literal('dice-race'),
  version: z.literal(1),
  options: z.strictObject({ players: int.min(2).max(4), length: int.min(10).max(60) }),
  rng: z.array(int),
  positions: z.array(int.min(0)).min(2).max(4),
  turn: int.min(0).max(3),
  round: int.min(1),
  phase: z.enum(['pick', 'roll', 'step', 'over']),
  die: z.enum(['steady', 'wild']).nullable(),
  rolled: int.min(1).max(6).nullable(),
  winner: int.min(0).max(3).nullable(),
});

/** Canonical text: keys in the schema's order. */
export function serialize(s: DiceRaceState): string {
  const { game, version, options, rng, positions, turn, round, phase, die, rolled, winner } = s;
  return JSON.stringify({
    game,
    version,
    options: { players: options.players, length: options.length },
    rng,
    positions,
    turn,
    round,
    phase,
    die,
    rolled,
    winner,
  });
}

export function deserialize(text: string): DiceRaceState {
  const parsed = stateSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`not a Dice Race state: ${parsed.error.issues[0]?.message}`);
  const s = parsed.data as DiceRaceState;
  if (s.positions.length !== s.options.players) throw new Error('not a Dice Race state: one position per player');
  return s;
}

export function describeAction(s: DiceRaceState, a: DiceRaceAction): string {
  const who = `runner ${s.turn + 1}`;
  if (a.type === 'pickDie') return `${who}: picks the ${a.die} die`;
  if (a.type === 'roll') return `${who}: rolls the ${s.die} die`;
  return `${who}: steps ${a.spaces} to space ${s.positions[s.turn] + a.spaces}`;
}

export const diceRace: Game<DiceRaceState, DiceRaceAction, DiceRaceEvent, DiceRaceOptions, DiceRaceOptionsInput> = {
  id: 'dice-race',
  name: 'Dice Race',
  minSeats: 2,
  maxSeats: 4,
  normalizeOptions,
  create,
  seats: (s) => s.options.players,
  currentPlayer,
  legalActions,
  apply,
  applyTrusted: (s, a) => applyTrusted(s, a),
  isTerminal: (s) => s.phase === 'over',
  result,
  clone,
  serialize,
  deserialize,
  reseed: (s, seed) => {
    s.rng = seedRng(normalizeSeed(seed));
  },
  // Nothing is hidden but the dice to come.
  playerView: (s) => {
    const { rng: _rng, ...rest } = clone(s);
    void _rng;
    return rest;
  },
  describeAction,
};
