/**
 * Each Racepack bot level's measured strength against a level of the ladder (2-player team
 * races with the pit lane, seats rotated); the start screen words it in the player's terms
 * ("wins about 6 of 10 against Hard"), never by an internal bot name. The figures are copied
 * from docs/ai.md's table "Racepack strength on the start screen"; a unit test checks that the
 * two say the same, so re-measuring means editing both.
 */
import type { RacepackBotKind } from './racepack-bots';
import { winsOutOfTen, type MeasuredStrength } from '../../../bots/generic/level-strength';

/** Always measured against a level of the ladder, Beginner to Expert. */
export type RacepackLevelStrength = MeasuredStrength<'beginner' | 'easy' | 'medium' | 'hard' | 'expert'>;

export const RACEPACK_LEVEL_STRENGTH: Record<RacepackBotKind, RacepackLevelStrength> = {
  random: { opponent: 'beginner', games: 500, wins: 1 },
  beginner: { opponent: 'easy', games: 500, wins: 0 },
  easy: { opponent: 'beginner', games: 500, wins: 500 },
  medium: { opponent: 'easy', games: 500, wins: 390 },
  hard: { opponent: 'medium', games: 500, wins: 470 },
  expert: { opponent: 'hard', games: 300, wins: 194 },
  greedy: { opponent: 'medium', games: 500, wins: 221 },
};

/** Wins in ten two-player races against the level's opponent, rounded (the start screen words it). */
export function racepackWinsInTen(kind: RacepackBotKind): number {
  return winsOutOfTen(RACEPACK_LEVEL_STRENGTH[kind]);
}
