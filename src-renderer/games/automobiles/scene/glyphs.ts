/**
 * The colour-blind glyphs, drawn as vectors so they stay crisp at any board scale, and the same
 * language as the rest of the UI (src-renderer/ui/cube-style.ts): W/L/D/B for the gears, ✕ wear,
 * ★ yellow, ◆ purple, ▲ red, ● green, ■ blue. Plus a small text helper.
 */
import { Text, type Graphics } from 'pixi.js';

export const UI_FONT = 'system-ui, Segoe UI, Roboto, Helvetica, Arial, sans-serif';

/**
 * Draws the glyph of a colour centred at (cx, cy), `size` high, upright.
 * Letters are stroked (width ~size/7); symbols are filled.
 */
export function drawGlyph(
  g: Graphics,
  color: string,
  cx: number,
  cy: number,
  size: number,
  ink: number,
  alpha = 1,
): void {
  const s = size;
  const P = (u: number, v: number): [number, number] => [cx + u * s, cy + v * s];
  const line = { width: s * 0.15, color: ink, alpha, cap: 'round' as const, join: 'round' as const };
  const poly = (pts: [number, number][]) => pts.flatMap(([u, v]) => P(u, v));
  switch (color) {
    case 'white': {
      // W
      g.poly(
        poly([
          [-0.42, -0.42],
          [-0.21, 0.42],
          [0, -0.1],
          [0.21, 0.42],
          [0.42, -0.42],
        ]),
        false,
      ).stroke(line);
      return;
    }
    case 'lightGray': {
      // L
      g.poly(
        poly([
          [-0.24, -0.42],
          [-0.24, 0.42],
          [0.3, 0.42],
        ]),
        false,
      ).stroke(line);
      return;
    }
    case 'darkGray': {
      // D
      const [x0, y0] = P(-0.26, -0.42);
      const [xm] = P(-0.02, 0);
      g.moveTo(x0, y0)
        .lineTo(xm, y0)
        .arc(xm, cy, s * 0.42, -Math.PI / 2, Math.PI / 2)
        .lineTo(x0, cy + 0.42 * s)
        .closePath()
        .stroke(line);
      return;
    }
    case 'black': {
      // B: the outline with two bowls, then the middle bar.
      const x0 = cx - 0.26 * s;
      const y0 = cy - 0.42 * s;
      const r1 = s * 0.2;
      const r2 = s * 0.22;
      const ym = y0 + 2 * r1;
      const yb = ym + 2 * r2;
      const xa = cx + 0.02 * s;
      const xb = cx + 0.04 * s;
      g.moveTo(x0, yb)
        .lineTo(x0, y0)
        .lineTo(xa, y0)
        .arc(xa, y0 + r1, r1, -Math.PI / 2, Math.PI / 2)
        .lineTo(xb, ym)
        .arc(xb, ym + r2, r2, -Math.PI / 2, Math.PI / 2)
        .lineTo(x0, yb)
        .stroke(line)
        .moveTo(x0, ym)
        .lineTo(xa, ym)
        .stroke(line);
      return;
    }
    case 'brown': {
      // ✕
      g.poly(
        poly([
          [-0.32, -0.32],
          [0.32, 0.32],
        ]),
        false,
      )
        .stroke(line)
        .poly(
          poly([
            [0.32, -0.32],
            [-0.32, 0.32],
          ]),
          false,
        )
        .stroke(line);
      return;
    }
    case 'yellow':
      g.star(cx, cy, 5, s * 0.5, s * 0.22, 0).fill({ color: ink, alpha });
      return;
    case 'purple':
      g.poly(
        poly([
          [0, -0.46],
          [0.36, 0],
          [0, 0.46],
          [-0.36, 0],
        ]),
      ).fill({ color: ink, alpha });
      return;
    case 'red':
      g.poly(
        poly([
          [0, -0.42],
          [0.42, 0.36],
          [-0.42, 0.36],
        ]),
      ).fill({ color: ink, alpha });
      return;
    case 'green':
      g.circle(cx, cy, s * 0.34).fill({ color: ink, alpha });
      return;
    case 'blue':
      g.rect(cx - s * 0.3, cy - s * 0.3, s * 0.6, s * 0.6).fill({ color: ink, alpha });
      return;
  }
}

/** A centred text label, `height` drawing units high, rasterised at `resolution`. */
export function label(
  text: string,
  height: number,
  color: number,
  resolution = 2,
  weight: '600' | '700' | '800' = '800',
): Text {
  const t = new Text({
    text,
    resolution,
    style: { fontFamily: UI_FONT, fontSize: height, fontWeight: weight, fill: color },
  });
  t.anchor.set(0.5);
  return t;
}
