/** Dice Race's entry in the conformance suite (tests/conformance/conformance-kit.ts). */
import type { GameConformance } from '../../conformance/conformance-kit';
import type { Seat } from '../../../src-shared/session/types';
import { RandomRunner } from './bots';
import type { DiceRaceAction, DiceRaceState } from './rules';

const toyCase = (name: string, players: number, length: number) => ({
  name,
  seats: players,
  fast: true,
  input: () => ({ players, length }),
  sessionSetup: (seats: Seat[], seed: number) => ({ game: 'dice-race', seats, seed, length }),
});

export const diceRaceConformance: GameConformance = {
  id: 'dice-race',
  cases: [toyCase('2 runners, 20 spaces', 2, 20), toyCase('4 runners, 30 spaces', 4, 30)],
  policy(seed) {
    const bot = new RandomRunner(seed);
    return (state, legal) => bot.chooseAction(state as DiceRaceState, legal as DiceRaceAction[]);
  },
  invariantProblem(state) {
    const s = state as DiceRaceState;
    const over = s.phase === 'over';
    const finished = s.positions.filter((p) => p >= s.options.length).length;
    if (finished !== (over ? 1 : 0)) return `${finished} runners past the end in phase ${s.phase}`;
    if (s.positions.some((p) => p < 0 || p > s.options.length + 5))
      return `a runner off the line: ${s.positions.join(',')}`;
    if ((s.phase === 'step') !== (s.rolled !== null)) return `a roll of ${s.rolled} in phase ${s.phase}`;
    if ((s.phase === 'roll' || s.phase === 'step') !== (s.die !== null)) return `die ${s.die} in phase ${s.phase}`;
    return null;
  },
  maxActions: 2_000,
};
