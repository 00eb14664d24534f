/**
 * The strong bot: plans its turn with a TurnSearch, then plays the plan out while the game
 * follows it; a new draw (or the end of the searched line) triggers a re-plan with what is
 * left of the turn's thinking time.
 */
import { currentPlayer, type Action, type GameState } from '../../games/automobiles';
import type { Bot } from '../bot';
import { defaultClock } from '../clock';
import { publicKey } from '../player-view';
import type { EvalWeights } from './evaluate';
import { LEVEL_PLAYOUT_ROUNDS, LEVEL_THINK_MS, LEVEL_WIDTH, type Level } from './levels';
import { TurnSearch, turnId, type SearchOptions, type SearchProgress } from './search';

export interface MctsConfig {
  level?: Level;
  /** Thinking time per turn in ms (overrides the level's). */
  thinkMs?: number;
  /** Iteration budget of a turn's first search (deterministic; overrides the time budget). */
  iterations?: number;
  /** The bot's own seed: its searches never depend on the game's. */
  seed?: number;
  clock?: () => number;
  playoutTurns?: number;
  width?: number;
  margin?: number;
  scope?: SearchOptions['scope'];
  weights?: EvalWeights;
}

export interface Decision {
  action: Action;
  /** Iterations searched for this decision (0: from the plan, forced, or a rule). */
  iterations: number;
}

/** Share of the turn budget the first search takes; re-plans take half of what is left. */
const FIRST_SHARE = 0.6;
const MIN_SHARE = 0.1;

export class MctsBot implements Bot {
  readonly name: string;
  private plan = new Map<string, Action>();
  private turn = NaN;
  private spent = 0;
  private readonly clock: () => number;

  constructor(readonly config: MctsConfig = {}) {
    this.name = config.iterations !== undefined ? `mcts-${config.iterations}it` : `mcts-${config.level ?? 'custom'}`;
    this.clock = config.clock ?? defaultClock;
  }

  get thinkMs(): number {
    return this.config.thinkMs ?? LEVEL_THINK_MS[this.config.level ?? 'medium'];
  }

  chooseAction(state: GameState, legal: Action[]): Action {
    return this.decide(state, legal).action;
  }

  /** Answers the current decision; `hooks` carry cancellation and progress for one search. */
  decide(state: GameState, legal: Action[], hooks: Pick<SearchOptions, 'signal' | 'onProgress'> = {}): Decision {
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
  quickAnswer(state: GameState, legal: Action[]): Action | null {
    if (legal.length === 1) return legal[0];
    if (state.prompt?.kind === 'boostReply') {
      // Another player's Boost: a free cube for the next turn is always worth drawing.
      return legal.find((a) => a.type === 'choose') ?? legal[0];
    }
    return this.plan.get(publicKey(state)) ?? null;
  }

  /** Forgets the plan (a new game, an undo). */
  reset(): void {
    this.plan.clear();
    this.turn = NaN;
    this.searched = false;
  }

  /** Sets up a search for the current decision (used directly by the chunked worker loop). */
  startSearch(state: GameState, hooks: Pick<SearchOptions, 'signal' | 'onProgress'> = {}): TurnSearch {
    const id = turnId(state);
    if (id !== this.turn) {
      this.turn = id;
      this.spent = 0;
      this.searched = false;
    }
    const level = this.config.level;
    return new TurnSearch(state, currentPlayer(state), {
      seed: this.config.seed ?? 1,
      playoutTurns:
        this.config.playoutTurns ?? (level ? LEVEL_PLAYOUT_ROUNDS[level] * state.players.length : undefined),
      width: this.config.width ?? (level ? LEVEL_WIDTH[level] : undefined),
      margin: this.config.margin,
      scope: this.config.scope,
      weights: this.config.weights,
      clock: this.clock,
      ...hooks,
    });
  }

  /** A search with a real choice ran in this turn already (rule-answered ones do not count). */
  private searched = false;

  /** Iterations and deadline for the (non-trivial) search just started. */
  budget(): { budget: number; deadline: number } {
    const first = !this.searched;
    this.searched = true;
    const it = this.config.iterations;
    if (it !== undefined) return { budget: first ? it : Math.ceil(it / 2), deadline: Infinity };
    const T = this.thinkMs;
    const ms = first ? T * FIRST_SHARE : Math.max(T * MIN_SHARE, (T - this.spent) / 2);
    return { budget: Infinity, deadline: this.clock() + ms };
  }

  /** Takes the search's answer and keeps its principal line as the plan. */
  finish(search: TurnSearch, spentMs?: number): Decision {
    if (spentMs !== undefined) this.spent += spentMs;
    this.plan = search.plan();
    const action = search.bestAction();
    return { action, iterations: search.iterations };
  }
}

export type { SearchProgress };
