/**
 * The renderer registry's half without screens (issue #26): each game's words (its log lines,
 * the names its records keep, its seats' colours), one line per game. The shell's log wording
 * and records read a game's words here by its id, where no component can load (unit tests).
 */
import type { GameId } from '../../src-shared/games/registry';
import type { GameWords } from './kit';
import { automobilesWords } from './automobiles/words';
import { racepackWords } from './racepack/words';

export const GAME_WORDS: Record<GameId, GameWords> = {
  automobiles: automobilesWords,
  racepack: racepackWords,
};

/** The words of a record's or a view's game (absent or unknown: none). */
export function wordsOf(game: string | undefined): GameWords | undefined {
  return (GAME_WORDS as Record<string, GameWords>)[game ?? 'automobiles'];
}
