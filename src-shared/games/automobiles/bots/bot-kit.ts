/**
 * Automobiles' bots for the generic rooms (bots/bot-kit.ts): its levels (searches from Easy
 * to Expert, with the random, greedy and beginner bots below them), short names, thinking times.
 */
import { automobiles, type Action, type GameState } from '..';
import type { BotKit } from '../../../bots/bot-kit';
import { GreedyBot } from './greedy-bot';
import { LEVEL_THINK_MS, isLevel } from './levels';
import { createAutomobilesBot, parseAutomobilesBotSpec, type AutomobilesBotSpec } from './automobiles-bot-spec';

/** The levels a seat may be given, weakest first (the session's seat levels). */
export const AUTOMOBILES_BOT_LEVELS = ['random', 'greedy', 'beginner', 'easy', 'medium', 'hard', 'expert'] as const;

/** The bot of a seat at a level: searches (easy to expert) and the beginner draw their chance from the seat. */
export function automobilesSpecOfLevel(level: string, seat: number, thinkMs?: number): AutomobilesBotSpec {
  const game = 'automobiles';
  if (level === 'random') return { game, kind: 'random', seed: seat + 1 };
  if (level === 'greedy') return { game, kind: 'greedy' };
  if (level === 'beginner') return { game, kind: 'beginner', seed: seat + 1 };
  if (!isLevel(level)) throw new Error(`unknown Automobiles bot level "${level}"`);
  return { game, kind: 'mcts', level, seed: seat + 1, ...(thinkMs !== undefined ? { thinkMs } : {}) };
}

/** The time a spec is meant to think per decision (ms); 0 for the bots that answer at once. */
export function automobilesThinkTime(spec: AutomobilesBotSpec): number {
  if (spec.kind !== 'mcts') return 0;
  if (spec.thinkMs !== undefined) return spec.thinkMs;
  // An iteration budget has no clock: give it what the slowest level's turn may take.
  if (spec.iterations !== undefined) return 10 * LEVEL_THINK_MS.hard;
  return LEVEL_THINK_MS[spec.level ?? 'medium'];
}

export const automobilesBotKit: BotKit<GameState, Action, AutomobilesBotSpec> = {
  game: automobiles,
  levels: AUTOMOBILES_BOT_LEVELS,
  botNames: 'random, beginner, greedy, easy, medium, hard, expert, LEVEL@MS, LEVEL#N, LEVEL#, mcts#N',
  parseSpec: parseAutomobilesBotSpec,
  specOfLevel: automobilesSpecOfLevel,
  // The searches keep their own search seed (the arena's numbers were measured so).
  withSeed: (spec, seed) => (spec.kind === 'random' || spec.kind === 'beginner' ? { ...spec, seed } : spec),
  createBot: createAutomobilesBot,
  thinkTimeOf: automobilesThinkTime,
  fallbackBot: () => new GreedyBot(),
  // A player's consecutive decisions in one round of one race.
  turnOf(state, player) {
    const s = state as Partial<GameState> | null;
    return `${player}|${s?.season?.race ?? 0}|${s?.round ?? 0}|${s?.turnIndex ?? 0}`;
  },
};
