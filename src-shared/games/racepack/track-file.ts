import { z } from 'zod';
import { COORD_LIMIT, MAX_TILES, validateTrack } from './track';

/**
 * The track file: what the shipped courses and the app's track builder write. Tiles are
 * listed in racing order (cars run clockwise); each is 2×2 spaces and `x`, `y` are the
 * space coordinates of its top-left space (y grows downwards). Positions are normally
 * even; a chicane tile is offset by one space across the straight.
 */
export const trackFileSchema = z.strictObject({
  format: z.literal('racepack-track'),
  version: z.literal(1),
  id: z.string().regex(/^[a-z0-9-]+$/, 'id: lower-case letters, digits and dashes'),
  name: z.string().min(1),
  /** The lap die's number: the suggested race length. */
  laps: z.number().int().min(1).max(9),
  /** The structure only (4 to 48 tiles, bounded coordinates); validateTrack says which sizes race (24, or 25–48). */
  tiles: z
    .array(
      z.strictObject({
        x: z.number().int().min(-COORD_LIMIT).max(COORD_LIMIT),
        y: z.number().int().min(-COORD_LIMIT).max(COORD_LIMIT),
      }),
    )
    .min(4)
    .max(MAX_TILES),
  /** The start/finish line lies across the entry edge of this tile. */
  startTile: z.number().int().min(0).max(MAX_TILES),
  /** Where each tile's hidden suit mark is (0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right); drawn from the seed when absent. */
  suitMarks: z.array(z.number().int().min(0).max(3)).optional(),
  /** Four tiles against the outside of the main straight, beside tiles firstTile..firstTile+3. */
  pitLane: z.strictObject({ firstTile: z.number().int().min(0).max(MAX_TILES) }).optional(),
});

export type TrackFile = z.infer<typeof trackFileSchema>;

/** Parses a track file (text or value); throws naming the first problem. */
export function parseTrackFile(input: unknown): TrackFile {
  const value = typeof input === 'string' ? JSON.parse(input) : input;
  const r = trackFileSchema.safeParse(value);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new Error(`bad track file: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return r.data;
}

/**
 * A track file that may be raced on: the structure (parseTrackFile), then the one layout check
 * (validateTrack: 24 or 25–48 tiles, bounds, a closed clockwise circuit). What every way a
 * track enters goes through (options, imported and stored files, the command line); throws
 * naming every problem.
 */
export function readTrackFile(input: unknown): TrackFile {
  const file = parseTrackFile(input);
  const problems = validateTrack(file);
  if (problems.length) throw new Error(`invalid track "${file.id}": ${problems.join('; ')}`);
  return file;
}
