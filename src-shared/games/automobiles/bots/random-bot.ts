import prand from 'pure-rand';
import type { Action, GameState } from '..';
import type { AutomobilesBot } from './automobiles-bot';

export interface RandomBotOptions {
  /**
   * Probability (0..1) of choosing only among gear plays and 'step' actions when any is legal.
   * 0 = uniform over all legal actions. A uniform bot pit-stops, ends its Action Phase or
   * stops a move so often that races last hundreds or thousands of rounds; a mild bias keeps
   * random races short while every action stays reachable. Card plays and culling picks
   * stay uniform: preferring them strips decks bare (Engineer, Pit Captain) and stalls the race.
   */
  progressBias?: number;
}

const GEARS = new Set<string>(['white', 'lightGray', 'darkGray', 'black']);
const drives = (a: Action) => a.type === 'step' || (a.type === 'play' && GEARS.has(a.color));

/** Picks uniformly among the legal actions with its own seeded PRNG (never the game's). */
export class RandomBot implements AutomobilesBot {
  readonly name: string;
  private rng: prand.RandomGenerator;
  private readonly bias: number;

  constructor(seed: number, options: RandomBotOptions = {}) {
    this.rng = prand.xoroshiro128plus(seed | 0);
    this.bias = options.progressBias ?? 0;
    this.name = this.bias > 0 ? 'random (biased)' : 'random';
  }

  chooseAction(_state: GameState, legal: Action[]): Action {
    if (legal.length === 0) throw new Error('RandomBot: no legal action to choose from');
    let pool = legal;
    if (this.bias > 0 && this.uniform() < this.bias) {
      const going = legal.filter(drives);
      if (going.length > 0) pool = going;
    }
    return pool[this.int(pool.length)];
  }

  private int(n: number): number {
    const [v, next] = prand.uniformIntDistribution(0, n - 1, this.rng);
    this.rng = next;
    return v;
  }

  private uniform(): number {
    return this.int(1 << 30) / (1 << 30);
  }
}
