/**
 * Dice Race's bots for the house's one bot runner (src-shared/bots/bot-kit.ts): the runner and
 * the random player as plain-data specs, so a worker, a time limit and cancel work as for the
 * house games.
 */
import type { BotKit } from '../../../src-shared/bots/bot-kit';
import { RandomRunner, RunnerBot } from './bots';
import { diceRace, type DiceRaceAction, type DiceRaceState } from './rules';

const KINDS = ['random', 'runner'] as const;
type DiceRaceBotKind = (typeof KINDS)[number];

export interface DiceRaceBotSpec {
  readonly game: 'dice-race';
  readonly kind: DiceRaceBotKind;
  readonly seed?: number;
}

function kindOf(text: string): DiceRaceBotKind {
  const name = text.trim().toLowerCase();
  // The session's seats name the house's levels ('greedy', 'hard'...): every level but random runs.
  if (name === 'random') return 'random';
  if ((KINDS as readonly string[]).includes(name)) return name as DiceRaceBotKind;
  throw new Error(`unknown bot "${text}": use ${KINDS.join(', ')}`);
}

export const diceRaceBotKit: BotKit<DiceRaceState, DiceRaceAction, DiceRaceBotSpec> = {
  game: diceRace,
  levels: KINDS,
  botNames: KINDS.join(', '),
  parseSpec: (text) => ({ game: 'dice-race', kind: kindOf(text) }),
  specOfLevel: (level, seat) => ({ game: 'dice-race', kind: level === 'random' ? 'random' : 'runner', seed: seat + 1 }),
  withSeed: (spec, seed) => ({ ...spec, seed }),
  createBot: (spec) => (spec.kind === 'random' ? new RandomRunner(spec.seed ?? 1) : new RunnerBot()),
  thinkTimeOf: () => 0,
  fallbackBot: () => new RunnerBot(),
  // A seat's turn: its pick, roll and step within one round.
  turnOf(state, player) {
    const s = state as Partial<DiceRaceState> | null;
    return `${player}|${s?.round ?? 0}`;
  },
};
