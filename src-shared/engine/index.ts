/**
 * The rules engine's public API (OpenSpiel-like): create, current player, legal actions,
 * apply, chance, terminal, result, clone, serialize. Pure: no I/O, no clock, no Math.random.
 */
import { COLORS, pileToRecord, type Color } from './cubes';
import type { Action } from './game/actions';
import { applyChecked, applyUnchecked } from './game/apply-action';
import { cloneState } from './game/clone';
import { GameOptionsError, IllegalActionError, type Ctx } from './game/context';
import { createGameState, normalizeOptions, withStoredDefaults } from './game/create-game';
import { describeAction } from './game/describe';
import type { GameEvent } from './game/events';
import { listLegalActions } from './game/legal-actions';
import { raceOrder } from './game/positions';
import type { GameOptionsInput, GameState } from './game/state';
import { normalizeSeed, seedRng } from './rng';
import { prepareTrack, type PreparedTrack } from './track/prepared-track';
import { findTrack } from './track/track-registry';
import { parseState } from './serialize';

export type { Action } from './game/actions';
export type { GameEvent } from './game/events';
export type { GameOptions, GameOptionsInput, GameState, PlayerState, Prompt, Variants, CardChoice } from './game/state';
export { IllegalActionError, GameOptionsError };
export { normalizeOptions, describeAction, withStoredDefaults };
export { RANDOM_TRACKS, TRACK_EDITION, type RandomTrack } from './track/track-editions';

function trackOf(s: GameState): PreparedTrack {
  const def = findTrack(s.track);
  if (!def) throw new GameOptionsError(`unknown track "${s.track}"`);
  return prepareTrack(def);
}

function ctxOf(s: GameState, ev: GameEvent[] | null): Ctx {
  return { s, t: trackOf(s), ev };
}

/** A new game at the setup buy of grid slot P1. */
export function createGame(options: GameOptionsInput): GameState {
  return createGameState(options);
}

/** Who decides now (a player index), or -1 when the race is over. */
export function currentPlayer(s: GameState): number {
  if (s.phase === 'over') return -1;
  if (s.prompt) return s.prompt.player;
  if (s.phase === 'sponsors') return s.season!.award!.player;
  return s.turnOrder[s.turnIndex];
}

/** Every legal action of the current player. Empty only when the race is over. */
export function legalActions(s: GameState): Action[] {
  return listLegalActions(ctxOf(s, null));
}

/**
 * Applies a legal action in place and returns its domain events. Anything not legal
 * throws IllegalActionError (with the legal alternatives) and leaves the state unchanged.
 */
export function applyAction(s: GameState, action: Action): GameEvent[] {
  if (!action || typeof action !== 'object' || typeof (action as { type?: unknown }).type !== 'string') {
    throw new IllegalActionError(`malformed action ${JSON.stringify(action)}: an object with a "type" is needed`);
  }
  const events: GameEvent[] = [];
  applyChecked(ctxOf(s, events), action);
  return events;
}

/** Pure form: a new state and the events; the input state is untouched. */
export function step(s: GameState, action: Action): { state: GameState; events: GameEvent[] } {
  const next = cloneState(s);
  const events = applyAction(next, action);
  return { state: next, events };
}

/** For search: applies an action taken from legalActions, without the check or events. */
export function applyTrusted(s: GameState, action: Action): void {
  applyUnchecked(ctxOf(s, null), action);
}

export function isTerminal(s: GameState): boolean {
  return s.phase === 'over';
}

/** Finish order (player indices, winner first) once the race is over, else null. */
export function finishOrder(s: GameState): number[] | null {
  return s.finishOrder ? [...s.finishOrder] : null;
}

/** Current race order, leader first (laps, progress, inner lane). */
export function currentRaceOrder(s: GameState): number[] {
  return raceOrder(s, trackOf(s));
}

export const clone = cloneState;

/** Canonical JSON: the same seed, options and actions give the same string, byte for byte. */
export function serialize(s: GameState): string {
  return JSON.stringify(s);
}

/** Parses and validates a serialized state; throws naming what is wrong. */
export function deserialize(json: string): GameState {
  return parseState(json);
}

/**
 * Chance: every draw is uniform over the cubes in the bag (refilled from the discard pile
 * when empty). This is the distribution of the next draw for a player, as public counts.
 */
export function drawDistribution(s: GameState, player: number): Partial<Record<Color, number>> {
  const pl = s.players[player];
  const bagEmpty = pl.bag.every((n) => n === 0);
  return pileToRecord(bagEmpty ? pl.discard : pl.bag);
}

/** Replaces the chance seed (bots sample other futures this way; bag order is never stored). */
export function reseed(s: GameState, seed: number | string): void {
  const next = seedRng(normalizeSeed(seed));
  for (let i = 0; i < next.length; i++) s.rng[i] = next[i];
}

export function describe(s: GameState, a: Action): string {
  return describeAction(s, a);
}

export { COLORS };
