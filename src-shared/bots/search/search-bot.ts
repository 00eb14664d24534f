/**
 * The searching bot of any game: plans its turn with a TurnSearch, then plays the plan out
 * while the game follows it; a new chance outcome (or the end of the searched line)
 * triggers a re-plan with what is left of the turn's thinking time.
 */
import type { Bot } from '../bot';
import { defaultClock } from '../clock';
import { TurnSearch, type SearchOptions, type SearchPlugin } from './turn-search';

export interface SearchBotConfig {
  /** Thinking time per turn in ms. */
  thinkMs: number;
  /** Iteration budget of a turn's first search (deterministic; overrides the time budget). */
  iterations?: number;
  /** The bot's own seed: its searches never depend on the game's. */
  seed?: number;
  clock?: () => number;
  /** Turns played out after the searched one (default: `playoutRounds` rounds, else one round). */
  playoutTurns?: number;
  playoutRounds?: number;
  width?: number;
  margin?: number;
}

export interface Decision<A> {
  action: A;
  /** Iterations searched for this decision (0: from the plan, forced, or a rule). */
  iterations: number;
}

/** Share of the turn budget the first search takes; re-plans take half of what is left. */
const FIRST_SHARE = 0.6;
const MIN_SHARE = 0.1;

export class SearchBot<S, A extends { readonly type: string }> implements Bot<S, A> {
  private plan = new Map<string, A>();
  private turn = NaN;
  private spent = 0;
  /** A search with a real choice ran in this turn already (rule-answered ones do not count). */
  private searched = false;
  private readonly clock: () => number;

  constructor(
    readonly name: string,
    readonly plugin: SearchPlugin<S, A>,
    readonly settings: SearchBotConfig,
  ) {
    this.clock = settings.clock ?? defaultClock;
  }

  get thinkMs(): number {
    return this.settings.thinkMs;
  }

  chooseAction(state: S, legal: A[]): A {
    return this.decide(state, legal).action;
  }

  /** Answers the current decision; `hooks` carry cancellation and progress for one search. */
  decide(state: S, legal: A[], hooks: Pick<SearchOptions<A>, 'signal' | 'onProgress'> = {}): Decision<A> {
    const quick = this.quickAnswer(state, legal);
    if (quick) return { action: quick, iterations: 0 };
    const search = this.startSearch(state, hooks);
    if (search.trivial) return this.finish(search);
    const { budget, deadline } = this.budget();
    const t0 = this.clock();
    search.run(budget, deadline);
    this.spent += this.clock() - t0;
    return this.finish(search);
  }

  /** An answer without searching: forced, a rule, or the next step of the plan; else null. */
  quickAnswer(state: S, legal: A[]): A | null {
    if (legal.length === 1) return legal[0];
    const rule = this.plugin.quickAnswer?.(state, legal);
    if (rule) return rule;
    return this.plan.get(this.plugin.publicKey(state)) ?? null;
  }

  /** Forgets the plan (a new game, an undo). */
  reset(): void {
    this.plan.clear();
    this.turn = NaN;
    this.searched = false;
  }

  /** Sets up a search for the current decision (used directly by the chunked worker loop). */
  startSearch(state: S, hooks: Pick<SearchOptions<A>, 'signal' | 'onProgress'> = {}): TurnSearch<S, A> {
    const id = this.plugin.turnId(state);
    if (id !== this.turn) {
      this.turn = id;
      this.spent = 0;
      this.searched = false;
    }
    const c = this.settings;
    const game = this.plugin.game;
    return new TurnSearch(this.plugin, state, game.currentPlayer(state), {
      seed: c.seed ?? 1,
      playoutTurns: c.playoutTurns ?? (c.playoutRounds ? c.playoutRounds * game.seats(state) : undefined),
      width: c.width,
      margin: c.margin,
      clock: this.clock,
      ...hooks,
    });
  }

  /** Iterations and deadline for the (non-trivial) search just started. */
  budget(): { budget: number; deadline: number } {
    const first = !this.searched;
    this.searched = true;
    const it = this.settings.iterations;
    if (it !== undefined) return { budget: first ? it : Math.ceil(it / 2), deadline: Infinity };
    const T = this.thinkMs;
    const ms = first ? T * FIRST_SHARE : Math.max(T * MIN_SHARE, (T - this.spent) / 2);
    return { budget: Infinity, deadline: this.clock() + ms };
  }

  /** Takes the search's answer and keeps its principal line as the plan. */
  finish(search: TurnSearch<S, A>, spentMs?: number): Decision<A> {
    if (spentMs !== undefined) this.spent += spentMs;
    this.plan = search.plan();
    const action = search.bestAction();
    return { action, iterations: search.iterations };
  }
}
