/** A cube on the board: a small square in the cube's colour with its glyph. A view only. */
import { Container, Graphics } from 'pixi.js';
import { boardLabel, drawPips } from './glyphs';
import { CUBE_FILL, CUBE_LETTER, GEAR_PIPS, inkOn, isGearColor } from './palette';

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
    const fill = CUBE_FILL[color as keyof typeof CUBE_FILL] ?? 0xcccccc;
    const ink = inkOn(fill);
    const s = size;
    const g = new Graphics()
      .roundRect(-s / 2 + s * 0.1, -s / 2 + s * 0.16, s, s, s * 0.18)
      .fill({ color: 0x000000, alpha: 0.35 })
      .roundRect(-s / 2, -s / 2, s, s, s * 0.18)
      .fill(fill)
      // Dark cubes get a light edge so they stand out on dark spaces.
      .stroke({ width: Math.max(0.6, s * 0.08), color: ink === 0x1d1f22 ? 0x111111 : 0xd5dbe0, alpha: 0.9 });
    // A lighter top edge reads as a cube rather than a flat tile.
    g.roundRect(-s / 2 + s * 0.12, -s / 2 + s * 0.1, s * 0.76, s * 0.14, s * 0.07).fill({ color: 0xffffff, alpha: 0.25 });
    this.addChild(g);
    if (isGearColor(color)) {
      const pips = new Graphics();
      drawPips(pips, 0, s * 0.04, 0, s * 0.92, GEAR_PIPS[color], ink, 0.9);
      this.addChild(pips);
    } else {
      const letter = CUBE_LETTER[color as keyof typeof CUBE_LETTER];
      if (letter) {
        const t = boardLabel(letter, s * 0.74, ink);
        t.y = s * 0.04;
        this.addChild(t);
      }
    }
    if (detail > 0) this.cacheAsTexture({ resolution: detail, antialias: true });
  }

  override destroy(): void {
    this.cacheAsTexture(false);
    super.destroy({ children: true });
  }
}
