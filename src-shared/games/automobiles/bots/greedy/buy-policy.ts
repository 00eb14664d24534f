import {
  COLOR_ECONOMY,
  COLORS,
  COLOR_COUNT,
  WEAR,
  YELLOW,
  pileSize,
  type Color,
  type Action,
  type GameState,
} from '../..';
import { SCARCE_GEAR } from './card-policy';
import { cardOf, ownedPile, trackFacts } from './knowledge';
import { FEATURE_NAMES, deckScorer, type LearnedEval } from '../learned-eval';

/** How much a first copy of each action card helps (culling, moving, drawing). */
const CARD_SCORE: Record<string, number> = {
  'crew-chief': 6,
  'pit-crew': 6,
  'pit-captain': 6,
  'pit-team': 4,
  engineer: 5,
  mechanic: 4,
  manager: 4,
  'car-chief': 5,
  gearbox: 5,
  turbo: 5,
  'diesel-engine': 3,
  'hybrid-engine': 5,
  'rotary-engine': 4,
  steering: 4,
  suspension: 5,
  tires: 5,
  aerodynamics: 4,
  boost: 3,
  nitro: 4,
  supercharged: 3,
};
const CULLERS = new Set(['crew-chief', 'pit-crew', 'pit-captain', 'pit-team', 'engineer', 'mechanic', 'manager']);

/** The knobs of the buying rules (tuned by arena; see docs/ai.md). */
export interface BuyWeights {
  /** Worth of a gear cube white..black on an even track, before decay. */
  gearSpeed: number[];
  /** Track fit: base + slope × the colour's share of spaces (an even track gives 1.0). */
  fitBase: number;
  fitSlope: number;
  /** Each copy owned multiplies a gear's worth by this. */
  gearDecay: number;
  /** Bonus for a colour the track needs and the deck lacks (see SCARCE_GEAR). */
  scarce: number;
  /** Yellow: worth, and the deck share above which each extra copy loses `yellowOver`. */
  yellow: number;
  yellowShare: number;
  yellowOver: number;
  /** Action cards: scale of CARD_SCORE and the decay per copy owned. */
  cardScale: number;
  cardDecay: number;
  /** Every cube bought thins the deck a little: only clearly useful cubes are worth it. */
  dilution: number;
}

export const BUY_WEIGHTS: BuyWeights = {
  gearSpeed: [1.5, 3.5, 5.5, 7],
  fitBase: 0.4,
  fitSlope: 2.4,
  gearDecay: 0.93,
  scarce: 2,
  yellow: 2.5,
  yellowShare: 1 / 5,
  yellowOver: 2,
  cardScale: 2.5,
  cardDecay: 0.7,
  dilution: 0.5,
};

/**
 * Worth of buying one more cube of a colour, given `extra` already planned this phase.
 * Gears scale with how much of the track they can drive on; dark grey and black are the
 * fast gears; yellow (money) is worth little once a fifth of the deck is yellow.
 */
export function cubeScore(
  s: GameState,
  p: number,
  color: number,
  extra: number[],
  w: BuyWeights = BUY_WEIGHTS,
): number {
  if (color === WEAR) return -Infinity;
  const owned = ownedPile(s.players[p]);
  const have = owned[color] + extra[color];
  const deck = pileSize(owned) + extra.reduce((a, b) => a + b, 0);
  const share = trackFacts(s.track).gearShare;
  if (color <= 3) {
    const fit = w.fitBase + w.fitSlope * share[color];
    // A colour the track needs and the deck lacks is bought first (see SCARCE_GEAR).
    const scarce = share[color] > 0 && have < SCARCE_GEAR ? w.scarce : 0;
    return w.gearSpeed[color] * fit * Math.pow(w.gearDecay, have) + scarce - w.dilution;
  }
  if (color === YELLOW) {
    const over = Math.max(0, have - deck * w.yellowShare);
    return w.yellow - w.yellowOver * over - w.dilution;
  }
  const card = cardOf(s, color);
  let score = (CARD_SCORE[card] ?? 3) * w.cardScale;
  if (CULLERS.has(card)) score *= 1 + owned[WEAR] / 6;
  return score * Math.pow(w.cardDecay, have) - w.dilution;
}

const costOf = (c: number) => COLOR_ECONOMY[COLORS[c]].cost;

/**
 * Best basket of up to 4 cubes the money buys (stock permitting), by summed scores with
 * diminishing returns; returns its most valuable cube, or null to stop buying.
 */
export function bestBuy(
  s: GameState,
  p: number,
  money: number,
  w: BuyWeights = BUY_WEIGHTS,
  learned?: { model: LearnedEval; mix: number } | null,
): Color | null {
  const extra = new Array<number>(COLOR_COUNT).fill(0);
  // A learned evaluation re-ranks the rules' baskets: their summed scores plus `mix` times the
  // model's gain (in logits ×100) for the deck with the basket added.
  const score = learned ? deckScorer(learned.model, s, p) : null;
  const now = score ? score(extra) : 0;
  const bonus = () => (score && learned ? learned.mix * 100 * (score(extra) - now) : 0);
  let bestTotal = 0;
  let bestFirst: number | null = null;
  const walk = (
    left: number,
    total: number,
    lead: number | null,
    leadGain: number,
    minColor: number,
    depth: number,
  ) => {
    if (lead !== null) {
      const value = total + bonus();
      if (value > bestTotal + 1e-9) {
        bestTotal = value;
        bestFirst = lead;
      }
    }
    if (depth === 4) return;
    for (let c = minColor; c < COLOR_COUNT; c++) {
      const cost = costOf(c);
      if (cost === null || cost > left || s.stock[c] - extra[c] <= 0) continue;
      const gain = cubeScore(s, p, c, extra, w);
      if (gain <= 0) continue;
      extra[c]++;
      // Buy the basket's best cube first.
      if (gain > leadGain) walk(left - cost, total + gain, c, gain, c, depth + 1);
      else walk(left - cost, total + gain, lead, leadGain, c, depth + 1);
      extra[c]--;
    }
  };
  walk(money, 0, null, -Infinity, 0, 0);
  return bestFirst === null ? null : COLORS[bestFirst];
}

/**
 * Best basket by a learned evaluation (learned-eval.ts): the basket of up to 4 cubes the money
 * buys (stock permitting) whose deck the model scores highest, if it beats the deck as it is;
 * returns the basket's cube that alone adds most, or null to stop buying.
 */
export function bestLearnedBuy(s: GameState, p: number, money: number, model: LearnedEval): Color | null {
  if (model.weights.length !== FEATURE_NAMES.length) throw new Error('learned evaluation: feature count mismatch');
  const score = deckScorer(model, s, p);
  const extra = new Array<number>(COLOR_COUNT).fill(0);
  const now = score(extra);
  const single: number[] = [];
  for (let c = 0; c < COLOR_COUNT; c++) {
    extra[c]++;
    single.push(score(extra) - now);
    extra[c]--;
  }
  let bestTotal = 1e-9;
  let best: number[] | null = null;
  const walk = (spent: number, minColor: number, depth: number) => {
    if (depth > 0) {
      const total = score(extra) - now;
      if (total > bestTotal) {
        bestTotal = total;
        best = [...extra];
      }
    }
    if (depth === 4) return;
    for (let c = minColor; c < COLOR_COUNT; c++) {
      const cost = costOf(c);
      if (c === WEAR || cost === null || spent + cost > money || s.stock[c] - extra[c] <= 0) continue;
      extra[c]++;
      walk(spent + cost, c, depth + 1);
      extra[c]--;
    }
  };
  walk(0, 0, 0);
  const basket: number[] | null = best;
  if (!basket) return null;
  let lead = -1;
  for (let c = 0; c < COLOR_COUNT; c++) if (basket[c] > 0 && (lead < 0 || single[c] > single[lead])) lead = c;
  return COLORS[lead];
}

/** Setup and Buy Phase decision (by the learned evaluation when one is given). */
export function chooseBuy(
  s: GameState,
  p: number,
  legal: Action[],
  w: BuyWeights = BUY_WEIGHTS,
  learned?: LearnedEval | null,
  mix?: number,
): Action {
  const color =
    learned && mix === undefined
      ? bestLearnedBuy(s, p, s.turn.money, learned)
      : bestBuy(s, p, s.turn.money, w, learned && mix !== undefined ? { model: learned, mix } : null);
  const buy = color && legal.find((a) => a.type === 'buy' && a.color === color);
  return buy || legal.find((a) => a.type === 'endBuy') || legal[0];
}
