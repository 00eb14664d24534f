import { simulate } from './simulate';
import type { GameSummary } from './play-game';

/**
 * Race length on a track (RULINGS §4: a 3-lap 4-player race with greedy bots lasts
 * 15–24 rounds, median over seeds). Used by `npm run bench` and the track designers.
 */
export const RACE_LENGTH_TARGET = { min: 15, max: 24 } as const;

export interface RaceLengthOptions {
  /** Default 40 seeded games. */
  games?: number;
  /** Game g uses seed + g (default 1). */
  seed?: number;
  /** Default 4. */
  players?: number;
  /** Default 3. */
  laps?: number;
}

export interface RaceLength {
  track: string;
  games: number;
  /** Rounds of each game, sorted. */
  rounds: number[];
  median: number;
  min: number;
  max: number;
  /** Games that did not finish (hit the action cap): should be 0. */
  unfinished: number;
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Plays seeded greedy races on one track and reports their rounds. */
export function measureRaceLength(track: string, opts: RaceLengthOptions = {}): RaceLength {
  const games: GameSummary[] = [];
  simulate(
    {
      players: opts.players ?? 4,
      seed: opts.seed ?? 1,
      games: opts.games ?? 40,
      bots: ['greedy'],
      track,
      laps: opts.laps ?? 3,
    },
    (g) => games.push(g),
  );
  const rounds = games.map((g) => g.rounds).sort((a, b) => a - b);
  return {
    track,
    games: games.length,
    rounds,
    median: median(rounds),
    min: rounds[0],
    max: rounds[rounds.length - 1],
    unfinished: games.filter((g) => !g.finished).length,
  };
}

export function withinTarget(rounds: number): boolean {
  return rounds >= RACE_LENGTH_TARGET.min && rounds <= RACE_LENGTH_TARGET.max;
}
