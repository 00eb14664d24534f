import { prepareTrack, segmentFront, type PreparedTrack, findTrack, type GameState } from '..';

/** A prepared track plus what the bots' heuristics read from it, computed once per track. */
export interface TrackInfo {
  t: PreparedTrack;
  /** Mean progress one space of each gear colour covers (combo spaces count for each colour). */
  gearReach: number[];
}

const cache = new Map<string, TrackInfo>();

export function trackInfo(s: GameState): TrackInfo {
  const id = s.track;
  const def = findTrack(id)!;
  const hit = cache.get(id);
  if (hit && hit.t.def === def) return hit;
  const t = prepareTrack(def);
  const sum = [0, 0, 0, 0];
  const n = [0, 0, 0, 0];
  for (let i = 0; i < t.spaceCount; i++) {
    for (let c = 0; c < 4; c++) {
      if (t.colorMask[i] & (1 << c)) {
        sum[c] += t.to[i] - t.from[i];
        n[c]++;
      }
    }
  }
  const info = { t, gearReach: sum.map((x, c) => (n[c] ? x / n[c] : 0)) };
  cache.set(id, info);
  return info;
}

/** Distance raced so far: completed laps plus progress of the car's segment front. */
export function raced(s: GameState, info: TrackInfo, p: number): number {
  const pl = s.players[p];
  return pl.lapsCompleted * info.t.lapLength + segmentFront(info.t, pl.car.space, pl.car.segment);
}
