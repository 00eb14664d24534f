import { COLORS, WEAR, isGear } from '../cubes';
import { FIXED_CARD_IDS, type ActionColor } from '../cards/card-table';
import type { GameState } from './state';

/** The card a cube colour stands for in this game (gears and wear are fixed). */
export function cardOfCube(s: GameState, color: number): string {
  if (isGear(color)) return FIXED_CARD_IDS[color];
  if (color === WEAR) return 'wear';
  return s.cards[COLORS[color] as ActionColor];
}
