// One series of the solo arena (solo-arena.ts), as the CLI's worker threads play it: the task
// SOLO_SERIES_TASK of Automobiles' command-line plugin.
import { applyAction, createGame, currentPlayer, isTerminal, legalActions } from '..';
import { createAutomobilesBot, parseAutomobilesBotSpec } from '../bots/automobiles-bot-spec';
import { defaultClock } from '../../../bots/clock';
import type { CliJob } from '../../cli-shape';

/** The plugin's task that plays one series (CliJob.task). */
export const SOLO_SERIES_TASK = 'solo-series';

/**
 * One solo series of the solo arena: `level` in the human's seat (seat 0), `opponents` in the
 * four others: one bot, or four comma-separated (a mixed field; soloOpponentSeats).
 */
export interface SoloArenaJob extends CliJob {
  id: number;
  seed: number;
  level: string;
  opponents: string;
  laps: number;
  fuel: boolean;
  thinkMs?: number;
}

export interface SoloArenaResult {
  id: number;
  level: string;
  seed: number;
  points: number;
  rating: string;
  /** The human seat's place in each race (1-based). */
  places: number[];
  /** Thinking time of the human seat (ms) and its decisions. */
  thinkMs: number;
  decisions: number;
  /** The bots in seats 1–4, and each race's finish order (seats, winner first). */
  opponentSeats: string[];
  finishOrders: number[][];
}

/**
 * Seats 1–4's bots: one bot in all four, or a mixed field of four turned by the seed, so that
 * over four seeds each holds each seat once: no bot keeps the draws the seed deals one seat.
 */
export function soloOpponentSeats(opponents: string, seed: number): string[] {
  const names = opponents.split(',');
  if (names.length === 1) return [names[0], names[0], names[0], names[0]];
  return names.map((_, i) => names[(i + seed) % names.length]);
}

const MAX_ACTIONS = 1_000_000;

/** Plays one complete solo series (RULINGS §9), every action checked by applyAction. */
export function playSoloArenaSeries(job: SoloArenaJob, clock: () => number = defaultClock): SoloArenaResult {
  const s = createGame({ players: 5, seed: job.seed, laps: job.laps, solo: true, fuelMixture: job.fuel });
  const opponentSeats = soloOpponentSeats(job.opponents, job.seed);
  const bots = [job.level, ...opponentSeats].map((name, i) => {
    const spec = parseAutomobilesBotSpec(name, job.thinkMs);
    return createAutomobilesBot(
      spec.kind === 'random' ? { game: 'automobiles', kind: 'random', seed: Math.imul(job.seed, 31) + i + 1 } : spec,
    );
  });
  let thinkMs = 0;
  let decisions = 0;
  const finishOrders: number[][] = [];
  for (let n = 0; !isTerminal(s); n++) {
    if (n >= MAX_ACTIONS) throw new Error(`series with seed ${job.seed} did not finish in ${MAX_ACTIONS} actions`);
    const p = currentPlayer(s);
    const t0 = clock();
    const action = bots[p].chooseAction(s, legalActions(s));
    if (p === 0) {
      thinkMs += clock() - t0;
      decisions++;
    }
    const finished = s.finishOrder !== null;
    applyAction(s, action);
    // A race's order stands from its last move until the next race begins.
    if (!finished && s.finishOrder) finishOrders.push([...s.finishOrder]);
  }
  const solo = s.solo!;
  return {
    id: job.id,
    level: job.level,
    seed: job.seed,
    points: solo.points,
    rating: solo.rating ?? '',
    places: solo.races.map((r) => r.place),
    thinkMs,
    decisions,
    opponentSeats,
    finishOrders,
  };
}
