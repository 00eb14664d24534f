import { applyTrusted, clone, legalActions, reseed, type Action, type GameState } from '../..';
import { MOVE_CARDS, cardOf, ownedWear, raceDistance, trackFacts } from './knowledge';
import { isFuelMoveUse, isFuelPlannedPrompt } from './fuel-policy';

/** Weights of the end-of-turn evaluation, in "spaces moved". */
export const PLAN_WEIGHTS: { wear: number; money: number } = {
  /** A wear cube clogs a draw every bag cycle until culled (in the final round it costs nothing). */
  wear: 0.45,
  /** A dollar left for the Buy Phase. */
  money: 0.12,
};

/** Enough for any realistic hand; the search returns its best so far when hit. */
const NODE_LIMIT = 4000;

export interface TurnPlan {
  actions: Action[];
  value: number;
  /** Spaces gained by the plan (its progress, in average spaces). */
  gain: number;
}

/** A searched position's best continuation, as a linked list (no array copied per node). */
interface Node {
  value: number;
  gain: number;
  action: Action | null;
  next: Node | null;
}

const DEAD_END: Node = { value: -Infinity, gain: 0, action: null, next: null };

/**
 * Searches this turn's deterministic moves (gears, move cards, Aerodynamics, their
 * sub-choices) ending with endActions, and returns the sequence whose end-of-turn outcome
 * (distance, wear incl. drafting, money left) scores best. Draw cards are left out: their
 * outcome depends on hidden bag order, so the bot decides those by rule before planning.
 */
export function planTurn(root: GameState, player: number, weights: typeof PLAN_WEIGHTS = PLAN_WEIGHTS): TurnPlan {
  const memo = new Map<string, Node>();
  const base = turnBase(root, player);
  let nodes = 0;

  const search = (s: GameState): Node => {
    const key = turnKey(s, player);
    const hit = memo.get(key);
    if (hit) return hit;
    nodes++;
    let best: Node | null = null;
    for (const a of candidates(s)) {
      let r: Node;
      if (a.type === 'endActions') r = { ...endOfTurnValue(s, player, base, weights), action: a, next: null };
      else if (nodes > NODE_LIMIT) continue;
      else {
        const next = clone(s);
        applyTrusted(next, a);
        const sub = search(next);
        r = { value: sub.value, gain: sub.gain, action: a, next: sub };
      }
      if (!best || r.value > best.value + 1e-9) best = r;
    }
    // Nothing searchable (an unexpected prompt): stop planning here.
    best ??= DEAD_END;
    memo.set(key, best);
    return best;
  };

  const r = search(root);
  const actions: Action[] = [];
  for (let n: Node | null = r; n?.action; n = n.next) actions.push(n.action);
  return { actions, value: r.value, gain: r.gain };
}

/** Where a player's turn starts from, for endOfTurnValue. */
export function turnBase(s: GameState, player: number): { dist: number; wear: number } {
  return { dist: raceDistance(s, player), wear: ownedWear(s.players[player]) };
}

/**
 * The planner's value of ending the Action Phase here: spaces gained − wear gained
 * (drafting counts; free in the final round) + money left, by the given weights.
 */
export function endOfTurnValue(
  end: GameState,
  player: number,
  base: { dist: number; wear: number },
  weights: typeof PLAN_WEIGHTS = PLAN_WEIGHTS,
): { value: number; gain: number } {
  const c = clone(end);
  // The End Phase draws; a fixed seed keeps the value off the real bag order (hidden), which
  // it could otherwise reach through a driver power offered only for some draws.
  reseed(c, 0);
  applyTrusted(c, { type: 'endActions' });
  const money = c.turn.money;
  applyTrusted(c, { type: 'endBuy' });
  const gain = (raceDistance(c, player) - base.dist) / trackFacts(c.track).spaceLength;
  const wear = ownedWear(c.players[player]) - base.wear;
  const wearWeight = end.finalRound ? 0 : weights.wear;
  return { value: gain - wearWeight * wear + weights.money * money, gain };
}

/** The actions the planner explores from a position. */
function candidates(s: GameState): Action[] {
  const legal = legalActions(s);
  const prompt = s.prompt;
  if (!prompt) {
    if (s.phase !== 'action') return [];
    return legal.filter(
      (a) => a.type === 'endActions' || (a.type === 'play' && MOVE_CARDS.has(cardOf(s, a.color))) || isFuelMoveUse(a),
    );
  }
  if (prompt.kind === 'move') return legal;
  if (prompt.kind === 'pick' && (MOVE_CARDS.has(prompt.card) || isFuelPlannedPrompt(prompt))) return legal;
  return [];
}

/**
 * Positions equal for the rest of the turn share a key (the order of plays rarely matters):
 * the player's piles, where the path ends, movement flags and the open prompt. Built from
 * char codes: this runs for every node of every planned turn, in every search playout.
 */
export function turnKey(s: GameState, p: number): string {
  const pl = s.players[p];
  const codes: number[] = [];
  for (const pile of [pl.active, pl.used, pl.discard]) for (let i = 0; i < pile.length; i++) codes.push(pile[i]);
  const last = s.turn.placements[s.turn.placements.length - 1];
  codes.push(last ? last.space + 1 : 0, last ? last.segment : 0, s.turn.highestMoved + 1, s.turn.aerodynamics ? 1 : 0);
  const pr = s.prompt;
  if (pr) {
    codes.push(
      pr.kind.charCodeAt(0),
      pr.stage,
      pr.count,
      pr.min,
      pr.max,
      pr.mask,
      pr.at ? pr.at.space + 1 : 0,
      pr.at ? pr.at.segment : 0,
    );
    return String.fromCharCode(...codes) + pr.card;
  }
  return String.fromCharCode(...codes);
}

/**
 * What a player's turn plan depends on: the public position without the other players'
 * hidden cubes (the plan reads the player's own piles, the cars, the stock, the turn and the
 * others' discard piles, which are on the table; the others' bags and hands, which differ in
 * every sampled future, never). Equal keys give
 * equal plans, so search playouts share plans by it (GreedyOptions.planCache).
 */
export function planKey(s: GameState, p: number): string {
  const { rng: _rng, options, players, ...rest } = s;
  return JSON.stringify({
    ...rest,
    options: { ...options, seed: 0 },
    players: players.map((pl, i) =>
      // Another player's discard pile is on the table (Turbo, Hybrid, Pit Mechanic read it); its bag is not.
      i === p
        ? pl
        : {
            car: pl.car,
            laps: pl.lapsCompleted,
            driver: pl.driver,
            boostDrawsOwed: pl.boostDrawsOwed,
            crateMovesOwed: pl.crateMovesOwed,
            discard: pl.discard,
          },
    ),
  });
}
