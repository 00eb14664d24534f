/**
 * The test build's src-renderer/games/words.ts (swapped in by toy-build.ts): the house's games'
 * words plus the toy game's one line. The lookup is the house's, over this table.
 */
import * as house from '../../../src-renderer/games/words';
import type { GameWords } from '../../../src-renderer/games/kit';
import { diceRaceWords } from '../renderer/words';

export const GAME_WORDS = {
  ...house.GAME_WORDS,
  'dice-race': diceRaceWords,
} as unknown as typeof house.GAME_WORDS;
const TABLE = GAME_WORDS as unknown as Record<string, GameWords>;

export function wordsOf(game: string | undefined): GameWords | undefined {
  return TABLE[game ?? 'automobiles'];
}

/** Every lookup of the house's words has its copy here (a new one fails the type check until it does). */
export const SAME_EXPORTS: Record<keyof typeof house, unknown> = { GAME_WORDS, wordsOf };
