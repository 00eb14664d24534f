// One series of the solo arena (solo-arena.ts), as the CLI's worker threads play it: the task
// SOLO_SERIES_TASK of Automobiles' command-line plugin.
import { applyAction, createGame, currentPlayer, isTerminal, legalActions } from '..';
import { createAutomobilesBot, parseAutomobilesBotSpec } from '../bots/automobiles-bot-spec';
import { defaultClock } from '../../../bots/clock';
import type { CliJob } from '../../cli-shape';

/** The plugin's task that plays one series (CliJob.task). */
export const SOLO_SERIES_TASK = 'solo-series';

/** One solo series of the solo arena: `level` in the human's seat (seat 0), `opponents` in the four others. */
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
}

const MAX_ACTIONS = 1_000_000;

/** Plays one complete solo series (RULINGS §9), every action checked by applyAction. */
export function playSoloArenaSeries(job: SoloArenaJob, clock: () => number = defaultClock): SoloArenaResult {
  const s = createGame({ players: 5, seed: job.seed, laps: job.laps, solo: true, fuelMixture: job.fuel });
  const bots = [job.level, job.opponents, job.opponents, job.opponents, job.opponents].map((name, i) => {
    const spec = parseAutomobilesBotSpec(name, job.thinkMs);
    return createAutomobilesBot(
      spec.kind === 'random' ? { game: 'automobiles', kind: 'random', seed: Math.imul(job.seed, 31) + i + 1 } : spec,
    );
  });
  let thinkMs = 0;
  let decisions = 0;
  for (let n = 0; !isTerminal(s); n++) {
    if (n >= MAX_ACTIONS) throw new Error(`series with seed ${job.seed} did not finish in ${MAX_ACTIONS} actions`);
    const p = currentPlayer(s);
    const t0 = clock();
    const action = bots[p].chooseAction(s, legalActions(s));
    if (p === 0) {
      thinkMs += clock() - t0;
      decisions++;
    }
    applyAction(s, action);
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
  };
}
