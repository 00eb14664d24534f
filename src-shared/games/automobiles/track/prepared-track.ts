import { isForward, rangesTouch } from './progress';
import { COLOR_INDEX } from '../cubes';
import type { TrackDef } from './track-types';

/**
 * A track with its movement graph precomputed once, so move generation is a table
 * look-up (RULINGS §4: adjacency touches corners; a step must end ahead).
 */
export interface PreparedTrack {
  def: TrackDef;
  lapLength: number;
  spaceCount: number;
  lane: Int8Array;
  /** Bitmask of the space's gear colours (bit i = gear colour index i). */
  colorMask: Int8Array;
  /** Highest gear colour index of the space (combo: its highest). */
  topColor: Int8Array;
  segments: Int8Array;
  from: Float64Array;
  to: Float64Array;
  /** Next space in the same lane, or -1 where the lane ends. */
  nextInLane: Int32Array;
  /** Spaces adjacent to the whole space and ahead of its front. */
  successors: Int32Array[];
  /** Per segment: neighbouring-lane spaces adjacent to that segment and ahead of its front (weaving). */
  segmentSuccessors: Int32Array[][];
}

const cache = new WeakMap<TrackDef, PreparedTrack>();

export function prepareTrack(def: TrackDef): PreparedTrack {
  const hit = cache.get(def);
  if (hit) return hit;
  const n = def.spaces.length;
  const L = def.lapLength;
  const t: PreparedTrack = {
    def,
    lapLength: L,
    spaceCount: n,
    lane: new Int8Array(n),
    colorMask: new Int8Array(n),
    topColor: new Int8Array(n),
    segments: new Int8Array(n),
    from: new Float64Array(n),
    to: new Float64Array(n),
    nextInLane: new Int32Array(n).fill(-1),
    successors: [],
    segmentSuccessors: [],
  };
  def.spaces.forEach((s, i) => {
    t.lane[i] = s.lane;
    let mask = 0;
    let top = 0;
    for (const c of s.colors) {
      const ci = COLOR_INDEX[c];
      mask |= 1 << ci;
      top = Math.max(top, ci);
    }
    t.colorMask[i] = mask;
    t.topColor[i] = top;
    t.segments[i] = s.segments;
    t.from[i] = s.from;
    t.to[i] = s.to;
  });
  for (let a = 0; a < n; a++) {
    const succ: number[] = [];
    for (let b = 0; b < n; b++) {
      if (a === b) continue;
      const dl = Math.abs(t.lane[a] - t.lane[b]);
      if (t.lane[a] === t.lane[b] && sameLaneConsecutive(t, a, b)) {
        t.nextInLane[a] = b;
        succ.push(b);
      } else if (dl === 1 && rangesTouch(def.spaces[a], def.spaces[b], L) && isForward(t.to[a], t.to[b], L)) {
        succ.push(b);
      }
    }
    t.successors.push(Int32Array.from(succ));
    const perSegment: Int32Array[] = [];
    for (let k = 0; k < t.segments[a]; k++) {
      const [sf, st] = segmentRange(t, a, k);
      const list: number[] = [];
      for (let b = 0; b < n; b++) {
        if (Math.abs(t.lane[a] - t.lane[b]) !== 1) continue;
        if (rangesTouch({ from: sf, to: st }, def.spaces[b], L) && isForward(st, t.to[b], L)) list.push(b);
      }
      perSegment.push(Int32Array.from(list));
    }
    t.segmentSuccessors.push(perSegment);
  }
  cache.set(def, t);
  return t;
}

function sameLaneConsecutive(t: PreparedTrack, a: number, b: number): boolean {
  const L = t.lapLength;
  return t.to[a] === t.from[b] || (t.to[a] === L && t.from[b] === 0);
}

/** Progress `b` is strictly ahead of progress `a` on the lap (within half a lap). */
export function isAhead(L: number, b: number, a: number): boolean {
  return isForward(a, b, L);
}

/**
 * A move from space `a` to space `b` (one step, or a cube's whole path) crossed the finish
 * line. Progress only grows along a path and every step lands ahead of some segment of the
 * space it leaves; with weaving that may be a rear segment, so the new front can lie behind
 * the old front without a crossing. Only a front not past the old space's rear means the
 * line was crossed (short of a whole lap in one move).
 */
export function crossesLine(t: PreparedTrack, a: number, b: number): boolean {
  return t.to[b] <= t.from[a];
}

/** Progress range of segment k (0 = front) of a space. */
export function segmentRange(t: PreparedTrack, space: number, k: number): [number, number] {
  const len = (t.to[space] - t.from[space]) / t.segments[space];
  return [t.to[space] - (k + 1) * len, t.to[space] - k * len];
}

/** Progress of the front of segment k of a space: what "ahead" compares. */
export function segmentFront(t: PreparedTrack, space: number, k: number): number {
  return t.to[space] - (k * (t.to[space] - t.from[space])) / t.segments[space];
}
