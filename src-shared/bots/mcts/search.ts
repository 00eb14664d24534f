/**
 * Turn search. The candidates are whole stretches of the searching player's turn (every
 * distinct outcome of the deterministic moves and the pit stop; with scope 'all' also
 * every basket of buys; see candidates.ts), ranked by the greedy bot's own values. The
 * best few are compared by determinized Monte Carlo: every iteration reseeds a copy of the
 * root (a new sample of all bag draws, from the search seed only), plays the candidate,
 * finishes the turn and a round (or as set) more with the greedy policy, and scores the position
 * (evaluate.ts). The greedy favourite stands unless another candidate beats it clearly on
 * equal samples.
 */
import {
  applyTrusted,
  clone,
  currentPlayer,
  legalActions,
  reseed,
  type Action,
  type GameState,
} from '../../games/automobiles';
import type { Bot } from '../bot';
import { GreedyBot } from '../greedy-bot';
import type { TurnPlan } from '../greedy/turn-planner';
import { hashSeed, publicKey } from '../player-view';
import { candidatesFor, type Candidate } from './candidates';
import { DEFAULT_WEIGHTS, evaluate, type EvalWeights } from './evaluate';
import { trackInfo, type TrackInfo } from './track-info';

export interface SearchProgress {
  iterations: number;
  elapsedMs: number;
  /** Best action so far (the first action of the leading candidate). */
  best: Action | null;
  /** Its mean value for the searching player, 0..1. */
  value: number;
}

export interface SearchOptions {
  /** Search seed: with a fixed iteration budget the result depends on it and the public view only. */
  seed: number;
  /** Clock for `run`'s deadline (the bot passes its own; budgets live in MctsBot). */
  clock?: () => number;
  /** Turns (of any player) played out by the greedy policy after the searched turn (default: one round). */
  playoutTurns?: number;
  /** Candidates compared (the greedy bot's best few). */
  width?: number;
  /** Standard errors by which another candidate must beat the greedy favourite. */
  margin?: number;
  /**
   * Which decisions are searched; the others take the greedy favourite. Default 'moves':
   * a buy pays off only after the next reshuffle, beyond any playout, so searching buys
   * only ranks them by the static evaluation, which the tuned buying rules beat.
   */
  scope?: 'all' | 'moves' | 'buys';
  weights?: EvalWeights;
  /** Checked every iteration: set `aborted` to stop with the best answer so far. */
  signal?: { readonly aborted: boolean };
  onProgress?: (p: SearchProgress) => void;
  /** Iterations between progress reports. */
  progressEvery?: number;
}

/** Identifies whose turn (or setup buy) it is, to know when the searched turn is over. */
export function turnId(s: GameState): number {
  const race = (s.season?.race ?? 0) * 100000;
  if (s.phase === 'action' || s.phase === 'buy' || s.phase === 'after') return race + s.round * 8 + s.turnIndex;
  if (s.phase === 'setup') return race - 1 - s.turnIndex;
  return race - 1000 - s.actionCount; // draft and sponsors: every decision stands alone
}

const MAX_PLAYOUT_ACTIONS = 3000;

export class TurnSearch {
  readonly root: GameState;
  readonly me: number;
  /** Playouts so far. */
  iterations = 0;
  /** Game actions played in those playouts (the greedy planner's own look-ahead not counted). */
  simulatedActions = 0;
  private readonly arms: Candidate[];
  private readonly baseSeed: number;
  private readonly info: TrackInfo;
  private readonly rootTurn: number;
  private readonly playoutTurns: number;
  private readonly weights: EvalWeights;
  private readonly margin: number;
  /** The playout policy's turn plans by planKey (see GreedyOptions.planCache). */
  private readonly planCache = new Map<string, TurnPlan>();

  constructor(
    root: GameState,
    me: number,
    private readonly opts: SearchOptions,
  ) {
    this.root = clone(root);
    this.me = me;
    this.baseSeed = hashSeed(opts.seed, publicKey(root));
    reseed(this.root, this.baseSeed); // the true future is never looked at
    this.info = trackInfo(root);
    this.rootTurn = turnId(root);
    this.playoutTurns = opts.playoutTurns ?? root.players.length;
    this.weights = opts.weights ?? DEFAULT_WEIGHTS;
    this.margin = opts.margin ?? 1;
    // Candidates come ranked by the greedy bot's own values: the first is its choice.
    const buying = (root.phase === 'setup' || root.phase === 'buy') && !root.prompt;
    const scope = opts.scope ?? 'moves';
    if (scope === 'all' || (scope === 'buys') === buying) {
      this.arms = candidatesFor(this.root, me).slice(0, opts.width ?? 4);
    } else {
      // Out of scope: the greedy bot's own answer, as the only candidate.
      const greedy = new GreedyBot().chooseAction(this.root, legalActions(this.root));
      this.arms = [{ actions: [greedy], prior: 0, visits: 0, total: 0, values: [] }];
    }
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

  progress(elapsedMs: number): SearchProgress {
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

  /** Plays a candidate in one sampled future, the turn's rest and `turns` more with greedy, and scores it. */
  private simulate(cand: Candidate, seed: number, turns: number): number {
    const s = clone(this.root);
    reseed(s, seed);
    for (const a of cand.actions) applyTrusted(s, a);
    const bots: Bot[] = s.players.map(() => new GreedyBot({ planCache: this.planCache }));
    let left = turns;
    let last = this.rootTurn;
    for (let i = 0; i < MAX_PLAYOUT_ACTIONS && s.phase !== 'over'; i++) {
      const id = turnId(s);
      if (id !== last) {
        last = id;
        if (left-- <= 0) break;
      }
      applyTrusted(s, bots[currentPlayer(s)].chooseAction(s, legalActions(s)));
    }
    this.simulatedActions += s.actionCount - this.root.actionCount;
    return evaluate(s, this.info, this.me, this.weights);
  }

  /**
   * The greedy favourite unless another candidate beats it clearly: by its mean paired
   * difference over the complete rounds of samples, at least `margin` standard errors
   * (choosing the best of several noisy means would otherwise chase luck).
   */
  private bestArm(): Candidate {
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

  bestAction(): Action {
    return this.bestArm().actions[0];
  }

  /**
   * The chosen candidate as public position → action, for the bot to replay while the
   * game follows it (a draw that differs from the sample makes the next key unknown).
   */
  plan(): Map<string, Action> {
    const out = new Map<string, Action>();
    const s = clone(this.root);
    for (const a of this.bestArm().actions) {
      if (currentPlayer(s) !== this.me || s.phase === 'over') break;
      out.set(publicKey(s), a);
      applyTrusted(s, a);
    }
    return out;
  }
}
