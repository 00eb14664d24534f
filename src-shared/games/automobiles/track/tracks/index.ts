import type { TrackDef } from '../track-types';
import { beginnerOval } from './beginner-oval';
import { roadCourse } from './road-course';
import { speedway } from './speedway';
import { streetCircuit } from './street-circuit';
import { desertShortTrack } from './desert-short-track';

/** The shipped tracks (RULINGS §8). Tests validate each one; nothing here re-checks at load. */
export const TRACKS: readonly TrackDef[] = [beginnerOval, roadCourse, speedway, streetCircuit, desertShortTrack];

export function getTrack(id: string): TrackDef | undefined {
  return TRACKS.find((t) => t.id === id);
}

export function trackIds(): string[] {
  return TRACKS.map((t) => t.id);
}
