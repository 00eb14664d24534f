import type { TrackSpaceDef } from './track-types';
import { PROGRESS_EPS as EPS, segmentFront, successors } from './progress';

/** Lane and grid checks of validateTrack, run on spaces already known to be well-formed. */

type Err = (m: string) => void;
const fmt = (x: number) => String(Math.round(x * 100) / 100);
const range = (s: TrackSpaceDef) => `${fmt(s.from)}-${fmt(s.to)}`;
/** Grid slots must sit within this share of the lap past the finish line. */
export const GRID_ZONE = 0.15;

export function checkLanes(good: Map<number, TrackSpaceDef>, lap: number, lanes: number, err: Err, allGood: boolean) {
  const byLane: { i: number; s: TrackSpaceDef }[][] = Array.from({ length: lanes }, () => []);
  for (const [i, s] of good) byLane[s.lane].push({ i, s });
  const merged: [number, number][][] = [];

  byLane.forEach((list, lane) => {
    list.sort((a, b) => a.s.from - b.s.from);
    if (!list.length) {
      if (allGood) err(`lane ${lane} has no spaces (lanes must be numbered 0..lanes-1)`);
      merged.push([]);
      return;
    }
    // Overlaps and gaps, walking the lane in progress order and round the finish line.
    const gaps: string[] = [];
    list.forEach((cur, k) => {
      if (k === 0) return;
      const prev = list[k - 1];
      if (cur.s.from < prev.s.to - EPS) {
        err(`spaces ${prev.i} and ${cur.i} (lane ${lane}) overlap: ${range(prev.s)} and ${range(cur.s)}`);
      } else if (cur.s.from > prev.s.to + EPS) gaps.push(`${fmt(prev.s.to)} and ${fmt(cur.s.from)}`);
    });
    const first = list[0].s;
    const last = list[list.length - 1].s;
    if (first.from + lap - last.to > EPS) gaps.push(`${fmt(last.to)} and ${fmt(first.from)} (across the finish line)`);
    // No space may cross progress 0 (from < to <= lapLength), so a lane present on both
    // sides of the finish line necessarily has a boundary there.
    if (lane === 0) {
      for (const g of gaps) err(`lane 0 must cover the whole lap (a closed loop): gap between progress ${g}`);
    } else if (gaps.length > 1) {
      // A partial lane is absent over one stretch; a second gap breaks it in two.
      err(`lane ${lane} must be one unbroken stretch: gaps between progress ${gaps.join(', ')}`);
    }
    const m: [number, number][] = [];
    for (const { s } of list) {
      const top = m[m.length - 1];
      if (top && s.from <= top[1] + EPS) top[1] = Math.max(top[1], s.to);
      else m.push([s.from, s.to]);
    }
    merged.push(m);
  });

  // Nesting: where lane k exists, lane k-1 exists too.
  byLane.forEach((list, lane) => {
    if (lane === 0) return;
    for (const { i, s } of list) {
      if (!merged[lane - 1].some(([a, b]) => a <= s.from + EPS && s.to <= b + EPS)) {
        err(
          `space ${i} (lane ${lane}): lane ${lane} exists at progress ${range(s)} where lane ${lane - 1} does not (lanes must be nested)`,
        );
      }
    }
  });

  // Every space must lead somewhere, or a car there could never move again.
  if (!allGood) return;
  const spaces = [...good.values()];
  spaces.forEach((s, i) => {
    if (!successors(spaces, i, lap).length) {
      err(`space ${i} (lane ${s.lane}, ${range(s)}): no successor (no adjacent space whose front lies ahead)`);
    }
  });
}

export function checkGrid(grid: unknown, raw: unknown[], good: Map<number, TrackSpaceDef>, lap: number, err: Err) {
  if (!Array.isArray(grid) || grid.length !== 5) {
    err(`grid must have exactly 5 slots (P1..P5), got ${Array.isArray(grid) ? grid.length : JSON.stringify(grid)}`);
    if (!Array.isArray(grid)) return;
  }
  const seen = new Map<string, number>();
  let prev: { p: number; front: number; lane: number } | undefined;
  grid.forEach((slot: unknown, k) => {
    const P = `P${k + 1}`;
    if (typeof slot !== 'object' || slot === null) {
      err(`grid ${P} must be an object { space, segment }, got ${JSON.stringify(slot)}`);
      prev = undefined;
      return;
    }
    const { space, segment } = slot as Record<string, unknown>;
    if (!Number.isInteger(space) || (space as number) < 0 || (space as number) >= raw.length) {
      err(`grid ${P}: space ${JSON.stringify(space)} out of range (0-${raw.length - 1})`);
      prev = undefined;
      return;
    }
    const s = good.get(space as number);
    if (!s) return; // malformed space, already reported
    if (!Number.isInteger(segment) || (segment as number) < 0 || (segment as number) >= s.segments) {
      err(`grid ${P}: segment ${JSON.stringify(segment)} out of range for space ${space} (0-${s.segments - 1})`);
      prev = undefined;
      return;
    }
    const key = `${space}/${segment}`;
    if (seen.has(key))
      err(`grid P${seen.get(key)! + 1} and ${P} are the same slot (space ${space}, segment ${segment})`);
    seen.set(key, k);
    const front = segmentFront(s, segment as number);
    if (!(front > EPS && front <= lap * GRID_ZONE + EPS)) {
      err(
        `grid ${P}: front progress ${fmt(front)} is not just past the finish line (must be within 0-${fmt(lap * GRID_ZONE)})`,
      );
    }
    const cur = { p: k + 1, front, lane: s.lane };
    if (prev && !(prev.front > front + EPS || (Math.abs(prev.front - front) <= EPS && prev.lane < s.lane))) {
      err(
        `grid ${P} (progress ${fmt(front)}, lane ${s.lane}) must be behind P${prev.p} (progress ${fmt(prev.front)}, lane ${prev.lane})`,
      );
    }
    prev = cur;
  });
  // Momentum packs cars to the front of their space at the end of the first turn; a grid
  // car with a free segment ahead of it would move up (past cars of other lanes) before
  // anyone has moved. With 2-4 players only P1..Pn are used, so those segments must be
  // held by earlier slots.
  grid.forEach((slot: unknown, k) => {
    if (typeof slot !== 'object' || slot === null) return;
    const { space, segment } = slot as Record<string, unknown>;
    if (!Number.isInteger(segment) || !good.has(space as number)) return;
    for (let j = 0; j < (segment as number); j++) {
      const holder = seen.get(`${space}/${j}`);
      if (holder === undefined || holder >= k) {
        err(
          `grid P${k + 1} (space ${space}, segment ${segment}): segment ${j} ahead of it in its space must be held by an earlier grid slot, or momentum moves the car up before anyone moves`,
        );
        return;
      }
    }
  });
}
