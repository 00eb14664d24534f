import {
  COLORS,
  COLOR_COUNT,
  WEAR,
  pileSize,
  type Color,
  type Pile,
  cardOfCube,
  type GameState,
  type PlayerState,
  findTrack,
  spaceSegmentFront as segmentFront,
} from '../..';

/** Cards whose whole effect is a deterministic move (or Aerodynamics): the turn planner searches these. */
export const MOVE_CARDS = new Set([
  '3rd-gear',
  '4th-gear',
  '5th-gear',
  '6th-gear',
  'steering',
  'suspension',
  'tires',
  'aerodynamics',
  'gearbox',
  'turbo',
  'diesel-engine',
  'hybrid-engine',
  'rotary-engine',
]);

export const colorIndex = (c: Color): number => COLORS.indexOf(c);
export const cardOf = (s: GameState, c: Color | number): string =>
  cardOfCube(s, typeof c === 'number' ? c : colorIndex(c));

/** Every cube a player owns, whatever pile it is in. */
export function ownedPile(pl: PlayerState): Pile {
  const out: Pile = [];
  for (let c = 0; c < COLOR_COUNT; c++) out.push(pl.bag[c] + pl.active[c] + pl.used[c] + pl.discard[c]);
  return out;
}

export function ownedWear(pl: PlayerState): number {
  return pl.bag[WEAR] + pl.active[WEAR] + pl.used[WEAR] + pl.discard[WEAR];
}

/** Share of cubes that are not wear among the next draws (bag, or discard once the bag is empty). */
export function usefulDrawShare(pl: PlayerState): number {
  const pile = pileSize(pl.bag) > 0 ? pl.bag : pl.discard;
  const n = pileSize(pile);
  return n === 0 ? 0 : 1 - pile[WEAR] / n;
}

export interface TrackFacts {
  lapLength: number;
  /** Average progress per space of lane 0: converts progress into "spaces". */
  spaceLength: number;
  /** Share of spaces accepting each gear colour (white..black). */
  gearShare: number[];
  spaces: { from: number; to: number; segments: number }[];
}

const factsCache = new Map<string, TrackFacts>();

export function trackFacts(trackId: string): TrackFacts {
  const hit = factsCache.get(trackId);
  if (hit) return hit;
  const def = findTrack(trackId);
  if (!def) throw new Error(`unknown track ${trackId}`);
  const lane0 = def.spaces.filter((s) => s.lane === 0).length || def.spaces.length;
  const counts = [0, 0, 0, 0];
  for (const s of def.spaces) for (const c of s.colors) counts[colorIndex(c)]++;
  const total = counts.reduce((a, b) => a + b, 0) || 1;
  const facts: TrackFacts = {
    lapLength: def.lapLength,
    spaceLength: def.lapLength / lane0,
    gearShare: counts.map((n) => n / total),
    spaces: def.spaces,
  };
  factsCache.set(trackId, facts);
  return facts;
}

/** How far along the race a car is, in progress units (laps count whole lap lengths). */
export function raceDistance(s: GameState, p: number): number {
  const f = trackFacts(s.track);
  const pl = s.players[p];
  return pl.lapsCompleted * f.lapLength + segmentFront(f.spaces[pl.car.space], pl.car.segment);
}
