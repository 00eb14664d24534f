/** Small drawing helpers shared by the track, cubes and cars: dice pips, the bitmap font. */
import { BitmapFont, BitmapText, type Graphics } from 'pixi.js';

const DICE: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
};

/** Dice pips (1-4) centred at (cx, cy), rotated by angle; `size` is the side of the die face. */
export function drawPips(
  g: Graphics,
  cx: number,
  cy: number,
  angle: number,
  size: number,
  pips: number,
  color: number,
  alpha = 1,
): void {
  const spots = DICE[pips] ?? DICE[1];
  const r = size * 0.13;
  const d = size * 0.27;
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  for (const [u, v] of spots) {
    const x = cx + (u * c - v * s) * d;
    const y = cy + (u * s + v * c) * d;
    g.circle(x, y, r);
  }
  g.fill({ color, alpha });
}

export const BOARD_FONT = 'automobiles-board';
let installed = false;

/** Installs the board's bitmap font once (white, tinted per use). */
export function installBoardFont(): void {
  if (installed) return;
  installed = true;
  BitmapFont.install({
    name: BOARD_FONT,
    chars: [['A', 'Z'], ['a', 'z'], ['0', '9'], ' /.-+!#'],
    resolution: 2,
    padding: 4,
    dynamicFill: true,
    style: { fontFamily: 'system-ui, Segoe UI, Roboto, Helvetica, Arial, sans-serif', fontSize: 40, fontWeight: 'bold', fill: 0xffffff },
  });
}

/** A centred bitmap label of the given height (drawing units) and tint. */
export function boardLabel(text: string, height: number, tint: number): BitmapText {
  installBoardFont();
  const t = new BitmapText({ text, style: { fontFamily: BOARD_FONT, fontSize: height } });
  t.anchor.set(0.5);
  t.tint = tint;
  return t;
}
