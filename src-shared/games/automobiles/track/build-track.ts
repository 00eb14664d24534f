import type { GridSlot, Point, TrackDef, TrackSpaceDef } from './track-types';
import { makeCenterline, type Vertex } from './centerline';
import { parseLane } from './lane-layout';
import { segmentFront } from './progress';

export type { Vertex } from './centerline';

/**
 * A track as a human writes it: a rounded-polygon centreline and, per lane, a compact
 * list of spaces (see lane-layout.ts). buildTrack turns it into a full TrackDef.
 */
export interface TrackSpec {
  id: string;
  name: string;
  description: string;
  direction: 'clockwise' | 'counterclockwise';
  recommendedPlayers: number[];
  /** Corners of the centreline in travel order: [x, y, corner radius]. */
  path: Vertex[];
  /** Finish line position on the straight from corner 0 to corner 1 (0..1, default 0.5). */
  finishAt?: number;
  laneWidth: number;
  /**
   * How many lanes the centreline is the middle of (default: all). A track that is
   * mostly two lanes wide with a third lane in places uses 2, so its corners are not
   * sized for a third lane that is not there.
   */
  centerLanes?: number;
  /** Lane descriptions, lane 0 (innermost) first. */
  lanes: string[];
  /** Explicit grid P1..P5 as [lane, nth space of that lane, segment]; default: the 5 slots nearest past the line. */
  grid?: [lane: number, nth: number, segment: number][];
  labelAt?: Point;
  margin?: number;
}

const GRID_SIZE = 5;
const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

export function buildTrack(spec: TrackSpec): TrackDef {
  const line = makeCenterline(spec.path, spec.finishAt ?? 0.5);
  const wanted = spec.direction === 'clockwise' ? 1 : -1;
  if (line.orientation !== wanted) {
    throw new Error(`${spec.id}: path runs the wrong way for direction ${spec.direction}`);
  }
  const n = spec.lanes.length;
  const w = spec.laneWidth;
  // Lanes are centred on the line (at full width by default); extra lanes lie outside.
  const c = spec.centerLanes ?? n;
  const edge = (k: number) => (k - c / 2) * w;
  const lap = round2(line.length);

  const spaces: TrackSpaceDef[] = [];
  const runs: { lane: number; from: number; to: number }[] = [];
  spec.lanes.forEach((text, lane) => {
    const parsed = parseLane(lane, text, lap, line.anchor);
    runs.push({ lane, from: parsed[0].from, to: parsed[parsed.length - 1].to });
    for (const s of parsed) {
      const poly = (a: number, b: number) => [
        ...line.sample(a, b, edge(lane)),
        ...line.sample(a, b, edge(lane + 1)).reverse(),
      ];
      const step = (s.to - s.from) / s.segments;
      spaces.push({
        lane,
        colors: s.colors,
        segments: s.segments,
        from: s.from,
        to: s.to,
        shape: {
          outline: poly(s.from, s.to),
          segments: Array.from({ length: s.segments }, (_, k) => poly(s.to - (k + 1) * step, s.to - k * step)),
        },
      });
    }
  });

  // Lane runs as plain intervals (a run through the finish line is two).
  const pieces = (r: { from: number; to: number }): [number, number][] =>
    r.from < r.to
      ? [[r.from, r.to]]
      : [
          [r.from, lap],
          [0, r.to],
        ];
  const lanesAt = (x: number) => lanesOver(x, x);
  const lanesOver = (a: number, b: number) => runs.filter((r) => pieces(r).some(([f, t]) => f < b && t > a)).length;
  // A corner's inside edge must keep a positive radius, or the lanes would fold over.
  for (const arc of line.arcs) {
    const towardInfield = arc.sign === line.orientation;
    const inside = towardInfield ? -edge(0) : edge(lanesOver(arc.from, arc.to));
    if (arc.r < inside + w / 4) {
      throw new Error(`${spec.id}: corner ${arc.corner} (radius ${arc.r}) is too tight for the lanes beside it`);
    }
  }
  const innerEdge = line.sample(0, lap, edge(0)).slice(0, -1);
  const cuts = [...new Set([0, lap, ...runs.flatMap((r) => [r.from, r.to])])].sort((a, b) => a - b);
  const outerEdge: Point[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    if (cuts[i + 1] - cuts[i] < 1e-6) continue;
    outerEdge.push(...line.sample(cuts[i], cuts[i + 1], edge(lanesAt((cuts[i] + cuts[i + 1]) / 2))));
  }
  outerEdge.pop(); // the loop closes on its first point
  const finishLine: [Point, Point] = [line.offsetPoint(0, edge(0)), line.offsetPoint(0, edge(lanesAt(1e-3)))];

  const grid = spec.grid ? explicitGrid(spec, spaces) : autoGrid(spaces);

  // Move everything into a viewBox with a margin, rounding coordinates for compact data.
  const margin = spec.margin ?? 40;
  const all = [...innerEdge, ...outerEdge];
  const minX = Math.min(...all.map((p) => p[0]));
  const minY = Math.min(...all.map((p) => p[1]));
  const maxX = Math.max(...all.map((p) => p[0]));
  const maxY = Math.max(...all.map((p) => p[1]));
  const tx = (p: Point): Point => [round1(p[0] - minX + margin), round1(p[1] - minY + margin)];
  const txAll = (ps: Point[]) => ps.map(tx);
  for (const s of spaces) {
    s.shape.outline = txAll(s.shape.outline);
    s.shape.segments = s.shape.segments.map(txAll);
  }
  const centroid: Point = [
    spec.path.reduce((a, v) => a + v[0], 0) / spec.path.length,
    spec.path.reduce((a, v) => a + v[1], 0) / spec.path.length,
  ];

  return {
    id: spec.id,
    name: spec.name,
    description: spec.description,
    direction: spec.direction,
    lapLength: lap,
    lanes: n,
    recommendedPlayers: [...spec.recommendedPlayers],
    spaces,
    grid,
    geometry: {
      width: Math.ceil(maxX - minX + 2 * margin),
      height: Math.ceil(maxY - minY + 2 * margin),
      finishLine: [tx(finishLine[0]), tx(finishLine[1])],
      innerEdge: txAll(innerEdge),
      outerEdge: txAll(outerEdge),
      labelAt: tx(spec.labelAt ?? centroid),
    },
  };
}

/** Ahead-of order for grid slots: more progress first, then the inner lane. */
function byAhead(a: { front: number; lane: number }, b: { front: number; lane: number }) {
  return b.front - a.front || a.lane - b.lane;
}

/**
 * The grid (RULINGS §4: strictly ordered, and momentum never reorders it): the five
 * front-most segments of the spaces that start at the finish line, P1 the farthest
 * ahead. A space's segments are taken front first, so no grid car has an empty segment
 * ahead of it in its own space for any number of players.
 */
function autoGrid(spaces: TrackSpaceDef[]): GridSlot[] {
  const slots = spaces.flatMap((s, space) =>
    s.from === 0
      ? Array.from({ length: s.segments }, (_, segment) => ({
          space,
          segment,
          lane: s.lane,
          front: segmentFront(s, segment),
        }))
      : [],
  );
  if (slots.length < GRID_SIZE) throw new Error('not enough grid slots in the spaces past the finish line');
  return slots
    .sort(byAhead)
    .slice(0, GRID_SIZE)
    .map(({ space, segment }) => ({ space, segment }));
}

function explicitGrid(spec: TrackSpec, spaces: TrackSpaceDef[]): GridSlot[] {
  return spec.grid!.map(([lane, nth, segment]) => {
    const inLane = spaces.map((s, i) => ({ s, i })).filter((x) => x.s.lane === lane);
    if (!inLane[nth]) throw new Error(`${spec.id}: grid refers to missing space ${nth} of lane ${lane}`);
    return { space: inLane[nth].i, segment };
  });
}
