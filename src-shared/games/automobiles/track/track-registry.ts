import { TRACKS } from './tracks';
import type { TrackDef } from './track-types';
import { assertValidTrack } from './validate-track';

/** Tracks added at run time by tests (see testing.ts); the shipped ones are the explicit TRACKS table. */
const testTracks = new Map<string, TrackDef>();

/** A shipped track, or one a test added. */
export function findTrack(id: string): TrackDef | undefined {
  return testTracks.get(id) ?? TRACKS.find((t) => t.id === id);
}

export function listTracks(): TrackDef[] {
  return [...TRACKS.filter((t) => !testTracks.has(t.id)), ...testTracks.values()];
}

/** For tests only (exported by testing.ts): adds a track after validating it; throws TrackError naming every problem. */
export function registerTrack(def: unknown): TrackDef {
  const track = assertValidTrack(def);
  testTracks.set(track.id, track);
  return track;
}
