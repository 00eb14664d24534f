import type { Bot } from './bot';
import { GreedyBot } from './greedy-bot';
import { LEVEL_THINK_MS, isLevel, type Level } from './mcts/levels';
import { MctsBot } from './mcts/mcts-bot';
import { RandomBot } from './random-bot';

/** Which bot to run: plain data, so it crosses a worker boundary and fits in settings. */
export type BotSpec =
  | { kind: 'random'; seed?: number }
  | { kind: 'greedy' }
  | {
      kind: 'mcts';
      level?: Level;
      /** Thinking time per turn in ms (overrides the level's). */
      thinkMs?: number;
      /** Iteration budget of a turn's first search: deterministic play, no clock. */
      iterations?: number;
      /** The bot's own search seed (default 1). */
      seed?: number;
    };

export function createBotFromSpec(spec: BotSpec, clock?: () => number): Bot {
  if (spec.kind === 'random') return new RandomBot(spec.seed ?? 1, { progressBias: 0.7 });
  if (spec.kind === 'greedy') return new GreedyBot();
  return new MctsBot({ level: spec.level, thinkMs: spec.thinkMs, iterations: spec.iterations, seed: spec.seed, clock });
}

/**
 * Parses a short name: random, greedy, easy, medium, hard, `hard@250` (250 ms a turn),
 * `mcts#400` (400 iterations a turn's first search).
 */
export function parseBotSpec(text: string, thinkMs?: number): BotSpec {
  const t = text.trim().toLowerCase();
  if (t === 'random') return { kind: 'random' };
  if (t === 'greedy') return { kind: 'greedy' };
  const it = /^mcts#(\d+)$/.exec(t);
  if (it) return { kind: 'mcts', iterations: Number(it[1]) };
  const [name, ms] = t.split('@');
  if (isLevel(name)) return { kind: 'mcts', level: name, thinkMs: ms ? Number(ms) : thinkMs ?? LEVEL_THINK_MS[name] };
  throw new Error(`unknown bot "${text}": use random, greedy, easy, medium, hard, hard@MS or mcts#ITERATIONS`);
}

/** Stable text of a spec (cache keys, labels). */
export function specKey(spec: BotSpec): string {
  return JSON.stringify(spec, Object.keys(spec).sort());
}
