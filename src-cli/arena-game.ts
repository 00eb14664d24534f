import { playToEnd } from '../src-shared/play/play-loop';
import { arenaGame } from './arena-games';

export interface ArenaJob {
  id: number;
  /** Game id (default automobiles). */
  game?: string;
  seed: number;
  /** Bot name per seat (seat 0 = grid slot P1). */
  seats: string[];
  track?: string;
  laps?: number;
  thinkMs?: number;
  /** Automobiles: a season of this many races. */
  season?: number;
  /** Racepack: the pit lane. */
  pitLane?: boolean;
}

export interface ArenaResult {
  id: number;
  seats: string[];
  /** Seats, winner first (a season: champion first). */
  finishOrder: number[];
  /** Rounds played, summed over a season's races (the round count restarts each race). */
  rounds: number;
  /** Thinking time per seat (ms) and decisions per seat. */
  thinkMs: number[];
  decisions: number[];
}

const MAX_ACTIONS = 100_000;

/** Plays one complete game of any game through the play loop, every action checked by the game's apply. */
export function playArenaGame(job: ArenaJob): ArenaResult {
  const spec = arenaGame(job.game ?? 'automobiles');
  const setup = { ...job, players: job.seats.length };
  const state = spec.game.create(spec.options(setup), job.seed);
  const bots = job.seats.map((name, seat) => spec.bot(name, seat, setup));
  const max = job.season ? MAX_ACTIONS * job.season : MAX_ACTIONS;
  let earlierRaces = 0;
  let lastRound = 0;
  const countRounds = (s: unknown) => {
    const round = spec.rounds(s);
    if (round < lastRound) earlierRaces += lastRound;
    lastRound = round;
  };
  const played = playToEnd(spec.game, state, bots, {
    maxActions: max,
    clock: () => performance.now(),
    onAction: countRounds,
  });
  if (!played.finished) throw new Error(`game with seed ${job.seed} did not finish in ${max} actions`);
  return {
    id: job.id,
    seats: job.seats,
    finishOrder: spec.finishOrder(state),
    rounds: earlierRaces + spec.rounds(state),
    thinkMs: played.thinkMs,
    decisions: played.decisions,
  };
}
