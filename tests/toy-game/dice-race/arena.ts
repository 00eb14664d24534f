/** Dice Race's part in the CLI's arena (src-cli/arena-games.ts's ArenaGameSpec). */
import type { ArenaGameSpec } from '../../../src-cli/arena-games';
import type { Bot } from '../../../src-shared/bots/bot';
import { RandomRunner, RunnerBot } from './bots';
import { diceRace, type DiceRaceState } from './rules';

const BOTS = ['runner', 'random'];

export const diceRaceArena: ArenaGameSpec = {
  game: diceRace,
  bots: BOTS.join(', '),
  checkBot: (name) => {
    if (!BOTS.includes(name)) throw new Error(`unknown bot "${name}": use ${BOTS.join(', ')}`);
  },
  options: (o) => diceRace.normalizeOptions({ players: o.players }),
  bot: (name, seat, o) =>
    (name === 'random' ? new RandomRunner(Math.imul(o.seed, 31) + seat + 1) : new RunnerBot()) as Bot<
      unknown,
      { readonly type: string }
    >,
  rounds: (s) => (s as DiceRaceState).round,
  finishOrder: (s) => [...diceRace.result(s as DiceRaceState)!.finishOrder],
};
