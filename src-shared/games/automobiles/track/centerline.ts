import type { Point } from './track-types';

/**
 * The track's centreline: a closed polygon whose corners are rounded by circular arcs
 * (x, y, corner radius). Straights and arcs make plausible race tracks, close by
 * construction and keep every corner radius explicit, so lane offsets never fold over.
 * Progress is arc length along this line, starting at the finish line.
 */
export type Vertex = [x: number, y: number, radius: number];

interface Piece {
  start: number;
  length: number;
  /** Straight: origin and direction. Arc: centre, start angle, turn sign (+1 = clockwise on screen). */
  kind: 'straight' | 'arc';
  a: Point;
  d: Point;
  r: number;
  phi0: number;
  sign: number;
  corner: number;
}

export interface Centerline {
  length: number;
  /** +1 when the loop runs clockwise on screen (y down), -1 otherwise. */
  orientation: number;
  /** Point and unit tangent at progress s (any real s; taken mod length). */
  at(s: number): { p: Point; t: Point };
  /** Point at progress s shifted `offset` outwards (away from the infield). */
  offsetPoint(s: number, offset: number): Point;
  /** Points along [from, to] at `offset`, dense on arcs, exact at both ends. */
  sample(from: number, to: number, offset: number): Point[];
  /** Progress of a named place on the line (see resolveAnchor). */
  anchor(name: string): number;
  /** The corners as progress ranges; sign +1 = turning clockwise on screen. */
  arcs: { corner: number; from: number; to: number; r: number; sign: number }[];
}

const sub = (a: Point, b: Point): Point => [a[0] - b[0], a[1] - b[1]];
const add = (a: Point, b: Point, k = 1): Point => [a[0] + b[0] * k, a[1] + b[1] * k];
const len = (a: Point) => Math.hypot(a[0], a[1]);
const unit = (a: Point): Point => [a[0] / len(a), a[1] / len(a)];
/** Max angle per sample on arcs (radians): ~3 degrees keeps curves smooth. */
const ARC_STEP = 0.05;

/** @param finishAt where the finish line sits on the straight from vertex 0 to vertex 1 (0..1). */
export function makeCenterline(vertices: Vertex[], finishAt: number): Centerline {
  const n = vertices.length;
  if (n < 3) throw new Error('centreline needs at least 3 vertices');
  const P = vertices.map(([x, y]) => [x, y] as Point);
  // Per corner: tangent points A (turn-in) and B (exit), centre, sweep.
  const corners = vertices.map(([, , r], i) => {
    const dIn = unit(sub(P[i], P[(i + n - 1) % n]));
    const dOut = unit(sub(P[(i + 1) % n], P[i]));
    const cross = dIn[0] * dOut[1] - dIn[1] * dOut[0];
    const dot = dIn[0] * dOut[0] + dIn[1] * dOut[1];
    const theta = Math.atan2(cross, dot);
    const sign = theta >= 0 ? 1 : -1;
    const t = r * Math.tan(Math.abs(theta) / 2);
    const A = add(P[i], dIn, -t);
    const B = add(P[i], dOut, t);
    const centre = add(A, [-dIn[1] * sign, dIn[0] * sign], r);
    const phi0 = Math.atan2(A[1] - centre[1], A[0] - centre[0]);
    return { A, B, t, r, theta, sign, centre, phi0, dOut };
  });
  corners.forEach((c, i) => {
    const next = corners[(i + 1) % n];
    const edge = len(sub(P[(i + 1) % n], P[i]));
    if (c.t + next.t > edge + 1e-9) {
      throw new Error(`corners ${i} and ${(i + 1) % n} overlap: radii too large for that edge`);
    }
  });

  // Pieces in travel order, starting at the finish line on the straight 0 -> 1.
  const pieces: Piece[] = [];
  const anchors = new Map<string, number>();
  let s = 0;
  const straight = (a: Point, b: Point) => {
    const l = len(sub(b, a));
    if (l > 1e-9) {
      pieces.push({ start: s, length: l, kind: 'straight', a, d: unit(sub(b, a)), r: 0, phi0: 0, sign: 0, corner: -1 });
    }
    s += l;
  };
  const finish = add(corners[0].B, sub(corners[1].A, corners[0].B), finishAt);
  const straightLen = (i: number) => len(sub(corners[(i + 1) % n].A, corners[i].B));
  for (let k = 1; k <= n; k++) {
    const i = k % n;
    const prev = corners[(i + n - 1) % n];
    const c = corners[i];
    if (k === 1) straight(finish, c.A);
    else {
      anchors.set(`${(i + n - 1) % n}/`, s);
      straight(prev.B, c.A);
    }
    anchors.set(`${i}<`, s);
    const arcLen = c.r * Math.abs(c.theta);
    if (arcLen > 1e-9) {
      pieces.push({
        start: s,
        length: arcLen,
        kind: 'arc',
        a: c.centre,
        d: [0, 0],
        r: c.r,
        phi0: c.phi0,
        sign: c.sign,
        corner: i,
      });
    }
    anchors.set(`${i}`, s + arcLen / 2);
    s += arcLen;
    anchors.set(`${i}>`, s);
  }
  // Straight 0 starts before the finish line: its fractions are measured from B0.
  anchors.set('0/', -finishAt * straightLen(0));
  straight(corners[0].B, finish);
  const length = s;

  const area = P.reduce((acc, p, i) => {
    const q = P[(i + 1) % n];
    return acc + p[0] * q[1] - q[0] * p[1];
  }, 0);
  const orientation = area > 0 ? 1 : -1;

  const pieceAt = (x: number) => {
    let lo = 0;
    let hi = pieces.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (pieces[mid].start <= x) lo = mid;
      else hi = mid - 1;
    }
    return pieces[lo];
  };
  const at = (raw: number) => {
    const x = ((raw % length) + length) % length;
    const pc = pieceAt(x);
    const u = Math.min(Math.max(x - pc.start, 0), pc.length);
    if (pc.kind === 'straight') return { p: add(pc.a, pc.d, u), t: pc.d };
    const phi = pc.phi0 + (pc.sign * u) / pc.r;
    const p: Point = [pc.a[0] + pc.r * Math.cos(phi), pc.a[1] + pc.r * Math.sin(phi)];
    const t: Point = [-Math.sin(phi) * pc.sign, Math.cos(phi) * pc.sign];
    return { p, t };
  };
  const offsetPoint = (x: number, offset: number): Point => {
    const { p, t } = at(x);
    // Outward normal: left of travel on a clockwise loop (screen coords), right otherwise.
    return add(p, [t[1] * orientation, -t[0] * orientation], offset);
  };
  const sample = (from: number, to: number, offset: number): Point[] => {
    const xs: number[] = [from];
    for (const pc of pieces) {
      for (const base of [-length, 0, length]) {
        const a = pc.start + base;
        const b = a + pc.length;
        if (b <= from || a >= to) continue;
        if (a > from) xs.push(a);
        if (pc.kind === 'arc') {
          const step = ARC_STEP * pc.r;
          for (let v = Math.ceil((Math.max(a, from) - a) / step) * step + a; v < Math.min(b, to); v += step) {
            if (v > from) xs.push(v);
          }
        }
      }
    }
    xs.push(to);
    xs.sort((p, q) => p - q);
    const kept = xs.filter((v, k) => k === 0 || v - xs[k - 1] > 1e-6);
    return kept.map((v) => offsetPoint(v, offset));
  };
  const anchor = (name: string) => resolveAnchor(name, anchors, straightLen, n, length);
  const arcs = pieces
    .filter((pc) => pc.kind === 'arc')
    .map((pc) => ({ corner: pc.corner, from: pc.start, to: pc.start + pc.length, r: pc.r, sign: pc.sign }));
  return { length, orientation, at, offsetPoint, sample, anchor, arcs };
}

/**
 * Named places: "3<" start of corner 3, "3>" its end, "3" its apex, "3/0.25" a quarter
 * along the straight after corner 3; any of them may end in "+12" or "-12" (progress shift).
 * "|" is the finish line.
 */
function resolveAnchor(
  name: string,
  anchors: Map<string, number>,
  straightLen: (i: number) => number,
  n: number,
  length: number,
): number {
  if (name === '|') return 0;
  const m = /^(\d+)(<|>|\/(\d*\.?\d+))?([+-]\d+(?:\.\d+)?)?$/.exec(name);
  if (!m || Number(m[1]) >= n) throw new Error(`unknown anchor "@${name}"`);
  const i = Number(m[1]);
  const shift = m[4] ? Number(m[4]) : 0;
  let s: number;
  if (m[3] !== undefined) s = anchors.get(`${i}/`)! + Number(m[3]) * straightLen(i);
  else s = anchors.get(`${i}${m[2] ?? ''}`)!;
  return (((s + shift) % length) + length) % length;
}
