/**
 * How a level buys in a season's races, and in the solo series'. The deck carries over from race
 * to race (RULINGS §7), so a card bought in the first race pays in all three, and a second copy
 * of an action card is worth more than in a single race. And in a 2-player 3-race season the
 * last race decides the title (points 4/5/6 against 3: its winner's +3 at least ties the two
 * races before it, and a tie goes to the better finisher of the last race), so a season is
 * won in its last race, with the deck the first two built.
 *
 * Greedy bots over 400 3-race 2-player seasons, against the base buying (second copy 0.7 of
 * the first), `SEASON=3 BASE='{"campaign":{}}' npx tsx tests/bench/tune-greedy.ts
 * '{"buy":{"cardDecay":D}}' 400 1 2` (docs/ai.md "Wave 3 session 9"): 0.5 wins 36.8 %, 0.8
 * 60.3 %, 0.85 62.8 %, 0.9 67.3 %, 0.95 67.3 %, 1.0 44.3 %.
 */
import { BUY_WEIGHTS } from './buy-policy';
import type { GreedyRules } from './expert-rules';
import { PLAN_WEIGHTS } from './turn-planner';

/** A season's buying rules: a second copy of an action card is worth 0.9 of the first (a race's: 0.7). */
export const SEASON_BUY_WEIGHTS = { ...BUY_WEIGHTS, cardDecay: 0.9 };

/**
 * A level's buying over a season: `short` buys for the race at hand and less (a second copy
 * 0.5 of the first: Easy), `race` as in a single race (the base buying: Medium), `season` for
 * the season (Hard), `learned` for the season with the rules' own learned evaluation
 * re-ranking the buys at weight 2, `title` as `learned` and racing for the deck alone the races
 * that cannot change the title (BUILD_WEIGHTS: Expert). Each step wins about 60–75 % of greedy
 * seasons against the one below (docs/ai.md "Wave 3 session 9" and "session 10").
 */
export type SeasonBuying = 'short' | 'race' | 'season' | 'learned' | 'title';
export const SEASON_BUYING_NAMES: readonly SeasonBuying[] = ['short', 'race', 'season', 'learned', 'title'];

const SEASON_OVERRIDES: Record<SeasonBuying, NonNullable<GreedyRules['season']>> = {
  short: { buy: { ...BUY_WEIGHTS, cardDecay: 0.5 }, learned: null },
  race: { buy: BUY_WEIGHTS, learned: null },
  season: { buy: SEASON_BUY_WEIGHTS, learned: null },
  // The learned model (trained on single races) re-ranks the season's baskets too, at twice the
  // weight it has in a race (2 against 0.4): greedy bots with it won 57.0 % of 400 seasons
  // against `season` alone at 0.4, 63.0 % at 0.8, 68.3 % at 1.2, 69.5 % at 2 (70.0 % on 400
  // other seeds), 65.3 % at 3.
  learned: { buy: SEASON_BUY_WEIGHTS, learnedMix: 2 },
  title: { buy: SEASON_BUY_WEIGHTS, learnedMix: 2 },
};

/**
 * The move weights of a race that cannot change the title (season-stakes.ts): a dollar left for
 * the Buy Phase is worth eight times a race's (1 against 0.12) and a wear cube more (0.7 against
 * the base rules' 0.45 and Expert's 0.3), since only the deck the race builds counts. Greedy bots buying as `learned` won 96.5 %
 * of 400 2-player 3-race seasons against `season` with these, 68.0 % without (docs/ai.md "Wave 3
 * session 10").
 */
export const BUILD_WEIGHTS: NonNullable<GreedyRules['build']> = { wear: 0.7, money: 1 };

/** A level's rules with its buying in a season's races (replacing the rules' own `season` and `build`). */
export function withSeasonBuying(rules: GreedyRules, buying: SeasonBuying): GreedyRules {
  const { build: _, ...rest } = rules;
  const season = { ...rest, season: SEASON_OVERRIDES[buying] };
  return buying === 'title' ? { ...season, build: BUILD_WEIGHTS } : season;
}

/**
 * How a level buys in the solo series (RULINGS §9: five races, five cars, the deck carried over):
 * `own` by its race rules, as one of the season buyings (`title` is `learned` there: every
 * race of the series counts), or `light` (below). Greedy bots over 5-player 5-race seasons, one seat against four of
 * Medium's buying (a second copy 0.8 of the first), `SEASON=5 BASE='{"campaign":{},"buy":{"cardDecay":0.8}}'
 * npx tsx tests/bench/tune-greedy.ts '{"buy":{"cardDecay":D}}' 300 101 5` (docs/ai.md "Wave 3
 * session 12"): the base buying (0.7, Hard's in a race) wins 12.0 % of 100 (an even share is
 * 20 %), the season's (0.9) 31.7 % of 300.
 */
export type SoloBuying = 'own' | Exclude<SeasonBuying, 'title'> | 'light';
export const SOLO_BUYING_NAMES: readonly SoloBuying[] = ['own', 'short', 'race', 'season', 'learned', 'light'];

/**
 * `light`: for the season (a second copy 0.9 of the first), the rules' own learned model re-ranking
 * the buys at its race weight (0.4 for Expert's rules) instead of `learned`'s 2. Greedy bots with the
 * base move weights, one seat against four of Hard's series buying over 400 5-player 5-race seasons
 * (`SEASON=5 BASE='{"campaign":{},"buy":{"cardDecay":0.9}}' npx tsx tests/bench/tune-greedy.ts
 * '{"learned":"gen2","learnedMix":0.4}' 400 101 5`, docs/ai.md "Wave 3 session 14"): 41.0 % of the
 * seasons won (an even share 20 %), mean finish 2.27; at `learned`'s weight 35.3 %, 2.47; Expert's
 * race rules 26.8 %, 2.72.
 */
const { title: _, ...seasonOverrides } = SEASON_OVERRIDES;
const SOLO_OVERRIDES: Record<Exclude<SoloBuying, 'own'>, NonNullable<GreedyRules['solo']>> = {
  ...seasonOverrides,
  light: { buy: SEASON_BUY_WEIGHTS },
};

/** A level's rules with its buying in the solo series' races (replacing the rules' own `solo`). */
export function withSoloBuying(rules: GreedyRules, buying: SoloBuying): GreedyRules {
  const { solo: _, ...rest } = rules;
  return buying === 'own' ? rest : { ...rest, solo: SOLO_OVERRIDES[buying] };
}

/** The move rules of a level's own turns in the solo series: its race rules' (`own`) or the base rules' (`base`). */
export type SoloMoves = 'own' | 'base';
export const SOLO_MOVES_NAMES: readonly SoloMoves[] = ['own', 'base'];

/** A level's rules playing their own turns in the solo series by the base rules' move weights (`base`), buying as before. */
export function withSoloMoves(rules: GreedyRules, moves: SoloMoves): GreedyRules {
  return moves === 'own' ? rules : { ...rules, solo: { ...rules.solo, weights: PLAN_WEIGHTS } };
}
