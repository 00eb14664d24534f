/**
 * One decision, cut into slices so that a worker can hear 'cancel' and report progress
 * between them. With an iteration budget the answer does not depend on the slicing.
 */
import { currentPlayer, legalActions, type Action, type GameState } from '../games/automobiles';
import type { Bot } from './bot';
import type { BotProgress } from './bot-worker-protocol';
import { defaultClock } from './clock';
import { MctsBot } from './mcts/mcts-bot';

export interface DecideHooks {
  signal?: { readonly aborted: boolean };
  onProgress?: (p: BotProgress) => void;
  /** Lets other work (a cancel message) run between slices. */
  yieldNow?: () => Promise<void>;
  sliceMs?: number;
  clock?: () => number;
}

export class BotCancelledError extends Error {
  constructor() {
    super('bot decision cancelled');
    this.name = 'BotCancelledError';
  }
}

export interface DecideResult {
  action: Action;
  iterations: number;
  elapsedMs: number;
}

export async function decideSliced(
  bot: Bot,
  state: GameState,
  player: number,
  hooks: DecideHooks = {},
): Promise<DecideResult> {
  if (currentPlayer(state) !== player)
    throw new Error(`player ${player} is not to decide now (current: ${currentPlayer(state)})`);
  const clock = hooks.clock ?? defaultClock;
  const t0 = clock();
  const legal = legalActions(state);
  const done = (action: Action, iterations: number) => ({ action, iterations, elapsedMs: clock() - t0 });
  if (!(bot instanceof MctsBot)) return done(bot.chooseAction(state, legal), 0);
  const quick = bot.quickAnswer(state, legal);
  if (quick) return done(quick, 0);
  const search = bot.startSearch(state, { signal: hooks.signal });
  if (search.trivial) return done(bot.finish(search).action, 0);
  const { budget, deadline } = bot.budget();
  const slice = hooks.sliceMs ?? 25;
  const yieldNow = hooks.yieldNow ?? (() => Promise.resolve());
  let left = budget;
  while (left > 0 && clock() < deadline) {
    const before = search.iterations;
    search.run(left, Math.min(deadline, clock() + slice));
    left -= search.iterations - before;
    const p = search.progress(clock() - t0);
    hooks.onProgress?.(p);
    await yieldNow();
    if (hooks.signal?.aborted) throw new BotCancelledError();
  }
  const d = bot.finish(search, clock() - t0);
  return done(d.action, d.iterations);
}
