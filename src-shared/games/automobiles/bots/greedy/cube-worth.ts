import { WEAR, YELLOW, type GameState } from '../..';
import { MOVE_CARDS, cardOf, ownedPile, trackFacts } from './knowledge';

/** Below this many cubes of a gear colour the track still needs, the colour is kept (and bought). */
export const SCARCE_GEAR = 3;

/**
 * Rough worth of owning one cube of a colour (wear is a liability). With a player given, a
 * gear the track uses that the player is short of is worth keeping: a deck without white can
 * be stuck for good in a white turn once the stock has run out of white.
 */
export function cubeWorth(s: GameState, c: number, p?: number): number {
  if (c === WEAR) return -3;
  if (c <= 3) {
    const base = [1.2, 3, 5, 7][c];
    if (p === undefined || trackFacts(s.track).gearShare[c] === 0) return base;
    return ownedPile(s.players[p])[c] < SCARCE_GEAR ? Math.max(base, 6) : base;
  }
  if (c === YELLOW) return 2;
  return MOVE_CARDS.has(cardOf(s, c)) ? 4 : 3;
}
