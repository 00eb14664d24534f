/**
 * Turn search over any Game. The candidates are whole stretches of the searching seat's turn
 * supplied by the game's plugin, ranked by the game's own policy (the first is its choice).
 * The best few are compared by determinized Monte Carlo: every iteration reseeds a copy of
 * the root (a new sample of all chance, from the search seed only), plays the candidate,
 * finishes the turn and some turns more with the plugin's playout policy, and scores the
 * position with the plugin's evaluation. The policy's favourite stands unless another
 * candidate beats it clearly on equal samples. No tree is kept: this is flat, paired Monte Carlo.
 */
import type { Bot } from '../bot';
import type { Game } from '../../games/game';
import { hashSeed } from '../player-view';

export interface SearchProgress<A> {
  iterations: number;
  elapsedMs: number;
  /** Best action so far (the first action of the leading candidate). */
  best: A | null;
  /** Its mean value for the searching seat, 0..1. */
  value: number;
}

/** What one search over a root needs from the game (built once per search by the plugin). */
export interface SearchRun<S, A> {
  /** Candidate stretches, the policy's favourite first (already cut to the search width). */
  arms: A[][];
  /** Fresh playout bots for one playout, one per seat (they may share caches across playouts). */
  playoutBots(s: S): Bot<S, A>[];
  /** Value of a playout's last position for the searching seat, 0..1 (higher is better). */
  evaluate(s: S): number;
}

/** The game-specific parts of the search: candidates, turn identity, playout policy, evaluation. */
export interface SearchPlugin<S, A extends { readonly type: string }> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly game: Game<S, A, any, any, any>;
  /** Identifies whose turn it is, to know when the searched turn (and each playout turn) is over. */
  turnId(s: S): number;
  /** Canonical text of the public position (no hidden chance): equal for equal views. */
  publicKey(s: S): string;
  /** Sets up one search of `root` (already reseeded with the search seed) for seat `me`. */
  begin(root: S, me: number, width: number | undefined): SearchRun<S, A>;
  /** An answer by rule without searching (or null). */
  quickAnswer?(s: S, legal: A[]): A | null;
}

export interface SearchOptions<A> {
  /** Search seed: with a fixed iteration budget the result depends on it and the public view only. */
  seed: number;
  /** Clock for `run`'s deadline (the bot passes its own; budgets live in SearchBot). */
  clock?: () => number;
  /** Turns (of any seat) played out by the policy after the searched turn (default: one round). */
  playoutTurns?: number;
  /** Candidates compared (the policy's best few). */
  width?: number;
  /** Standard errors by which another candidate must beat the policy's favourite. */
  margin?: number;
  /** Checked every iteration: set `aborted` to stop with the best answer so far. */
  signal?: { readonly aborted: boolean };
  onProgress?: (p: SearchProgress<A>) => void;
  /** Iterations between progress reports. */
  progressEvery?: number;
}

const MAX_PLAYOUT_ACTIONS = 3000;

interface Arm<A> {
  actions: A[];
  visits: number;
  total: number;
  /** Playout values in sample order (sample k is the same future for every arm). */
  values: number[];
}

export class TurnSearch<S, A extends { readonly type: string }> {
  readonly root: S;
  readonly me: number;
  /** Playouts so far. */
  iterations = 0;
  /** Game actions played in those playouts (a policy's own look-ahead not counted). */
  simulatedActions = 0;
  private readonly arms: Arm<A>[];
  private readonly baseSeed: number;
  private readonly rootTurn: number;
  private readonly playoutTurns: number;
  private readonly margin: number;
  private readonly run_: SearchRun<S, A>;

  constructor(
    private readonly plugin: SearchPlugin<S, A>,
    root: S,
    me: number,
    private readonly opts: SearchOptions<A>,
  ) {
    const game = plugin.game;
    this.root = game.clone(root);
    this.me = me;
    this.baseSeed = hashSeed(opts.seed, plugin.publicKey(root));
    game.reseed(this.root, this.baseSeed); // the true future is never looked at
    this.rootTurn = plugin.turnId(root);
    this.playoutTurns = opts.playoutTurns ?? game.seats(root);
    this.margin = opts.margin ?? 1;
    this.run_ = plugin.begin(this.root, me, opts.width);
    this.arms = this.run_.arms.map((actions) => ({ actions, visits: 0, total: 0, values: [] }));
  }

  /** Nothing to compare: one candidate. */
  get trivial(): boolean {
    return this.arms.length === 1;
  }

  /** Runs up to `n` more iterations (fewer if aborted or past `deadline` of opts.clock). */
  run(n: number, deadline = Infinity): void {
    if (this.trivial) return;
    const clock = this.opts.clock;
    const every = this.opts.progressEvery ?? 16;
    for (let i = 0; i < n; i++) {
      if (this.opts.signal?.aborted) return;
      if (clock && deadline !== Infinity && clock() >= deadline) return;
      this.iterate();
      if (this.opts.onProgress && this.iterations % every === 0) this.opts.onProgress(this.progress(0));
    }
  }

  progress(elapsedMs: number): SearchProgress<A> {
    const b = this.bestArm();
    return { iterations: this.iterations, elapsedMs, best: b.actions[0], value: b.visits ? b.total / b.visits : 0.5 };
  }

  /**
   * Round robin with common random numbers: the k-th playout of every arm samples the
   * same future, so arms are compared on equal luck (paired), which needs far fewer playouts.
   */
  private iterate(): void {
    const k = this.iterations++;
    const arm = this.arms[k % this.arms.length];
    const sample = Math.floor(k / this.arms.length);
    const v = this.simulate(arm, (this.baseSeed + Math.imul(sample + 1, 0x9e3779b1)) | 0, this.playoutTurns);
    arm.visits++;
    arm.total += v;
    arm.values.push(v);
  }

  /** Plays a candidate in one sampled future, the turn's rest and `turns` more with the policy, and scores it. */
  private simulate(arm: Arm<A>, seed: number, turns: number): number {
    const plugin = this.plugin;
    const game = plugin.game;
    const s = game.clone(this.root);
    game.reseed(s, seed);
    for (const a of arm.actions) game.applyTrusted(s, a);
    const bots = this.run_.playoutBots(s);
    let left = turns;
    let last = this.rootTurn;
    let played = arm.actions.length;
    for (let i = 0; i < MAX_PLAYOUT_ACTIONS && !game.isTerminal(s); i++) {
      const id = plugin.turnId(s);
      if (id !== last) {
        last = id;
        if (left-- <= 0) break;
      }
      game.applyTrusted(s, bots[game.currentPlayer(s)].chooseAction(s, game.legalActions(s)));
      played++;
    }
    this.simulatedActions += played;
    return this.run_.evaluate(s);
  }

  /**
   * The policy's favourite unless another candidate beats it clearly: by its mean paired
   * difference over the complete rounds of samples, at least `margin` standard errors
   * (choosing the best of several noisy means would otherwise chase luck).
   */
  private bestArm(): Arm<A> {
    const n = Math.floor(this.iterations / this.arms.length);
    const base = this.arms[0];
    let best = base;
    if (n < 2) return best;
    let bestGain = 0;
    for (const a of this.arms) {
      if (a === base) continue;
      let sum = 0;
      let sq = 0;
      for (let i = 0; i < n; i++) {
        const d = a.values[i] - base.values[i];
        sum += d;
        sq += d * d;
      }
      const mean = sum / n;
      const se = Math.sqrt(Math.max(0, sq / n - mean * mean) / (n - 1));
      if (mean > bestGain && mean > this.margin * se) {
        bestGain = mean;
        best = a;
      }
    }
    return best;
  }

  bestAction(): A {
    return this.bestArm().actions[0];
  }

  /**
   * The chosen candidate as public position → action, for the bot to replay while the
   * game follows it (a draw that differs from the sample makes the next key unknown).
   */
  plan(): Map<string, A> {
    const plugin = this.plugin;
    const game = plugin.game;
    const out = new Map<string, A>();
    const s = game.clone(this.root);
    for (const a of this.bestArm().actions) {
      if (game.currentPlayer(s) !== this.me || game.isTerminal(s)) break;
      out.set(plugin.publicKey(s), a);
      game.applyTrusted(s, a);
    }
    return out;
  }
}
