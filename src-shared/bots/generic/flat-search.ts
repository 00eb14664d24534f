import type { Game } from '../../games/game';
import type { GameBot } from './game-bot';

/**
 * Flat Monte-Carlo search over the legal actions of any Game: each candidate is applied to
 * a copy of the state, the copy's chance is reseeded (a determinization: the same seeds
 * for every candidate, so they are compared on the same futures), a playout policy plays
 * on until `stop`, and the game's own evaluation scores the result for the deciding seat.
 * The candidate with the best mean wins (ties: the earlier candidate, so put the policy's
 * own choice first).
 */
export interface FlatSearchConfig<S, A extends { readonly type: string }> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  game: Game<S, A, any, any, any>;
  /** The actions worth comparing (default: all legal actions). */
  candidates?: (state: S, legal: A[]) => A[];
  /** Plays the other seats and the rest of the deciding seat's turn in the playouts. */
  policy: GameBot<S, A>;
  /** Optional fast path for the policy that needs no legal list (it must return a legal action). */
  policyAction?: (state: S) => A;
  /** Playouts per candidate (default `samples`): one is enough where no chance can follow. */
  samplesFor?: (state: S, action: A) => number;
  /** The value of a state for a seat, higher is better. */
  evaluate: (state: S, seat: number) => number;
  /** True when a playout has gone far enough. */
  stop: (start: S, state: S, actions: number) => boolean;
  samples: number;
  /** A hard cap on playout length. */
  maxPlayoutActions: number;
  seed: number;
}

export class FlatSearchBot<S, A extends { readonly type: string }> implements GameBot<S, A> {
  private calls = 0;
  constructor(
    readonly name: string,
    private readonly config: FlatSearchConfig<S, A>,
  ) {}

  chooseAction(state: S, legal: A[]): A {
    if (legal.length === 0) throw new Error(`${this.name}: no legal action to choose from`);
    if (legal.length === 1) return legal[0];
    const { game, evaluate, stop, policy, samples, maxPlayoutActions } = this.config;
    const candidates = this.config.candidates ? this.config.candidates(state, legal) : legal;
    if (candidates.length === 1) return candidates[0];
    const seat = game.currentPlayer(state);
    const base = this.config.seed * 7919 + this.calls++ * 104729;
    let best = candidates[0];
    let bestValue = -Infinity;
    for (const a of candidates) {
      let total = 0;
      const count = this.config.samplesFor ? this.config.samplesFor(state, a) : samples;
      for (let k = 0; k < count; k++) {
        const s = game.clone(state);
        game.reseed(s, base + k);
        game.applyTrusted(s, a);
        let n = 0;
        while (!game.isTerminal(s) && !stop(state, s, n) && n < maxPlayoutActions) {
          game.applyTrusted(
            s,
            this.config.policyAction ? this.config.policyAction(s) : policy.chooseAction(s, game.legalActions(s)),
          );
          n++;
        }
        total += evaluate(s, seat);
      }
      total /= count;
      if (total > bestValue) {
        bestValue = total;
        best = a;
      }
    }
    return best;
  }
}
