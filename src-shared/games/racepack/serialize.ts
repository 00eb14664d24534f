import { z } from 'zod';
import { trackFor } from './rules';
import { trackFileSchema } from './track-file';
import type { RacepackState } from './types';

const int = z.number().int();
const stateSchema = z.strictObject({
  game: z.literal('racepack'),
  version: z.literal(1),
  options: z.strictObject({
    players: int.min(2).max(8),
    track: trackFileSchema,
    laps: int.min(1).max(9),
    timer: z.boolean(),
    // Races stored before the times were options have the seed's times.
    timerSeconds: z
      .strictObject({ car: int.min(5).max(600), team: int.min(5).max(600) })
      .default({ car: 30, team: 40 }),
    pitLane: z.boolean(),
    extraHazards: z.boolean(),
    finish: z.enum(['all', 'podium']),
  }),
  rng: z.array(int),
  cars: z
    .array(
      z.strictObject({
        id: int,
        seat: int,
        pool: int,
        cell: int,
        status: z.enum(['grid', 'racing', 'spun', 'finished']),
        crossings: int,
        gridSlot: int,
        spinTile: int,
        pitStops: int,
        lastPitLap: int,
        pitPending: z.boolean().default(false),
        heading: int.min(-1).max(3).default(-1),
      }),
    )
    .min(2)
    .max(16),
  pools: z.array(z.array(int.min(0)).length(7)),
  poolSeat: z.array(int),
  hazards: z.array(z.strictObject({ cell: int, active: z.boolean(), extra: z.boolean() })),
  extraHazardsLeft: int.min(0),
  round: int.min(0),
  order: z.array(int),
  orderIndex: int.min(0),
  phase: z.enum(['move', 'defend', 'moveHazard', 'over']),
  turn: z.strictObject({ car: int, movement: int.min(0).max(3), prevSpeed: int.min(0).max(7) }),
  turnStart: z
    .strictObject({
      car: int,
      cell: int,
      status: z.enum(['grid', 'racing', 'spun', 'finished']),
      crossings: int,
      heading: int.min(-1).max(3),
      pitPending: z.boolean(),
      pool: z.array(int.min(0)).length(7),
      rolled: z.boolean(),
    })
    .nullable()
    .default(null),
  gridRolls: z.array(z.strictObject({ seat: int, dice: z.array(int.min(0).max(5)).length(3) })).default([]),
  defend: z.strictObject({ car: int, seats: z.array(int), hazardHit: z.boolean(), corner: int }).nullable(),
  hazardTarget: int,
  finished: z.array(int),
  idle: int.min(0),
  stopped: z.boolean(),
});

export function serializeState(s: RacepackState): string {
  return JSON.stringify(s);
}

/** Parses and checks a saved race; throws naming the first problem. */
export function deserializeState(text: string): RacepackState {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new Error(`racepack state is not JSON: ${(e as Error).message}`, { cause: e });
  }
  const r = stateSchema.safeParse(value);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new Error(`bad racepack state: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  const s = r.data as RacepackState;
  const track = trackFor(s.options);
  s.cars.forEach((c, i) => {
    if (c.id !== i) throw new Error(`bad racepack state: cars.${i}.id is ${c.id}`);
    if (c.cell < -1 || c.cell >= track.cellCount)
      throw new Error(`bad racepack state: cars.${i}.cell ${c.cell} is not on the track`);
    if (c.pool < 0 || c.pool >= s.pools.length)
      throw new Error(`bad racepack state: cars.${i}.pool ${c.pool} does not exist`);
  });
  for (const id of [...s.order, ...s.finished, s.turn.car])
    if (id < 0 || id >= s.cars.length) throw new Error(`bad racepack state: car ${id} does not exist`);
  return s;
}

export function cloneState(s: RacepackState): RacepackState {
  return {
    ...s,
    rng: s.rng.slice(),
    cars: s.cars.map((c) => ({ ...c })),
    pools: s.pools.map((p) => p.slice()),
    poolSeat: s.poolSeat,
    hazards: s.hazards.map((h) => ({ ...h })),
    order: s.order.slice(),
    turn: { ...s.turn },
    turnStart: s.turnStart ? { ...s.turnStart, pool: s.turnStart.pool.slice() } : null,
    // Never changed after the start: shared.
    gridRolls: s.gridRolls,
    defend: s.defend ? { ...s.defend, seats: s.defend.seats.slice() } : null,
    finished: s.finished.slice(),
  };
}
