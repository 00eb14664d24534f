/**
 * Difficulty levels: thinking time per turn (ms), and the shape of search that time
 * affords: how many candidate turns are compared and how far each sampled future is
 * played out. A custom time (`hard@250`) keeps the level's shape. More time buys more
 * samples (docs/ai.md has the arena numbers).
 */
import type { RulesName } from './ladder-rules';
import type { CampaignName } from './greedy/campaign-policy';
import type { SeasonBuying, SoloBuying, SoloMoves } from './greedy/season-buying';
import type { Objective } from './evaluate';

export type Level = 'easy' | 'medium' | 'hard' | 'expert';

/**
 * Expert's 500 ms gives a median of about 300 ms a turn (its first search takes 60 %). It
 * thought 1,000 ms in session 4; with its own re-tuned rules (LEVEL_RULES) half of that is
 * enough, and a player waits half as long (docs/ai.md "Session 5").
 */
export const LEVEL_THINK_MS: Record<Level, number> = { easy: 5, medium: 15, hard: 150, expert: 500 };

/**
 * The iterations of a turn's first search that a level's thinking time buys on one idle core
 * (`tests/bench/level-iterations.ts`, on a CPU-time clock; docs/ai.md "Wave 3 session 3: the
 * ladder measured"). The arena's `hard#` runs a level on this budget instead of its time,
 * so a result does not depend on the machine's load; the app's levels keep their times.
 */
export const LEVEL_ITERATIONS: Record<Level, number> = { easy: 3, medium: 14, hard: 240, expert: 200 };

/** Candidate turns compared (the greedy bot's best few). */
export const LEVEL_WIDTH: Record<Level, number> = { easy: 2, medium: 4, hard: 4, expert: 4 };

/**
 * Rounds of greedy play after the searched turn, before the evaluation. Two rounds made
 * each sample about four times dearer; Hard spends its time on more samples of one round
 * instead (docs/ai.md: it beats Medium by as much, and the search is four times faster).
 * Expert has the time for two rounds: a longer look at what its turn leaves the others.
 */
export const LEVEL_PLAYOUT_ROUNDS: Record<Level, number> = { easy: 1, medium: 1, hard: 1, expert: 2 };

/**
 * The greedy rules a level plays its own turns and buys by (ladder-rules.ts): `base` is the
 * greedy bot's, tuned in session 2 on the tracks before the re-shape; `expert` is them
 * re-tuned on the re-shaped tracks (docs/ai.md "Session 5"); `learned` is those with their buys
 * re-ranked by the evaluation learned from self-play (learned-eval.ts; it beat the `expert`
 * rules in 89 of 130 races on Expert's budget, docs/ai.md "Wave 3 session 6"); `learned2`
 * (Expert's since wave 3 session 8) the same with the model's second generation, retrained on
 * races half bought by the first (it beat `learned` in 71.6 % of 500 races on Expert's budget);
 * `intermediate`, `cautious` and `novice` are naive rules for the lower steps of the ladder
 * (docs/ai.md "The ladder"): on the re-shaped tracks the search adds little, so the levels
 * differ in what they know.
 */
export type LevelRules = RulesName;
export const LEVEL_RULES: Record<Level, LevelRules> = {
  easy: 'novice',
  medium: 'intermediate',
  hard: 'base',
  expert: 'learned2',
};

/**
 * Drafts, driver powers and sponsors: `smart` is greedy/campaign-policy.ts, `base` the greedy
 * bot's "first choice listed, no powers started", `nopowers` the smart drafts and sponsors
 * without the drivers' powers. They change nothing in races without drivers, where the levels'
 * race strengths were measured. Easy starts no powers: over 3-race seasons Medium, with the
 * same campaign rules, was no step above it (49 of 100 seasons), and the powers are most of
 * what the campaign rules gain (docs/ai.md "Wave 3 session 6").
 */
export type LevelCampaign = CampaignName;
export const LEVEL_CAMPAIGN: Record<Level, LevelCampaign> = {
  easy: 'nopowers',
  medium: 'smart',
  hard: 'smart',
  expert: 'smart',
};

/**
 * How a level buys in a season's races (greedy/season-buying.ts): the deck carries over, so
 * the buying that wins single races loses seasons. Before wave 3 session 9 every level bought
 * a season as a single race (Expert and Hard by the base buying, Medium and Easy by their
 * own), and over seasons Medium's buying was as good as Hard's; now each level buys a step
 * further ahead than the level below (docs/ai.md "Wave 3 session 9"). Expert's `title` also
 * races for the deck alone the races that cannot change the title (greedy/season-stakes.ts:
 * the first two of a 2-player 3-race season), 97 of 100 seasons against Hard ("session 10").
 */
export const LEVEL_SEASON_BUYING: Record<Level, SeasonBuying> = {
  easy: 'short',
  medium: 'race',
  hard: 'season',
  expert: 'title',
};

/**
 * How a level's opponents buy in the solo series (greedy/season-buying.ts): five races, five cars,
 * the deck carried over. Medium's race buying (a second copy 0.8 of the first) is a better buyer
 * there than Hard's race rules (0.7), so with their own race rules Hard was no step above Medium
 * in the solo series (2.94 against 2.97 mean place in the same races, docs/ai.md "Wave 3 session
 * 11"); Hard buys the series as a season (0.9): 2.73 against Medium's 3.13 ("Wave 3 session 12").
 * The others keep their race rules: Expert buying the series as a season placed no better against
 * this Hard than Expert as it is (2.95 against 2.74 on the same ten seeds).
 */
export const LEVEL_SOLO_BUYING: Record<Level, SoloBuying> = {
  easy: 'own',
  medium: 'own',
  hard: 'season',
  expert: 'own',
};

/**
 * What a level's search plays for in the solo series (evaluate.ts): the series scores its opponents
 * by place, five cars a race, where `win` (the lead over the best opponent, as in every other race)
 * sees nothing of passing the fourth car. Measured for Expert (`expert#:so=place`) in the same races
 * as Hard: 0.17 places a race over Hard in 18 series, where Expert playing to win gained 0.00 on
 * the same seeds, a difference within the noise (docs/ai.md "Wave 3 session 13"): every level
 * keeps `win`.
 */
export const LEVEL_SOLO_OBJECTIVE: Record<Level, Objective> = {
  easy: 'win',
  medium: 'win',
  hard: 'win',
  expert: 'win',
};

/**
 * The move rules a level plays its own turns by in the solo series (greedy/expert-rules.ts): `own`
 * its race rules, `base` the base rules' move weights (a wear cube 0.45 spaces, Hard's), its buying
 * unchanged. Expert's race rules drive less wear-shy (0.3), re-tuned on 2-player races; with five
 * cars its search (ranked and played out by them) gained nothing over its rules, where Hard's, by
 * the base weights, gained 0.75 places a race (docs/ai.md "Wave 3 session 13"). Measured in the
 * same races as Hard (docs/ai.md "Wave 3 session 14"): Expert with Hard's moves alone
 * (`expert#:sm=base`) -0.06 places a race in 16 series; with light buying too
 * (`expert#:sm=base:sb=light`) 0.39 in 36, and 0.63 (0.36 to 0.90) on 30 fresh seeds planned in
 * advance ("Wave 3 session 15"). It was Expert's in session 15 and is not since session 16: the
 * fixed player took more points a series against four of it than against four Hard (2.8, interval
 * 0.5 to 5.0, 23 seeds), so choosing it gave the player an easier series. Every level keeps `own`.
 */
export const LEVEL_SOLO_MOVES: Record<Level, SoloMoves> = {
  easy: 'own',
  medium: 'own',
  hard: 'own',
  expert: 'own',
};

export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard', 'expert'];

export function isLevel(x: unknown): x is Level {
  return (LEVELS as readonly unknown[]).includes(x);
}
