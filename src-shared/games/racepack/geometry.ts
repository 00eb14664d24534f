/** Directions on the space grid, clockwise: east, south, west, north (y grows downwards). */
export type Dir = 0 | 1 | 2 | 3;
export const DX = [1, 0, -1, 0] as const;
export const DY = [0, 1, 0, -1] as const;
export const DIR_NAMES = ['east', 'south', 'west', 'north'] as const;
export const rightOf = (d: Dir): Dir => ((d + 1) % 4) as Dir;
export const leftOf = (d: Dir): Dir => ((d + 3) % 4) as Dir;

/**
 * Builds tile positions from a turtle path, one letter a tile: S straight, R / L a corner
 * tile turning right / left, J a chicane tile (a straight offset one space to the right,
 * j to the left). Used to author the shipped courses; the result is plain track-file tiles.
 */
export function tilesFromPath(
  path: string,
  start: { x: number; y: number; dir: Dir } = { x: 0, y: 0, dir: 0 },
): { x: number; y: number }[] {
  const tiles: { x: number; y: number }[] = [];
  let { x, y, dir } = start;
  for (const ch of path.replace(/\s+/g, '')) {
    if (ch === 'J' || ch === 'j') {
      const side = ch === 'J' ? rightOf(dir) : leftOf(dir);
      tiles.push({ x: x + DX[side], y: y + DY[side] });
    } else {
      tiles.push({ x, y });
      if (ch === 'R') dir = rightOf(dir);
      else if (ch === 'L') dir = leftOf(dir);
      else if (ch !== 'S') throw new Error(`tilesFromPath: unknown letter "${ch}"`);
    }
    x += 2 * DX[dir];
    y += 2 * DY[dir];
  }
  return tiles;
}
