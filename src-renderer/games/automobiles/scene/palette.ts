/**
 * Board colours (the track's, taken from scripts/track-preview.ts). Cubes use the UI's
 * cube styles (src-renderer/ui/cube-style.ts); glyphs are drawn in glyphs.ts.
 */
import type { GearColor } from '../../../../src-shared/games/automobiles';

export const BOARD = {
  grass: 0x3f7d3a,
  grassDark: 0x36702f,
  infield: 0x4b8a43,
  tarmac: 0x55585c,
  edge: 0xe8e8e8,
  segmentLine: 0x8c9196,
  spaceLine: 0xc0392b,
  gridSlot: 0xf1c40f,
  kerbRed: 0xc0392b,
  kerbWhite: 0xf2f2f2,
  highlight: 0xffd54a,
  hover: 0xffffff,
  label: 0xf5f5f5,
} as const;

export const GEAR_FILL: Record<GearColor, number> = {
  white: 0xf6f6f2,
  lightGray: 0xbfc3c7,
  darkGray: 0x6d7176,
  black: 0x1d1f22,
};

/** A readable ink on top of a fill: dark on light colours, light on dark ones. */
export function inkOn(fill: number): number {
  const r = (fill >> 16) & 255;
  const g = (fill >> 8) & 255;
  const b = fill & 255;
  const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return lum > 140 ? 0x1d1f22 : 0xf6f6f2;
}

/** Parses a css colour ('#rgb', '#rrggbb', 'rgb(r,g,b)' or a few names) to a number. */
export function cssToNumber(css: string, fallback = 0xcccccc): number {
  const s = css.trim().toLowerCase();
  let m = /^#([0-9a-f]{3})$/.exec(s);
  if (m) {
    const [r, g, b] = m[1].split('').map((h) => parseInt(h + h, 16));
    return (r << 16) | (g << 8) | b;
  }
  m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/.exec(s);
  if (m) return parseInt(m[1], 16);
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/.exec(s);
  if (rgb) return (Number(rgb[1]) << 16) | (Number(rgb[2]) << 8) | Number(rgb[3]);
  const named: Record<string, number> = {
    red: 0xe53935,
    blue: 0x1e88e5,
    green: 0x43a047,
    yellow: 0xfdd835,
    orange: 0xfb8c00,
    purple: 0x8e24aa,
    white: 0xffffff,
    black: 0x000000,
    pink: 0xec407a,
    cyan: 0x00acc1,
  };
  return named[s] ?? fallback;
}

/** Default car colours for players 1..5 (used by the demo; the app passes its own). */
export const DEFAULT_CAR_COLORS = ['#e53935', '#1e88e5', '#fdd835', '#43a047', '#fb8c00'];
