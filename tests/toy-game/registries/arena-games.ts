/**
 * The test build's src-cli/arena-games.ts (swapped in by toy-build.ts): the house's arena
 * games plus the toy game's one line.
 */
import * as house from '../../../src-cli/arena-games';
import type { ArenaGameSpec } from '../../../src-cli/arena-games';
import { diceRaceArena } from '../dice-race/arena';

export * from '../../../src-cli/arena-games';

export const ARENA_GAMES: Record<string, ArenaGameSpec> = { ...house.ARENA_GAMES, 'dice-race': diceRaceArena };

export function arenaGame(id: string): ArenaGameSpec {
  return id === 'dice-race' ? diceRaceArena : house.arenaGame(id);
}
