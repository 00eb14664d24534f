import { nextInt, seedRng } from '../../../src-shared/games/rng';
import {
  trackOf,
  parseTrackFile,
  racepack,
  tilesFromPath,
  type CompiledTrack,
  type RacepackAction,
  type RacepackOptionsInput,
  type RacepackState,
} from '../../../src-shared/games/racepack';

/** A long rectangle (10-tile straights) for movement tests: corner tiles 10, 21, 32, 43. */
export const TEST_TRACK = parseTrackFile({
  format: 'racepack-track',
  version: 1,
  id: 'test-rectangle',
  name: 'Test rectangle',
  laps: 2,
  tiles: tilesFromPath(`${'S'.repeat(10)} R ${'S'.repeat(10)} R ${'S'.repeat(10)} R ${'S'.repeat(10)} R`),
  startTile: 5,
  suitMarks: Array(44).fill(0),
  pitLane: { firstTile: 1 },
});

export function cellAt(track: CompiledTrack, x: number, y: number): number {
  for (let c = 0; c < track.cellCount; c++)
    if (track.cellExists[c] && track.cellX[c] === x && track.cellY[c] === y) return c;
  throw new Error(`no space at (${x},${y})`);
}

export interface CarSpec {
  at: [number, number];
  crossings?: number;
  /** The heading of its last movement (default 0, east: the way the top straight runs). */
  heading?: number;
}

/**
 * A hand-built position: one car per seat at the given spaces, car 0 to move on its first
 * movement, no hazards, turn order as listed.
 */
export function position(
  cars: CarSpec[],
  input: RacepackOptionsInput = {},
): { s: RacepackState; track: CompiledTrack } {
  const options = racepack.normalizeOptions({ players: Math.max(4, cars.length), track: TEST_TRACK, ...input });
  const s = racepack.create(options, 1);
  const track = trackOf(s);
  s.cars = s.cars.slice(0, cars.length);
  s.cars.forEach((c, i) => {
    c.cell = cellAt(track, cars[i].at[0], cars[i].at[1]);
    c.status = 'racing';
    // Spaces before the start tile count as the end of the lap before the line (crossings 0).
    c.crossings = cars[i].crossings ?? (track.cellTile[c.cell] < options.track.startTile ? 0 : 1);
    c.heading = cars[i].heading ?? 0;
  });
  // Seats without a car in this position hold no tokens (nobody to ask for a defensive token).
  s.pools.forEach((p, i) => {
    if (!s.cars.some((c) => c.seat === s.poolSeat[i])) p.fill(0);
  });
  s.hazards = [];
  s.order = s.cars.map((c) => c.id);
  s.orderIndex = 0;
  s.round = 1;
  s.turn = { car: 0, movement: 0, prevSpeed: 0 };
  const c0 = s.cars[0];
  s.turnStart = {
    car: 0,
    cell: c0.cell,
    status: c0.status,
    crossings: c0.crossings,
    heading: c0.heading,
    pitPending: c0.pitPending,
    pool: s.pools[c0.pool].slice(),
    rolled: false,
  };
  s.phase = 'move';
  return { s, track };
}

export const fwd = (speed: number, heading: 0 | 1 | 2 | 3 = 0, token = 0): RacepackAction => ({
  type: 'move',
  heading,
  lane: 0,
  speed,
  token,
});
export const lane = (side: -1 | 1, speed: number, heading: 0 | 1 | 2 | 3 = 0, token = 0): RacepackAction => ({
  type: 'move',
  heading,
  lane: side,
  speed,
  token,
});

export function isLegal(s: RacepackState, a: RacepackAction): boolean {
  return racepack.legalActions(s).some((l) => JSON.stringify(l) === JSON.stringify(a));
}

/** Reseeds the race so that the next die shows `face` (0 null … 5). */
export function forceNextRoll(s: RacepackState, face: number): void {
  for (let seed = 1; seed < 10000; seed++) {
    const rng = seedRng(seed);
    if (nextInt(rng.slice(), 6) === face) {
      s.rng = rng;
      return;
    }
  }
  throw new Error('no seed found');
}

export function where(track: CompiledTrack, cell: number): [number, number] {
  return [track.cellX[cell], track.cellY[cell]];
}
