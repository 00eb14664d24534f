/**
 * A bot level's measured strength against another level (two-player games, seats rotated), as
 * each game's table states it (docs/ai.md; the start screen words it in the player's terms).
 */
export interface MeasuredStrength<Opponent extends string = string> {
  /** The level measured against. */
  opponent: Opponent;
  /** Two-player games played, seats rotated. */
  games: number;
  wins: number;
}

/** Wins in ten games against the opponent, rounded (the start screen words it). */
export function winsOutOfTen(s: MeasuredStrength): number {
  return Math.round((10 * s.wins) / s.games);
}
