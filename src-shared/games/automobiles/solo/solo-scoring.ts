import { BLACK, BLUE, WEAR, WHITE, type Pile } from '../cubes';
import type { SoloBagScore } from './solo-types';

/**
 * Scoring of the solo series (RULINGS §9, seed 003), as pure functions of a finished
 * race so that every line is testable on its own.
 */

/**
 * Finish points of the human, race numbered from 1: 1st 3 + race number, 2nd to
 * second-to-last 3, last 2 (1 when a lap or more behind the winner).
 */
export function soloFinishPoints(raceNumber: number, place: number, cars: number, lapDown: boolean): number {
  if (place === 1) return 3 + raceNumber;
  if (place === cars) return lapDown ? 1 : 2;
  return 3;
}

/** "A lap or more behind": the distance raced (laps × lap length + progress) differs by a lap length. */
export function isLapBehind(behind: number, ahead: number, lapLength: number): boolean {
  return ahead - behind >= lapLength;
}

/** Bag scoring over every cube the human owns; only "no wear" counts when last. */
export function soloBagScore(owned: Pile, last: boolean): SoloBagScore {
  return {
    noWear: owned[WEAR] === 0 ? 1 : 0,
    noBlue: !last && owned[BLUE] === 0 ? 1 : 0,
    noBlack: !last && owned[BLACK] === 0 ? 1 : 0,
    threeWhite: !last && owned[WHITE] >= 3 ? 1 : 0,
  };
}

export function bagTotal(b: SoloBagScore): number {
  return b.noWear + b.noBlue + b.noBlack + b.threeWhite;
}

/** The rating bands after race 5, lowest first: [least points, name]. */
export const SOLO_RATINGS: readonly [number, string][] = [
  [0, 'Did Not Qualify'],
  [21, 'Rookie'],
  [24, 'Up and Comer'],
  [27, 'Top 10 Racer'],
  [30, 'Top 5 Racer'],
  [33, 'Series Champion'],
];

export function soloRating(points: number): string {
  let name = SOLO_RATINGS[0][1];
  for (const [least, band] of SOLO_RATINGS) if (points >= least) name = band;
  return name;
}
