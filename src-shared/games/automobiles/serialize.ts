import { z } from 'zod';
import { COLOR_COUNT } from './cubes';
import type { GameState } from './game/state';
import { findTrack } from './track/track-registry';

/** Thrown for a serialized state that is corrupt, foreign or from a newer version. */
export class StateFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StateFormatError';
  }
}

const count = z.number().int().min(0);
const pile = z.array(count).length(COLOR_COUNT);
const pos = z.object({ space: count, segment: count });
const actionColors = z.object({
  yellow: z.string(),
  purple: z.string(),
  red: z.string(),
  green: z.string(),
  blue: z.string(),
});

const soloStateSchema = z.object({
  human: count,
  mechanicDeck: z.array(z.string()),
  races: z.array(
    z.object({
      race: count,
      track: z.string(),
      place: count,
      lapDown: z.boolean(),
      finish: count,
      lapped: count,
      mechanic: z.string(),
      bag: z.object({ noWear: count, noBlue: count, noBlack: count, threeWhite: count }),
      total: count,
    }),
  ),
  pitLap: z.number().int().min(-1),
  points: count,
  rating: z.string().nullable(),
});
const fuelStateSchema = z.object({
  deck: z.array(z.string()),
  offer: z.array(z.string()),
  cardOf: z.array(z.string()),
  locked: z.array(pile),
  lapsSeen: z.array(count),
});

const stateSchema = z.object({
  schema: z.literal(1),
  options: z.object({
    players: z
      .array(z.object({ name: z.string() }))
      .min(2)
      .max(5),
    track: z.string(),
    laps: z.number().int().min(1).max(7),
    cards: z.union([
      z.object({ kind: z.literal('set'), id: z.string() }),
      z.object({ kind: z.literal('random') }),
      z.object({ kind: z.literal('custom'), cards: actionColors }),
    ]),
    variants: z.object({ openBags: z.boolean(), weaving: z.boolean(), acceleratedPlay: z.boolean() }),
    seed: z.number().int(),
    drivers: z.enum(['off', 'limited', 'all']),
    expansionCards: z.boolean(),
    season: z.object({ tracks: z.array(z.string()).min(3).max(5) }).nullable(),
    // Absent from states saved before the option existed: seat 1 started them.
    seatOneStarts: z.boolean().optional(),
    solo: z.object({ human: count }).optional(),
    fuelMixture: z.boolean().optional(),
    legacyRules: z.literal(1).optional(),
  }),
  cards: actionColors,
  stock: pile,
  players: z.array(
    z.object({
      name: z.string(),
      bag: pile,
      active: pile,
      used: pile,
      discard: pile,
      car: pos,
      lapsCompleted: count,
      driver: z.number().int().min(0).max(10),
      boostDrawsOwed: count,
      // Absent from states saved before Accelerated Play postponed Crate Motor (filled with 0).
      crateMovesOwed: count.optional(),
    }),
  ),
  turnOrder: z.array(count),
  phase: z.enum(['draft', 'setup', 'action', 'buy', 'after', 'sponsors', 'over']),
  turnIndex: count,
  round: count,
  turn: z.object({
    startOrder: z.array(count),
    placements: z.array(z.object({ color: count, space: count, segment: count })),
    highestMoved: z.number().int().min(-1).max(3),
    acted: z.boolean(),
    aerodynamics: z.boolean(),
    money: z.number().int(),
    flags: z.record(z.string(), z.number()),
    after: z.enum([
      'car',
      'adrenaline',
      'driverCar',
      'decline',
      'driverDecline',
      'endCollect',
      'driverEndWear',
      'endDraw',
      'driverEndDraw',
      'driverEndCycle',
      'momentum',
      'crateMotor',
      'done',
    ]),
    moved: z.boolean(),
    declineWear: count,
    carStartOrder: z.array(count),
    powerUsed: z.boolean(),
    crateQueue: z.array(count),
  }),
  setupBought: z.array(pile),
  prompt: z
    .object({
      kind: z.enum(['pick', 'option', 'move', 'boostReply']),
      cube: z.number().int().min(-1),
      card: z.string(),
      player: count,
      stage: count,
      count: count,
      min: count,
      max: count,
      memo: z.number(),
      held: z.array(count).nullable(),
      mask: count,
      sameColor: z.boolean(),
      at: pos.nullable(),
      queue: z.array(count).nullable(),
    })
    .nullable(),
  finalRound: z.boolean(),
  finishOrder: z.array(count).nullable(),
  rng: z.array(z.number().int()),
  actionCount: count,
  track: z.string(),
  draftPool: z.array(count),
  season: z
    .object({
      race: count,
      points: z.array(count),
      results: z.array(z.array(count)),
      sponsorDeck: z.array(z.string()),
      revealed: z.array(z.string()),
      sponsorOf: z.array(z.string()),
      awardQueue: z.array(count),
      champion: z.array(count).nullable(),
      award: z
        .object({
          player: count,
          place: count,
          stage: z.enum(['choose', 'discardOne', 'standard', 'more', 'wear', 'gain', 'spend']),
          sponsor: z.string(),
          left: z.number().int(),
          money: z.number().int(),
          nonWearRemoved: count,
          extraRemoved: count,
          // Snapshots made before D's free cubes became optional have none.
          gainTaken: count.default(0),
        })
        .nullable(),
    })
    .nullable(),
  solo: soloStateSchema.optional(),
  fuel: fuelStateSchema.optional(),
});

/** Parses a serialized state, checking its shape and cross-references. */
export function parseState(json: string): GameState {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (e) {
    throw new StateFormatError(`not valid JSON: ${(e as Error).message}`);
  }
  const schema = (raw as { schema?: unknown })?.schema;
  if (typeof schema === 'number' && schema > 1)
    throw new StateFormatError(`state schema ${schema} is newer than this version understands (1)`);
  const parsed = stateSchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new StateFormatError(`not a valid game state: ${first.join('; ')}`);
  }
  // The validated input itself (not zod's copy): keys keep their order, so a round trip is byte for byte.
  const s = raw as GameState;
  s.options.seatOneStarts ??= true;
  const track = findTrack(s.track);
  if (!track) throw new StateFormatError(`unknown track "${s.track}"`);
  const n = s.options.players.length;
  if (s.players.length !== n || s.turnOrder.length !== n || s.setupBought.length !== n) {
    throw new StateFormatError('player count does not match the options');
  }
  for (const [i, pl] of s.players.entries()) {
    pl.crateMovesOwed ??= 0;
    const sp = track.spaces[pl.car.space];
    if (!sp || pl.car.segment >= sp.segments) throw new StateFormatError(`player ${i}'s car is off the track`);
  }
  return s;
}
