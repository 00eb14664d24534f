/** Difficulty levels: thinking time per turn (ms). A custom time may replace any of them. */
export type Level = 'easy' | 'medium' | 'hard';

export const LEVEL_THINK_MS: Record<Level, number> = { easy: 100, medium: 300, hard: 900 };

export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard'];

export function isLevel(x: unknown): x is Level {
  return x === 'easy' || x === 'medium' || x === 'hard';
}
