import { describe, expect, it } from 'vitest';
import { allCards, DRIVERS, SPONSORS } from '../../../src-shared/games/automobiles';
import { RULES, rulesEntry as anyEntry, searchRules } from '../../../src-renderer/rules/rules-index';
import { cardEntryId, driverEntryId, sponsorEntryId } from '../../../src-renderer/games/automobiles/rules/rules-book';
import type { AutomobilesRulesEntry } from '../../../src-renderer/games/automobiles/rules/rules-types';

/** An entry of the book, with Automobiles' pictures (a diagram) when it is one of its entries. */
const rulesEntry = (id: string) => anyEntry(id) as AutomobilesRulesEntry | undefined;
import { DRIVER_NAMES, SPONSOR_NAMES } from '../../../src-renderer/i18n/messages';

describe('rules reference content', () => {
  it('has an entry with the full text for every card, driver and sponsor letter', () => {
    for (const c of allCards()) expect(rulesEntry(cardEntryId(c.id))?.paragraphs[0], c.id).toBe(c.text);
    for (const d of DRIVERS) expect(rulesEntry(driverEntryId(d.number))?.paragraphs[0], d.name).toBe(d.text);
    for (const s of SPONSORS)
      expect(
        rulesEntry(sponsorEntryId(s.id))?.table?.rows.some((r) => r[0].includes(s.id)),
        s.id,
      ).toBe(true);
  });

  it('covers the base game, the variants and the house rulings, with pictures of drafting, momentum and passing', () => {
    for (const id of [
      'turn',
      'gear-cubes',
      'wear',
      'drafting',
      'momentum',
      'passing',
      'pit-stop',
      'race-end',
      'variant-weaving',
      'variant-accelerated',
      'house-rulings',
      'season',
      'sponsors',
      'drivers',
    ])
      expect(rulesEntry(id), id).toBeDefined();
    expect(rulesEntry('drafting')?.diagram).toBe('drafting');
    expect(rulesEntry('momentum')?.diagram).toBe('momentum');
    expect(rulesEntry('passing')?.diagram).toBe('passing');
  });

  it('has unique ids and "see also" links that all resolve', () => {
    expect(new Set(RULES.map((e) => e.id)).size).toBe(RULES.length);
    for (const e of RULES) for (const s of e.see ?? []) expect(rulesEntry(s), `${e.id} → ${s}`).toBeDefined();
  });

  it('search keeps the sections containing every word, title matches first', () => {
    const hits = searchRules('drafting');
    expect(hits[0].id).toBe('drafting');
    expect(hits.length).toBeLessThan(RULES.length);
    expect(hits.every((e) => JSON.stringify(e).toLowerCase().includes('draft'))).toBe(true);
    expect(searchRules('pit stop wear').map((e) => e.id)).toContain('pit-stop');
    expect(searchRules('zzqx')).toEqual([]);
    expect(searchRules('  ')).toHaveLength(RULES.length);
    // Curly quotes in the texts are found with straight ones.
    expect(searchRules("card's").length).toBeGreaterThan(0);
  });

  it('gives every driver and sponsor an original name (no placeholder)', () => {
    for (const d of DRIVERS) expect(DRIVER_NAMES[d.number]).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    for (const s of SPONSORS) expect(SPONSOR_NAMES[s.id]).toBeTruthy();
    expect(new Set(Object.values(SPONSOR_NAMES)).size).toBe(SPONSORS.length);
  });
});
