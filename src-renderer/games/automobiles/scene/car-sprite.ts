/** A car seen from above, in its player's colour, with an upright number roundel. A view only. */
import { Container, Graphics, Text } from 'pixi.js';
import type { Pose } from './geometry';

/** The number roundel never gets smaller than this on screen (css px), even on a small board. */
const MIN_BADGE_PX = 16;

export class CarSprite extends Container {
  private readonly body = new Container();
  private readonly badge = new Container();
  private readonly ring = new Graphics();
  private readonly num: Text;
  private detail = 0;
  readonly heading = { angle: 0 };

  constructor(
    readonly player: number,
    color: number,
    readonly carLength: number,
    readonly carWidth: number,
    /** The seat's symbol (the colour-blind-safe set), drawn beside the number; '' for none. */
    readonly symbol = '',
  ) {
    super({ label: `car-${player + 1}`, eventMode: 'none' });
    const L = carLength;
    const W = carWidth;
    const shade = darken(color, 0.55);

    const shadow = new Graphics()
      .roundRect(-L / 2 + 1.2, -W / 2 + 1.8, L, W, W * 0.4)
      .fill({ color: 0x000000, alpha: 0.35 });
    const wheels = new Graphics();
    for (const x of [-0.3, 0.27]) {
      for (const y of [-1, 1]) wheels.roundRect(x * L - L * 0.1, y * W * 0.5 - W * 0.13, L * 0.2, W * 0.26, W * 0.06);
    }
    wheels.fill(0x15171a);
    const hull = new Graphics()
      .roundShape(
        [
          { x: -L / 2, y: -W * 0.44, radius: W * 0.18 },
          { x: L * 0.18, y: -W * 0.44, radius: W * 0.2 },
          { x: L / 2, y: -W * 0.2, radius: W * 0.15 },
          { x: L / 2, y: W * 0.2, radius: W * 0.15 },
          { x: L * 0.18, y: W * 0.44, radius: W * 0.2 },
          { x: -L / 2, y: W * 0.44, radius: W * 0.18 },
        ],
        0,
      )
      .fill(color)
      .stroke({ width: Math.max(0.8, W * 0.06), color: 0x111111, alpha: 0.9 });
    const trim = new Graphics()
      // Rear wing and windscreen.
      .roundRect(-L / 2 - L * 0.02, -W * 0.5, L * 0.1, W, W * 0.05)
      .fill(shade)
      .roundRect(L * 0.14, -W * 0.3, L * 0.12, W * 0.6, W * 0.08)
      .fill({ color: 0x1b2630, alpha: 0.9 });
    this.ring.visible = false;
    this.body.addChild(this.ring, shadow, wheels, hull, trim);

    const badge = this.badge;
    // A white roundel ringed in the car's colour: on a small board the roundel covers most of
    // the car, and the ring still says whose it is.
    const disc = new Graphics()
      .circle(0, 0, W * 0.4)
      .fill(0x111111)
      .circle(0, 0, W * 0.36)
      .fill(color)
      .circle(0, 0, W * 0.27)
      .fill(0xffffff);
    this.num = new Text({
      text: String(player + 1),
      style: {
        fontFamily: 'system-ui, Segoe UI, Roboto, Helvetica, Arial, sans-serif',
        fontSize: W * 0.46,
        fontWeight: '800',
        fill: 0x111111,
      },
    });
    this.num.anchor.set(0.5);
    this.num.y = W * 0.02;
    const num = this.num;
    badge.addChild(disc, num);
    if (symbol) {
      // A second roundel at the badge's upper right: the shape tells the seat without its hue.
      const r = W * 0.3;
      const tag = new Container({ label: 'symbol' });
      tag.position.set(W * 0.5, -W * 0.32);
      const back = new Graphics()
        .circle(0, 0, r)
        .fill(0x111111)
        .circle(0, 0, r * 0.86)
        .fill(0xffffff);
      const glyph = new Text({
        text: symbol,
        style: {
          fontFamily: 'system-ui, DejaVu Sans, sans-serif',
          fontSize: r * 1.25,
          fontWeight: '700',
          fill: 0x111111,
        },
      });
      glyph.anchor.set(0.5);
      tag.addChild(back, glyph);
      badge.addChild(tag);
    }
    this.addChild(this.body, badge);
  }

  /**
   * Draws body and badge through antialiased textures for this board scale and device pixel
   * ratio, so the cars stay smooth without MSAA; the badge keeps a readable minimum size.
   */
  setDetail(scale: number, dpr: number, minCarPx = 0, markerScale = 1): void {
    const ppu = scale * dpr;
    this.detail = ppu;
    // A small board still shows the car at least minCarPx long (it may overhang its segment);
    // the player's marker size (settings) makes it bigger still.
    const grow = Math.max(1, minCarPx / (this.carLength * scale)) * markerScale;
    this.body.scale.set(grow);
    this.body.cacheAsTexture({ resolution: ppu * 1.5 * grow, antialias: true });
    const k = Math.max(1, MIN_BADGE_PX / (this.carWidth * 0.8 * scale)) * markerScale;
    this.badge.scale.set(k);
    this.num.resolution = Math.max(1, ppu * k);
    this.badge.cacheAsTexture({ resolution: Math.max(1, ppu * k), antialias: true });
  }

  setPose(p: Pose): void {
    this.position.set(p.x, p.y);
    this.heading.angle = p.angle;
    this.body.rotation = p.angle;
  }

  /** A soft ring around the car (the player whose turn it is). */
  setActive(on: boolean): void {
    if (on === this.ring.visible) return;
    this.ring.clear();
    if (on) {
      const L = this.carLength;
      const W = this.carWidth;
      this.ring
        .roundRect(-L / 2 - 3, -W / 2 - 3, L + 6, W + 6, W * 0.5)
        .fill({ color: 0xffffff, alpha: 0.22 })
        .stroke({ width: 1.6, color: 0xffffff, alpha: 0.9 });
    }
    this.ring.visible = on;
    if (this.detail) this.body.updateCacheTexture();
  }

  pose(): Pose {
    return { x: this.x, y: this.y, angle: this.heading.angle };
  }

  /** See CubeSprite.destroy: the cached render groups are released by Container.destroy. */
  override destroy(): void {
    super.destroy({ children: true });
  }
}

function darken(color: number, f: number): number {
  const r = Math.round(((color >> 16) & 255) * f);
  const g = Math.round(((color >> 8) & 255) * f);
  const b = Math.round((color & 255) * f);
  return (r << 16) | (g << 8) | b;
}
