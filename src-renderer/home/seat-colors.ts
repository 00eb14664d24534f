import { wordsOf } from '../games/registry';
import type { ProfileColor } from '../../src-shared/records/profiles';

/** Each seat's colour as its game paints it (the plots' lines match the cars on the board). */
export function seatColor(game: string, seat: number): string {
  const colors = wordsOf(game)?.seatColors ?? wordsOf(undefined)!.seatColors;
  return colors[seat % colors.length]!;
}

/** The paint of each profile colour. */
export const PROFILE_PAINT: Record<ProfileColor, string> = {
  red: '#e53935',
  blue: '#1e88e5',
  yellow: '#fdd835',
  green: '#43a047',
  orange: '#fb8c00',
  purple: '#8e24aa',
  teal: '#00897b',
  pink: '#ec407a',
};

/** The symbol of each profile look (text, so it scales with the type). */
export const LOOK_SYMBOL: Record<string, string> = {
  // Stored as 'helmet' since the first profiles; drawn as a gear: Debian's fonts have no helmet (U+26D1).
  helmet: '⚙',
  star: '★',
  bolt: '⚡',
  flag: '⚑',
  crown: '♛',
  wheel: '⎈',
};
