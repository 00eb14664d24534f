/**
 * One decision, cut into slices so that a worker can hear 'cancel' and report progress
 * between them. With an iteration budget the answer does not depend on the slicing.
 */
import type { Game } from '../games/game';
import type { Bot } from './bot';
import { defaultClock } from './clock';
import { SearchBot } from './search/search-bot';
import type { SearchProgress } from './search/turn-search';

export interface DecideHooks<A> {
  signal?: { readonly aborted: boolean };
  onProgress?: (p: SearchProgress<A>) => void;
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

export interface DecideResult<A> {
  action: A;
  iterations: number;
  elapsedMs: number;
}

/** Any game's decision, by its rules `game`; only searching bots are sliced. */
export async function decideSliced<S, A extends { readonly type: string }>(
  bot: Bot<S, A>,
  state: S,
  player: number,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  game: Game<S, A, any, any, any>,
  hooks: DecideHooks<A> = {},
): Promise<DecideResult<A>> {
  const current = game.currentPlayer(state);
  if (current !== player) throw new Error(`player ${player} is not to decide now (current: ${current})`);
  const clock = hooks.clock ?? defaultClock;
  const t0 = clock();
  const legal = game.legalActions(state);
  const done = (action: A, iterations: number) => ({ action, iterations, elapsedMs: clock() - t0 });
  if (!(bot instanceof SearchBot)) return done(bot.chooseAction(state, legal), 0);
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
