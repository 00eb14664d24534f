/**
 * The test build's src-shared/games/registry.ts (swapped in by toy-build.ts): the house's
 * registry plus the toy game's one line. Everything else it exports comes through unchanged.
 */
import * as house from '../../../src-shared/games/registry';
import type { AnyGame } from '../../../src-shared/games/game';
import { diceRace } from '../dice-race';

export * from '../../../src-shared/games/registry';

export const GAMES: readonly AnyGame[] = [...house.GAMES, diceRace];

export function findGame(id: string): AnyGame | undefined {
  return GAMES.find((g) => g.id === id);
}

export function gameById(id: string): AnyGame {
  const game = findGame(id);
  if (!game) throw new Error(`unknown game "${id}": one of ${GAMES.map((g) => g.id).join(', ')}`);
  return game;
}
