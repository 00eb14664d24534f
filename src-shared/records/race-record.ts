/**
 * One finished race, season or solo series as the records keep it: which game, where, with
 * which options and seats, the finish, how many rounds, the seed and the date, plus the setup
 * to race it again and (for the recent ones) the action log to replay and summarise it.
 */
import { z } from 'zod';
import type { SessionGameId } from '../session/game-plugin';
import { GAME_IDS } from '../games/registry';
import type { Seat, SessionSetup } from '../session/types';

export const RECORD_KINDS = ['race', 'season', 'series'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export interface RecordSeat {
  kind: 'human' | 'bot';
  name: string;
  /** A human seat's profile, when one was chosen. */
  profile?: string;
  /** A bot seat's level. */
  level?: string;
}

/** What a replay needs: the game's stored options, its seats and every action up to the finish. */
export interface RecordReplay {
  options: unknown;
  seats: Seat[];
  actions: unknown[];
}

export interface RaceRecord {
  /** `<game id>:race<n>`, `<game id>:season` or `<game id>:series`: a finish is recorded once. */
  id: string;
  game: SessionGameId;
  kind: RecordKind;
  /** ISO date of the finish. */
  date: string;
  /** The track's id (a season: its first race's); a Racepack track from the builder: its name. */
  track: string;
  /** Every track of a season or series, in order. */
  tracks?: string[];
  /** Which race of the game this was (0-based; seasons and series hold several). */
  race: number;
  /** The options a player would read: laps, cards, variants… (plain values only). */
  options: Record<string, string | number | boolean>;
  seats: RecordSeat[];
  /** Seats, winner (or champion) first. */
  finish: number[];
  /** Rounds raced (a season or series: its number of races; each race has its own record). */
  rounds: number;
  seed: number;
  /** A solo series: the points and the rating. */
  solo?: { points: number; rating: string };
  /** The setup that races this seed again: the same options and seats. */
  setup: SessionSetup;
  /** Kept for the recent records only (the replay, the summary's plots, sharing). */
  replay?: RecordReplay;
}

const text = (max: number) => z.string().max(max);
const recordSeatSchema = z.strictObject({
  kind: z.enum(['human', 'bot']),
  name: text(200),
  profile: text(80).optional(),
  level: text(40).optional(),
});
const plainValue = z.union([z.string().max(400), z.number(), z.boolean()]);
const count = z.number().int().min(0);

/** Checks a record's shape (stored or imported); the setup and replay are checked where they are used. */
export const raceRecordSchema = z.strictObject({
  id: text(200).min(1),
  game: z.enum(GAME_IDS as [SessionGameId, ...SessionGameId[]]),
  kind: z.enum(RECORD_KINDS),
  date: text(40),
  track: text(200),
  tracks: z.array(text(200)).max(10).optional(),
  race: count,
  options: z.record(z.string().max(60), plainValue),
  seats: z.array(recordSeatSchema).min(1).max(8),
  finish: z.array(count).max(8),
  rounds: count,
  seed: z.number().int().min(0),
  solo: z.strictObject({ points: z.number().int(), rating: text(80) }).optional(),
  setup: z.looseObject({ seats: z.array(z.unknown()) }),
  replay: z
    .strictObject({ options: z.unknown(), seats: z.array(z.unknown()), actions: z.array(z.unknown()) })
    .optional(),
});

export function recordSeats(seats: readonly Seat[]): RecordSeat[] {
  return seats.map((s) =>
    s.kind === 'human'
      ? { kind: 'human', name: s.name, ...(s.profile ? { profile: s.profile } : {}) }
      : { kind: 'bot', name: s.name, level: s.level },
  );
}

/** The seat a profile sat in, or -1. */
export function seatOfProfile(record: Pick<RaceRecord, 'seats'>, profile: string): number {
  return record.seats.findIndex((s) => s.kind === 'human' && s.profile === profile);
}
