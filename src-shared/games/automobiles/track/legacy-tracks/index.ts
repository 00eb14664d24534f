import type { TrackDef } from '../track-types';
import { beginnerOvalV1 } from './beginner-oval-1';
import { roadCourseV1 } from './road-course-1';
import { speedwayV1 } from './speedway-1';
import { streetCircuitV1 } from './street-circuit-1';
import { desertShortTrackV1 } from './desert-short-track-1';

/**
 * The shipped tracks as they were before a layout changed (each file is the old file, only its
 * id `<id>@<edition>` new): saves made on them replay on the layout they were played on (the
 * save migration to version 4 rewrites their track ids, see legacy.ts). Found by id like any
 * track, never offered: not in TRACKS, so never listed, drawn at random or part of a solo series.
 */
export const LEGACY_TRACKS: readonly TrackDef[] = [
  beginnerOvalV1,
  roadCourseV1,
  speedwayV1,
  streetCircuitV1,
  desertShortTrackV1,
];

/** The edition-1 id of a shipped track whose layout changed since (`beginner-oval` → `beginner-oval@1`), else the id itself. */
export function legacyTrackId(id: string): string {
  const old = `${id}@1`;
  return LEGACY_TRACKS.some((t) => t.id === old) ? old : id;
}

/** The current track a legacy id stands for (`beginner-oval@1` → `beginner-oval`), else the id itself. */
export function currentTrackId(id: string): string {
  return LEGACY_TRACKS.some((t) => t.id === id) ? id.replace(/@\d+$/, '') : id;
}
