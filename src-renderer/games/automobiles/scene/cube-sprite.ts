/** A cube on the board: a small square in the cube's colour with its glyph. A view only. */
import { Container, Graphics } from 'pixi.js';
import type { Color } from '../../../../src-shared/games/automobiles';
import { CUBE_STYLE } from '../ui/cube-style';
import { drawGlyph } from './glyphs';
import { cssToNumber } from './palette';

export class CubeSprite extends Container {
  /** 'space:segment' it rests on (set by the scene). */
  spot = '';

  constructor(
    readonly color: string,
    readonly size: number,
    /** Pixel density for an antialiased cached texture (0 = draw as vectors). */
    detail = 0,
  ) {
    super({ label: `cube-${color}`, eventMode: 'none' });
    // The same fills, edges, inks and glyphs as the cube icons in the panels.
    const style = CUBE_STYLE[color as Color] ?? CUBE_STYLE.white;
    const fill = cssToNumber(style.fill);
    const s = size;
    // A dark rim with a light edge around every cube: it stands apart from a space of its own colour.
    const rim = s * 0.16;
    const g = new Graphics()
      .roundRect(-s / 2 - rim, -s / 2 - rim, s + 2 * rim, s + 2 * rim, s * 0.3)
      .fill({ color: 0x0b0d10, alpha: 0.92 })
      .stroke({ width: Math.max(0.5, s * 0.06), color: 0xffffff, alpha: 0.85, alignment: 0 })
      .roundRect(-s / 2 + s * 0.1, -s / 2 + s * 0.16, s, s, s * 0.18)
      .fill({ color: 0x000000, alpha: 0.35 })
      .roundRect(-s / 2, -s / 2, s, s, s * 0.18)
      .fill(fill)
      .stroke({ width: Math.max(0.6, s * 0.1), color: cssToNumber(style.edge), alignment: 1 });
    // A darker lower edge reads as a cube rather than a flat tile.
    g.roundRect(-s / 2 + s * 0.1, s / 2 - s * 0.2, s * 0.8, s * 0.1, s * 0.05).fill({ color: 0x000000, alpha: 0.2 });
    drawGlyph(g, color, 0, 0, s * 0.62, cssToNumber(style.ink));
    this.addChild(g);
    if (detail > 0) this.cacheAsTexture({ resolution: detail, antialias: true });
  }

  /**
   * Never turn the cache off first: a detached container that drops its render group keeps
   * its children pointing at the pooled group, and PixiJS's GC then touches them after they
   * are destroyed. Container.destroy releases the group and its cached texture itself.
   */
  override destroy(): void {
    super.destroy({ children: true });
  }
}
