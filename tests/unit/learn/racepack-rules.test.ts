import { describe, expect, it } from 'vitest';
import { RULES, RULES_GROUPS, rulesEntry, searchRules } from '../../../src-renderer/rules/rules-index';
import {
  RACEPACK_FIGURE_KINDS,
  racepackFigure,
  walls,
} from '../../../src-renderer/games/racepack/rules/racepack-figures';
import type { RacepackRulesEntry } from '../../../src-renderer/games/racepack/rules/rules-types';

const cellAt = (fig: ReturnType<typeof racepackFigure>, x: number, y: number) => {
  const t = fig.track;
  for (let c = 0; c < t.cellCount; c++) if (t.cellX[c] === x && t.cellY[c] === y && t.cellExists[c]) return c;
  return -1;
};

describe('the rules reference: its Racepack part', () => {
  const part = RULES.filter((e): e is RacepackRulesEntry => e.group === 'racepack');

  it('covers the whole game, each topic in its own entry, in the Racepack group', () => {
    expect(RULES_GROUPS.some((g) => g.id === 'racepack')).toBe(true);
    const topics: [string, string][] = [
      ['rp-setup', 'lap die'],
      ['rp-movement', 'decelerate'],
      ['rp-corners', 'speed 2'],
      ['rp-spin-out', 're-enter'],
      ['rp-tokens', 'token'],
      ['rp-defence', 're-roll'],
      ['rp-hazards', 'hazard'],
      ['rp-teams', 'team'],
      ['rp-pit-lane', 'pit box'],
      ['rp-timer', 'timer'],
      ['rp-extra-hazards', 'extra hazards'],
      ['rp-big', '2-wide'],
      ['rp-lap-die', 'lap die'],
      ['rp-hairpin-chicane', 'chicane'],
    ];
    for (const [id, word] of topics) {
      expect(rulesEntry(id)?.group, id).toBe('racepack');
      expect(
        searchRules(word).map((e) => e.id),
        `searching “${word}”`,
      ).toContain(id);
    }
    for (const e of part) for (const s of e.see ?? []) expect(rulesEntry(s), `${e.id} sees ${s}`).toBeDefined();
  });

  it('a Racepack search finds Racepack entries first', () => {
    expect(searchRules('spin out')[0].group).toBe('racepack');
    expect(searchRules('pit box').map((e) => e.id)).toContain('rp-pit-lane');
  });

  it('every figure is a window on a real track, its cars and movements on spaces of that track', () => {
    const used = new Set(part.map((e) => e.figure).filter(Boolean));
    expect([...used].sort()).toEqual([...RACEPACK_FIGURE_KINDS].sort());
    for (const kind of RACEPACK_FIGURE_KINDS) {
      const fig = racepackFigure(kind);
      expect(fig.caption.length, kind).toBeGreaterThan(10);
      for (const car of fig.cars.filter((c) => !c.off))
        expect(cellAt(fig, car.x, car.y), `${kind}: car at ${car.x},${car.y}`).toBeGreaterThanOrEqual(0);
      for (const m of fig.moves.filter((m) => m.tone !== 'bad'))
        for (const [x, y] of m.path.filter(([x, y]) => Number.isInteger(x) && Number.isInteger(y)))
          expect(cellAt(fig, x, y), `${kind}: move through ${x},${y}`).toBeGreaterThanOrEqual(0);
    }
  });

  it('Figure 2 tells both turns as the seed does: A 7, 5, the 2 token into a corner; B 4, 2 into a corner, 1 changing lanes into the next', () => {
    const fig = racepackFigure('rp-turns');
    const t = fig.track;
    const speeds = fig.moves.map((m) => Number(/\d/.exec(m.label)?.[0]));
    expect(speeds).toEqual([7, 5, 2, 4, 2, 1]);
    const cornerOf = (x: number, y: number) => t.isCorner[t.cellTile[cellAt(fig, x, y)]];
    for (const m of fig.moves) {
      const [from, to] = [m.path[0], m.path[m.path.length - 1]];
      const start = cellAt(fig, from[0], from[1]);
      const end = cellAt(fig, to[0], to[1]);
      const dist = Math.abs(to[0] - from[0]) + Math.abs(to[1] - from[1]);
      if (m.label.includes('↖')) {
        // The lane change: one of the compiled track's diagonals, into a corner tile.
        const diagonals = Array.from({ length: 8 }, (_, k) => t.diagonal[start * 8 + k]);
        expect(diagonals, m.label).toContain(end);
        expect(cornerOf(to[0], to[1]), 'turn B ends in a corner').toBe(true);
      } else {
        // A forward movement: the space it lands on is `speed` spaces along one of the track's rays.
        const rays = [0, 1, 2, 3].map((d) => t.rays[start * 4 + d]);
        expect(
          rays.some((r) => r[dist - 1] === end),
          `${m.label} from ${from}`,
        ).toBe(true);
      }
      // A risk roll exactly where a corner is entered at 2.
      const enters = !cornerOf(from[0], from[1]) && cornerOf(to[0], to[1]);
      expect(m.label.includes('!'), `${m.label}: roll`).toBe(enters && !m.label.includes('1'));
    }
  });

  it('the hairpin figure draws the wall between its two roads; the pit figure has its pit tiles', () => {
    expect(walls(racepackFigure('rp-hairpin').track).length).toBeGreaterThan(0);
    expect(walls(racepackFigure('rp-track').track)).toEqual([]);
    expect(racepackFigure('rp-pit').track.tileIsPit.filter(Boolean).length).toBe(4);
    expect(racepackFigure('rp-wide').track.wide).toBe(true);
  });
});
