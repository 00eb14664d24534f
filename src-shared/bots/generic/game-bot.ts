import prand from 'pure-rand';
import type { Bot } from '../bot';

/** The house's one bot interface (bots/bot.ts), named for games other than Automobiles. */
export type GameBot<S, A> = Bot<S, A>;

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
