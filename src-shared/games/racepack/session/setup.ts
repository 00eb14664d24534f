/**
 * What starts a Racepack race: the setup `newGame` takes, as a type and as the schema the
 * IPC boundary checks it with (plain data from the renderer).
 */
import { z } from 'zod';
import { racepack, trackFileSchema, type TrackFile } from '..';
import { seatSchema } from '../../../session/seat-schema';
import type { Seat } from '../../../session/types';

/** Seats at a Racepack race: the rules' limits (2–3 seats drive two cars each). */
export const RACEPACK_SEATS = { min: racepack.minSeats, max: racepack.maxSeats } as const;

/** A Racepack race (seed 002, RULINGS §11): seats (2–8) and the race's options. */
export interface RacepackSetup {
  game: 'racepack';
  seats: Seat[];
  /** A shipped track id, or a track file (the track builder). */
  track: string | TrackFile;
  laps?: number;
  timer?: boolean;
  pitLane?: boolean;
  extraHazards?: boolean;
  finish?: 'all' | 'podium';
  seed?: number;
}

/** A Racepack race (2–8 seats; a shipped track id or a track file from the builder). */
export const racepackSetupSchema = z.strictObject({
  game: z.literal('racepack'),
  seats: z.array(seatSchema).min(RACEPACK_SEATS.min).max(RACEPACK_SEATS.max),
  track: z.union([z.string().min(1).max(80), trackFileSchema]),
  laps: z.number().int().min(1).max(9).optional(),
  timer: z.boolean().optional(),
  pitLane: z.boolean().optional(),
  extraHazards: z.boolean().optional(),
  finish: z.enum(['all', 'podium']).optional(),
  seed: z.number().int().min(0).max(0xffffffff).optional(),
});

// Compile-time check: the schema produces exactly a RacepackSetup.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const setupMatches: Same<z.infer<typeof racepackSetupSchema>, RacepackSetup> = true;
void setupMatches;
