import { applyAction, createGame, currentPlayer, isTerminal, legalActions } from '../../src-shared/games/automobiles';
import { createBotFromSpec, parseBotSpec } from '../../src-shared/bots/bot-spec';

export interface ArenaJob {
  id: number;
  seed: number;
  /** Bot name per seat (seat 0 = grid slot P1). */
  seats: string[];
  track?: string;
  laps?: number;
  thinkMs?: number;
}

export interface ArenaResult {
  id: number;
  seats: string[];
  /** Seats, winner first. */
  finishOrder: number[];
  rounds: number;
  /** Thinking time per seat (ms) and decisions per seat. */
  thinkMs: number[];
  decisions: number[];
}

const MAX_ACTIONS = 100_000;

/** Plays one complete game, every action checked by applyAction. */
export function playArenaGame(job: ArenaJob): ArenaResult {
  const s = createGame({ players: job.seats.length, seed: job.seed, track: job.track, laps: job.laps });
  const bots = job.seats.map((name, i) => {
    const spec = parseBotSpec(name, job.thinkMs);
    return createBotFromSpec(spec.kind === 'random' ? { kind: 'random', seed: Math.imul(job.seed, 31) + i + 1 } : spec);
  });
  const thinkMs = job.seats.map(() => 0);
  const decisions = job.seats.map(() => 0);
  for (let n = 0; !isTerminal(s); n++) {
    if (n >= MAX_ACTIONS) throw new Error(`game with seed ${job.seed} did not finish in ${MAX_ACTIONS} actions`);
    const p = currentPlayer(s);
    const t0 = performance.now();
    const action = bots[p].chooseAction(s, legalActions(s));
    thinkMs[p] += performance.now() - t0;
    decisions[p]++;
    applyAction(s, action);
  }
  return { id: job.id, seats: job.seats, finishOrder: s.finishOrder!, rounds: s.round, thinkMs, decisions };
}
