/**
 * The Racing Season card data: 15 cards, the 6 suggested sets (seed 000 "Suggested Card
 * Sets"), and random picks that draw from base + expansion with `expansionCards`.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../../src-shared/games/automobiles/index';
import { ACTION_COLORS, allCards, getCard, cardSets, getCardSet } from '../../../src-shared/games/automobiles';

const EXPANSION: Record<string, [string, string]> = {
  'factory-support': ['Factory Support', 'yellow'],
  'maintenance-staff': ['Maintenance Staff', 'yellow'],
  'performance-testing': ['Performance Testing', 'yellow'],
  'air-jacks': ['Air Jacks', 'purple'],
  'impact-wrench': ['Impact Wrench', 'purple'],
  'pit-mechanic': ['Pit Mechanic', 'purple'],
  burnout: ['Burnout', 'red'],
  'camber-and-toe': ['Camber & Toe', 'red'],
  redline: ['Redline', 'red'],
  adrenaline: ['Adrenaline', 'green'],
  'bump-and-run': ['Bump & Run', 'green'],
  overdrive: ['Overdrive', 'green'],
  'crate-motor': ['Crate Motor', 'blue'],
  'fuel-injection-engine': ['Fuel Injection Engine', 'blue'],
  'internal-combustion': ['Internal Combustion', 'blue'],
};

/** Seed 000, by name: yellow, purple, red, green, blue. */
const SETS: [string, string, string[]][] = [
  [
    'rinse-and-repeat',
    'Rinse & Repeat',
    ['factory-support', 'pit-mechanic', 'burnout', 'overdrive', 'internal-combustion'],
  ],
  ['squeaky-clean', 'Squeaky Clean', ['maintenance-staff', 'air-jacks', 'camber-and-toe', 'adrenaline', 'crate-motor']],
  [
    'well-oiled-machine',
    'Well Oiled Machine',
    ['performance-testing', 'crew-chief', 'aerodynamics', 'nitro', 'crate-motor'],
  ],
  ['this-or-that', 'This or That', ['manager', 'pit-crew', 'tires', 'turbo', 'fuel-injection-engine']],
  ['shake-and-bake', 'Shake & Bake', ['engineer', 'impact-wrench', 'redline', 'boost', 'internal-combustion']],
  [
    'rubbin-is-racin',
    "Rubbin' is Racin'",
    ['factory-support', 'pit-captain', 'camber-and-toe', 'bump-and-run', 'diesel-engine'],
  ],
];

describe('expansion cards', () => {
  it('15 cards, each with its name, colour, edition and text', () => {
    const exp = allCards().filter((c) => c.edition === 'racing-season');
    expect(exp.map((c) => c.id).sort()).toEqual(Object.keys(EXPANSION).sort());
    for (const [id, [name, color]] of Object.entries(EXPANSION)) {
      const c = getCard(id)!;
      expect(c.name).toBe(name);
      expect(c.color).toBe(color);
      expect(c.text.length).toBeGreaterThan(40);
    }
  });

  it('3 expansion cards per action colour next to the 4 base ones', () => {
    for (const color of ACTION_COLORS) {
      const of = allCards().filter((c) => c.color === color);
      expect(of.filter((c) => c.edition === 'base').length).toBe(4);
      expect(of.filter((c) => c.edition === 'racing-season').length).toBe(3);
    }
  });
});

describe('the 6 suggested expansion sets', () => {
  it.each(SETS)('%s (%s)', (id, name, cards) => {
    const set = getCardSet(id)!;
    expect(set.name).toBe(name);
    expect(set.edition).toBe('racing-season');
    expect(ACTION_COLORS.map((c) => set.cards[c])).toEqual(cards);
    const s = createGame({ players: 2, cards: id });
    expect(ACTION_COLORS.map((c) => s.cards[c])).toEqual(cards);
    // every card of the set exists in its colour
    cards.forEach((c, i) => expect(getCard(c)!.color).toBe(ACTION_COLORS[i]));
  });

  it('are listed with the 7 base sets', () => {
    const ids = cardSets().map((s) => s.id);
    for (const [id] of SETS) expect(ids).toContain(id);
    expect(cardSets().filter((s) => s.edition === 'racing-season').length).toBe(6);
  });
});

describe('random card picks', () => {
  const pick = (expansionCards: boolean, seeds: number) => {
    const seen = new Map<string, Set<string>>(ACTION_COLORS.map((c) => [c, new Set()]));
    for (let seed = 1; seed <= seeds; seed++) {
      const s = createGame({ players: 2, cards: 'random', expansionCards, seed });
      for (const c of ACTION_COLORS) seen.get(c)!.add(s.cards[c]);
    }
    return seen;
  };

  it('with expansionCards: drawn from base + expansion (all 7 per colour appear)', () => {
    const seen = pick(true, 300);
    for (const color of ACTION_COLORS) {
      const ids = [...seen.get(color)!];
      expect(ids.length).toBe(7);
      for (const id of ids) expect(getCard(id)!.color).toBe(color);
    }
  });

  it('without: base cards only', () => {
    const seen = pick(false, 300);
    for (const color of ACTION_COLORS) {
      const ids = [...seen.get(color)!];
      expect(ids.length).toBe(4);
      for (const id of ids) expect(getCard(id)!.edition).toBe('base');
    }
  });

  it('the same seed gives the same pick', () => {
    const a = createGame({ players: 3, cards: 'random', expansionCards: true, seed: 77 });
    const b = createGame({ players: 3, cards: 'random', expansionCards: true, seed: 77 });
    expect(a.cards).toEqual(b.cards);
    expect(a.options.expansionCards).toBe(true);
  });

  it('a custom pick of expansion cards, in any order, is normalized to colour order', () => {
    const s = createGame({ players: 2, cards: 'crate-motor,redline,air-jacks,factory-support,overdrive' });
    expect(s.cards).toEqual({
      yellow: 'factory-support',
      purple: 'air-jacks',
      red: 'redline',
      green: 'overdrive',
      blue: 'crate-motor',
    });
    expect(Object.keys(s.cards)).toEqual([...ACTION_COLORS]);
  });
});
