/** The rules reference covers the solo series and every Fuel Mixture card, from the same tables as the engine. */
import { describe, expect, it } from 'vitest';
import { FUEL_CARDS } from '../../../src-shared/games/automobiles';
import { RULES_GROUPS, rulesEntry, searchRules } from '../../../src-renderer/rules/rules-index';
import { fuelEntryId } from '../../../src-renderer/games/automobiles/rules/rules-book';

describe('rules reference: solo series and Fuel Mixture', () => {
  it('has the module, each card with its full text, and the series with its rating bands', () => {
    expect(RULES_GROUPS.map((g) => g.id)).toContain('solo');
    const module = rulesEntry('fuel-mixture')!;
    expect(module.paragraphs.join(' ')).toMatch(/no wear/);
    expect(module.paragraphs.join(' ')).toMatch(/finish line/);
    expect(module.table!.rows).toHaveLength(FUEL_CARDS.length);
    for (const c of FUEL_CARDS) {
      const e = rulesEntry(fuelEntryId(c.id))!;
      expect(e.paragraphs).toContain(c.text);
      expect(module.see).toContain(e.id);
    }
    expect(rulesEntry('fuel-race-gas')!.subtitle).toMatch(/any 3 cubes/);
    expect(rulesEntry('fuel-rich-mix')!.subtitle).toMatch(/1 white \+ 1 light grey/i);
    const series = rulesEntry('solo-series')!;
    expect(series.table!.rows[0]).toEqual(['under 21', 'Did Not Qualify']);
    expect(series.table!.rows.at(-1)).toEqual(['33 or more', 'Series Champion']);
    expect(series.bullets!.join(' ')).toMatch(/3 \+ the race number/);
  });

  it('search finds a card by name and the series by "mechanic"', () => {
    expect(searchRules('octane booster')[0].id).toBe('fuel-octane-booster');
    expect(searchRules('mechanic').map((e) => e.id)).toContain('solo-series');
  });
});
