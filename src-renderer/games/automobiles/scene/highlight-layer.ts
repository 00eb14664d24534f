/** Glowing, pulsing outlines over the legal target spaces, and the hover outline. A view only. */
import { Container, Graphics } from 'pixi.js';
import { flat } from './geometry';
import { BOARD } from './palette';
import type { TrackLayout } from './track-layout';

export class HighlightLayer extends Container {
  private readonly glow = new Graphics();
  private readonly edge = new Graphics();
  private readonly hover = new Graphics();
  private hovered = -1;
  private time = 0;
  private detail = 0;

  constructor(private readonly layout: TrackLayout) {
    super({ label: 'highlights', eventMode: 'none' });
    this.addChild(this.glow, this.edge, this.hover);
  }

  setSpaces(spaces: readonly number[]): void {
    this.glow.clear();
    this.edge.clear();
    const outlines = spaces.map((i) => this.layout.track.spaces[i]?.shape.outline).filter((o) => !!o);
    for (const o of outlines)
      this.glow.poly(flat(o)).stroke({ width: 7, color: BOARD.highlight, alpha: 0.45, join: 'round' });
    for (const o of outlines) this.glow.poly(flat(o)).fill({ color: BOARD.highlight, alpha: 0.28 });
    for (const o of outlines) this.edge.poly(flat(o)).stroke({ width: 2.6, color: BOARD.highlight, join: 'round' });
    // A target ring inside each space, on its lane's centreline (never outside a long curved space).
    const r = this.layout.laneWidth * 0.2;
    for (const i of spaces) {
      const m = this.layout.spaceMarks[i];
      if (!m) continue;
      this.edge
        .circle(m[0], m[1], r)
        .stroke({ width: 2.4, color: 0x111111, alpha: 0.8 })
        .circle(m[0], m[1], r)
        .stroke({ width: 1.4, color: BOARD.highlight })
        .circle(m[0], m[1], r * 0.3)
        .fill({ color: BOARD.highlight });
    }
    this.recache(this.glow, outlines.length > 0);
    this.recache(this.edge, outlines.length > 0);
  }

  /** Draw through antialiased cached textures at this pixel density (0 = plain vectors). */
  setDetail(resolution: number): void {
    this.detail = resolution;
    this.recache(this.glow, !this.glow.bounds.isEmpty());
    this.recache(this.edge, !this.edge.bounds.isEmpty());
    this.recache(this.hover, this.hovered >= 0);
  }

  private recache(g: Graphics, on: boolean): void {
    if (!on || !this.detail) {
      g.cacheAsTexture(false);
      return;
    }
    g.cacheAsTexture({ resolution: this.detail, antialias: true });
    g.updateCacheTexture();
  }

  setHover(space: number): void {
    if (space === this.hovered) return;
    this.hovered = space;
    this.hover.clear();
    const o = this.layout.track.spaces[space]?.shape.outline;
    if (o) {
      this.hover
        .poly(flat(o))
        .fill({ color: BOARD.hover, alpha: 0.3 })
        .stroke({ width: 3, color: BOARD.hover, join: 'round' });
    }
    this.recache(this.hover, !!o);
  }

  /** Pulse: called from the ticker with elapsed milliseconds. */
  tick(ms: number): void {
    this.time += ms;
    const k = 0.5 + 0.5 * Math.sin((this.time / 1000) * Math.PI * 1.6);
    this.glow.alpha = 0.45 + 0.55 * k;
  }
}
