/**
 * Racepack's bots for the generic rooms (bots/bot-kit.ts): the levels of racepack-bots.ts as
 * plain-data specs, so they run through the one bot runner (a worker, a time limit, cancel).
 */
import type { BotKit } from '../../../bots/bot-kit';
import { racepack } from '../game-value';
import type { RacepackAction, RacepackState } from '../types';
import { GreedyDriver, RACEPACK_BOT_KINDS, createRacepackBot, type RacepackBotKind } from './racepack-bots';

/** Which Racepack bot to run; `seed` feeds its own chance (Beginner's and Easy's mistakes, the searches' dice). */
export interface RacepackBotSpec {
  readonly game: 'racepack';
  readonly kind: RacepackBotKind;
  readonly seed?: number;
}

const isKind = (x: string): x is RacepackBotKind => (RACEPACK_BOT_KINDS as readonly string[]).includes(x);

/**
 * What a decision may take (ms): the rules-driven levels answer in a few milliseconds, the
 * searches in tens to a few hundred (tests/bench/racepack-bench.ts); the runner adds its margin.
 */
const THINK_MS: Record<RacepackBotKind, number> = {
  random: 0,
  greedy: 0,
  beginner: 0,
  easy: 0,
  medium: 0,
  hard: 250,
  expert: 1000,
};

function kindOf(text: string): RacepackBotKind {
  const name = text.trim().toLowerCase();
  if (!isKind(name)) throw new Error(`unknown bot "${text}": use ${RACEPACK_BOT_KINDS.join(', ')}`);
  return name;
}

export const racepackBotKit: BotKit<RacepackState, RacepackAction, RacepackBotSpec> = {
  game: racepack,
  levels: RACEPACK_BOT_KINDS,
  botNames: RACEPACK_BOT_KINDS.join(', '),
  parseSpec: (text) => ({ game: 'racepack', kind: kindOf(text) }),
  // A seat's bot draws its chance from the seat: the same seed and actions give the same race.
  specOfLevel: (level, seat) => ({ game: 'racepack', kind: kindOf(level), seed: seat + 1 }),
  withSeed: (spec, seed) => ({ ...spec, seed }),
  createBot: (spec) => createRacepackBot(spec.kind, spec.seed ?? 1),
  thinkTimeOf: (spec) => THINK_MS[spec.kind],
  fallbackBot: () => new GreedyDriver(),
  // A car's turn: its movements (and the defences they call for) within one round.
  turnOf(state, player) {
    const s = state as Partial<RacepackState> | null;
    return `${player}|${s?.round ?? 0}|${s?.orderIndex ?? 0}`;
  },
};
