/** Automobiles' bot levels in words: their names and their measured strength (its part of the catalogue). */
import { LEVEL_STRENGTH, winsInTen, type StrengthLevel } from '../../../../src-shared/games/automobiles';

/** The bots' names on the start screen and player panels. */
export const BOT_LEVEL_NAMES: Record<StrengthLevel, string> = {
  beginner: 'Beginner',
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  expert: 'Expert',
  greedy: 'Greedy',
  random: 'Random',
};

/** A level's measured strength (LEVEL_STRENGTH, from docs/ai.md's round robin): "wins about 6 of 10 against Medium". */
export function strengthWords(level: StrengthLevel): string {
  return `wins about ${winsInTen(level)} of 10 against ${BOT_LEVEL_NAMES[LEVEL_STRENGTH[level].opponent]}`;
}
