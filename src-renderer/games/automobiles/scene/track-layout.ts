/**
 * Everything the board needs to know about where things go on a track, computed once from the
 * TrackDef (no PixiJS): a pose per segment, sizes for cars and cubes, the hit-test index,
 * direction-arrow spots.
 */
import { type Point, type TrackDef, prepareTrack, type PreparedTrack } from '../../../../src-shared/games/automobiles';
import {
  angleDelta,
  boundsOf,
  centroid,
  halfSplitAxis,
  pointInPolygon,
  polygonArea,
  PolygonIndex,
  type Box,
  type Pose,
} from './geometry';

export class TrackLayout {
  readonly prepared: PreparedTrack;
  /** poses[space][segment]: centre of the segment, facing the direction of travel. */
  readonly poses: Pose[][];
  readonly spaceCentroids: Point[];
  /**
   * A point inside each space on its lane's centreline (the middle segment's centre): where
   * glyphs and target markers go. The outline's centroid can fall outside a long curved space.
   */
  readonly spaceMarks: Point[];
  readonly index: PolygonIndex;
  /** Typical lane width and segment length (drawing units). */
  readonly laneWidth: number;
  readonly segmentLength: number;
  readonly carLength: number;
  readonly carWidth: number;
  readonly cubeSize: number;
  /** Drawing bounds (the viewBox, grown to anything drawn outside it). */
  readonly bounds: Box;

  constructor(readonly track: TrackDef) {
    this.prepared = prepareTrack(track);
    const spaces = track.spaces;
    this.spaceCentroids = spaces.map((s) => centroid(s.shape.outline));
    this.index = new PolygonIndex(spaces.map((s) => s.shape.outline));

    const widths: number[] = [];
    const lengths: number[] = [];
    const raw: { pose: Pose; axis: boolean }[][] = spaces.map((s) =>
      s.shape.segments.map((poly) => {
        const [x, y] = centroid(poly);
        const axis = halfSplitAxis(poly);
        if (!axis) return { pose: { x, y, angle: 0 }, axis: false };
        const len = Math.hypot(axis[1][0] - axis[0][0], axis[1][1] - axis[0][1]);
        lengths.push(len);
        widths.push(Math.abs(polygonArea(poly)) / len);
        return { pose: { x, y, angle: Math.atan2(axis[1][1] - axis[0][1], axis[1][0] - axis[0][0]) }, axis: true };
      }),
    );
    // Check every heading against the coarse direction of travel (rear neighbour -> front
    // neighbour), so polygons drawn in another point order still face the right way.
    this.poses = raw.map((segs, space) =>
      segs.map(({ pose, axis }, k) => {
        const front = this.neighbourPoint(raw, space, k, -1);
        const rear = this.neighbourPoint(raw, space, k, +1);
        const coarse = Math.atan2(front[1] - rear[1], front[0] - rear[0]);
        if (!axis) return { ...pose, angle: coarse };
        if (Math.abs(angleDelta(coarse, pose.angle)) > Math.PI / 2) return { ...pose, angle: pose.angle + Math.PI };
        return pose;
      }),
    );
    this.spaceMarks = spaces.map((s, i) => {
      const segs = s.shape.segments;
      if (!segs.length) return this.spaceCentroids[i];
      const mid = segs[Math.floor((segs.length - 1) / 2)];
      if (segs.length % 2 === 1 || segs.length < 2) return centroid(mid);
      // An even count: the point where the two middle segments meet, on the centreline.
      const [ax, ay] = centroid(mid);
      const [bx, by] = centroid(segs[segs.length / 2]);
      const p: Point = [(ax + bx) / 2, (ay + by) / 2];
      return pointInPolygon(p[0], p[1], s.shape.outline) ? p : [ax, ay];
    });
    this.laneWidth = median(widths) || 40;
    this.segmentLength = median(lengths) || 40;
    this.carLength = Math.min(this.laneWidth * 0.95, Math.max(this.segmentLength * 0.86, this.laneWidth * 0.7));
    this.carWidth = Math.min(this.laneWidth * 0.56, this.carLength * 0.56);
    this.cubeSize = this.laneWidth * 0.3;
    const g = track.geometry;
    const b = boundsOf([...g.outerEdge, [0, 0], [g.width, g.height]]);
    this.bounds = b;
  }

  /** Centre of the neighbouring segment ahead (dir -1) or behind (dir +1), or the segment itself. */
  private neighbourPoint(raw: { pose: Pose }[][], space: number, k: number, dir: -1 | 1): Point {
    const segs = raw[space];
    const j = k + dir;
    if (j >= 0 && j < segs.length) return [segs[j].pose.x, segs[j].pose.y];
    const t = this.prepared;
    if (dir < 0) {
      const next = t.nextInLane[space] >= 0 ? t.nextInLane[space] : t.successors[space][0];
      if (next !== undefined && next >= 0) {
        const p = raw[next][raw[next].length - 1].pose;
        return [p.x, p.y];
      }
    } else {
      for (let i = 0; i < t.spaceCount; i++) {
        if (t.nextInLane[i] === space) {
          const p = raw[i][0].pose;
          return [p.x, p.y];
        }
      }
    }
    return [segs[k].pose.x, segs[k].pose.y];
  }

  pose(space: number, segment: number): Pose {
    const segs = this.poses[space];
    if (!segs) return { x: 0, y: 0, angle: 0 };
    return segs[Math.max(0, Math.min(segs.length - 1, segment))];
  }

  /** The space under a point in drawing coordinates, or -1. */
  spaceAt(x: number, y: number): number {
    return this.index.find(x, y);
  }

  /** Progress of the front of a segment, for ordering cars. */
  segmentFront(space: number, segment: number): number {
    const t = this.prepared;
    return t.to[space] - (segment * (t.to[space] - t.from[space])) / t.segments[space];
  }

  /**
   * Spots for direction arrows: just inside the infield, spread evenly along the inner edge,
   * each facing the direction of travel.
   */
  arrowSpots(count: number, inset: number): Pose[] {
    const edge = this.track.geometry.innerEdge;
    if (edge.length < 3) return [];
    const cum: number[] = [0];
    for (let i = 1; i <= edge.length; i++) {
      const a = edge[i - 1];
      const b = edge[i % edge.length];
      cum.push(cum[i - 1] + Math.hypot(b[0] - a[0], b[1] - a[1]));
    }
    const total = cum[cum.length - 1];
    const out: Pose[] = [];
    for (let n = 0; n < count; n++) {
      const d = ((n + 0.25) / count) * total;
      let i = 1;
      while (i < cum.length - 1 && cum[i] < d) i++;
      const a = edge[i - 1];
      const b = edge[i % edge.length];
      const f = (d - cum[i - 1]) / (cum[i] - cum[i - 1] || 1);
      const x = a[0] + (b[0] - a[0]) * f;
      const y = a[1] + (b[1] - a[1]) * f;
      let angle = Math.atan2(b[1] - a[1], b[0] - a[0]);
      // Face the travel direction: compare with the nearest segment pose.
      const near = this.nearestPose(x, y);
      if (near && Math.abs(angleDelta(near.angle, angle)) > Math.PI / 2) angle += Math.PI;
      // Step into the infield (the side of the edge that is inside the inner polygon).
      const nx = -Math.sin(angle);
      const ny = Math.cos(angle);
      const side = pointInPolygon(x + nx * 4, y + ny * 4, edge) ? 1 : -1;
      out.push({ x: x + nx * inset * side, y: y + ny * inset * side, angle });
    }
    return out;
  }

  private nearestPose(x: number, y: number): Pose | null {
    let best: Pose | null = null;
    let bd = Infinity;
    for (const segs of this.poses) {
      for (const p of segs) {
        const d = (p.x - x) ** 2 + (p.y - y) ** 2;
        if (d < bd) {
          bd = d;
          best = p;
        }
      }
    }
    return best;
  }
}

function median(xs: number[]): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}
