/** Pure helpers of the Racepack board: where spun cars sit, what a highlighted space says. */
import type { CompiledTrack } from '../../../src-shared/games/racepack';
import type { SpaceChoice } from '../driving-view';

/**
 * Where a car that spun out at a corner tile waits: just off the track beyond the corner's
 * outer corner point (the space diagonally opposite the inside space), the k-th such car a
 * little further along.
 */
export function spinSpot(track: CompiledTrack, tile: number, k: number, cell: number): { x: number; y: number } {
  const outside = track.outsideCells[tile] ?? [];
  const all = [0, 1, 2, 3].map((i) => tile * 4 + i);
  const pivot = all.find((c) => !outside.includes(c)) ?? all[0];
  const outer = all[3 - (pivot - tile * 4)];
  const vx = track.cellX[outer] - track.cellX[pivot];
  const vy = track.cellY[outer] - track.cellY[pivot];
  const cx = (track.tileX[tile] + 1) * cell;
  const cy = (track.tileY[tile] + 1) * cell;
  return { x: cx + vx * cell * 1.55 + k * vx * cell * 0.7, y: cy + vy * cell * 1.55 };
}

/**
 * The text on a highlighted space: its speed ("3"), a lane change's speeds ("↗1–4"), "◆"
 * when a strategy token is needed, "!" when it enters a corner at speed 2, "↩" a re-entry.
 */
export function cellLabel(list: readonly SpaceChoice[]): string {
  if (list.length === 0) return '';
  if (list[0].kind === 'reenter') return '↩';
  if (list[0].kind === 'hazard') return '✓';
  const speeds = [...new Set(list.map((c) => c.speed))].sort((a, b) => a - b);
  const contiguous = speeds.every((v, i) => i === 0 || v === speeds[i - 1] + 1);
  const text =
    speeds.length === 1
      ? String(speeds[0])
      : contiguous
        ? `${speeds[0]}–${speeds[speeds.length - 1]}`
        : speeds.join(',');
  const lane = list.every((c) => c.kind === 'lane') ? '↗' : '';
  const token = list.every((c) => c.token !== 0) ? '◆' : '';
  const risk = list.some((c) => c.roll) ? '!' : '';
  return `${lane}${text}${token}${risk}`;
}
