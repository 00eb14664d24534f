import { BUY_WEIGHTS } from './buy-policy';
import { PLAN_WEIGHTS } from './turn-planner';

/** The knobs of the greedy rules a searching bot plays its own turns and buys by. */
export interface GreedyRules {
  /** Pit when this much of the hand is wear. */
  pitWear: number;
  /** End-of-turn evaluation weights of the move planner. */
  weights: typeof PLAN_WEIGHTS;
  /** Buying rules. */
  buy: typeof BUY_WEIGHTS;
}

/** The greedy bot's rules (tuned in session 2, on the tracks before the re-shape). */
export const BASE_RULES: GreedyRules = { pitWear: 4, weights: PLAN_WEIGHTS, buy: BUY_WEIGHTS };

/**
 * Expert's rules: the base rules re-tuned on the re-shaped tracks in session 5 with
 * tests/bench/tune-greedy.ts, one knob at a time against the base rules on the same seats
 * (docs/ai.md "Session 5" has each step's figure and command).
 */
export const EXPERT_RULES: GreedyRules = {
  pitWear: 4,
  weights: { ...PLAN_WEIGHTS, wear: 0.3 },
  buy: { ...BUY_WEIGHTS, cardDecay: 0.5 },
};
