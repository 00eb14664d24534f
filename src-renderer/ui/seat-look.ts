/**
 * How a seat (an Automobiles player or a Racepack team) is told apart: its colour and, in the
 * colour-blind-safe set, a symbol beside the colour, so no one needs to tell hues apart.
 */
export type ColorSet = 'standard' | 'colorBlind';

/**
 * Okabe & Ito's palette (2008), distinguishable under the common colour-vision deficiencies;
 * its black is replaced by a light grey, which reads on the dark interface and the green board.
 */
export const COLOR_BLIND_SAFE = [
  '#E69F00',
  '#56B4E9',
  '#009E73',
  '#F0E442',
  '#0072B2',
  '#D55E00',
  '#CC79A7',
  '#DDDDDD',
];

/** One symbol per seat, each a different shape (the shape alone tells the seats apart). */
export const SEAT_SYMBOLS = ['●', '▲', '■', '◆', '★', '✚', '♥', '✖'];

export interface SeatLook {
  color: string;
  /** Drawn beside the colour in the colour-blind-safe set; '' in the standard one. */
  symbol: string;
}

export function lookOfSeat(seat: number, chosen: string, set: ColorSet): SeatLook {
  if (set !== 'colorBlind') return { color: chosen, symbol: '' };
  const i = ((seat % COLOR_BLIND_SAFE.length) + COLOR_BLIND_SAFE.length) % COLOR_BLIND_SAFE.length;
  return { color: COLOR_BLIND_SAFE[i], symbol: SEAT_SYMBOLS[i] };
}
