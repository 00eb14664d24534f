/**
 * The greedy rules of each step of the ladder (docs/ai.md "The ladder"). On the re-shaped
 * tracks the search adds little over the rules it is anchored on (most turns have one
 * distinct end), so the levels differ first in what they know: Easy and Medium play by
 * deliberately naive rules, Hard by the base rules, Expert by its re-tuned ones.
 *
 * - `cautious`: a wear cube gained costs 0.6 spaces in a turn plan (base 0.45): it drives
 *   wear-shy, leaving spaces on the track to spare its deck. Medium's rules until wave 3
 *   session 5: the search overrides most of a turn plan's wear weight (it compares the
 *   turn's ends by playouts), so a searching level with them played as well as Hard.
 * - `intermediate` (Medium): wear-shy, and a second copy of an action card is worth 0.8 of
 *   the first (base 0.7, `novice` 0.85): buys are left to the rules, so a level's buying
 *   rules are what its search cannot make up (docs/ai.md "Wave 3 session 5").
 * - `novice` (Easy, Beginner): wear-shy, and a second copy of an action card is worth 0.85
 *   of the first (base 0.7): it buys copies of the cards it likes long after they stop paying.
 *
 * Each step's figure (the rules of the step above against these, greedy bots on the same
 * seats, `tests/bench/tune-greedy.ts`) is in docs/ai.md.
 */
import { BUY_WEIGHTS } from './greedy/buy-policy';
import { BASE_RULES, EXPERT_RULES, type GreedyRules } from './greedy/expert-rules';
import { PLAN_WEIGHTS } from './greedy/turn-planner';
import { LEARNED_EVAL } from './learned-eval-weights';
import { LEARNED_EVAL_GEN2 } from './learned-eval-weights-gen2';

export type RulesName = 'novice' | 'intermediate' | 'cautious' | 'base' | 'expert' | 'learned' | 'learned2';
export const RULES_NAMES: readonly RulesName[] = [
  'novice',
  'intermediate',
  'cautious',
  'base',
  'expert',
  'learned',
  'learned2',
];

export const CAUTIOUS_RULES: GreedyRules = { ...BASE_RULES, weights: { ...PLAN_WEIGHTS, wear: 0.6 } };
export const NOVICE_RULES: GreedyRules = { ...CAUTIOUS_RULES, buy: { ...BUY_WEIGHTS, cardDecay: 0.85 } };
export const INTERMEDIATE_RULES: GreedyRules = { ...CAUTIOUS_RULES, buy: { ...BUY_WEIGHTS, cardDecay: 0.8 } };

/**
 * Expert's rules buying by the learned evaluation (learned-eval.ts, trained from self-play by
 * tests/bench/train-eval.ts; docs/ai.md "Wave 3 session 6"). Seasons keep the base buying rules
 * (a level's season buying replaces them: levels.ts LEVEL_SEASON_BUYING).
 * Expert's until wave 3 session 8: the arena's `expert#:r=learned` (the record's games of the
 * Expert of that time).
 */
export const LEARNED_RULES: GreedyRules = {
  ...EXPERT_RULES,
  learned: LEARNED_EVAL,
  // The model alone buys badly (it has no notion of what money buys later: 15.5 % of 400
  // greedy races against Expert's rules); as a correction to the rules' basket scores it wins.
  learnedMix: 0.4,
  // Trained on single races: a season's races buy by the base rules, as Expert's.
  season: { buy: BUY_WEIGHTS, learned: null },
};

/**
 * Expert's rules (since wave 3 session 8): Expert's rules re-ranking their buys by the second
 * generation of the learned evaluation (retrained on races half bought by the first), the mix
 * and the seasons as LEARNED_RULES. Measured as the candidate `expert#:r=learned2` before it
 * became Expert (docs/ai.md "Wave 3 session 7" and "Wave 3 session 8").
 */
export const LEARNED2_RULES: GreedyRules = { ...LEARNED_RULES, learned: LEARNED_EVAL_GEN2 };

export const RULES_BY_NAME: Record<RulesName, GreedyRules> = {
  novice: NOVICE_RULES,
  intermediate: INTERMEDIATE_RULES,
  cautious: CAUTIOUS_RULES,
  base: BASE_RULES,
  expert: EXPERT_RULES,
  learned: LEARNED_RULES,
  learned2: LEARNED2_RULES,
};
