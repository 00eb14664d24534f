import prand from 'pure-rand';

/**
 * A computer player for any game of the house (src-shared/games/game.ts). Same contract
 * as the Automobiles bots: return one element of `legal`, never mutate `state`, keep any
 * chance of its own in its own seeded PRNG (never the game's).
 */
export interface GameBot<S, A> {
  readonly name: string;
  chooseAction(state: S, legal: A[]): A;
}

/** A small seeded source of integers for bots (pure-rand's xoroshiro128+). */
export class BotRng {
  private gen: prand.RandomGenerator;
  constructor(seed: number) {
    this.gen = prand.xoroshiro128plus(seed | 0);
  }
  /** Uniform in [0, n). */
  int(n: number): number {
    return prand.unsafeUniformIntDistribution(0, n - 1, this.gen);
  }
}

/** Uniform over the legal actions. */
export class GenericRandomBot<S, A> implements GameBot<S, A> {
  readonly name = 'random';
  private rng: BotRng;
  constructor(
    seed: number,
    private readonly filter?: (a: A) => boolean,
  ) {
    this.rng = new BotRng(seed);
  }
  chooseAction(_state: S, legal: A[]): A {
    if (legal.length === 0) throw new Error('random bot: no legal action to choose from');
    const pool = this.filter && legal.some(this.filter) ? legal.filter(this.filter) : legal;
    return pool[this.rng.int(pool.length)];
  }
}
