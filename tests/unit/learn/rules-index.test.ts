import { describe, expect, it } from 'vitest';
import { allCards, DRIVERS, SPONSORS } from '../../../src-shared/games/automobiles';
import {
  RULES,
  RULES_GROUPS,
  rulesEntry as anyEntry,
  rulesGameOf,
  rulesGroupsFor,
  searchRules,
} from '../../../src-renderer/rules/rules-index';
import { RENDERER_KITS } from '../../../src-renderer/games/registry';
import { cardEntryId, driverEntryId, sponsorEntryId } from '../../../src-renderer/games/automobiles/rules/rules-book';
import type { AutomobilesRulesEntry } from '../../../src-renderer/games/automobiles/rules/rules-types';

/** An entry of the book, with Automobiles' pictures (a diagram) when it is one of its entries. */
const rulesEntry = (id: string) => anyEntry(id) as AutomobilesRulesEntry | undefined;
import { DRIVER_NAMES, SPONSOR_NAMES } from '../../../src-renderer/games/automobiles/i18n/messages';

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

describe("the rules book is the games' parts (issue #26)", () => {
  it("holds each game's groups and entries, game by game in the registry's order, each entry owned by its game", () => {
    const books = Object.entries(RENDERER_KITS).flatMap(([game, { words: w }]) =>
      w.rules ? [{ game, book: w.rules }] : [],
    );
    expect(books.map((b) => b.game)).toEqual(['automobiles', 'racepack']);
    expect(RULES).toEqual(books.flatMap((b) => b.book.entries));
    expect(RULES_GROUPS.map((g) => `${g.game}:${g.id}`)).toEqual(
      books.flatMap((b) => b.book.groups.map((g) => `${b.game}:${g.id}`)),
    );
    for (const { game, book } of books)
      for (const e of book.entries) {
        expect(rulesGameOf(e.id), e.id).toBe(game);
        expect(
          book.groups.some((g) => g.id === e.group),
          `${e.id} in a group of its game`,
        ).toBe(true);
      }
    expect(rulesGameOf('no-such-entry')).toBeUndefined();
    expect(RULES[0].id).toBe('overview');
  });

  it('opened for a game, the index shows its groups first and the others after, in reading order', () => {
    expect(rulesGroupsFor('automobiles')).toEqual(RULES_GROUPS);
    const forRacepack = rulesGroupsFor('racepack').map((g) => g.id);
    expect(forRacepack[0]).toBe('racepack');
    expect(forRacepack.slice(1)).toEqual(RULES_GROUPS.filter((g) => g.game !== 'racepack').map((g) => g.id));
    expect(rulesGroupsFor(undefined)).toEqual(RULES_GROUPS);
  });
});
