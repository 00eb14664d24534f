/** Cube colours. Indexed so piles can be plain count arrays (fast to clone and compare). */
export const COLORS = [
  'white',
  'lightGray',
  'darkGray',
  'black',
  'brown',
  'yellow',
  'purple',
  'red',
  'green',
  'blue',
] as const;
export type Color = (typeof COLORS)[number];
export const COLOR_COUNT = COLORS.length;

/** The four gear colours, lowest to highest: the only colours a track space can have. */
export const GEAR_COLORS = ['white', 'lightGray', 'darkGray', 'black'] as const;
export type GearColor = (typeof GEAR_COLORS)[number];

export const COLOR_INDEX: Record<Color, number> = Object.fromEntries(COLORS.map((c, i) => [c, i])) as Record<
  Color,
  number
>;

export const WHITE = 0;
export const LIGHT_GRAY = 1;
export const DARK_GRAY = 2;
export const BLACK = 3;
export const WEAR = 4;
export const YELLOW = 5;
export const PURPLE = 6;
export const RED = 7;
export const GREEN = 8;
export const BLUE = 9;

export function isGear(color: number): boolean {
  return color <= BLACK;
}

/** A pile of cubes as counts per colour index. */
export type Pile = number[];

export function emptyPile(): Pile {
  return [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
}

export function pileSize(pile: Pile): number {
  let n = 0;
  for (let i = 0; i < COLOR_COUNT; i++) n += pile[i];
  return n;
}

export function addPile(into: Pile, from: Pile): void {
  for (let i = 0; i < COLOR_COUNT; i++) into[i] += from[i];
}

export function pileFrom(counts: Partial<Record<Color, number>>): Pile {
  const pile = emptyPile();
  for (const [c, n] of Object.entries(counts)) pile[COLOR_INDEX[c as Color]] = n ?? 0;
  return pile;
}

export function pileToRecord(pile: Pile): Partial<Record<Color, number>> {
  const out: Partial<Record<Color, number>> = {};
  for (let i = 0; i < COLOR_COUNT; i++) if (pile[i]) out[COLORS[i]] = pile[i];
  return out;
}

/** Component counts of the box (RULINGS §2): the whole supply of each colour. */
export const COMPONENT_COUNTS: Pile = pileFrom({
  white: 30,
  lightGray: 28,
  darkGray: 24,
  black: 16,
  yellow: 40,
  red: 16,
  purple: 16,
  blue: 16,
  green: 16,
  brown: 80,
});

/** Every player's 12 starting cubes. */
export const STARTING_BAG: Pile = pileFrom({ white: 5, yellow: 5, lightGray: 2 });

/** Colour names for messages and logs. */
export const COLOR_LABEL: Record<Color, string> = {
  white: 'white',
  lightGray: 'light grey',
  darkGray: 'dark grey',
  black: 'black',
  brown: 'wear',
  yellow: 'yellow',
  purple: 'purple',
  red: 'red',
  green: 'green',
  blue: 'blue',
};
