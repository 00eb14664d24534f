import type { TrackSpaceDef } from './track-types';

/** Tolerance for comparing progress values (they are rounded to 0.01 by the builder). */
export const PROGRESS_EPS = 1e-6;

type Range = Pick<TrackSpaceDef, 'from' | 'to'>;

/** Front progress of segment `k` of a space (segment 0 is the front one). */
export function segmentFront(space: Range & Pick<TrackSpaceDef, 'segments'>, k: number): number {
  return space.to - (k * (space.to - space.from)) / space.segments;
}

/** How far `b` lies ahead of `a` going forward around a lap of length `lap`, in [0, lap). */
export function forwardDistance(a: number, b: number, lap: number): number {
  const d = (((b - a) % lap) + lap) % lap;
  return d > lap - PROGRESS_EPS ? 0 : d;
}

/** True when `b` is strictly ahead of `a` by less than half a lap (a legal forward step). */
export function isForward(a: number, b: number, lap: number): boolean {
  const d = forwardDistance(a, b, lap);
  return d > PROGRESS_EPS && d < lap / 2;
}

/** True when two progress ranges touch or overlap, progress being circular. */
export function rangesTouch(a: Range, b: Range, lap: number): boolean {
  const touches = (x: Range, y: Range, shift: number) =>
    x.from <= y.to + shift + PROGRESS_EPS && y.from + shift <= x.to + PROGRESS_EPS;
  return touches(a, b, 0) || touches(a, b, lap) || touches(a, b, -lap);
}

/** Spaces adjacent per RULINGS §4: same lane consecutive, or neighbouring lanes touching. */
export function areAdjacent(a: TrackSpaceDef, b: TrackSpaceDef, lap: number): boolean {
  if (a === b) return false;
  if (a.lane === b.lane) {
    const meets = (x: number, y: number) => forwardDistance(x, y, lap) < PROGRESS_EPS;
    return meets(a.to, b.from) || meets(b.to, a.from);
  }
  return Math.abs(a.lane - b.lane) === 1 && rangesTouch(a, b, lap);
}

/** Indices of the spaces a cube may step to from space `i` (adjacent, front strictly ahead). */
export function successors(spaces: readonly TrackSpaceDef[], i: number, lap: number): number[] {
  const a = spaces[i];
  const out: number[] = [];
  spaces.forEach((b, j) => {
    if (areAdjacent(a, b, lap) && isForward(a.to, b.to, lap)) out.push(j);
  });
  return out;
}
