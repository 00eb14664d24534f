/**
 * The static track drawing: grass, tarmac with kerbs, every space in its colour (combo spaces
 * striped), colour-blind pips, segment and space lines, the checkered start/finish line,
 * grid slots, direction arrows and the track name. Drawn once; cached as a texture.
 */
import { Container, FillPattern, Graphics, Matrix, Texture, Text } from 'pixi.js';
import type { GearColor, Point } from '../../../../src-shared/games/automobiles';
import { flat, pointInPolygon, type Pose } from './geometry';
import { drawGlyph, label, UI_FONT } from './glyphs';
import { comboDiscs } from './combo-glyphs';
import { BOARD, GEAR_FILL, inkOn } from './palette';
import type { TrackLayout } from './track-layout';

export class TrackView extends Container {
  private readonly patterns = new Map<string, { pattern: FillPattern; texture: Texture }>();
  private readonly texts: Text[] = [];
  /** The smallest combo-space disc's radius in drawing units (Infinity without combo spaces): tests read it. */
  comboRadius = Infinity;

  constructor(private readonly layout: TrackLayout) {
    super({ label: 'track', eventMode: 'none' });
    const t = layout.track;
    const g = t.geometry;
    const lw = layout.laneWidth;

    const ground = new Graphics();
    // Only the drawing's own area: the canvas background (grass) fills the rest, and the
    // cached texture stays the size of the board.
    const b = layout.bounds;
    ground.rect(b.minX, b.minY, b.maxX - b.minX, b.maxY - b.minY).fill(BOARD.grass);
    // A slightly darker mown band around the tarmac.
    ground.poly(flat(g.outerEdge)).stroke({ width: lw * 1.3, color: BOARD.grassDark, join: 'round' });
    ground.poly(flat(g.outerEdge)).fill(BOARD.tarmac);
    ground.poly(flat(g.innerEdge)).fill(BOARD.infield);
    this.addChild(ground);

    const kerbs = new Graphics();
    drawKerbs(kerbs, g.outerEdge, false, lw * 0.16, lw * 0.3);
    drawKerbs(kerbs, g.innerEdge, true, lw * 0.16, lw * 0.3);
    kerbs.poly(flat(g.outerEdge)).stroke({ width: 2, color: BOARD.edge, join: 'round' });
    kerbs.poly(flat(g.innerEdge)).stroke({ width: 2, color: BOARD.edge, join: 'round' });
    this.addChild(kerbs);

    const fills = new Graphics();
    for (const s of t.spaces) {
      const pts = flat(s.shape.outline);
      if (s.colors.length === 1) fills.poly(pts).fill(GEAR_FILL[s.colors[0]]);
      else fills.poly(pts).fill(this.comboPattern(s.colors, lw));
    }
    this.addChild(fills);

    const lines = new Graphics();
    for (const s of t.spaces) {
      for (const seg of s.shape.segments.slice(1))
        lines.poly(flat(seg)).stroke({ width: 0.9, color: BOARD.segmentLine, alpha: 0.9 });
    }
    // Space lines over the segment lines so they stay bold everywhere.
    for (const s of t.spaces) {
      lines.poly(flat(s.shape.outline)).stroke({ width: 2.2, color: BOARD.spaceLine, join: 'round' });
    }
    this.addChild(lines);

    const pips = new Graphics();
    t.spaces.forEach((s, i) => this.drawSpaceGlyph(pips, s.colors, i));
    this.addChild(pips);

    const finish = new Graphics();
    drawCheckered(finish, g.finishLine);
    this.addChild(finish);

    const grid = new Graphics();
    this.addChild(grid);
    t.grid.forEach((slot, k) => {
      const p = layout.pose(slot.space, slot.segment);
      const r = lw * 0.34;
      grid.circle(p.x, p.y, r).fill({ color: BOARD.gridSlot, alpha: 0.95 }).stroke({ width: 1.4, color: 0x222222 });
      const text = label(`P${k + 1}`, r * 1.15, 0x1d1f22);
      text.position.set(p.x, p.y + r * 0.04);
      this.texts.push(text);
      this.addChild(text);
    });

    const [lx, ly] = g.labelAt ?? [g.width / 2, g.height / 2];
    const name = new Text({
      text: t.name,
      resolution: 3,
      style: { fontFamily: UI_FONT, fontSize: 26, fontWeight: '700', fill: BOARD.label, letterSpacing: 1 },
    });
    this.texts.push(name);
    name.anchor.set(0.5, 1);
    name.alpha = 0.55;
    name.position.set(lx, ly);
    const showName = pointInPolygon(lx, ly, g.innerEdge);

    // Direction arrows in the infield, except where they would touch the name.
    const arrows = new Graphics();
    const size = lw * 0.42;
    const nb = {
      x0: lx - name.width / 2 - size,
      x1: lx + name.width / 2 + size,
      y0: ly - name.height - size,
      y1: ly + size,
    };
    for (const p of layout.arrowSpots(8, lw * 0.75)) {
      if (showName && p.x > nb.x0 && p.x < nb.x1 && p.y > nb.y0 && p.y < nb.y1) continue;
      drawChevron(arrows, p, size);
    }
    this.addChild(arrows);
    if (showName) this.addChild(name);
  }

  /**
   * Colour-blind glyph: a faint upright letter (W/L/D/B) on a plain space; on a combo space one
   * disc per colour with its letter (round, so they never look like cubes), lowest at the rear.
   */
  private drawSpaceGlyph(g: Graphics, colors: GearColor[], space: number): void {
    const L = this.layout;
    const [cx, cy] = L.spaceMarks[space];
    const segs = L.poses[space];
    const angle = segs[Math.floor(segs.length / 2)]?.angle ?? 0;
    const size = L.laneWidth * 0.4;
    if (colors.length === 1) {
      // Strong enough to read the colour by its letter alone (colour-blind players).
      drawGlyph(g, colors[0], cx, cy, size, inkOn(GEAR_FILL[colors[0]]), 0.8);
      return;
    }
    // The space's own length along the track: its segments end to end.
    const { r, offsets } = comboDiscs(colors.length, L.laneWidth, segs.length * L.segmentLength);
    this.comboRadius = Math.min(this.comboRadius, r);
    const c = Math.cos(angle);
    const s = Math.sin(angle);
    colors.forEach((col, i) => {
      const off = offsets[i];
      const x = cx + c * off;
      const y = cy + s * off;
      const fill = GEAR_FILL[col];
      g.circle(x, y, r)
        .fill({ color: fill })
        .stroke({ width: Math.max(1.2, r * 0.12), color: inkOn(fill), alpha: 0.9 });
      drawGlyph(g, col, x, y, r * 1.15, inkOn(fill), 1);
    });
  }

  /** Rasterise the texts for this pixel density (drawing units to device pixels) before rendering. */
  setResolution(pixelsPerUnit: number): void {
    for (const t of this.texts) t.resolution = Math.max(1, pixelsPerUnit);
  }

  /** Diagonal stripes of the combo's colours, tiled across the board. */
  private comboPattern(colors: GearColor[], laneWidth: number): FillPattern {
    const key = colors.join('-');
    const hit = this.patterns.get(key);
    if (hit) return hit.pattern;
    const size = 64;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext('2d')!;
    const band = size / (colors.length * 2);
    // 45° stripes that tile: bands of x + y, each colour twice per tile.
    for (let k = -2; k < colors.length * 4 + 2; k++) {
      ctx.fillStyle = `#${GEAR_FILL[colors[((k % colors.length) + colors.length) % colors.length]].toString(16).padStart(6, '0')}`;
      ctx.beginPath();
      ctx.moveTo(k * band, 0);
      ctx.lineTo((k + 1) * band, 0);
      ctx.lineTo((k + 1) * band - size, size);
      ctx.lineTo(k * band - size, size);
      ctx.closePath();
      ctx.fill();
    }
    const texture = Texture.from(canvas);
    texture.source.style.addressMode = 'repeat';
    const pattern = new FillPattern({ texture, repetition: 'repeat' });
    // One tile spans about 0.9 lane widths.
    const scale = (laneWidth * 0.9) / size;
    pattern.setTransform(new Matrix().scale(scale, scale));
    this.patterns.set(key, { pattern, texture });
    return pattern;
  }

  override destroy(): void {
    super.destroy({ children: true });
    for (const { texture } of this.patterns.values()) texture.destroy(true);
    this.patterns.clear();
  }
}

/** Two rows of alternating squares along the finish line (as the SVG preview draws it). */
function drawCheckered(g: Graphics, [a, b]: [Point, Point]): void {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const n = Math.max(4, Math.round(len / 6));
  const size = len / n;
  const u: Point = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
  const v: Point = [-u[1], u[0]];
  for (const dark of [false, true]) {
    for (let row = -1; row <= 0; row++) {
      for (let i = 0; i < n; i++) {
        if (((i + row) % 2 !== 0) !== dark) continue;
        const o: Point = [a[0] + u[0] * i * size + v[0] * row * size, a[1] + u[1] * i * size + v[1] * row * size];
        g.poly([
          o[0],
          o[1],
          o[0] + u[0] * size,
          o[1] + u[1] * size,
          o[0] + u[0] * size + v[0] * size,
          o[1] + u[1] * size + v[1] * size,
          o[0] + v[0] * size,
          o[1] + v[1] * size,
        ]);
      }
    }
    g.fill(dark ? 0x111111 : 0xffffff);
  }
}

function drawChevron(g: Graphics, p: Pose, size: number): void {
  const c = Math.cos(p.angle);
  const s = Math.sin(p.angle);
  const pt = (u: number, v: number): [number, number] => [p.x + (u * c - v * s) * size, p.y + (u * s + v * c) * size];
  for (const du of [-0.45, 0.45]) {
    const [a, b, d] = [pt(du - 0.35, -0.6), pt(du + 0.35, 0), pt(du - 0.35, 0.6)];
    g.moveTo(a[0], a[1]).lineTo(b[0], b[1]).lineTo(d[0], d[1]);
  }
  g.stroke({ width: size * 0.28, color: 0xffffff, alpha: 0.5, cap: 'round', join: 'round' });
}

/**
 * Red/white kerbs outside the tarmac wherever the edge bends (the corners).
 * `inside`: the kerb lies inside the polygon (the infield) rather than outside it.
 */
function drawKerbs(g: Graphics, edge: readonly Point[], inside: boolean, width: number, dash: number): void {
  const n = edge.length;
  if (n < 3) return;
  const cum: number[] = [0];
  for (let i = 1; i <= n; i++) {
    const a = edge[i - 1];
    const b = edge[i % n];
    cum.push(cum[i - 1] + Math.hypot(b[0] - a[0], b[1] - a[1]));
  }
  const total = cum[n];
  const at = (d: number): { x: number; y: number; dx: number; dy: number } => {
    d = ((d % total) + total) % total;
    let i = 1;
    while (i < n && cum[i] < d) i++;
    const a = edge[i - 1];
    const b = edge[i % n];
    const l = cum[i] - cum[i - 1] || 1;
    const f = (d - cum[i - 1]) / l;
    return { x: a[0] + (b[0] - a[0]) * f, y: a[1] + (b[1] - a[1]) * f, dx: (b[0] - a[0]) / l, dy: (b[1] - a[1]) / l };
  };
  const steps = Math.floor(total / dash);
  const look = dash * 1.5;
  const red: number[][] = [];
  const white: number[][] = [];
  for (let k = 0; k < steps; k++) {
    const d0 = (k * total) / steps;
    const d1 = ((k + 1) * total) / steps;
    const p = at((d0 + d1) / 2);
    const back = at((d0 + d1) / 2 - look);
    const ahead = at((d0 + d1) / 2 + look);
    const turn = Math.abs(Math.atan2(back.dx * ahead.dy - back.dy * ahead.dx, back.dx * ahead.dx + back.dy * ahead.dy));
    if (turn < 0.12) continue;
    const a = at(d0);
    const b = at(d1);
    // Which side is "outside the tarmac": probe a little to the left of travel.
    const nx = -p.dy;
    const ny = p.dx;
    const probeInside = pointInPolygon(p.x + nx * 3, p.y + ny * 3, edge);
    const side = probeInside === inside ? 1 : -1;
    const o = width * side;
    const quad = [a.x, a.y, b.x, b.y, b.x + nx * o, b.y + ny * o, a.x + nx * o, a.y + ny * o];
    (k % 2 === 0 ? red : white).push(quad);
  }
  for (const q of red) g.poly(q);
  if (red.length) g.fill(BOARD.kerbRed);
  for (const q of white) g.poly(q);
  if (white.length) g.fill(BOARD.kerbWhite);
}
