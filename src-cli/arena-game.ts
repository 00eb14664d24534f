import type { Bot } from '../src-shared/bots/bot';
import type { ArenaJob, ArenaResult } from '../src-shared/games/cli-shape';
import { playToEnd } from '../src-shared/play/play-loop';
import { arenaGame, defaultGameId } from './arena-games';

// One arena game and its result: plain data for the worker threads (games/cli-shape.ts).
export type { ArenaJob, ArenaResult };

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
