/**
 * The one play loop of the house: any Game, one decider per seat, until the game ends. The
 * simulator, the arena and the benches drive games through it; the session can adopt
 * `playStep` / `playToEndAsync` for its bot turns (its deciders answer asynchronously).
 */
import type { Bot } from '../bots/bot';
import type { Game, Seat } from '../games/game';

/** A bot, or a plain function with the bot contract: return one of `legal`, never mutate `state`. */
export type Decider<S, A> = Bot<S, A> | ((state: S, legal: A[]) => A);

export interface PlayLoopOptions<S, A, E> {
  /** Give up after this many actions (a game that never ends is a bug). Default 200,000. */
  maxActions?: number;
  /** Called after every action with the new state, the action, its events and the seat that chose it. */
  onAction?: (state: S, action: A, events: E[], seat: Seat) => void;
  /**
   * 'checked' (default): every action goes through the game's `apply` (checked against
   * legalActions, events returned). 'trusted': `applyTrusted`, no check and no events (benches).
   */
  apply?: 'checked' | 'trusted';
  /** With a clock (ms) the loop measures each seat's thinking time. */
  clock?: () => number;
}

export interface PlayedGame<S, A> {
  state: S;
  actions: A[];
  /** False when `maxActions` ran out first. */
  finished: boolean;
  /** Per seat: decisions taken and thinking time (ms; zeros without a clock). */
  decisions: number[];
  thinkMs: number[];
}

const decide = <S, A>(d: Decider<S, A>, state: S, legal: A[]): A =>
  typeof d === 'function' ? d(state, legal) : d.chooseAction(state, legal);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEvents<S, A extends { readonly type: string }, E> = Game<S, A, E, any, any>;

/** One decision of the current seat, applied to `state` in place; returns the action and its events. */
export function playStep<S, A extends { readonly type: string }, E>(
  game: AnyEvents<S, A, E>,
  state: S,
  deciders: readonly Decider<S, A>[],
  apply: 'checked' | 'trusted' = 'checked',
): { seat: Seat; action: A; events: E[] } {
  const seat = game.currentPlayer(state);
  const action = decide(deciders[seat], state, game.legalActions(state));
  return { seat, action, events: applyOne(game, state, action, apply) };
}

function applyOne<S, A extends { readonly type: string }, E>(
  game: AnyEvents<S, A, E>,
  state: S,
  action: A,
  apply: 'checked' | 'trusted',
): E[] {
  if (apply === 'checked') return game.apply(state, action);
  game.applyTrusted(state, action);
  return [];
}

/** Plays `state` (in place) to the end with deciders[seat] choosing for each seat. */
export function playToEnd<S, A extends { readonly type: string }, E>(
  game: AnyEvents<S, A, E>,
  state: S,
  deciders: readonly Decider<S, A>[],
  opts: PlayLoopOptions<S, A, E> = {},
): PlayedGame<S, A> {
  const seats = game.seats(state);
  if (deciders.length !== seats) throw new Error(`${game.id}: ${seats} seats but ${deciders.length} deciders`);
  const max = opts.maxActions ?? 200_000;
  const mode = opts.apply ?? 'checked';
  const clock = opts.clock;
  const decisions = new Array<number>(seats).fill(0);
  const thinkMs = new Array<number>(seats).fill(0);
  const actions: A[] = [];
  while (!game.isTerminal(state) && actions.length < max) {
    const seat = game.currentPlayer(state);
    const t0 = clock ? clock() : 0;
    const action = decide(deciders[seat], state, game.legalActions(state));
    if (clock) thinkMs[seat] += clock() - t0;
    decisions[seat]++;
    const events = applyOne(game, state, action, mode);
    actions.push(action);
    opts.onAction?.(state, action, events, seat);
  }
  return { state, actions, finished: game.isTerminal(state), decisions, thinkMs };
}

/** A decider that may answer later (a worker, a human at the table). */
export type AsyncDecider<S, A> = (state: S, legal: A[], seat: Seat) => Promise<A>;

/**
 * The same loop for deciders that answer asynchronously; `signal.aborted` stops it between
 * decisions (the state stays consistent: every action is applied whole or not at all).
 */
export async function playToEndAsync<S, A extends { readonly type: string }, E>(
  game: AnyEvents<S, A, E>,
  state: S,
  decider: AsyncDecider<S, A>,
  opts: Omit<PlayLoopOptions<S, A, E>, 'clock'> & { signal?: { readonly aborted: boolean } } = {},
): Promise<{ state: S; actions: A[]; finished: boolean }> {
  const max = opts.maxActions ?? 200_000;
  const mode = opts.apply ?? 'checked';
  const actions: A[] = [];
  while (!game.isTerminal(state) && actions.length < max && !opts.signal?.aborted) {
    const seat = game.currentPlayer(state);
    const action = await decider(game.clone(state), game.legalActions(state), seat);
    if (opts.signal?.aborted) break;
    const events = applyOne(game, state, action, mode);
    actions.push(action);
    opts.onAction?.(state, action, events, seat);
  }
  return { state, actions, finished: game.isTerminal(state) };
}
