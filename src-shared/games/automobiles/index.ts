/**
 * The rules engine's public API (OpenSpiel-like): create, current player, legal actions,
 * apply, chance, terminal, result, clone, serialize. Pure: no I/O, no clock, no Math.random.
 */
import { COLORS, pileToRecord } from './cubes';
import type { Action } from './game/actions';
import { applyChecked, applyUnchecked } from './game/apply-action';
import { cloneState } from './game/clone';
import { GameOptionsError, IllegalActionError, type Ctx } from './game/context';
import { createGameState, normalizeOptions, withStoredDefaults } from './game/create-game';
import { describeAction } from './game/describe';
import type { GameEvent } from './game/events';
import { listLegalActions } from './game/legal-actions';
import { raceOrder } from './game/positions';
import type { GameOptions, GameOptionsInput, GameState } from './game/state';
import { playerViewOf } from './game/player-view';
import { RULE_HOOKS } from './rule-hooks';
import type { Game, GameResult } from '../game';
import { normalizeSeed, seedRng } from '../rng';
import { prepareTrack, type PreparedTrack } from './track/prepared-track';
import { findTrack } from './track/track-registry';
import { parseState } from './serialize';
import { automobilesSaveRulesWith } from './save-rules';

export type { Action } from './game/actions';
export type { GameEvent } from './game/events';
export type { GameOptions, GameOptionsInput, GameState, PlayerState, Prompt, Variants, CardChoice } from './game/state';
export { IllegalActionError, GameOptionsError };
export { normalizeOptions, describeAction, withStoredDefaults };
export { RANDOM_TRACKS, TRACK_EDITION, type RandomTrack } from './track/track-editions';

// Tables and helpers the app, the bots and the tools read (everything else stays inside).
export type { DriverMode } from './game/state';
export {
  BLACK,
  BLUE,
  COLOR_COUNT,
  COLOR_LABEL,
  COMPONENT_COUNTS,
  DARK_GRAY,
  GEAR_COLORS,
  LIGHT_GRAY,
  WEAR,
  WHITE,
  YELLOW,
  pileFrom,
  pileSize,
  type Color,
  type GearColor,
  type Pile,
} from './cubes';
export { pileToRecord };
export { ACTION_COLORS, COLOR_ECONOMY, type ActionColor, type CardDef } from './cards/card-table';
export { allCards, getCard } from './cards/catalog';
export { BASE_CARD_SETS, cardSets, getCardSet, type NamedCardSet } from './cards/card-sets';
export { RACING_SEASON_CARDS, RACING_SEASON_SETS } from './cards/racing-season-cards';
export { cardOfCube } from './game/card-of-cube';
export { sameAction } from './game/apply-action';
export { MOVES_CAR } from './game/movement';
export { DRIVERS, getDriver } from './drivers/driver-table';
export {
  SPONSORS,
  SPONSOR_TEXT,
  STANDARD_REMOVAL,
  getSponsor,
  racePoints,
  type SponsorDef,
} from './season/sponsor-table';
export { FUEL_DRAFT, FUEL_PROMPT, FUEL_USE, isFuelPayPrompt, returnLockedCubes } from './fuel-mixture/fuel-flow';
export { FUEL_CARDS, getFuelCard, type FuelCardDef } from './fuel-mixture/fuel-table';
export { seasonStandings } from './season/standings';
export type { SoloRaceScore } from './solo/solo-types';
export { SOLO_RATINGS, bagTotal, isLapBehind, soloBagScore, soloFinishPoints, soloRating } from './solo/solo-scoring';
export { soloTracks, SOLO_LAPS } from './solo/solo-flow';
export type { GridSlot, Point, TrackDef, TrackSpaceDef } from './track/track-types';
export { findTrack, listTracks } from './track/track-registry';
export { TRACKS, getTrack, trackIds } from './track/tracks';
export { prepareTrack, type PreparedTrack };
export { segmentFront } from './track/prepared-track';
/** A space's segment front from the track data alone (no prepared track). */
export { segmentFront as spaceSegmentFront } from './track/progress';
export { buildTrack, type TrackSpec } from './track/build-track';
export { TrackError, assertValidTrack, validateTrack, type TrackValidation } from './track/validate-track';
export { StateFormatError } from './serialize';
export { legacySaveRecord } from './legacy';
export { actionSchema as automobilesActionSchema } from './save-rules';
export { LEGACY_TRACKS, currentTrackId, legacyTrackId } from './track/legacy-tracks';

function trackOf(s: GameState): PreparedTrack {
  const def = findTrack(s.track);
  if (!def) throw new GameOptionsError(`unknown track "${s.track}"`);
  return prepareTrack(def);
}

function ctxOf(s: GameState, ev: GameEvent[] | null): Ctx {
  return { s, t: trackOf(s), ev, rules: RULE_HOOKS };
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

/** Replaces the chance seed (bots sample other futures this way; bag order is never stored). */
export function reseed(s: GameState, seed: number | string): void {
  const next = seedRng(normalizeSeed(seed));
  for (let i = 0; i < next.length; i++) s.rng[i] = next[i];
}

export function describe(s: GameState, a: Action): string {
  return describeAction(s, a);
}

export { COLORS };

export type { AutomobilesView, PlayerSeen } from './game/player-view';

/** Season (or solo series) standings when there is one, else the race's finish order; null until the end. */
export function gameResult(s: GameState): GameResult | null {
  if (s.phase !== 'over') return null;
  const order = s.season?.champion ?? s.finishOrder ?? [];
  return s.season ? { finishOrder: [...order], scores: [...s.season.points] } : { finishOrder: [...order] };
}

/** Automobiles (with Racing Season, the solo series and Fuel Mixture) as a value of the Game interface. */
export const automobiles: Game<GameState, Action, GameEvent, GameOptions, GameOptionsInput> = {
  id: 'automobiles',
  name: 'Automobiles',
  minSeats: 2,
  maxSeats: 5,
  normalizeOptions,
  // A solo series draws its five tracks from its seed: with another seed than its options', the
  // season is drawn again from that seed (as for a new series), so any seed makes a game.
  create: (options, seed) =>
    createGame(options.solo && seed !== options.seed ? { ...options, seed, season: undefined } : { ...options, seed }),
  seats: (s) => s.players.length,
  currentPlayer,
  legalActions,
  apply: applyAction,
  applyTrusted,
  isTerminal,
  result: gameResult,
  clone,
  serialize,
  deserialize,
  reseed,
  playerView: playerViewOf,
  describeAction,
};

// Why an action is refused now (the same statement of legality, explained).
export { whyNot, refusals, type Refusal, type RefusalCode } from './game/why-not';

/** Automobiles' part in the save format (save-rules.ts), replaying with this engine. */
export const automobilesSaveRules = automobilesSaveRulesWith({
  createGame,
  applyAction,
  clone,
  serialize,
  deserialize,
  currentRaceOrder,
});

/** A race told round by round (positions, bag size, wear, money) for the race summary's plots. */
export { automobilesRaceSummary, AUTOMOBILES_SUMMARY_SERIES, type AutomobilesSeriesKey } from './race-summary';

// The levels' thinking times and measured strengths, which the start screen words (its bots stay inside).
export { LEVEL_THINK_MS } from './bots/levels';
export { LEVEL_STRENGTH, winsInTen, type StrengthLevel } from './bots/level-strength';
