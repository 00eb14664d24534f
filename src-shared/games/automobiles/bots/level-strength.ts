/**
 * Each bot level's measured strength against the level below it on the ladder (Beginner:
 * against Easy); the start screen words it in the player's terms ("wins about 6 of 10
 * against Medium": `strengthWords` in the renderer's catalogue), never by an internal bot
 * name. The rows are docs/ai.md's table "Automobiles: the start screen, from the record"; a
 * unit test checks that the two say the same, and checks every row not listed in
 * ROWS_BEFORE_THE_RECORD against its pair's tally in the round robin's record,
 * docs/ai/automobiles-round-robin.jsonl (a level measured as `hard#` counts as `hard`).
 */
import type { Level } from './levels';
import { winsOutOfTen, type MeasuredStrength } from '../../../bots/generic/level-strength';

export type StrengthLevel = 'beginner' | Level | 'greedy' | 'random';

export type LevelStrength = MeasuredStrength<StrengthLevel>;

export const LEVEL_STRENGTH: Record<StrengthLevel, LevelStrength> = {
  random: { opponent: 'beginner', games: 200, wins: 0 },
  beginner: { opponent: 'easy', games: 500, wins: 66 },
  easy: { opponent: 'beginner', games: 500, wins: 434 },
  medium: { opponent: 'easy', games: 500, wins: 371 },
  hard: { opponent: 'medium', games: 500, wins: 347 },
  expert: { opponent: 'hard', games: 500, wins: 423 },
  greedy: { opponent: 'hard', games: 200, wins: 69 },
};

/** Wins in ten two-player races against the level's opponent, rounded (the start screen words it). */
export function winsInTen(level: StrengthLevel): number {
  return winsOutOfTen(LEVEL_STRENGTH[level]);
}

/**
 * The rows whose figures come from runs older than the round-robin record (their games were
 * kept only as totals), each named with its run in docs/ai.md. The record's top-ups move rows
 * out of this list; the test checks every other row against the record.
 */
export const ROWS_BEFORE_THE_RECORD: readonly StrengthLevel[] = [];
