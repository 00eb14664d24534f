/** Tracks built in the track builder, kept in localStorage as track files (validated on load). */
import { ref } from 'vue';
import { parseTrackFile, validateTrack, type TrackFile } from '../../src-shared/games/racepack';

const KEY = 'racepack.customTracks';

function load(): TrackFile[] {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown[];
    const out: TrackFile[] = [];
    for (const r of Array.isArray(raw) ? raw : []) {
      try {
        const t = parseTrackFile(r);
        if (validateTrack(t).length === 0) out.push(t);
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
  /** Adds or replaces (by id) a valid track; returns the problems instead when it is not valid. */
  save(t: TrackFile): string[] {
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
