import { BLACK, DARK_GRAY, LIGHT_GRAY } from '../cubes';

/**
 * Sponsors A1–F3 with the house numbers of RULINGS §7. Every effect starts with the
 * standard removal (first 3, middle 6, last 12 cubes); `extra[place]` is the number for
 * the letter's extra ability (place 0 first, 1 middle, 2 last).
 */
export type SponsorLetter = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';

export interface SponsorDef {
  id: string;
  letter: SponsorLetter;
  tier: 1 | 2 | 3;
  /** A: $ to spend; B/F: additional cubes; C: wear; E: wear per non-wear removed. */
  extra: [number, number, number];
  /** D: cubes gained free per place. */
  gains?: [number[], number[], number[]];
}

export const STANDARD_REMOVAL = [3, 6, 12];

export const SPONSOR_TEXT: Record<SponsorLetter, string> = {
  A: 'Spend the specified amount of money to buy new cubes from the stock. Any money not spent is lost.',
  B: 'Remove the specified amount of additional cubes from your bag and/or player board.',
  C: 'Remove the specified amount of wear cubes from your bag and/or player board.',
  D: 'Gain the specific cubes stated from the stock for free (as many as the stock has); each is optional.',
  E: 'For each non-wear cube you removed with the standard removal, remove up to the specified number of wear cubes.',
  F: 'Remove the specified amount of additional cubes, then spend up to $2 for each additional cube removed.',
};

const s = (
  letter: SponsorLetter,
  tier: 1 | 2 | 3,
  extra: [number, number, number],
  gains?: SponsorDef['gains'],
): SponsorDef => ({
  id: `${letter}${tier}`,
  letter,
  tier,
  extra,
  gains,
});

export const SPONSORS: readonly SponsorDef[] = [
  s('A', 1, [2, 4, 6]),
  s('A', 2, [3, 5, 8]),
  s('A', 3, [4, 6, 10]),
  s('B', 1, [1, 2, 3]),
  s('B', 2, [2, 3, 4]),
  s('B', 3, [3, 4, 6]),
  s('C', 1, [2, 4, 6]),
  s('C', 2, [3, 6, 9]),
  s('C', 3, [4, 8, 12]),
  s('D', 1, [0, 0, 0], [[LIGHT_GRAY], [DARK_GRAY], [BLACK]]),
  s('D', 2, [0, 0, 0], [[DARK_GRAY], [BLACK], [BLACK, DARK_GRAY]]),
  s(
    'D',
    3,
    [0, 0, 0],
    [
      [LIGHT_GRAY, DARK_GRAY],
      [DARK_GRAY, BLACK],
      [BLACK, BLACK],
    ],
  ),
  s('E', 1, [4, 4, 4]),
  s('E', 2, [3, 4, 5]),
  s('E', 3, [4, 2, 0]),
  s('F', 1, [1, 2, 3]),
  s('F', 2, [2, 3, 4]),
  s('F', 3, [3, 4, 5]),
];

export function getSponsor(id: string): SponsorDef | undefined {
  return SPONSORS.find((x) => x.id === id);
}

/** Season points: first 4/5/6/7/8 for races 1–5, middle 3, last 2 (2 players: second is middle). */
export function racePoints(race: number, place: 0 | 1 | 2): number {
  return place === 0 ? 4 + race : place === 1 ? 3 : 2;
}
