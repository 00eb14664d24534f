/**
 * Every game of the house by id: an explicit list (no registry filled by import side effects).
 * Generic code (session, saves, CLI, arena) looks a game up here by the id a save or a flag names.
 */
import type { AnyGame } from './game';
import { automobiles } from './automobiles';
import { racepack } from './racepack';

export const GAMES: readonly AnyGame[] = [automobiles, racepack];

export type GameId = 'automobiles' | 'racepack';

/** The game with this id, or undefined. */
export function findGame(id: string): AnyGame | undefined {
  return GAMES.find((g) => g.id === id);
}

/** The game with this id; throws naming the known ids. */
export function gameById(id: string): AnyGame {
  const game = findGame(id);
  if (!game) throw new Error(`unknown game "${id}": one of ${GAMES.map((g) => g.id).join(', ')}`);
  return game;
}
