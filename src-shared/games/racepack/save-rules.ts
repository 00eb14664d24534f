/** Racepack's part in the save format (games/save-rules-shape.ts): its record's schema and replay. */
import { z } from 'zod';
import type { GameSaveRules, GameSaveSummary, SummarySeat } from '../save-rules-shape';
import { racepack } from './game-value';
import { upgradeRaceRecord } from './legacy';
import { IllegalRacepackAction, carFinishOrder, raceOrder, trackOf } from './rules';
import { trackFileSchema } from './track-file';
import type { RacepackAction, RacepackOptionsInput, RacepackState } from './types';

const small = z.number().int().min(0).max(99);
/** Every Racepack action (types.ts); a new type must be added here too. */
export const racepackActionSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('move'),
    heading: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    lane: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
    speed: small,
    token: small,
  }),
  z.strictObject({ type: z.literal('reenter'), cell: z.number().int().min(0) }),
  z.strictObject({ type: z.literal('pitStop') }),
  z.strictObject({ type: z.literal('forfeit') }),
  z.strictObject({ type: z.literal('defend'), pool: small, token: small, value: small }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('moveHazard'), hazard: small }),
]);

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const racepackSchemaMatches: Same<z.infer<typeof racepackActionSchema>, RacepackAction> = true;
void racepackSchemaMatches;

/** The options a Racepack record stores: the race's options and the seed its dice come from. */
type StoredRacepack = RacepackOptionsInput & { seed: number };

export const racepackSaveRules: GameSaveRules<'racepack'> = {
  id: 'racepack',
  optionsSchema: z.looseObject({
    players: z.number().int().min(2).max(8),
    track: trackFileSchema,
    laps: z.number().int(),
    seed: z.number().int(),
  }),
  actionSchema: racepackActionSchema,
  // Racepack keeps no running statistics (empty objects).
  statsSchema: z.array(z.strictObject({})),
  maxSeats: 8,
  normalize: (o) => {
    const { seed, ...rest } = o as StoredRacepack;
    return { ...racepack.normalizeOptions(rest), seed };
  },
  normalizeNew: (o) => racepackSaveRules.normalize(o),
  // Racepack's normalizeOptions throws plain Errors naming the option.
  isBadOptions: (e) => e instanceof Error && !(e instanceof IllegalRacepackAction),
  players: (o) => (o as StoredRacepack).players ?? 0,
  create: (o) => {
    const { seed, ...rest } = o as StoredRacepack;
    return racepack.create(racepack.normalizeOptions(rest), seed);
  },
  apply: (s, a) => void racepack.apply(s as never, a as never),
  isIllegal: (e) => e instanceof IllegalRacepackAction,
  clone: (s) => racepack.clone(s as never),
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
  summarize: (s, seats) => summarizeRace(s as RacepackState, seats),
};

/** What a save slot shows of a race: its track, the round, and the seats in race order (by their best car). */
function summarizeRace(s: RacepackState, seats: readonly SummarySeat[]): GameSaveSummary {
  const order: number[] = [];
  // Once over, the engine's finishing order (the results screen's: in a pit race, cars that never stopped rank behind).
  const cars = s.phase === 'over' ? carFinishOrder(s, trackOf(s)) : raceOrder(s, trackOf(s));
  for (const car of cars) {
    const seat = s.cars[car]?.seat;
    if (seat !== undefined && !order.includes(seat)) order.push(seat);
  }
  const laps = (seat: number) => Math.max(0, ...s.cars.filter((c) => c.seat === seat).map((c) => c.crossings - 1));
  return {
    track: s.options.track.id,
    trackName: s.options.track.name,
    race: 1,
    races: 1,
    round: s.round,
    phase: s.phase,
    over: s.phase === 'over',
    actionCount: 0,
    raceLaps: s.options.laps,
    standings: order.map((p, i) => ({
      player: p,
      name: seats[p]?.name ?? `Player ${p + 1}`,
      place: i + 1,
      points: null,
      laps: laps(p),
    })),
  };
}
