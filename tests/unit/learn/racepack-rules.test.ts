import { describe, expect, it } from 'vitest';
import { RULES, RULES_GROUPS, rulesEntry, searchRules } from '../../../src-renderer/rules/rules-index';
import { RACEPACK_FIGURE_KINDS, racepackFigure, walls } from '../../../src-renderer/rules/racepack-figures';

const cellAt = (fig: ReturnType<typeof racepackFigure>, x: number, y: number) => {
  const t = fig.track;
  for (let c = 0; c < t.cellCount; c++) if (t.cellX[c] === x && t.cellY[c] === y && t.cellExists[c]) return c;
  return -1;
};

describe('the rules reference: its Racepack part', () => {
  const part = RULES.filter((e) => e.group === 'racepack');

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

  it('the hairpin figure draws the wall between its two roads; the pit figure has its pit tiles', () => {
    expect(walls(racepackFigure('rp-hairpin').track).length).toBeGreaterThan(0);
    expect(walls(racepackFigure('rp-track').track)).toEqual([]);
    expect(racepackFigure('rp-pit').track.tileIsPit.filter(Boolean).length).toBe(4);
    expect(racepackFigure('rp-wide').track.wide).toBe(true);
  });
});
