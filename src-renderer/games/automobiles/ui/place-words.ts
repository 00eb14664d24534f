import type { PreparedTrack, TrackDef } from '../../../../src-shared/games/automobiles';
import { PLAY_MESSAGES } from '../i18n/messages';

/**
 * Spaces ahead of `from` to reach `to`, following the track's successors (the fewest steps),
 * or null when `to` is not within `limit` spaces ahead.
 */
export function spacesAhead(t: PreparedTrack, from: number, to: number, limit = 30): number | null {
  if (from === to) return 0;
  let frontier = [from];
  const seen = new Set(frontier);
  for (let d = 1; d <= limit && frontier.length; d++) {
    const next: number[] = [];
    for (const s of frontier) {
      for (const n of t.successors[s] ?? []) {
        if (n === to) return d;
        if (n >= 0 && !seen.has(n)) {
          seen.add(n);
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  return null;
}

/** A space named as a player would: "light grey space, outer lane, 3 ahead" (ahead of the car at `car`). */
export function placeWords(track: TrackDef, prepared: PreparedTrack, space: number, car: number): string {
  const def = track.spaces[space];
  if (!def) return `space ${space}`;
  const lanes = Math.max(1, track.lanes);
  const ahead = spacesAhead(prepared, car, space) ?? 0;
  return PLAY_MESSAGES.step(def.colors, PLAY_MESSAGES.lane(def.lane, lanes), ahead);
}
