/**
 * Dice Race's bots. The runner looks ahead one step: it takes the step that lands furthest
 * (ladders climbed, snakes avoided), and picks the wild die only when it is behind. The
 * random bot picks any legal action: the runner should beat it.
 */
import type { Bot } from '../../../src-shared/bots/bot';
import { picker } from '../../conformance/conformance-kit';
import { ladderAt, snakeAt, type DiceRaceAction, type DiceRaceState } from './rules';

/** Where a runner stepping to `space` ends up (a ladder or a snake moves it on). */
export function landing(s: DiceRaceState, space: number): number {
  if (space >= s.options.length) return space;
  if (ladderAt(space)) return space + 3;
  if (snakeAt(space)) return Math.max(0, space - 4);
  return space;
}

export class RunnerBot implements Bot<DiceRaceState, DiceRaceAction> {
  readonly name = 'runner';
  chooseAction(s: DiceRaceState, legal: DiceRaceAction[]): DiceRaceAction {
    const from = s.positions[s.turn];
    const leader = Math.max(...s.positions.filter((_, p) => p !== s.turn));
    let best = legal[0];
    let bestScore = -Infinity;
    for (const a of legal) {
      const score =
        a.type === 'step'
          ? landing(s, from + a.spaces)
          : a.type === 'pickDie'
            ? // Behind: gamble on the wild die; ahead: the steady one.
              (a.die === 'wild') === leader > from
              ? 1
              : 0
            : 0;
      if (score > bestScore) {
        best = a;
        bestScore = score;
      }
    }
    return best;
  }
}

export class RandomRunner implements Bot<DiceRaceState, DiceRaceAction> {
  readonly name = 'random';
  private readonly pick: (n: number) => number;
  constructor(seed: number) {
    this.pick = picker(seed);
  }
  chooseAction(_s: DiceRaceState, legal: DiceRaceAction[]): DiceRaceAction {
    return legal[this.pick(legal.length)];
  }
}

/** The bot of a seat's level: 'random' plays at random, every other level runs. */
export function diceRaceBot(level: string, seat: number): Bot<DiceRaceState, DiceRaceAction> {
  return level === 'random' ? new RandomRunner(seat + 1) : new RunnerBot();
}
