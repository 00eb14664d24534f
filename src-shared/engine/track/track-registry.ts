import { TRACKS } from './tracks';
import type { TrackDef } from './track-types';
import { assertValidTrack } from './validate-track';

const registry = new Map<string, TrackDef>(TRACKS.map((t) => [t.id, t]));

/** The shipped tracks plus any registered at run time (a validated track file, a test track). */
export function findTrack(id: string): TrackDef | undefined {
  return registry.get(id);
}

export function listTracks(): TrackDef[] {
  return [...registry.values()];
}

/** Adds a track after validating it; throws TrackError naming every problem. */
export function registerTrack(def: unknown): TrackDef {
  const track = assertValidTrack(def);
  registry.set(track.id, track);
  return track;
}
