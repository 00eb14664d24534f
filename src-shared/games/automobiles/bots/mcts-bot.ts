/**
 * Automobiles' searching bot (the levels Easy, Medium, Hard, Expert): the generic SearchBot with
 * Automobiles' search plugin and the levels' budgets and shapes.
 */
import type { Action, GameState } from '..';
import { SearchBot } from '../../../bots/search/search-bot';
import type { SearchProgress as GenericProgress } from '../../../bots/search/turn-search';
import type { EvalWeights, Objective } from './evaluate';
import { withCampaign, type GreedyRules } from './greedy/expert-rules';
import {
  withSeasonBuying,
  withSoloBuying,
  withSoloMoves,
  type SeasonBuying,
  type SoloBuying,
  type SoloMoves,
} from './greedy/season-buying';
import { RULES_BY_NAME } from './ladder-rules';
import {
  LEVEL_CAMPAIGN,
  LEVEL_PLAYOUT_ROUNDS,
  LEVEL_RULES,
  LEVEL_SEASON_BUYING,
  LEVEL_SOLO_BUYING,
  LEVEL_SOLO_MOVES,
  LEVEL_SOLO_OBJECTIVE,
  LEVEL_THINK_MS,
  LEVEL_WIDTH,
  type Level,
  type LevelCampaign,
  type LevelRules,
} from './levels';
import { automobilesSearch, type AutomobilesSearchTuning } from './search-plugin';

export interface MctsConfig {
  level?: Level;
  /** Thinking time per turn in ms (overrides the level's). */
  thinkMs?: number;
  /** Iteration budget of a turn's first search (deterministic; overrides the time budget). */
  iterations?: number;
  /** The bot's own seed: its searches never depend on the game's. */
  seed?: number;
  clock?: () => number;
  playoutTurns?: number;
  width?: number;
  margin?: number;
  scope?: AutomobilesSearchTuning['scope'];
  weights?: EvalWeights;
  /** Greedy rules of its own turns and buys (overrides the level's; levels.ts LEVEL_RULES). */
  rules?: LevelRules;
  /** Drafts, powers and sponsors (overrides the level's; levels.ts LEVEL_CAMPAIGN). */
  campaign?: LevelCampaign;
  /** Buying in a season's races (overrides the level's; levels.ts LEVEL_SEASON_BUYING). */
  seasonBuying?: SeasonBuying;
  /** Buying in the solo series' races (overrides the level's; levels.ts LEVEL_SOLO_BUYING). */
  soloBuying?: SoloBuying;
  /** The move rules of its own turns in the solo series' races (overrides the level's; levels.ts LEVEL_SOLO_MOVES). */
  soloMoves?: SoloMoves;
  /** What the search plays for in the solo series' races (overrides the level's; levels.ts LEVEL_SOLO_OBJECTIVE). */
  soloObjective?: Objective;
}

/** The greedy rules a searching bot plays its own turns and buys by: its rules, campaign, season and solo buying, solo moves. */
export function rulesOf(config: MctsConfig): GreedyRules {
  const level = config.level;
  const rules = withCampaign(
    RULES_BY_NAME[config.rules ?? (level ? LEVEL_RULES[level] : 'base')],
    config.campaign ?? (level ? LEVEL_CAMPAIGN[level] : 'base'),
  );
  // Without a level (and no choice) the rules keep their own season buying.
  const buying = config.seasonBuying ?? (level ? LEVEL_SEASON_BUYING[level] : undefined);
  const inSeason = buying ? withSeasonBuying(rules, buying) : rules;
  const solo = config.soloBuying ?? (level ? LEVEL_SOLO_BUYING[level] : undefined);
  const soloBought = solo ? withSoloBuying(inSeason, solo) : inSeason;
  return withSoloMoves(soloBought, config.soloMoves ?? (level ? LEVEL_SOLO_MOVES[level] : 'own'));
}

export type SearchProgress = GenericProgress<Action>;

export class MctsBot extends SearchBot<GameState, Action> {
  constructor(readonly config: MctsConfig = {}) {
    const level = config.level;
    super(
      config.iterations !== undefined ? `mcts-${config.iterations}it` : `mcts-${level ?? 'custom'}`,
      automobilesSearch({
        scope: config.scope,
        weights: config.weights,
        rules: rulesOf(config),
        soloObjective: config.soloObjective ?? (level ? LEVEL_SOLO_OBJECTIVE[level] : undefined),
      }),
      {
        thinkMs: config.thinkMs ?? LEVEL_THINK_MS[level ?? 'medium'],
        iterations: config.iterations,
        seed: config.seed,
        clock: config.clock,
        playoutTurns: config.playoutTurns,
        playoutRounds: level ? LEVEL_PLAYOUT_ROUNDS[level] : undefined,
        width: config.width ?? (level ? LEVEL_WIDTH[level] : undefined),
        margin: config.margin,
      },
    );
  }
}
