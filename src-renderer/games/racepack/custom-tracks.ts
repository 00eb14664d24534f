/** Tracks built in the track builder, kept in localStorage as track files (validated on load). */
import { ref } from 'vue';
import { parseTrackFile, RACEPACK_TRACKS, validateTrack, type TrackFile } from '../../../src-shared/games/racepack';

const KEY = 'racepack.customTracks';

function load(): TrackFile[] {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown[];
    const out: TrackFile[] = [];
    for (const r of Array.isArray(raw) ? raw : []) {
      try {
        let t = parseTrackFile(r);
        // Saved before custom ids were set apart: one named like a shipped track must not stand for it.
        if (RACEPACK_TRACKS.some((x) => x.id === t.id)) t = { ...t, id: `custom-${t.id}` };
        if (validateTrack(t).length === 0 && !out.some((x) => x.id === t.id)) out.push(t);
      } catch {
        /* a damaged entry is skipped, the others still load */
      }
    }
    return out;
  } catch {
    return [];
  }
}

const tracks = ref<TrackFile[]>(load());

export const customTracks = {
  list: (): TrackFile[] => tracks.value,
  /**
   * Adds or replaces (by id) a valid track; returns the problems instead when it is not valid.
   * A track with a shipped track's id is kept as "custom-<id>": it never stands for the shipped one.
   */
  save(t: TrackFile): string[] {
    if (RACEPACK_TRACKS.some((x) => x.id === t.id)) t = { ...t, id: `custom-${t.id}` };
    const problems = validateTrack(t);
    if (problems.length) return problems;
    tracks.value = [...tracks.value.filter((x) => x.id !== t.id), t];
    try {
      localStorage.setItem(KEY, JSON.stringify(tracks.value));
    } catch {
      return ['the browser refused to store the track (storage full or private mode)'];
    }
    return [];
  },
  remove(id: string): void {
    tracks.value = tracks.value.filter((x) => x.id !== id);
    try {
      localStorage.setItem(KEY, JSON.stringify(tracks.value));
    } catch {
      /* ignore */
    }
  },
};
