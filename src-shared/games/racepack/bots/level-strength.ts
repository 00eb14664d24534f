/**
 * Each Racepack bot level's measured strength against a level of the ladder (2-player team
 * races with the pit lane, seats rotated); the start screen words it in the player's terms
 * ("wins about 6 of 10 against Hard"), never by an internal bot name. The figures are the
 * round robin's record, docs/ai/racepack-round-robin.jsonl (`arena --table` prints it); a unit
 * test (racepack-level-strength.test.ts) checks each row against the record's tally of its
 * pair, so a game added to the record means updating the row (and docs/ai.md's table) too.
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
  expert: { opponent: 'hard', games: 500, wins: 329 },
  greedy: { opponent: 'medium', games: 500, wins: 221 },
};

/** Wins in ten two-player races against the level's opponent, rounded (the start screen words it). */
export function racepackWinsInTen(kind: RacepackBotKind): number {
  return winsOutOfTen(RACEPACK_LEVEL_STRENGTH[kind]);
}
