/**
 * A smooth drive through a list of poses (a car's move): a centripetal Catmull-Rom curve
 * through the pose points, sampled by arc length. The heading follows the curve and blends
 * into the exact start and end headings of the poses.
 */
import { lerpAngle, type Pose } from './geometry';

const SAMPLES_PER_SPAN = 14;

export class DrivePath {
  private readonly xs: number[] = [];
  private readonly ys: number[] = [];
  private readonly dist: number[] = [];
  readonly length: number;

  constructor(private readonly poses: readonly Pose[]) {
    const pts = dedupe(poses);
    if (pts.length === 1) {
      this.xs.push(pts[0].x);
      this.ys.push(pts[0].y);
      this.dist.push(0);
      this.length = 0;
      return;
    }
    for (let i = 0; i < pts.length - 1; i++) {
      const p0 = pts[Math.max(0, i - 1)];
      const p1 = pts[i];
      const p2 = pts[i + 1];
      const p3 = pts[Math.min(pts.length - 1, i + 2)];
      const first = i === 0 ? 0 : 1;
      for (let k = first; k <= SAMPLES_PER_SPAN; k++) {
        const [x, y] = catmullRom(p0, p1, p2, p3, k / SAMPLES_PER_SPAN);
        this.push(x, y);
      }
    }
    this.length = this.dist[this.dist.length - 1];
  }

  private push(x: number, y: number): void {
    const n = this.xs.length;
    const d = n === 0 ? 0 : this.dist[n - 1] + Math.hypot(x - this.xs[n - 1], y - this.ys[n - 1]);
    this.xs.push(x);
    this.ys.push(y);
    this.dist.push(d);
  }

  /** The pose at fraction u (0..1) of the distance. */
  at(u: number): Pose {
    const start = this.poses[0];
    const end = this.poses[this.poses.length - 1];
    if (this.length === 0 || u <= 0) return u >= 1 ? { ...end } : { ...start };
    if (u >= 1) return { ...end };
    const d = u * this.length;
    let lo = 0;
    let hi = this.dist.length - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (this.dist[mid] <= d) lo = mid;
      else hi = mid;
    }
    const span = this.dist[hi] - this.dist[lo] || 1;
    const f = (d - this.dist[lo]) / span;
    const x = this.xs[lo] + (this.xs[hi] - this.xs[lo]) * f;
    const y = this.ys[lo] + (this.ys[hi] - this.ys[lo]) * f;
    let angle = Math.atan2(this.ys[hi] - this.ys[lo], this.xs[hi] - this.xs[lo]);
    // Blend into the poses' own headings near both ends (a car leaves and parks straight).
    const blend = Math.min(1, 40 / this.length) * 0.5;
    if (u < blend) angle = lerpAngle(start.angle, angle, smooth(u / blend));
    else if (u > 1 - blend) angle = lerpAngle(angle, end.angle, smooth((u - (1 - blend)) / blend));
    return { x, y, angle };
  }
}

function smooth(t: number): number {
  return t * t * (3 - 2 * t);
}

function dedupe(poses: readonly Pose[]): Pose[] {
  const out: Pose[] = [];
  for (const p of poses) {
    const last = out[out.length - 1];
    if (!last || Math.hypot(p.x - last.x, p.y - last.y) > 1e-3) out.push(p);
  }
  return out;
}

/** Centripetal Catmull-Rom (alpha 0.5): no loops or cusps on uneven spacing. */
function catmullRom(p0: Pose, p1: Pose, p2: Pose, p3: Pose, t: number): [number, number] {
  const dt = (a: Pose, b: Pose) => Math.max(1e-4, Math.sqrt(Math.hypot(b.x - a.x, b.y - a.y)));
  const t0 = 0;
  const t1 = t0 + dt(p0, p1);
  const t2 = t1 + dt(p1, p2);
  const t3 = t2 + dt(p2, p3);
  const tt = t1 + (t2 - t1) * t;
  const lerp = (a: Pose, b: Pose, ta: number, tb: number): [number, number] => {
    if (tb - ta < 1e-9) return [a.x, a.y];
    const f = (tt - ta) / (tb - ta);
    return [a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f];
  };
  const A1 = lerp(p0, p1, t0, t1);
  const A2 = lerp(p1, p2, t1, t2);
  const A3 = lerp(p2, p3, t2, t3);
  const mix = (a: [number, number], b: [number, number], ta: number, tb: number): [number, number] => {
    if (tb - ta < 1e-9) return a;
    const f = (tt - ta) / (tb - ta);
    return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
  };
  const B1 = mix(A1, A2, t0, t2);
  const B2 = mix(A2, A3, t1, t3);
  return mix(B1, B2, t1, t2);
}
