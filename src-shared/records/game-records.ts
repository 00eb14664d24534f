/**
 * What the records need from each game (the records themselves are generic): which finishes a
 * batch of events holds, the options a player would read, the setup that races the same seed
 * again, and the race summary. Each game's are in its kit (src-shared/games/<id>/records.ts,
 * its replay in race-summary.ts beside it), found by the record's game id.
 */
import { kitOf } from '../games/registry';
import type { Seat, SessionSetup } from '../session/types';
import type { RaceRecord, RecordKind } from './race-record';
import type { RaceSummary } from './race-summary-types';

/** One finish found in a batch of events (the record adds the game's id, seats, date and setup). */
export interface Finish {
  kind: RecordKind;
  race: number;
  track: string;
  tracks?: string[];
  finish: number[];
  rounds: number;
  solo?: { points: number; rating: string };
}

export interface GameRecords {
  /** The finishes these events (one update's batch) announce, read from the state after them. */
  finishes(events: readonly unknown[], state: unknown): Finish[];
  /** The options a player would read, as plain values. */
  optionsOf(options: unknown): Record<string, string | number | boolean>;
  seedOf(options: unknown): number;
  /** The setup that starts the same game again: the same options, seats and seed. */
  setupOf(options: unknown, seats: Seat[]): SessionSetup;
  /** Race `race` of a replay told round by round; null when it does not replay to that finish. */
  summary(replay: { options: unknown; actions: unknown[] }, race: number): RaceSummary | null;
}

/** The records part of the game with this id (its kit's); throws naming the known ids. */
export function recordsOf(gameId: string): GameRecords {
  return kitOf(gameId).records;
}

/** The summary of a record's race (null without a replay, or when it does not replay). */
export function summaryOfRecord(record: Pick<RaceRecord, 'game' | 'race' | 'replay'>): RaceSummary | null {
  if (!record.replay) return null;
  try {
    return recordsOf(record.game).summary(record.replay, record.race);
  } catch {
    // A record from another version of the rules that no longer replays: no plots, the rest stands.
    return null;
  }
}
