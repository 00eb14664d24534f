/**
 * Plain 2D geometry for the board (no PixiJS): polygons, poses, hit testing.
 * Coordinates are the track's drawing coordinates (x right, y down).
 */
import type { Point } from '../../../../src-shared/games/automobiles';

/** Where something sits and which way it faces (radians, 0 = +x, clockwise on screen since y is down). */
export interface Pose {
  x: number;
  y: number;
  angle: number;
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function polygonArea(poly: readonly Point[]): number {
  let a = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    a += poly[j][0] * poly[i][1] - poly[i][0] * poly[j][1];
  }
  return a / 2;
}

/** Area-weighted centroid (falls back to the vertex mean for degenerate polygons). */
export function centroid(poly: readonly Point[]): Point {
  const a = polygonArea(poly);
  if (Math.abs(a) < 1e-9) {
    let x = 0;
    let y = 0;
    for (const p of poly) {
      x += p[0];
      y += p[1];
    }
    return [x / poly.length, y / poly.length];
  }
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const f = poly[j][0] * poly[i][1] - poly[i][0] * poly[j][1];
    cx += (poly[j][0] + poly[i][0]) * f;
    cy += (poly[j][1] + poly[i][1]) * f;
  }
  return [cx / (6 * a), cy / (6 * a)];
}

/** Even-odd ray casting. */
export function pointInPolygon(x: number, y: number, poly: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function boundsOf(poly: readonly Point[]): Box {
  const b: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const [x, y] of poly) {
    if (x < b.minX) b.minX = x;
    if (y < b.minY) b.minY = y;
    if (x > b.maxX) b.maxX = x;
    if (y > b.maxY) b.maxY = y;
  }
  return b;
}

export function flat(poly: readonly Point[]): number[] {
  const out: number[] = new Array(poly.length * 2);
  for (let i = 0; i < poly.length; i++) {
    out[2 * i] = poly[i][0];
    out[2 * i + 1] = poly[i][1];
  }
  return out;
}

/** Angle difference b - a wrapped into (-PI, PI]. */
export function angleDelta(a: number, b: number): number {
  let d = (b - a) % (2 * Math.PI);
  if (d > Math.PI) d -= 2 * Math.PI;
  if (d <= -Math.PI) d += 2 * Math.PI;
  return d;
}

export function lerpAngle(a: number, b: number, t: number): number {
  return a + angleDelta(a, b) * t;
}

/**
 * Heading of a segment polygon drawn as buildTrack draws it: the first half of the points runs
 * along one lane edge from rear to front, the second half back along the other edge.
 * Returns [rear midpoint, front midpoint], or null for an odd/degenerate polygon.
 */
export function halfSplitAxis(poly: readonly Point[]): [Point, Point] | null {
  const n = poly.length;
  if (n < 4 || n % 2 !== 0) return null;
  const h = n / 2;
  const rear: Point = [(poly[0][0] + poly[n - 1][0]) / 2, (poly[0][1] + poly[n - 1][1]) / 2];
  const front: Point = [(poly[h - 1][0] + poly[h][0]) / 2, (poly[h - 1][1] + poly[h][1]) / 2];
  if (Math.hypot(front[0] - rear[0], front[1] - rear[1]) < 1e-6) return null;
  return [rear, front];
}

/** A uniform grid over polygons for fast point queries (hit testing hundreds of spaces). */
export class PolygonIndex {
  private readonly cells = new Map<number, number[]>();
  private readonly cols: number;

  constructor(
    private readonly polys: readonly (readonly Point[])[],
    private readonly cell = 48,
  ) {
    let maxX = 0;
    for (const p of polys) maxX = Math.max(maxX, boundsOf(p).maxX);
    this.cols = Math.max(1, Math.ceil((maxX + 1) / cell) + 1);
    polys.forEach((p, i) => {
      const b = boundsOf(p);
      for (let cx = Math.floor(b.minX / cell); cx <= Math.floor(b.maxX / cell); cx++) {
        for (let cy = Math.floor(b.minY / cell); cy <= Math.floor(b.maxY / cell); cy++) {
          const k = this.key(cx, cy);
          const list = this.cells.get(k);
          if (list) list.push(i);
          else this.cells.set(k, [i]);
        }
      }
    });
  }

  private key(cx: number, cy: number): number {
    return cy * this.cols + cx;
  }

  /** Index of the polygon containing the point, or -1. */
  find(x: number, y: number): number {
    const list = this.cells.get(this.key(Math.floor(x / this.cell), Math.floor(y / this.cell)));
    if (!list) return -1;
    for (const i of list) if (pointInPolygon(x, y, this.polys[i])) return i;
    return -1;
  }
}

/** How the board sits in its canvas: drawing units to css px, and the offset of the drawing origin. */
export interface BoardFit {
  scale: number;
  x: number;
  y: number;
}

/**
 * Fits a drawing box into a w×h canvas with `pad` around it, leaving a `reserve` box (the race
 * order, top left, in css px) clear of the track's outline `shape` (drawing units; grown by
 * `margin`): the largest scale at which the track, centred or pushed right/down, misses the box.
 */
export function fitBoard(
  w: number,
  h: number,
  b: Box,
  pad: number,
  reserve = { w: 0, h: 0 },
  shape: readonly Point[] = [],
  margin = 0,
): BoardFit {
  const bw = b.maxX - b.minX;
  const bh = b.maxY - b.minY;
  const full = Math.max(0.05, Math.min((w - 2 * pad) / bw, (h - 2 * pad) / bh));
  const at = (scale: number, fx: number, fy: number): BoardFit => {
    const freeX = w - 2 * pad - bw * scale;
    const freeY = h - 2 * pad - bh * scale;
    return { scale, x: pad + freeX * fx - b.minX * scale, y: pad + freeY * fy - b.minY * scale };
  };
  if (reserve.w <= 0 || reserve.h <= 0 || shape.length < 3) return at(full, 0.5, 0.5);
  const clear = (f: BoardFit) => {
    // The reserved box in drawing units, grown by the margin.
    const box: Box = {
      minX: -f.x / f.scale - margin,
      minY: -f.y / f.scale - margin,
      maxX: (reserve.w - f.x) / f.scale + margin,
      maxY: (reserve.h - f.y) / f.scale + margin,
    };
    return !polygonMeetsBox(shape, box);
  };
  for (let scale = full; scale > 0.05; scale *= 0.97) {
    for (const [fx, fy] of [
      [0.5, 0.5],
      [1, 0.5],
      [0.5, 1],
      [1, 1],
    ] as const) {
      const f = at(scale, fx, fy);
      if (clear(f)) return f;
    }
  }
  return at(full, 0.5, 0.5);
}

/** Whether a closed polygon's area or outline meets an axis-aligned box. */
export function polygonMeetsBox(poly: readonly Point[], box: Box): boolean {
  const inBox = (x: number, y: number) => x >= box.minX && x <= box.maxX && y >= box.minY && y <= box.maxY;
  for (const [x, y] of poly) if (inBox(x, y)) return true;
  for (const [x, y] of [
    [box.minX, box.minY],
    [box.maxX, box.minY],
    [box.minX, box.maxY],
    [box.maxX, box.maxY],
  ] as const)
    if (pointInPolygon(x, y, poly)) return true;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const c = poly[(i + 1) % poly.length];
    if (segmentMeetsBox(a, c, box)) return true;
  }
  return false;
}

/** Liang–Barsky: does the segment a→c pass through the box? */
function segmentMeetsBox(a: Point, c: Point, box: Box): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = c[0] - a[0];
  const dy = c[1] - a[1];
  const edges: [number, number][] = [
    [-dx, a[0] - box.minX],
    [dx, box.maxX - a[0]],
    [-dy, a[1] - box.minY],
    [dy, box.maxY - a[1]],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const r = q / p;
      if (p < 0) t0 = Math.max(t0, r);
      else t1 = Math.min(t1, r);
      if (t0 > t1) return false;
    }
  }
  return true;
}
