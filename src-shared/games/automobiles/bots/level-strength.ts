/**
 * Each bot level's measured strength against the level below it on the ladder (Beginner:
 * against Easy); the start screen words it in the player's terms ("wins about 6 of 10
 * against Medium": `strengthWords` in the renderer's catalogue), never by an internal bot
 * name. The figures are copied from docs/ai.md's table ("Strength on the start screen", its
 * first occurrence: wave 3 session 3's); a unit test checks that the two say the same, so
 * re-measuring means editing both. Once the round robin's record docs/ai/automobiles-round-robin.jsonl
 * exists (docs/ai.md, "Wave 3 session 6"), the test checks each row against the record's
 * tally of its pair instead (a level measured as `hard#` counts as `hard`).
 */
import type { Level } from './levels';
import { winsOutOfTen, type MeasuredStrength } from '../../../bots/generic/level-strength';

export type StrengthLevel = 'beginner' | Level | 'greedy' | 'random';

export type LevelStrength = MeasuredStrength<StrengthLevel>;

export const LEVEL_STRENGTH: Record<StrengthLevel, LevelStrength> = {
  random: { opponent: 'beginner', games: 20, wins: 0 },
  beginner: { opponent: 'easy', games: 360, wins: 50 },
  easy: { opponent: 'beginner', games: 360, wins: 310 },
  medium: { opponent: 'easy', games: 500, wins: 371 },
  hard: { opponent: 'medium', games: 750, wins: 522 },
  expert: { opponent: 'hard', games: 500, wins: 317 },
  greedy: { opponent: 'hard', games: 200, wins: 100 },
};

/** Wins in ten two-player races against the level's opponent, rounded (the start screen words it). */
export function winsInTen(level: StrengthLevel): number {
  return winsOutOfTen(LEVEL_STRENGTH[level]);
}
