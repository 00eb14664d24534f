import type { GameState } from '../..';
import { BUY_WEIGHTS } from './buy-policy';
import { CAMPAIGN_BY_NAME, CAMPAIGN_RULES, type CampaignName, type CampaignRules } from './campaign-policy';
import { PLAN_WEIGHTS } from './turn-planner';
import type { LearnedEval } from '../learned-eval';
import { raceCountsForTitle } from './season-stakes';

/** The knobs of the greedy rules a searching bot plays its own turns and buys by. */
export interface GreedyRules {
  /** Pit when this much of the hand is wear. */
  pitWear: number;
  /** End-of-turn evaluation weights of the move planner. */
  weights: typeof PLAN_WEIGHTS;
  /** Buying rules. */
  buy: typeof BUY_WEIGHTS;
  /** Drafts, driver powers and sponsors; null: the greedy bot's "first choice listed". */
  campaign: CampaignRules | null;
  /** Buys by this learned evaluation instead of `buy`'s rules (learned-eval.ts); absent: by the rules. */
  learned?: LearnedEval | null;
  /** With `learned`: the rules' baskets re-ranked by their scores plus this times the model's gain (greedy-bot.ts). */
  learnedMix?: number;
  /** Knobs that differ in a season's races (not the solo series): a single race's tuning may not carry over. */
  season?: Partial<Pick<GreedyRules, 'pitWear' | 'weights' | 'buy' | 'learned' | 'learnedMix'>>;
  /** Knobs that differ in the solo series' races (its opponents'): five races, five cars, the deck carried over. */
  solo?: GreedyRules['season'];
  /**
   * Move weights in a season race that cannot change the title (season-stakes.ts), raced for the
   * deck: the searching bot plays them by these rules alone (search-plugin.ts). Absent: raced as any.
   */
  build?: typeof PLAN_WEIGHTS;
}

/** The rules a seat plays a position by: with its season overrides in a season race, its solo ones in the solo series. */
export function rulesFor(rules: GreedyRules, s: GameState): GreedyRules {
  const overrides = s.solo ? rules.solo : s.season ? rules.season : undefined;
  const inSeason = overrides ? { ...rules, ...overrides } : rules;
  return buildsDeck(rules, s) ? { ...inSeason, weights: rules.build! } : inSeason;
}

/** Whether the rules race this position for the deck alone (`build`): the title cannot turn on it. */
export function buildsDeck(rules: GreedyRules, s: GameState): boolean {
  return !!rules.build && !raceCountsForTitle(s);
}

/** The greedy bot's rules (tuned in session 2, on the tracks before the re-shape). */
export const BASE_RULES: GreedyRules = { pitWear: 4, weights: PLAN_WEIGHTS, buy: BUY_WEIGHTS, campaign: null };

/**
 * Expert's rules: the base rules re-tuned on the re-shaped tracks in session 5 with
 * tests/bench/tune-greedy.ts, one knob at a time against the base rules on the same seats
 * (docs/ai.md "Session 5" has each step's figure and command).
 */
export const EXPERT_RULES: GreedyRules = {
  pitWear: 4,
  weights: { ...PLAN_WEIGHTS, wear: 0.3 },
  buy: { ...BUY_WEIGHTS, cardDecay: 0.5 },
  campaign: CAMPAIGN_RULES,
  // Over 3-race seasons the halved worth of a second action card lost (39.0 % of 600 greedy
  // seasons against the base rules; docs/ai.md "Session 6"): seasons keep the base buying rules
  // (a level's own season buying replaces them: levels.ts LEVEL_SEASON_BUYING).
  season: { buy: BUY_WEIGHTS },
};

/** A level's rules with the campaign rules it plays by (`smart`, `nopowers`, or `base`: the greedy bot's). */
export function withCampaign(rules: GreedyRules, campaign: CampaignName): GreedyRules {
  return { ...rules, campaign: CAMPAIGN_BY_NAME[campaign] };
}
