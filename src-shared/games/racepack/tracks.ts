import { tilesFromPath } from './geometry';
import { parseTrackFile, type TrackFile } from './track-file';

/** One shipped course, authored as a turtle path (see tilesFromPath) and kept as a track file. */
function course(
  id: string,
  name: string,
  laps: number,
  path: string,
  startTile: number,
  pitFirstTile: number,
  origin = { x: 0, y: 0 },
): TrackFile {
  return parseTrackFile({
    format: 'racepack-track',
    version: 1,
    id,
    name,
    laps,
    tiles: tilesFromPath(path, { x: origin.x, y: origin.y, dir: 0 }),
    startTile,
    pitLane: { firstTile: pitFirstTile },
  });
}

const rep = (s: string, k: number) => s.repeat(k);

/** The shipped courses. 24 tiles suit 2–4 players (up to 6 cars); the 48-tile course 5–8. */
export const RACEPACK_TRACKS: readonly TrackFile[] = [
  // The seed's recommendation: a 24-tile road course with 8 corners (two of them left-handers), 3 laps.
  course('grand-prix', 'Grand Prix (recommended)', 3, 'SSSSS R SSS R S R S L S L S R S R SSS R', 2, 0, { x: 2, y: 0 }),
  // An Indy-style rectangle: two long straights, four corners.
  course('indy-oval', 'Indy Oval', 4, `${rep('S', 7)} R SSS R ${rep('S', 7)} R SSS R`, 3, 1),
  // A tight hairpin (three corner tiles in a row) and a chicane on the back straight.
  course('hairpin-chicane', 'Hairpin & Chicane', 3, 'SSSSSS RRL SSS R SSJSS R SSSS R', 3, 1),
  // Two piecepacks: 48 tiles for 5–8 cars.
  course(
    'long-circuit',
    'Long Circuit (48 tiles)',
    2,
    `${rep('S', 14)} R SSSSS R SS R SS L SS L SS R ${rep('S', 8)} R SSSSS R`,
    7,
    2,
    { x: 2, y: 0 },
  ),
];

export function findTrack(id: string): TrackFile | undefined {
  return RACEPACK_TRACKS.find((t) => t.id === id);
}
