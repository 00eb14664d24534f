/**
 * What starts an Automobiles game: the setup `newGame` takes, as a type and as the schema
 * the IPC boundary checks it with (plain data from the renderer).
 */
import { z } from 'zod';
import { automobiles, type CardChoice, type DriverMode, type Variants } from '..';
import { seatSchema } from '../../../session/seat-schema';
import type { Seat } from '../../../session/types';

/** Seats at an Automobiles table: the rules' limits. */
export const AUTOMOBILES_SEATS = { min: automobiles.minSeats, max: automobiles.maxSeats } as const;

/** How a season's tracks are chosen. */
export type SeasonSetup = { races: 3 | 4 | 5; random?: boolean } | { tracks: string[] };

/** Everything needed to start a race (validated at the IPC boundary by `automobilesSetupSchema`). */
export interface NewGameSetup {
  /** Automobiles (the default when absent). */
  game?: 'automobiles';
  seats: Seat[];
  /** A track id, or 'random' / 'random-base' / 'random-season' (drawn from the seed). */
  track: string;
  laps: number;
  cards: CardChoice;
  variants: Variants;
  /** Optional fixed seed (tests, replays); otherwise the session picks one. */
  seed?: number;
  /** Racing Season drivers: off (default), a draft of players+1, or of all ten. */
  drivers?: DriverMode;
  /** Random card picks also draw from the 15 Racing Season cards. */
  expansionCards?: boolean;
  /** A season campaign (needs drivers): 3–5 races on tracks drawn from the seed (the first is `track` unless random), or the tracks in order. */
  season?: SeasonSetup | null;
  /** Seat 1 takes the first turn; otherwise (default) the starting player is drawn from the seed. */
  seatOneStarts?: boolean;
  /** A solo series (RULINGS §9): seat 0 is the human, four bot seats; tracks and races are the series'. */
  solo?: boolean;
  /** Fuel Mixture cards (RULINGS §10). */
  fuelMixture?: boolean;
}

const id = z.string().min(1).max(80);
export const cardChoiceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('set'), id }),
  z.strictObject({ kind: z.literal('random') }),
  z.strictObject({
    kind: z.literal('custom'),
    cards: z.strictObject({ yellow: id, purple: id, red: id, green: id, blue: id }),
  }),
]);

export const automobilesSetupSchema = z
  .strictObject({
    game: z.literal('automobiles').optional(),
    seats: z.array(seatSchema).min(AUTOMOBILES_SEATS.min).max(AUTOMOBILES_SEATS.max),
    track: id,
    laps: z.number().int().min(1).max(7),
    cards: cardChoiceSchema,
    variants: z.strictObject({ openBags: z.boolean(), weaving: z.boolean(), acceleratedPlay: z.boolean() }),
    seed: z.number().int().min(0).max(0xffffffff).optional(),
    drivers: z.enum(['off', 'limited', 'all']).optional(),
    expansionCards: z.boolean().optional(),
    season: z
      .union([
        z.strictObject({ races: z.union([z.literal(3), z.literal(4), z.literal(5)]), random: z.boolean().optional() }),
        z.strictObject({ tracks: z.array(id).min(3).max(5) }),
      ])
      .nullable()
      .optional(),
    seatOneStarts: z.boolean().optional(),
    solo: z.boolean().optional(),
    fuelMixture: z.boolean().optional(),
  })
  .refine((s) => !s.season || (s.drivers ?? 'off') !== 'off', {
    message: 'a season campaign needs drivers (limited or all)',
    path: ['season'],
  });

// Compile-time check: the schema produces exactly a NewGameSetup.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const setupMatches: Same<z.infer<typeof automobilesSetupSchema>, NewGameSetup> = true;
void setupMatches;
