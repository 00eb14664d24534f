import type { Bot } from './bot';
import { GreedyBot } from './automobiles/greedy-bot';
import { LEVEL_THINK_MS, isLevel, type LevelRules, type Level } from './automobiles/levels';
import { MctsBot } from './automobiles/mcts-bot';
import { RandomBot } from './automobiles/random-bot';

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
      /** Search tuning for arena experiments (defaults in bots/search/turn-search.ts and bots/automobiles/search-plugin.ts). */
      tuning?: SearchTuning;
    };

/** Search knobs an arena line-up may set: `mcts#40:w=6:m=0.5`. */
export interface SearchTuning {
  /** Candidates compared. */
  width?: number;
  /** Standard errors by which a candidate must beat the greedy favourite. */
  margin?: number;
  /** Turns played out by the greedy policy after the searched one. */
  playoutTurns?: number;
  /** Which decisions are searched (the others take the greedy favourite). */
  scope?: 'all' | 'moves' | 'buys';
  /** Greedy rules of its own turns and buys: the greedy bot's (`base`) or Expert's re-tuned ones. */
  rules?: LevelRules;
}

export function createBotFromSpec(spec: BotSpec, clock?: () => number): Bot {
  if (spec.kind === 'random') return new RandomBot(spec.seed ?? 1, { progressBias: 0.7 });
  if (spec.kind === 'greedy') return new GreedyBot();
  return new MctsBot({
    level: spec.level,
    thinkMs: spec.thinkMs,
    iterations: spec.iterations,
    seed: spec.seed,
    clock,
    ...spec.tuning,
  });
}

/**
 * Parses a short name: random, greedy, easy, medium, hard, expert, `hard@250` (250 ms a turn),
 * `mcts#400` (400 iterations a turn's first search); searchers take tuning suffixes
 * `:w=WIDTH`, `:m=MARGIN`, `:p=PLAYOUT_TURNS`, `:s=all|moves|buys`, `:r=base|expert` (greedy rules).
 */
export function parseBotSpec(text: string, thinkMs?: number): BotSpec {
  const [t, ...knobs] = text.trim().toLowerCase().split(':');
  const base = parseBase(t, thinkMs, text);
  if (!knobs.length) return base;
  if (base.kind !== 'mcts')
    throw new Error(`bot "${text}": only searchers (easy, medium, hard, expert, mcts#N) take tuning`);
  return { ...base, tuning: parseTuning(knobs, text) };
}

function parseBase(t: string, thinkMs: number | undefined, text: string): BotSpec {
  if (t === 'random') return { kind: 'random' };
  if (t === 'greedy') return { kind: 'greedy' };
  const it = /^mcts#(\d+)$/.exec(t);
  if (it) return { kind: 'mcts', iterations: Number(it[1]) };
  const [name, ms] = t.split('@');
  if (isLevel(name) && (ms === undefined || /^\d+$/.test(ms))) {
    return { kind: 'mcts', level: name, thinkMs: ms ? Number(ms) : (thinkMs ?? LEVEL_THINK_MS[name]) };
  }
  throw new Error(`unknown bot "${text}": use random, greedy, easy, medium, hard, expert, LEVEL@MS or mcts#ITERATIONS`);
}

function parseTuning(knobs: string[], text: string): SearchTuning {
  const out: SearchTuning = {};
  for (const knob of knobs) {
    const m = /^([wmpsr])=(.+)$/.exec(knob);
    const value = m?.[2] ?? '';
    const num = Number(value);
    if (m?.[1] === 's' && (value === 'all' || value === 'moves' || value === 'buys')) out.scope = value;
    else if (m?.[1] === 'r' && (value === 'base' || value === 'expert')) out.rules = value;
    else if (m?.[1] === 'w' && Number.isInteger(num) && num >= 1) out.width = num;
    else if (m?.[1] === 'm' && Number.isFinite(num) && num >= 0) out.margin = num;
    else if (m?.[1] === 'p' && Number.isInteger(num) && num >= 0) out.playoutTurns = num;
    else
      throw new Error(
        `bot "${text}": bad tuning "${knob}" (use w=WIDTH, m=MARGIN, p=PLAYOUT_TURNS, s=all|moves|buys, r=base|expert)`,
      );
  }
  return out;
}

/** Stable text of a spec (cache keys, labels). */
export function specKey(spec: BotSpec): string {
  return JSON.stringify(spec, Object.keys(spec).sort());
}
