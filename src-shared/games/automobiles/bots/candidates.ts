/**
 * The whole-turn choices a search compares: every distinct outcome of this turn's
 * deterministic moves (gears, move cards and their sub-choices, found by a memoized
 * depth-first walk like the greedy planner's), the pit stop, and every basket of buys.
 * Draw and culling cards are played by the greedy rules first (their outcome is chance).
 */
import {
  applyTrusted,
  clone,
  legalActions,
  type Action,
  type GameState,
  COLORS,
  COLOR_COUNT,
  WEAR,
  COLOR_ECONOMY,
} from '..';
import { utilityPlay } from './greedy/card-policy';
import { actionPowerPlay } from './greedy/campaign-policy';
import { GreedyBot } from './greedy-bot';
import { cubeScore } from './greedy/buy-policy';
import { BASE_RULES, type GreedyRules } from './greedy/expert-rules';
import { MOVE_CARDS, cardOf } from './greedy/knowledge';
import { endOfTurnValue, turnBase, turnKey } from './greedy/turn-planner';
import { fuelUtility, isFuelMoveUse, isFuelPlannedPrompt } from './greedy/fuel-policy';
import { undominated } from './dominated';

export interface Candidate {
  /** Actions from the root to the end of this decision's stretch (endActions / endBuy). */
  actions: Action[];
  /** The greedy bot's own valuation: the search compares the best few by playouts. */
  prior: number;
  visits: number;
  total: number;
  /** Playout values in sample order (sample k is the same future for every candidate). */
  values: number[];
}

const NODE_LIMIT = 3000;
const MAX_BASKET = 4;

export function candidatesFor(s: GameState, me: number, rules: GreedyRules = BASE_RULES): Candidate[] {
  // A dominated action (a pit stop with no wear, a Fuel Mixture use for nothing) is never a candidate.
  const legal = undominated(s, legalActions(s));
  const make = (actions: Action[], prior = 0): Candidate => ({ actions, prior, visits: 0, total: 0, values: [] });
  const prompt = s.prompt;
  if (legal.length === 1) return [make([legal[0]])];
  if (!prompt && (s.phase === 'setup' || s.phase === 'buy'))
    return baskets(s, me, rules).map((b) => make(b.actions, b.score));
  // Drafts, powers, sponsors and the sub-choices of chance cards: the greedy rules answer.
  if (
    s.phase !== 'action' ||
    (prompt && prompt.kind !== 'move' && !MOVE_CARDS.has(prompt.card) && !isFuelPlannedPrompt(prompt))
  ) {
    return [make([new GreedyBot(rules).chooseAction(s, legal)])];
  }
  if (!prompt) {
    const rule =
      utilityPlay(s, me, legal) ??
      fuelUtility(s, me, legal) ??
      (rules.campaign && actionPowerPlay(s, me, legal, rules.campaign));
    if (rule) return [make([rule])];
  }
  const base = turnBase(s, me);
  const out = moveOutcomes(s).map((m) => make(m.actions, endOfTurnValue(m.end, me, base, rules.weights).value));
  if (legal.some((a) => a.type === 'pitStop')) {
    // As the greedy bot: pit with a hand of wear, or when driving gains nothing.
    const wear = s.players[me].active[WEAR];
    const bestGain = Math.max(0, ...out.map((c) => c.prior));
    out.push(make([{ type: 'pitStop' }], wear >= rules.pitWear || (bestGain <= 0 && wear > 0) ? Infinity : -Infinity));
  }
  if (!out.length) out.push(make([legal.find((a) => a.type === 'endActions') ?? legal[0]]));
  out.sort((a, b) => b.prior - a.prior);
  return out;
}

/** Every distinct end of the Action Phase reachable by deterministic moves (one sequence each). */
function moveOutcomes(root: GameState): { actions: Action[]; end: GameState }[] {
  const seen = new Set<string>();
  const outcomes = new Map<string, { actions: Action[]; end: GameState }>();
  let nodes = 0;
  const path: Action[] = [];
  const walk = (s: GameState) => {
    const key = turnKey(s, s.turnOrder[s.turnIndex]);
    if (seen.has(key) || nodes++ > NODE_LIMIT) return;
    seen.add(key);
    for (const a of searchable(s)) {
      path.push(a);
      if (a.type === 'endActions') {
        const end = outcomeKey(s);
        if (!outcomes.has(end)) outcomes.set(end, { actions: [...path], end: s });
      } else {
        const next = clone(s);
        applyTrusted(next, a);
        walk(next);
      }
      path.pop();
    }
  };
  walk(root);
  return [...outcomes.values()];
}

function searchable(s: GameState): Action[] {
  const legal = legalActions(s);
  const prompt = s.prompt;
  if (!prompt) {
    if (s.phase !== 'action') return [];
    return legal.filter(
      (a) => a.type === 'endActions' || (a.type === 'play' && MOVE_CARDS.has(cardOf(s, a.color))) || isFuelMoveUse(a),
    );
  }
  if (
    prompt.kind === 'move' ||
    (prompt.kind === 'pick' && (MOVE_CARDS.has(prompt.card) || isFuelPlannedPrompt(prompt)))
  )
    return legal;
  return [];
}

/** Where the turn ends up: car destination, wear colour, drafting card, cubes left for money. */
function outcomeKey(s: GameState): string {
  const p = s.turnOrder[s.turnIndex];
  const pl = s.players[p];
  const last = s.turn.placements[s.turn.placements.length - 1];
  return `${pl.active.join()}|${pl.discard.join()}|${last ? `${last.space}.${last.segment}` : '-'}|${s.turn.highestMoved}|${s.turn.aerodynamics ? 1 : 0}`;
}

const costOf = (c: number) => COLOR_ECONOMY[COLORS[c]].cost;

/**
 * Buy baskets (dearest colour first, so each multiset is listed once), best few by the
 * greedy cube scores plus buying nothing; the search then compares them by value.
 */
function baskets(s: GameState, me: number, rules: GreedyRules): { actions: Action[]; score: number }[] {
  const found: { colors: number[]; score: number }[] = [];
  const extra = new Array<number>(COLOR_COUNT).fill(0);
  const colors: number[] = [];
  const walk = (money: number, maxColor: number, score: number) => {
    found.push({ colors: [...colors], score });
    if (colors.length === MAX_BASKET) return;
    for (let c = maxColor; c >= 0; c--) {
      const cost = costOf(c);
      if (c === WEAR || cost === null || cost > money || s.stock[c] - extra[c] <= 0) continue;
      const gain = cubeScore(s, me, c, extra, rules.buy);
      extra[c]++;
      colors.push(c);
      walk(money - cost, c, score + gain);
      colors.pop();
      extra[c]--;
    }
  };
  walk(s.turn.money, COLOR_COUNT - 1, 0);
  found.sort((a, b) => b.score - a.score);
  const keep = found.slice(0, 12);
  if (!keep.some((b) => b.colors.length === 0)) keep.push({ colors: [], score: 0 });
  return keep.map((b) => ({
    actions: [...b.colors.map((c): Action => ({ type: 'buy', color: COLORS[c] })), { type: 'endBuy' }],
    score: b.score,
  }));
}
