import { BLACK, DARK_GRAY, GREEN, LIGHT_GRAY, PURPLE, RED, WEAR, WHITE, YELLOW, emptyPile, type Pile } from '../cubes';

/**
 * The Fuel Mixture deck (RULINGS §10), this project's own eight cards. Pay: the exact cubes
 * moved from the active pile onto the card, or any N cubes. Benefit: one of four kinds.
 */
export type FuelBenefit =
  /** Move exactly `steps` spaces of the colours in `mask`, like a card move, with no wear. */
  | { kind: 'move'; mask: number; steps: number }
  /** Draw `count` cubes from the bag. */
  | { kind: 'draw'; count: number }
  /** Remove up to `max` wear from the active pile, each optional ("up to" allows zero). */
  | { kind: 'removeWear'; max: number }
  /** Put up to `max` cubes from the discard pile into the bag, each optional. */
  | { kind: 'discardToBag'; max: number };

export interface FuelCardDef {
  id: string;
  name: string;
  /** Exact cubes to pay (counts by colour), or null when `payAny` cubes of any colours. */
  pay: Pile | null;
  payAny: number;
  benefit: FuelBenefit;
  text: string;
}

/** Gear-colour bitmasks, as game/movement.ts builds them (not imported: this table loads first). */
const ANY_GEAR = 0b1111;
const maskOf = (c: number) => 1 << c;

function pay(...colors: number[]): Pile {
  const p = emptyPile();
  for (const c of colors) p[c]++;
  return p;
}

export const FUEL_CARDS: readonly FuelCardDef[] = [
  {
    id: 'nitromethane',
    name: 'Nitromethane',
    pay: pay(YELLOW, YELLOW),
    payAny: 0,
    benefit: { kind: 'move', mask: ANY_GEAR, steps: 2 },
    text: 'Pay 2 yellow: move 2 spaces of any colours.',
  },
  {
    id: 'rich-mix',
    name: 'Rich Mix',
    pay: pay(WHITE, LIGHT_GRAY),
    payAny: 0,
    benefit: { kind: 'move', mask: maskOf(DARK_GRAY), steps: 1 },
    text: 'Pay 1 white + 1 light grey: move 1 dark grey space.',
  },
  {
    id: 'lean-burn',
    name: 'Lean Burn',
    pay: pay(WHITE, WHITE),
    payAny: 0,
    benefit: { kind: 'draw', count: 2 },
    text: 'Pay 2 white: draw 2 cubes from the bag.',
  },
  {
    id: 'octane-booster',
    name: 'Octane Booster',
    pay: pay(GREEN),
    payAny: 0,
    benefit: { kind: 'move', mask: maskOf(LIGHT_GRAY), steps: 3 },
    text: 'Pay 1 green: move 3 light grey spaces.',
  },
  {
    id: 'methanol-blend',
    name: 'Methanol Blend',
    pay: pay(RED, YELLOW),
    payAny: 0,
    benefit: { kind: 'removeWear', max: 2 },
    text: 'Pay 1 red + 1 yellow: remove up to 2 wear from the active pile.',
  },
  {
    id: 'race-gas',
    name: 'Race Gas',
    pay: null,
    payAny: 3,
    benefit: { kind: 'move', mask: maskOf(BLACK), steps: 1 },
    text: 'Pay any 3 cubes: move 1 black space.',
  },
  {
    id: 'ethanol-cut',
    name: 'Ethanol Cut',
    pay: pay(PURPLE),
    payAny: 0,
    benefit: { kind: 'discardToBag', max: 2 },
    text: 'Pay 1 purple: put up to 2 cubes from the discard pile into the bag.',
  },
  {
    id: 'sludge-burner',
    name: 'Sludge Burner',
    pay: pay(WEAR, YELLOW),
    payAny: 0,
    benefit: { kind: 'move', mask: maskOf(LIGHT_GRAY), steps: 1 },
    text: 'Pay 1 wear + 1 yellow: move 1 light grey space.',
  },
];

export function getFuelCard(id: string): FuelCardDef | undefined {
  return FUEL_CARDS.find((c) => c.id === id);
}
