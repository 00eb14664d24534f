/**
 * One game's part in the save format (src-shared/save): each game's folder exports its own
 * (automobiles/save-rules.ts, racepack/save-rules.ts) and the save code looks them up by the
 * record's `game` (src-shared/save/save-rules.ts). States, options and actions are opaque to
 * the save code: everything it needs to know of a game is here.
 */
import type { z } from 'zod';
import type { SaveNote } from '../save/save-problem';

/** A stored record's snapshot as the rules see it (the state opaque). */
export interface SaveSnapshotLike {
  actionCount: number;
  state: unknown;
  stats?: unknown[];
}

/** A seat as a save slot names it. */
export interface SummarySeat {
  name: string;
}

/**
 * What a save slot shows of a game's position (save-file.ts SaveSummary, less the game id the
 * save code adds): the track, race x of y, the round, and the standings.
 */
export interface GameSaveSummary {
  /** The track (or board) being raced, and its name. */
  track: string;
  trackName: string;
  /** 1-based race number and the number of races (1 of 1 for a single race). */
  race: number;
  races: number;
  round: number;
  phase: string;
  /** The race (or the whole season) is finished. */
  over: boolean;
  actionCount: number;
  /** The laps of the race, where the game shows the leader's lap (standings[0].laps + 1). */
  raceLaps?: number;
  /** Best first: season points so far, or the race order (finish order), leader first. */
  standings: { player: number; name: string; place: number; points: number | null; laps: number }[];
}

export interface GameSaveRules<Id extends string = string> {
  id: Id;
  /** Loose shape of the stored options (the full check is `normalize`). */
  optionsSchema: z.ZodType;
  actionSchema: z.ZodType;
  /** The session's running statistics kept in a snapshot (one entry per player). */
  statsSchema: z.ZodType;
  maxSeats: number;
  /** A stored record's options, defaults filled as they were when it was played, and checked; throws the game's option errors (`isBadOptions`). */
  normalize(options: unknown): unknown;
  /** A new game's options, defaults filled as a new game has them today (the CLI's new saves); throws as `normalize`. */
  normalizeNew(options: unknown): unknown;
  isBadOptions(e: unknown): boolean;
  players(options: unknown): number;
  /** The seats of a record made without them (the CLI's new games), or absent: seats are required. */
  defaultSeats?(options: unknown): { kind: 'human'; name: string }[];
  create(options: unknown): unknown;
  apply(state: unknown, action: unknown): void;
  isIllegal(e: unknown): boolean;
  clone(state: unknown): unknown;
  serialize(state: unknown): string;
  /** Parses and validates a stored state (an older state layout is brought up to date). */
  deserialize(text: string): unknown;
  /** The options a state was created with, comparable with the stored ones (a snapshot must be of the same game). */
  optionsOfState(state: unknown): unknown;
  /** The stored options as optionsOfState gives them. */
  comparableOptions(options: unknown): unknown;
  /** What a save slot shows of a state (its seats' names from the record, where it has them). */
  summarize(state: unknown, seats: readonly SummarySeat[]): GameSaveSummary;
  /**
   * The game's part of the save-format step from version 3 to 4 (save/migrations.ts), on the
   * raw record: absent, the record passes unchanged.
   */
  fromVersion3?(raw: Record<string, unknown>): Record<string, unknown>;
  /**
   * Brings a record written under a game's earlier rules up to its current ones, in place (its
   * actions and its snapshot, whose state is still the stored JSON), adding notes for the
   * player (keyed: `movesMatched`, `movesLeftOut`, naming the game by its id; the renderer's
   * catalogue words them); called once when a save is parsed. True when recorded actions had to be left out:
   * the file then no longer holds the record's log, and is kept as it was (the game continues
   * in a slot of its own).
   */
  upgradeRecord?(
    record: { options: unknown; actions: unknown[]; snapshot?: SaveSnapshotLike },
    notes: SaveNote[],
  ): boolean;
}
