/**
 * The rules a save record is replayed with, by the record's `game` (absent: Automobiles, as
 * every save made before Racepack). save-file.ts parses, replays and verifies any record
 * through this table, so one schema and one replay serve every game of the house.
 */
import { z } from 'zod';
import {
  GameOptionsError,
  IllegalActionError,
  applyAction,
  createGame,
  deserialize,
  legacySaveRecord,
  normalizeOptions,
  serialize,
  withStoredDefaults,
  type GameOptionsInput,
} from '../games/automobiles';
import {
  IllegalRacepackAction,
  racepack,
  trackFileSchema,
  upgradeRaceRecord,
  type RacepackOptionsInput,
} from '../games/racepack';
import type { SessionGameId } from '../session/game-plugin';
import { actionSchema, racepackActionSchema } from './action-schema';

export const SAVE_GAMES = ['automobiles', 'racepack'] as const satisfies readonly SessionGameId[];
export type SaveGameId = (typeof SAVE_GAMES)[number];

/** One game's part in the save format. States and actions are opaque to the save code. */
export interface SaveRules {
  id: SaveGameId;
  /** Loose shape of the stored options (the full check is `normalize`). */
  optionsSchema: z.ZodType;
  actionSchema: z.ZodType;
  maxSeats: number;
  /** Fills defaults and checks; throws GameOptionsError-like errors (`isBadOptions`). */
  normalize(options: unknown): unknown;
  isBadOptions(e: unknown): boolean;
  players(options: unknown): number;
  create(options: unknown): unknown;
  apply(state: unknown, action: unknown): void;
  isIllegal(e: unknown): boolean;
  serialize(state: unknown): string;
  deserialize(text: string): unknown;
  /** The options a state was created with, comparable with the stored ones (a snapshot must be of the same game). */
  optionsOfState(state: unknown): unknown;
  /** The stored options as optionsOfState gives them. */
  comparableOptions(options: unknown): unknown;
  /**
   * Brings a record written under a game's earlier rules up to its current ones, in place (its
   * actions and snapshot), adding notes for the player; called once when a save is parsed.
   * True when recorded actions had to be left out: the file then no longer holds the record's
   * log, and is kept as it was (the game continues in a slot of its own).
   */
  /**
   * The game's part of the save-format step from version 3 to 4 (migrations.ts), on the raw
   * record: absent, the record passes unchanged.
   */
  fromVersion3?(raw: Record<string, unknown>): Record<string, unknown>;
  upgradeRecord?(
    record: { options: unknown; actions: unknown[]; snapshot?: SaveSnapshotLike },
    notes: string[],
  ): boolean;
}

/** A save's snapshot as the rules see it (the state opaque). */
export interface SaveSnapshotLike {
  actionCount: number;
  state: unknown;
  stats?: unknown[];
}

const automobiles: SaveRules = {
  id: 'automobiles',
  // Saves of version 3 or older: on the legacy track layouts and rules they were played with.
  fromVersion3: legacySaveRecord,
  optionsSchema: z.looseObject({
    players: z
      .array(z.object({ name: z.string() }))
      .min(2)
      .max(5),
    track: z.string(),
    laps: z.number().int(),
    seed: z.number().int(),
  }),
  actionSchema,
  maxSeats: 5,
  // A stored game replays as it was played: older files had seat 1 start.
  normalize: (o) => normalizeOptions(withStoredDefaults(o as GameOptionsInput) as GameOptionsInput),
  isBadOptions: (e) => e instanceof GameOptionsError,
  players: (o) => (o as { players: unknown[] }).players.length,
  create: (o) => createGame(o as GameOptionsInput),
  apply: (s, a) => void applyAction(s as never, a as never),
  isIllegal: (e) => e instanceof IllegalActionError,
  serialize: (s) => serialize(s as never),
  deserialize: (t) => deserialize(t),
  optionsOfState: (s) => (s as { options: unknown }).options,
  comparableOptions: (o) => o,
};

type StoredRacepack = RacepackOptionsInput & { seed: number };

const racepackRules: SaveRules = {
  id: 'racepack',
  optionsSchema: z.looseObject({
    players: z.number().int().min(2).max(8),
    track: trackFileSchema,
    laps: z.number().int(),
    seed: z.number().int(),
  }),
  actionSchema: racepackActionSchema,
  maxSeats: 8,
  normalize: (o) => {
    const { seed, ...rest } = o as StoredRacepack;
    return { ...racepack.normalizeOptions(rest), seed };
  },
  // Racepack's normalizeOptions throws plain Errors naming the option.
  isBadOptions: (e) => e instanceof Error && !(e instanceof IllegalRacepackAction),
  players: (o) => (o as StoredRacepack).players ?? 0,
  create: (o) => {
    const { seed, ...rest } = o as StoredRacepack;
    return racepack.create(racepack.normalizeOptions(rest), seed);
  },
  apply: (s, a) => void racepack.apply(s as never, a as never),
  isIllegal: (e) => e instanceof IllegalRacepackAction,
  serialize: (s) => racepack.serialize(s as never),
  deserialize: (t) => racepack.deserialize(t),
  optionsOfState: (s) => (s as { options: unknown }).options,
  // The seed is not kept in a Racepack state (its dice are).
  comparableOptions: (o) => {
    const { seed: _seed, ...rest } = o as StoredRacepack;
    void _seed;
    return rest;
  },
  // Races saved before RULINGS §11: equivalent actions matched, the log cut where there is none.
  upgradeRecord: upgradeRaceRecord,
};

const RULES: Record<SaveGameId, SaveRules> = { automobiles, racepack: racepackRules };

/** The rules of a record's game (absent: Automobiles). */
export function saveRulesOf(game: string | undefined): SaveRules {
  return RULES[(game ?? 'automobiles') as SaveGameId] ?? automobiles;
}
