/**
 * Automobiles' bots as plain data (the generic BotSpec of bots/bot-kit.ts with its game id):
 * parsed from short names (CLI, arena) and turned into bots (bot-kit.ts of this folder).
 */
import type { AutomobilesBot } from './automobiles-bot';
import { BeginnerBot } from './beginner-bot';
import { GreedyBot } from './greedy-bot';
import { LEVEL_ITERATIONS, LEVEL_THINK_MS, isLevel, type LevelCampaign, type LevelRules, type Level } from './levels';
import { CAMPAIGN_BY_NAME, CAMPAIGN_NAMES } from './greedy/campaign-policy';
import { RULES_NAMES } from './ladder-rules';
import {
  SEASON_BUYING_NAMES,
  SOLO_BUYING_NAMES,
  SOLO_MOVES_NAMES,
  type SeasonBuying,
  type SoloBuying,
  type SoloMoves,
} from './greedy/season-buying';
import { MctsBot } from './mcts-bot';
import { OBJECTIVES, type Objective } from './evaluate';
import { RandomBot } from './random-bot';

/** Which Automobiles bot to run: plain data, so it crosses a worker boundary and fits in settings. */
export type AutomobilesBotSpec = { readonly game: 'automobiles' } & AutomobilesBotChoice;

/** The bot itself, without its game id. */
export type AutomobilesBotChoice =
  | { kind: 'random'; seed?: number }
  /** The ladder's bottom: greedy rules with softmax mistakes (beginner-bot.ts). */
  | { kind: 'beginner'; seed?: number }
  | {
      kind: 'greedy';
      /** Drafts, powers and sponsors by the campaign rules (`greedy:c=smart`); default the greedy bot's own. */
      campaign?: LevelCampaign;
    }
  | {
      kind: 'mcts';
      level?: Level;
      /** Thinking time per turn in ms (overrides the level's). */
      thinkMs?: number;
      /** Iteration budget of a turn's first search: deterministic play, no clock. */
      iterations?: number;
      /** The bot's own search seed (default 1). */
      seed?: number;
      /** Search tuning for arena experiments (defaults in bots/search/turn-search.ts and games/automobiles/bots/search-plugin.ts). */
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
  /** Drafts, powers and sponsors: the greedy bot's (`base`), the campaign rules (`smart`), or them without the drivers' powers (`nopowers`). */
  campaign?: LevelCampaign;
  /** Buying in a season's races: for the race at hand and less (`short`), as a race (`race`), for the season (`season`), for the season with the learned model (`learned`), and racing for the deck the races that cannot change the title (`title`). */
  seasonBuying?: SeasonBuying;
  /** Buying in the solo series' races: by the level's race rules (`own`), or as a season (`short`, `race`, `season`, `learned`, `light`). */
  soloBuying?: SoloBuying;
  /** The move rules of its own turns in the solo series' races: its race rules' (`own`) or the base rules' (`base`). */
  soloMoves?: SoloMoves;
  /** What the search plays for in the solo series' races: the race (`win`) or a good place (`place`). */
  soloObjective?: Objective;
}

export function createAutomobilesBot(spec: AutomobilesBotSpec, clock?: () => number): AutomobilesBot {
  if (spec.kind === 'random') return new RandomBot(spec.seed ?? 1, { progressBias: 0.7 });
  if (spec.kind === 'beginner') return new BeginnerBot(spec.seed ?? 1);
  if (spec.kind === 'greedy') return new GreedyBot({ campaign: CAMPAIGN_BY_NAME[spec.campaign ?? 'base'] });
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
 * Parses a short name: random, beginner, greedy, easy, medium, hard, expert, `hard@250` (250 ms a turn),
 * `mcts#400` (400 iterations a turn's first search), `hard#120` (Hard's shape and rules, 120 iterations
 * a turn's first search instead of its time: results independent of the machine's load), `hard#` (the
 * level's idle-core equivalent, LEVEL_ITERATIONS); searchers take tuning suffixes
 * `:w=WIDTH`, `:m=MARGIN`, `:p=PLAYOUT_TURNS`, `:s=all|moves|buys`, `:r=novice|intermediate|cautious|base|expert|learned|learned2` (greedy rules), `:c=base|nopowers|smart` (campaign rules; greedy takes this one too), `:b=short|race|season|learned|title` (buying in a season's races), `:sb=own|short|race|season|learned|light` (buying in the solo series'), `:so=win|place` (what the search plays for in the solo series), `:sm=own|base` (the move rules of its own turns in the solo series).
 */
export function parseAutomobilesBotSpec(text: string, thinkMs?: number): AutomobilesBotSpec {
  const [t, ...knobs] = text.trim().toLowerCase().split(':');
  const base = parseBase(t, thinkMs, text);
  if (!knobs.length) return base;
  if (base.kind === 'greedy' && knobs.length === 1 && /^c=(base|nopowers|smart)$/.test(knobs[0]))
    return { game: 'automobiles', kind: 'greedy', campaign: knobs[0].slice(2) as LevelCampaign };
  if (base.kind !== 'mcts')
    throw new Error(
      `bot "${text}": only searchers (easy, medium, hard, expert, mcts#N) take tuning (greedy takes c=base|nopowers|smart)`,
    );
  return { ...base, tuning: parseTuning(knobs, text) };
}

function parseBase(t: string, thinkMs: number | undefined, text: string): AutomobilesBotSpec {
  const game = 'automobiles';
  if (t === 'random') return { game, kind: 'random' };
  if (t === 'beginner') return { game, kind: 'beginner' };
  if (t === 'greedy') return { game, kind: 'greedy' };
  const it = /^mcts#(\d+)$/.exec(t);
  if (it) return { game, kind: 'mcts', iterations: Number(it[1]) };
  // A level on an iteration budget (its shape and rules, no clock): `hard#120`, or `hard#` for
  // the level's idle-core equivalent (levels.ts LEVEL_ITERATIONS).
  const lit = /^([a-z]+)#(\d*)$/.exec(t);
  if (lit && isLevel(lit[1])) {
    const n = lit[2] ? Number(lit[2]) : LEVEL_ITERATIONS[lit[1]];
    if (n < 1) throw new Error(`bot "${text}": an iteration budget is at least 1`);
    return { game, kind: 'mcts', level: lit[1], iterations: n };
  }
  const [name, ms] = t.split('@');
  if (isLevel(name) && (ms === undefined || /^\d+$/.test(ms))) {
    return { game, kind: 'mcts', level: name, thinkMs: ms ? Number(ms) : (thinkMs ?? LEVEL_THINK_MS[name]) };
  }
  throw new Error(
    `unknown bot "${text}": use random, beginner, greedy, easy, medium, hard, expert, LEVEL@MS, LEVEL#ITERATIONS, LEVEL# or mcts#ITERATIONS`,
  );
}

function parseTuning(knobs: string[], text: string): SearchTuning {
  const out: SearchTuning = {};
  for (const knob of knobs) {
    const m = /^(sb|so|sm|[wmpsrcb])=(.+)$/.exec(knob);
    const value = m?.[2] ?? '';
    const num = Number(value);
    if (m?.[1] === 's' && (value === 'all' || value === 'moves' || value === 'buys')) out.scope = value;
    else if (m?.[1] === 'r' && (RULES_NAMES as readonly string[]).includes(value)) out.rules = value as LevelRules;
    else if (m?.[1] === 'c' && (CAMPAIGN_NAMES as readonly string[]).includes(value))
      out.campaign = value as LevelCampaign;
    else if (m?.[1] === 'b' && (SEASON_BUYING_NAMES as readonly string[]).includes(value))
      out.seasonBuying = value as SeasonBuying;
    else if (m?.[1] === 'sb' && (SOLO_BUYING_NAMES as readonly string[]).includes(value))
      out.soloBuying = value as SoloBuying;
    else if (m?.[1] === 'so' && (OBJECTIVES as readonly string[]).includes(value))
      out.soloObjective = value as Objective;
    else if (m?.[1] === 'sm' && (SOLO_MOVES_NAMES as readonly string[]).includes(value))
      out.soloMoves = value as SoloMoves;
    else if (m?.[1] === 'w' && Number.isInteger(num) && num >= 1) out.width = num;
    else if (m?.[1] === 'm' && Number.isFinite(num) && num >= 0) out.margin = num;
    else if (m?.[1] === 'p' && Number.isInteger(num) && num >= 0) out.playoutTurns = num;
    else
      throw new Error(
        `bot "${text}": bad tuning "${knob}" (use w=WIDTH, m=MARGIN, p=PLAYOUT_TURNS, s=all|moves|buys, r=novice|intermediate|cautious|base|expert|learned|learned2, c=base|nopowers|smart, b=short|race|season|learned|title, sb=own|short|race|season|learned|light, so=win|place, sm=own|base)`,
      );
  }
  return out;
}
