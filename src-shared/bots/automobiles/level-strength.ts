/**
 * Each bot level's measured strength; the start screen words it ("wins 7 of 10 against
 * Greedy": `strengthWords` in the renderer's catalogue). The figures are copied from
 * docs/ai.md's arena runs ("Strength on the start screen"); a unit test checks that the two
 * say the same, so re-measuring means editing both.
 */
import type { Level } from './levels';

export type StrengthLevel = Level | 'greedy' | 'random';

export interface LevelStrength {
  /** The bot measured against. */
  opponent: StrengthLevel;
  /** Two-player games played, seats rotated. */
  games: number;
  wins: number;
}

export const LEVEL_STRENGTH: Record<StrengthLevel, LevelStrength> = {
  random: { opponent: 'greedy', games: 30, wins: 0 },
  greedy: { opponent: 'random', games: 30, wins: 30 },
  easy: { opponent: 'greedy', games: 100, wins: 49 },
  medium: { opponent: 'greedy', games: 100, wins: 52 },
  hard: { opponent: 'greedy', games: 200, wins: 100 },
  expert: { opponent: 'hard', games: 500, wins: 317 },
};

/** Wins in ten two-player races against the level's opponent, rounded (the start screen words it). */
export function winsInTen(level: StrengthLevel): number {
  const s = LEVEL_STRENGTH[level];
  return Math.round((10 * s.wins) / s.games);
}
