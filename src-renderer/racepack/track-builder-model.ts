/**
 * The track builder's model (pure): a circuit is a turtle path, one letter a tile
 * (S straight, R / L a corner turning right / left, J / j a chicane tile offset right / left;
 * see tilesFromPath), from which the track file's tiles follow. Changing a letter turns
 * that tile in place; the engine's validator says what is wrong, tile by tile.
 */
import {
  parseTrackFile,
  tilesFromPath,
  validateTrack,
  type Dir,
  type TrackFile,
} from '../../src-shared/games/racepack';

export type PieceLetter = 'S' | 'R' | 'L' | 'J' | 'j';

export interface BuilderState {
  id: string;
  name: string;
  laps: number;
  path: PieceLetter[];
  startTile: number;
  /** First of the four straight tiles the pit lane runs beside, or -1 for none. */
  pitFirstTile: number;
  /** Where tile 0 lies and the heading into it. */
  origin: { x: number; y: number; dir: Dir };
}

export function emptyBuilder(): BuilderState {
  return {
    id: 'my-track',
    name: 'My track',
    laps: 3,
    path: [],
    startTile: 2,
    pitFirstTile: -1,
    origin: { x: 0, y: 0, dir: 0 },
  };
}

/** The builder's tiles (in space coordinates) for its path. */
export function builderTiles(b: BuilderState): { x: number; y: number }[] {
  return tilesFromPath(b.path.join(''), b.origin);
}

/** The track file the builder describes (it may still be an invalid layout: see problems()). */
export function toTrackFile(b: BuilderState): TrackFile {
  return {
    format: 'racepack-track',
    version: 1,
    id: b.id,
    name: b.name,
    laps: b.laps,
    tiles: builderTiles(b),
    startTile: b.startTile,
    ...(b.pitFirstTile >= 0 ? { pitLane: { firstTile: b.pitFirstTile } } : {}),
  };
}

export interface Problem {
  text: string;
  /** Tiles the message names (to mark them on the grid). */
  tiles: number[];
}

/** Every problem of the layout: the file's format first, then the validator's, with the tiles they name. */
export function problems(b: BuilderState): Problem[] {
  if (b.path.length < 4)
    return [{ text: 'A circuit needs at least 4 tiles (24 for the one-piecepack game).', tiles: [] }];
  let file: TrackFile;
  try {
    file = parseTrackFile(toTrackFile(b));
  } catch (e) {
    return [{ text: (e as Error).message, tiles: [] }];
  }
  return validateTrack(file).map((text) => ({
    text,
    tiles: [...text.matchAll(/(?<!pit )tile (\d+)/g)].map((m) => Number(m[1])),
  }));
}

/**
 * A track file back into the builder (for editing an imported or shipped track), or null
 * when its tiles are not a plain S/R/L chain (a chicane or a hairpin contact): such a file
 * can still be raced and saved as it is.
 */
export function fromTrackFile(t: TrackFile): BuilderState | null {
  const tiles = t.tiles;
  const n = tiles.length;
  const dir = (a: { x: number; y: number }, b: { x: number; y: number }): Dir | -1 => {
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    if (dy === 0 && Math.abs(dx) === 2) return dx > 0 ? 0 : 2;
    if (dx === 0 && Math.abs(dy) === 2) return dy > 0 ? 1 : 3;
    return -1;
  };
  const heading: Dir[] = [];
  for (let i = 0; i < n; i++) {
    const d = dir(tiles[i], tiles[(i + 1) % n]);
    if (d === -1) return null;
    heading.push(d);
  }
  const path: PieceLetter[] = heading.map((out, i) => {
    const into = heading[(i - 1 + n) % n];
    return out === into ? 'S' : out === (into + 1) % 4 ? 'R' : out === (into + 3) % 4 ? 'L' : 'S';
  });
  const b: BuilderState = {
    id: t.id,
    name: t.name,
    laps: t.laps,
    path,
    startTile: t.startTile,
    pitFirstTile: t.pitLane?.firstTile ?? -1,
    origin: { x: tiles[0].x, y: tiles[0].y, dir: heading[n - 1] },
  };
  const again = builderTiles(b);
  return again.every((p, i) => p.x === tiles[i].x && p.y === tiles[i].y) ? b : null;
}
