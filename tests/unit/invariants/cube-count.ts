import { COLORS, COLOR_COUNT, COMPONENT_COUNTS, type GameState } from '../../../src-shared/games/automobiles';

/**
 * Cube conservation: stock + every player's bag/active/used/discard + setup purchases +
 * cubes held by a prompt + cubes locked on Fuel Mixture cards = the box's supply, per colour (cubes on the track are in `used`).
 * Returns a description of the first problem, or null.
 */
export function cubeCountProblem(s: GameState): string | null {
  const total = s.stock.slice();
  const piles: number[][] = [s.stock, ...s.setupBought];
  for (const pl of s.players) piles.push(pl.bag, pl.active, pl.used, pl.discard);
  // Fuel Mixture: cubes locked on a card are out of play but still the player's.
  for (const locked of s.fuel?.locked ?? []) piles.push(locked);
  for (const pile of piles)
    if (pile.some((n) => n < 0 || !Number.isInteger(n))) return `a pile has a bad count: ${pile.join(',')}`;
  for (const pile of piles.slice(1)) for (let c = 0; c < COLOR_COUNT; c++) total[c] += pile[c];
  for (const c of s.prompt?.held ?? []) total[c]++;
  for (let c = 0; c < COLOR_COUNT; c++) {
    if (total[c] !== COMPONENT_COUNTS[c])
      return `${COLORS[c]}: ${total[c]} cubes counted, the box has ${COMPONENT_COUNTS[c]}`;
  }
  return null;
}
