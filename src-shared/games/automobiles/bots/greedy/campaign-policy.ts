/**
 * The campaign's decisions by rule: which driver to draft, when to use a driver's power and
 * what to do with it, which sponsor (or solo mechanic) to take and which cubes it removes
 * or buys. The base greedy rules answered all of these with "the first listed choice" and
 * never started a power (docs/ai.md "Session 6" has what these rules gain over seasons).
 */
import {
  BLACK,
  BLUE,
  COLOR_COUNT,
  WEAR,
  WHITE,
  YELLOW,
  bagTotal,
  soloBagScore,
  applyTrusted,
  clone,
  getSponsor,
  legalActions,
  pileSize,
  type Action,
  type GameState,
  type Prompt,
} from '../..';
import { BUY_WEIGHTS, bestBuy, cubeScore, type BuyWeights } from './buy-policy';
import { cubeWorth } from './cube-worth';
import { colorIndex, ownedPile, ownedWear } from './knowledge';

export interface CampaignRules {
  /** A sponsor removes a cube when keeping the deck's last copy of it scores below this. */
  removeBelow: number;
  /** Buy-score units a wear cube owned costs (the deck's value counts it). */
  wearCost: number;
  /** Drivers best first (tests/bench/measure-drivers.ts measures them; the table is data). */
  driverRank: readonly number[];
  /** Start the Action and Buy Phase powers (drivers 02–05) and cycle weak cubes (driver 10). */
  powers: boolean;
  /** Solo series: buy-score units of one point of the bag scoring a mechanic's removals can earn. */
  bagPoint: number;
}

/**
 * Drivers by measured worth, best first: each driver's win rate over 360 two-player races of
 * greedy bots with these rules, against each of the nine others in turn, from 85 % (driver 09)
 * down to 24 % (driver 05). `npx tsx tests/bench/measure-drivers.ts 360 1` prints this line
 * (docs/ai.md "Session 6").
 */
export const DRIVER_RANK: readonly number[] = [9, 6, 4, 2, 7, 10, 8, 1, 3, 5];

export const CAMPAIGN_RULES: CampaignRules = {
  removeBelow: 0,
  wearCost: 4,
  driverRank: DRIVER_RANK,
  powers: true,
  bagPoint: 8,
};

/**
 * The campaign rules a level plays by: `base` is the greedy bot's "first choice listed, no powers
 * started" (null: no campaign rules), `smart` all of CAMPAIGN_RULES, and `nopowers` the same
 * drafts, sponsors and removals without starting the drivers' powers (Easy's: over seasons
 * the powers were most of what set a level apart, docs/ai.md "Wave 3 session 6").
 */
export type CampaignName = 'base' | 'nopowers' | 'smart';
export const CAMPAIGN_NAMES: readonly CampaignName[] = ['base', 'nopowers', 'smart'];
export const CAMPAIGN_BY_NAME: Record<CampaignName, CampaignRules | null> = {
  base: null,
  nopowers: { ...CAMPAIGN_RULES, powers: false },
  smart: CAMPAIGN_RULES,
};

type Choose = Extract<Action, { type: 'choose' }>;
type Pick = Extract<Action, { type: 'pick' }>;
const chooses = (legal: Action[]) => legal.filter((a): a is Choose => a.type === 'choose');
const picks = (legal: Action[]) => legal.filter((a): a is Pick => a.type === 'pick');
const stopOf = (legal: Action[]) => legal.find((a) => a.type === 'stop');

/** The draft: the best-ranked driver on offer. */
export function answerDraft(legal: Action[], rules: CampaignRules): Action {
  const rank = (a: Choose) => {
    const i = rules.driverRank.indexOf(Number(a.option.slice('driver:'.length)));
    return i < 0 ? rules.driverRank.length : i;
  };
  return [...chooses(legal)].sort((a, b) => rank(a) - rank(b))[0] ?? legal[0];
}

/** Score of the deck's last copy of a colour: what removing one cube of it gives up. */
function keepScore(s: GameState, p: number, c: number, w: BuyWeights): number {
  if (c === WEAR) return -Infinity;
  const extra = new Array<number>(COLOR_COUNT).fill(0);
  extra[c] = -1;
  return cubeScore(s, p, c, extra, w);
}

/**
 * Worth of a player's whole deck: each copy of a colour scored as the buying rules would
 * score buying it on top of the copies before it, wear at `wearCost` each.
 */
export function deckValue(s: GameState, p: number, rules: CampaignRules, w: BuyWeights = BUY_WEIGHTS): number {
  const owned = ownedPile(s.players[p]);
  let total = -rules.wearCost * owned[WEAR];
  for (let c = 0; c < COLOR_COUNT; c++) {
    if (c === WEAR) continue;
    const extra = new Array<number>(COLOR_COUNT).fill(0);
    for (let k = 0; k < owned[c]; k++) {
      extra[c] = k - owned[c];
      total += cubeScore(s, p, c, extra, w);
    }
  }
  return total;
}

/** A sponsor-phase (or solo mechanic) decision. */
export function answerSponsor(
  s: GameState,
  legal: Action[],
  rules: CampaignRules,
  w: BuyWeights = BUY_WEIGHTS,
): Action {
  const a = s.season!.award!;
  const p = a.player;
  if (a.stage === 'choose') return bestSponsorChoice(s, legal, rules, w);
  if (a.stage === 'discardOne') {
    // Deny the others the strongest sponsor left: the highest tier.
    const tier = (x: Choose) => getSponsor(x.option.slice('discard:'.length))?.tier ?? 0;
    return [...chooses(legal)].sort((x, y) => tier(y) - tier(x))[0] ?? legal[0];
  }
  // D's free cubes are optional; the levels take every one (as before they were optional).
  if (a.stage === 'gain') return legal.find((x) => x.type === 'pick') ?? stopOf(legal) ?? legal[0];
  if (a.stage === 'spend') {
    const color = bestBuy(s, p, a.money, w);
    return legal.find((x) => x.type === 'pick' && x.color === color) ?? stopOf(legal) ?? legal[0];
  }
  return removalPick(s, legal, rules, w) ?? stopOf(legal) ?? legal[0];
}

/** The solo series' bag scoring (RULINGS §9) the human seat would get now; 0 outside the solo series. */
function soloBagPoints(s: GameState, p: number): number {
  if (s.solo?.human !== p) return 0;
  const last = s.finishOrder?.[s.finishOrder.length - 1] === p;
  return bagTotal(soloBagScore(ownedPile(s.players[p]), last));
}

/**
 * Solo series: a removal that earns a bag-scoring point. No blue (unless last) when every blue
 * cube can go; no black only after the last race (black is the fastest gear); never under 3 white.
 */
function soloBagPick(s: GameState, p: number, list: Pick[], left: number): Pick | null {
  if (s.solo?.human !== p || s.finishOrder?.[s.finishOrder.length - 1] === p) return null;
  const owned = ownedPile(s.players[p]);
  const finalRace = s.season!.race === s.options.season!.tracks.length - 1;
  const take = (c: number) => list.find((x) => colorIndex(x.color) === c) ?? null;
  if (owned[BLUE] > 0 && owned[BLUE] <= left) return take(BLUE);
  if (finalRace && owned[BLACK] > 0 && owned[BLACK] <= left) return take(BLACK);
  return null;
}

/** The cube a removal stage takes next, or null to stop. */
function removalPick(s: GameState, legal: Action[], rules: CampaignRules, w: BuyWeights): Action | null {
  const a = s.season!.award!;
  const p = a.player;
  const list = picks(legal);
  if (!list.length) return null;
  const def = getSponsor(a.sponsor);
  const k = def?.extra[a.place] ?? 0;
  const wear = ownedWear(s.players[p]);
  const wearPick = list.find((x) => x.color === 'brown');
  const weakest = list
    .filter((x) => x.color !== 'brown')
    .map((x) => ({ x, score: keepScore(s, p, colorIndex(x.color), w) }))
    .sort((x, y) => x.score - y.score)[0];
  if (a.stage === 'standard' && def?.letter === 'E' && k > 0 && weakest && wear > a.nonWearRemoved * k) {
    // E removes K wear for each non-wear cube this removal takes: the weakest pays for them.
    return weakest.x;
  }
  // C removes wear afterwards: the standard removal takes only the wear C cannot.
  const wearLeftForLater = a.stage === 'standard' && def?.letter === 'C' ? k : 0;
  if (wearPick && wear > wearLeftForLater) return wearPick;
  const solo = a.stage !== 'wear' ? soloBagPick(s, p, list, a.left) : null;
  if (solo) return solo;
  if (weakest && weakest.score < rules.removeBelow) {
    // Solo: three white cubes score a point; the last three are kept.
    if (s.solo?.human === p && weakest.x.color === 'white' && ownedPile(s.players[p])[WHITE] <= 3) return null;
    return weakest.x;
  }
  return null;
}

/** Each sponsor on offer (and keeping one's own) played out by these rules; the best deck wins. */
function bestSponsorChoice(s: GameState, legal: Action[], rules: CampaignRules, w: BuyWeights): Action {
  const p = s.season!.award!.player;
  let best: { action: Action; value: number } | null = null;
  for (const option of legal) {
    const next = clone(s);
    applyTrusted(next, option);
    // The award is deterministic: play it out to the end of this player's turn at it.
    for (let guard = 0; guard < 100 && next.phase === 'sponsors' && next.season?.award?.player === p; guard++) {
      applyTrusted(next, answerSponsor(next, legalActions(next), rules, w));
    }
    const value = deckValue(next, p, rules, w) + rules.bagPoint * soloBagPoints(next, p);
    if (!best || value > best.value) best = { action: option, value };
  }
  return best?.action ?? legal[0];
}

/** Driver 02 or 03 in the Action Phase, before the turn's moves are planned: use the power? */
export function actionPowerPlay(s: GameState, p: number, legal: Action[], rules: CampaignRules): Action | null {
  const use = legal.find((a) => a.type === 'usePower');
  if (!rules.powers || !use) return null;
  const pl = s.players[p];
  // Worth fetching: a fast gear or a card from the discard pile (02 plays it now, 03 draws it sooner).
  const good = pl.discard.some((n, c) => n > 0 && cubeWorth(s, c) >= 4);
  return (pl.driver === 2 || pl.driver === 3) && good ? use : null;
}

/** Driver 04 or 05 in the Buy Phase, before buying. */
export function buyPowerPlay(s: GameState, p: number, legal: Action[], rules: CampaignRules): Action | null {
  const use = legal.find((a) => a.type === 'usePower');
  if (!rules.powers || !use) return null;
  const pl = s.players[p];
  if (pl.driver === 4) return use;
  // Driver 05 pays $1 a cube removed: only with the money nothing is worth buying with
  // (measured: paying for it before buying lost more than the wear it removed).
  if (pl.driver === 5 && pl.discard[WEAR] > 0 && bestBuy(s, p, s.turn.money) === null) return use;
  return null;
}

/** The prompts of the drivers' powers; null when the base rules' answer stands. */
export function answerDriverPrompt(
  s: GameState,
  p: number,
  prompt: Prompt,
  legal: Action[],
  rules: CampaignRules,
): Action | null {
  if (!rules.powers) return null;
  const pl = s.players[p];
  const stop = stopOf(legal);
  const byWorth = (list: Pick[], dir: 1 | -1) =>
    [...list].sort((a, b) => dir * (cubeWorth(s, colorIndex(b.color), p) - cubeWorth(s, colorIndex(a.color), p)))[0];
  switch (prompt.card) {
    case 'driver-02':
      return byWorth(picks(legal), 1) ?? legal[0];
    case 'driver-03': {
      const best = byWorth(
        picks(legal).filter((a) => cubeWorth(s, colorIndex(a.color)) >= 3),
        1,
      );
      return best ?? stop ?? legal[0];
    }
    case 'driver-04': {
      if (prompt.stage === 0) return chooses(legal).at(-1) ?? legal[0];
      // The cube drawn: wear leaves, money is spent now, the rest goes back to the bag.
      const c = prompt.held![0];
      const option = c === WEAR ? 'remove' : c === YELLOW ? 'active' : 'bag';
      return legal.find((a) => a.type === 'choose' && a.option === option) ?? legal[0];
    }
    case 'driver-05': {
      const wear = picks(legal).find((a) => a.color === 'brown');
      return wear && bestBuy(s, p, s.turn.money) === null ? wear : (stop ?? legal[0]);
    }
    case 'driver-10': {
      // Cycle the weak cubes drawn (wear, white, yellow) for new draws while the bag is better.
      const bag = pl.bag;
      const n = pileSize(bag);
      const average = n ? bag.reduce((sum, k, c) => sum + k * cubeWorth(s, c), 0) / n : 0;
      const weak = byWorth(
        picks(legal).filter((a) => cubeWorth(s, colorIndex(a.color)) < average),
        -1,
      );
      return weak && prompt.count < n ? weak : (stop ?? legal[0]);
    }
    default:
      return null;
  }
}
