import { TRACKS } from './tracks';
import { LEGACY_TRACKS } from './legacy-tracks';
import type { TrackDef } from './track-types';
import { assertValidTrack } from './validate-track';

/** Tracks added at run time by tests (see testing.ts); the shipped ones are the explicit TRACKS table. */
const testTracks = new Map<string, TrackDef>();

/** A shipped track, an earlier layout of one kept for old saves (legacy-tracks/), or one a test added. */
export function findTrack(id: string): TrackDef | undefined {
  return testTracks.get(id) ?? TRACKS.find((t) => t.id === id) ?? LEGACY_TRACKS.find((t) => t.id === id);
}

/** The tracks to offer: the shipped ones and any a test added (never a legacy layout). */
export function listTracks(): TrackDef[] {
  return [...TRACKS.filter((t) => !testTracks.has(t.id)), ...testTracks.values()];
}

/** For tests only (exported by testing.ts): adds a track after validating it; throws TrackError naming every problem. */
export function registerTrack(def: unknown): TrackDef {
  const track = assertValidTrack(def);
  testTracks.set(track.id, track);
  return track;
}
