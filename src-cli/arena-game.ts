import type { Bot } from '../src-shared/bots/bot';
import { playToEnd } from '../src-shared/play/play-loop';
import { arenaGame } from './arena-games';
import { defaultGameId } from './cli-games';

export interface ArenaJob {
  id: number;
  /** Game id (default: the CLI's default game, cli-games.ts). */
  game?: string;
  seed: number;
  /** Bot name per seat (seat 0 = grid slot P1). */
  seats: string[];
  track?: string;
  laps?: number;
  thinkMs?: number;
  /** A season of this many races (the games whose arena takes --season). */
  season?: number;
  /** The pit lane (the games whose arena takes --pit-lane). */
  pitLane?: boolean;
  /** The seed the game is created with, when not `seed` (a text seed: Racepack's team arena's `arena-N`). */
  gameSeed?: string;
  /** Each seat's bot seed (default: from `seed` and the seat). */
  botSeeds?: number[];
  /** Also measure each seat's thinking per own turn (the kit's turnOf): ArenaResult.turnMs. */
  turnTimes?: boolean;
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
  /** With `turnTimes`: per seat, the thinking time of each of its turns (ms). */
  turnMs?: number[][];
}

const MAX_ACTIONS = 100_000;

/** Plays one complete game of any game through the play loop, every action checked by the game's apply. */
export function playArenaGame(job: ArenaJob): ArenaResult {
  const spec = arenaGame(job.game ?? defaultGameId());
  const setup = { ...job, players: job.seats.length };
  const state = spec.game.create(spec.options(setup), job.gameSeed ?? job.seed);
  const bots = job.seats.map((name, seat) => spec.bot(name, seat, setup, job.botSeeds?.[seat]));
  const turns = job.turnTimes ? turnTimer(spec.kit.turnOf, bots) : null;
  const max = job.season ? MAX_ACTIONS * job.season : MAX_ACTIONS;
  let earlierRaces = 0;
  let lastRound = 0;
  const countRounds = (s: unknown) => {
    const round = spec.rounds(s);
    if (round < lastRound) earlierRaces += lastRound;
    lastRound = round;
  };
  const played = playToEnd(spec.game, state, turns?.deciders ?? bots, {
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
    ...(turns ? { turnMs: turns.done() } : {}),
  };
}

type AnyBot = Bot<unknown, { readonly type: string }>;

/** The bots, timed per turn of their seat (a turn: the kit's turnOf, consecutive decisions of one seat). */
function turnTimer(turnOf: (state: unknown, seat: number) => string, bots: AnyBot[]) {
  const turnMs: number[][] = bots.map(() => []);
  const last: (string | null)[] = bots.map(() => null);
  const deciders = bots.map((bot, seat) => (state: unknown, legal: { readonly type: string }[]) => {
    const turn = turnOf(state, seat);
    if (turn !== last[seat]) {
      turnMs[seat].push(0);
      last[seat] = turn;
    }
    const t0 = performance.now();
    const action = bot.chooseAction(state, legal);
    turnMs[seat][turnMs[seat].length - 1] += performance.now() - t0;
    return action;
  });
  return { deciders, done: () => turnMs };
}
