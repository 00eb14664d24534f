import { COLOR_ECONOMY } from '../../engine/cards/card-table';
import { COLORS, COLOR_COUNT, WEAR, YELLOW, pileSize, type Color } from '../../engine/cubes';
import type { Action, GameState } from '../../engine';
import { SCARCE_GEAR } from './card-policy';
import { cardOf, ownedPile, trackFacts } from './knowledge';

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

/** Every cube bought thins the deck a little: only clearly useful cubes are worth it. */
const DILUTION = 1.5;

/**
 * Worth of buying one more cube of a colour, given `extra` already planned this phase.
 * Gears scale with how much of the track they can drive on; dark gray and black are the
 * fast gears; yellow (money) is worth little once a fifth of the deck is yellow.
 */
export function cubeScore(s: GameState, p: number, color: number, extra: number[]): number {
  if (color === WEAR) return -Infinity;
  const owned = ownedPile(s.players[p]);
  const have = owned[color] + extra[color];
  const deck = pileSize(owned) + extra.reduce((a, b) => a + b, 0);
  const share = trackFacts(s.track).gearShare;
  if (color <= 3) {
    const speed = [1.5, 3.5, 5.5, 7][color];
    const fit = 0.4 + 2.4 * share[color]; // an even track gives 1.0
    // A colour the track needs and the deck lacks is bought first (see SCARCE_GEAR).
    const scarce = share[color] > 0 && have < SCARCE_GEAR ? 4 : 0;
    return speed * fit * Math.pow(0.93, have) + scarce - DILUTION;
  }
  if (color === YELLOW) {
    const over = Math.max(0, have - deck / 5);
    return 2.5 - 2 * over - DILUTION;
  }
  const card = cardOf(s, color);
  let score = CARD_SCORE[card] ?? 3;
  if (CULLERS.has(card)) score *= 1 + owned[WEAR] / 6;
  return score * Math.pow(0.7, have) - DILUTION;
}

const costOf = (c: number) => COLOR_ECONOMY[COLORS[c]].cost;

/**
 * Best basket of up to 4 cubes the money buys (stock permitting), by summed scores with
 * diminishing returns; returns its most valuable cube, or null to stop buying.
 */
export function bestBuy(s: GameState, p: number, money: number): Color | null {
  const extra = new Array<number>(COLOR_COUNT).fill(0);
  let bestTotal = 0;
  let bestFirst: number | null = null;
  const walk = (left: number, total: number, lead: number | null, leadGain: number, minColor: number, depth: number) => {
    if (lead !== null && total > bestTotal + 1e-9) {
      bestTotal = total;
      bestFirst = lead;
    }
    if (depth === 4) return;
    for (let c = minColor; c < COLOR_COUNT; c++) {
      const cost = costOf(c);
      if (cost === null || cost > left || s.stock[c] - extra[c] <= 0) continue;
      const gain = cubeScore(s, p, c, extra);
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

/** Setup and Buy Phase decision. */
export function chooseBuy(s: GameState, p: number, legal: Action[]): Action {
  const color = bestBuy(s, p, s.turn.money);
  const buy = color && legal.find((a) => a.type === 'buy' && a.color === color);
  return buy || legal.find((a) => a.type === 'endBuy') || legal[0];
}
