/** Pure helpers of the Racepack board: where spun cars sit, what a highlighted space says. */
import type { CompiledTrack } from '../../../../src-shared/games/racepack';
import { directionGlyph, type SpaceChoice } from '../driving-view';

/** Room fitted around the circuit, in spaces (the corner numbers and spun cars stand just outside it). */
export const FIT_PAD = 0.9;

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
 * The text on a highlighted space: its speed ("3"), a lane change's speeds with the way the
 * car goes ("↘1–4"), "◆" when a strategy token is needed, "↩" a re-entry, "✓" a hazard to
 * move. "!" marks only the speeds that enter a corner at speed 2 (the penalty die): alone
 * when every speed here rolls ("2!"), else on a second line ("↘1–4" then "2!").
 */
export function cellLabel(list: readonly SpaceChoice[]): string {
  if (list.length === 0) return '';
  if (list[0].kind === 'reenter') return '↩';
  if (list[0].kind === 'hazard') return '✓';
  const speeds = [...new Set(list.map((c) => c.speed))].sort((a, b) => a - b);
  const risky = speeds.filter((v) => list.some((c) => c.speed === v && c.roll));
  const lane = list.every((c) => c.kind === 'lane') ? directionGlyph(list[0].toward) : '';
  const token = list.every((c) => c.token !== 0) ? '◆' : '';
  const text = `${lane}${speedsText(speeds)}${token}`;
  if (risky.length === 0) return text;
  if (risky.length === speeds.length) return `${text}!`;
  return `${text}\n${speedsText(risky)}!`;
}

/** "3", "1–4", "1,3". */
function speedsText(speeds: readonly number[]): string {
  const contiguous = speeds.every((v, i) => i === 0 || v === speeds[i - 1] + 1);
  if (speeds.length === 1) return String(speeds[0]);
  return contiguous && speeds.length > 2 ? `${speeds[0]}–${speeds[speeds.length - 1]}` : speeds.join(',');
}

/** A pit box: one space of the pit wall half of a pit tile, beside the pit-lane space cars stop on. */
export interface PitBox {
  /** The wall space (space coordinates). */
  x: number;
  y: number;
  /** The pit-lane space it serves. */
  laneCell: number;
  /** 1.. along the pit lane, in racing order. */
  number: number;
}

/**
 * The pit boxes of a track compiled with its pit lane (RULINGS §11, the seed's "pit stopping
 * places"): the unused outer half of each pit tile, one box per pit-lane space, numbered from
 * the pit lane's entry. Empty without a pit lane.
 */
export function pitBoxes(track: CompiledTrack): PitBox[] {
  const boxes: { x: number; y: number; laneCell: number; rank: number }[] = [];
  for (let t = 0; t < track.tileCount; t++) {
    if (!track.tileIsPit[t]) continue;
    for (let k = 0; k < 4; k++) {
      const wall = t * 4 + k;
      if (track.cellExists[wall]) continue;
      // The lane space beside the wall space: the one in the same tile sharing its row or column across the lane.
      const lane = [0, 1, 2, 3]
        .map((j) => t * 4 + j)
        .find(
          (c) =>
            track.cellExists[c] &&
            Math.abs(track.cellX[c] - track.cellX[wall]) + Math.abs(track.cellY[c] - track.cellY[wall]) === 1 &&
            !sameRunAsWall(track, t, c, wall),
        );
      if (lane === undefined) continue;
      boxes.push({
        x: track.cellX[wall],
        y: track.cellY[wall],
        laneCell: lane,
        rank: 10 * order(track, t) + along(track, t, lane),
      });
    }
  }
  return boxes.sort((a, b) => a.rank - b.rank).map((b, i) => ({ x: b.x, y: b.y, laneCell: b.laneCell, number: i + 1 }));
}

/** Whether lane space c lies along the wall (in the racing direction) rather than across from it. */
function sameRunAsWall(track: CompiledTrack, t: number, c: number, wall: number): boolean {
  const d = track.exitDir[t];
  const alongX = d === 0 || d === 2;
  return alongX ? track.cellY[c] === track.cellY[wall] : track.cellX[c] === track.cellX[wall];
}

/** 0 for the first of a tile's two spaces in the racing direction, 1 for the second. */
function along(track: CompiledTrack, t: number, c: number): number {
  const d = track.exitDir[t];
  const v = [
    track.cellX[c] - track.tileX[t],
    track.cellY[c] - track.tileY[t],
    track.tileX[t] - track.cellX[c] + 1,
    track.tileY[t] - track.cellY[c] + 1,
  ][d];
  return v;
}

/** A pit tile's place along the pit lane (0 for the tile at its entry). */
function order(track: CompiledTrack, t: number): number {
  return (track.tileSection[t] - (track.file.pitLane?.firstTile ?? 0) + track.n) % track.n;
}
