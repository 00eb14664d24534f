import { type GearColor, GEAR_COLORS } from '../cubes';

/**
 * Parses one lane's compact description into progress ranges.
 *
 * A lane is a string of tokens:
 *  - a space: colour letters (w white, l light grey, d dark grey, b black; "ld" = combo)
 *    followed by its segment count 1-4, optionally "*1.5" to make it longer than its
 *    segment count alone would;
 *  - an anchor "@name" (a place on the centreline, see centerline.ts) or "|" (finish line).
 * Spaces between two anchors share that stretch of progress in proportion to their
 * segment counts (times the optional factor), so segments are evenly sized along a lane.
 * A lane without a leading/trailing anchor starts/ends at the finish line (a full lap);
 * a lane that exists over only part of the lap starts and ends with anchors, and must
 * name "|" where it crosses the finish line.
 */
export interface LaneSpace {
  colors: GearColor[];
  segments: number;
  from: number;
  to: number;
}

const LETTER: Record<string, GearColor> = { w: 'white', l: 'lightGray', d: 'darkGray', b: 'black' };
const SPACE_RE = /^([wldb]{1,3})([1-4])(?:\*(\d*\.?\d+))?$/;
const round2 = (x: number) => Math.round(x * 100) / 100;

export function parseLane(lane: number, text: string, lap: number, anchor: (name: string) => number): LaneSpace[] {
  const where = `lane ${lane}`;
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  const isAnchor = (t: string) => t === '|' || t.startsWith('@');
  if (!tokens.length) throw new Error(`${where}: empty`);
  if (!isAnchor(tokens[0])) tokens.unshift('|');
  if (!isAnchor(tokens[tokens.length - 1])) tokens.push('|');

  // Walk the tokens, unwrapping anchor progress so it always increases.
  const out: LaneSpace[] = [];
  let start = NaN;
  let group: { colors: GearColor[]; segments: number; weight: number; token: string }[] = [];
  let prevName = '';
  for (const tok of tokens) {
    if (!isAnchor(tok)) {
      group.push(parseSpace(tok, where));
      continue;
    }
    let at = tok === '|' ? 0 : round2(anchor(tok.slice(1)));
    if (at >= lap) at = 0;
    if (Number.isNaN(start)) {
      if (group.length) throw new Error(`${where}: spaces before the first anchor`);
      start = at;
      prevName = tok;
      continue;
    }
    while (at <= start + 1e-9) at = round2(at + lap);
    if (!group.length) throw new Error(`${where}: no spaces between ${prevName} and ${tok}`);
    const m = Math.floor((start + 1e-9) / lap);
    if (at > (m + 1) * lap + 1e-9) {
      throw new Error(`${where}: spaces between ${prevName} and ${tok} cross the finish line; add "|"`);
    }
    const total = group.reduce((a, g) => a + g.weight, 0);
    let acc = 0;
    let b0 = start;
    for (const g of group) {
      acc += g.weight;
      const b1 = g === group[group.length - 1] ? at : round2(start + ((at - start) * acc) / total);
      out.push({ colors: g.colors, segments: g.segments, from: round2(b0 - m * lap), to: round2(b1 - m * lap) });
      b0 = b1;
    }
    group = [];
    start = at;
    prevName = tok;
  }
  const first = out[0].from;
  const covered = out.reduce((a, s) => a + (s.to - s.from), 0);
  if (covered > lap + 1e-6) throw new Error(`${where}: covers more than one lap (from ${first})`);
  return out;
}

function parseSpace(tok: string, where: string) {
  const m = SPACE_RE.exec(tok);
  if (!m) throw new Error(`${where}: bad space token "${tok}"`);
  const letters = [...m[1]];
  if (new Set(letters).size !== letters.length) throw new Error(`${where}: repeated colour in "${tok}"`);
  const colors = letters.map((l) => LETTER[l]).sort((a, b) => GEAR_COLORS.indexOf(a) - GEAR_COLORS.indexOf(b));
  const segments = Number(m[2]);
  return { colors, segments, weight: segments * (m[3] ? Number(m[3]) : 1), token: tok };
}
