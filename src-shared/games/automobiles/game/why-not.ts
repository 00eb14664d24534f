/**
 * "Why not?": the reason an action is not legal now, for the player. Legality itself is
 * decided by listLegalActions alone (an action listed there never gets a reason); this module
 * only explains a candidate that is NOT listed, by naming the condition that failed.
 */
import { COLORS, COLOR_COUNT, COLOR_INDEX, WEAR, WHITE, isGear, type Color } from '../cubes';
import type { Action } from './actions';
import { sameAction } from './apply-action';
import { cardOfCube } from './card-of-cube';
import { GameOptionsError, type Ctx } from './context';
import type { GameState } from './state';
import { prepareTrack } from '../track/prepared-track';
import { findTrack } from '../track/track-registry';
import { listLegalActions } from './legal-actions';
import { ANY_GEAR, canStep } from './movement';
import { drawable } from './piles';
import { costOf, currentTurnPlayer } from './turn-flow';
import { soloPitAllowed } from '../solo/solo-flow';
import { RULE_HOOKS } from '../rule-hooks';
import { FUEL_USE, fuelRefusal } from '../fuel-mixture/fuel-flow';

export type RefusalCode =
  /** The race is over. */
  | 'raceOver'
  /** A card's or driver's choice is open: answer it first. */
  | 'finishChoiceFirst'
  /** Not in this phase (params.phase: the phase now). */
  | 'wrongPhase'
  /** No cube of that colour in the active pile (params.color). */
  | 'noCube'
  /** No space of the cube's colour(s) can be reached from the car or the last placed cube (params.color). */
  | 'noReachableSpace'
  /** Bag and discard pile together hold fewer cubes than the card draws (params.need, params.have). */
  | 'notEnoughToDraw'
  /** No gear cube in the discard pile that can go one gear up (params.card). */
  | 'noUpgradableGear'
  /** No gear cube above white in the active pile (params.card). */
  | 'noGearAboveWhite'
  /** No gear cube above white in the discard pile (params.card). */
  | 'noDiscardedGearAboveWhite'
  /** No gear cube in the discard pile whose colour can be reached (params.card). */
  | 'noDiscardedGearReachable'
  /** No reachable space of a colour lower than an active gear cube (params.card). */
  | 'noLowerSpaceReachable'
  /** No gear cube in the active pile (params.card). */
  | 'noActiveGear'
  /** No other cube in the active pile for the card to take (params.card). */
  | 'noOtherActiveCube'
  /** Only wear (or nothing) in the discard pile (params.card). */
  | 'noDiscardedCube'
  /** The card's whole effect cannot be done now (params.card): all or nothing. */
  | 'effectIncomplete'
  /** Wear is never bought. */
  | 'notForSale'
  /** The stock has no cube of that colour left (params.color). */
  | 'stockEmpty'
  /** Costs more than the money left (params.cost, params.money). */
  | 'cannotAfford'
  /** A pit stop replaces the whole turn: not after a cube was used (or a choice made). */
  | 'alreadyActed'
  /** Solo series: one pit stop per lap (RULINGS §9). */
  | 'pitLimitReached'
  /** The driver's power was used this turn already. */
  | 'powerUsed'
  /** The driver's power has nothing to work on now, or is not of this phase. */
  | 'powerUnavailable'
  /** A Fuel Mixture card's payment is not in the active pile (params.card: the fuel card; params.short: `colour:count` of each colour short, comma-separated; or params.need / params.have for "any N cubes"). */
  | 'fuelCannotPay'
  /** A Fuel Mixture card's exact move has no path (params.card, params.steps, params.color: the colour or 'any'). */
  | 'fuelNoPath'
  /** Not a legal answer to anything now. */
  | 'notAvailable';

/** Plain data (it crosses IPC in the view): the refused action, a code and the numbers/names to word it. */
export interface Refusal {
  action: Action;
  code: RefusalCode;
  params: Record<string, string | number>;
}

const refusal = (action: Action, code: RefusalCode, params: Record<string, string | number> = {}): Refusal => ({
  action,
  code,
  params,
});

/** The reason `action` is not legal now, or null when it is legal. */
export function explainRefusal(ctx: Ctx, action: Action): Refusal | null {
  const legal = listLegalActions(ctx);
  if (legal.some((l) => sameAction(l, action))) return null;
  return diagnose(ctx, action);
}

/**
 * Every action the current decider would see as a button in a standard phase but may not take:
 * the plays of the colours in the active pile, the pit stop and the driver power in the Action
 * Phase; the buys (and power) in a buy phase. None of them is in listLegalActions.
 */
export function listRefusals(ctx: Ctx): Refusal[] {
  const s = ctx.s;
  if (s.phase === 'over' || s.prompt) return [];
  const legal = listLegalActions(ctx);
  const candidates: Action[] = [];
  const p = currentTurnPlayer(ctx);
  const hasPower = s.players[p].driver !== null && s.players[p].driver !== undefined;
  if (s.phase === 'action') {
    for (let c = 0; c < COLOR_COUNT; c++)
      if (s.players[p].active[c] > 0) candidates.push({ type: 'play', color: COLORS[c] });
    candidates.push({ type: 'pitStop' });
    if (hasPower) candidates.push({ type: 'usePower' });
    const fuelCard = s.fuel?.cardOf[p];
    if (fuelCard) candidates.push({ type: 'choose', option: FUEL_USE + fuelCard });
  } else if (s.phase === 'setup' || s.phase === 'buy') {
    for (let c = 0; c < COLOR_COUNT; c++) if (c !== WEAR) candidates.push({ type: 'buy', color: COLORS[c] });
    if (hasPower && s.phase === 'buy') candidates.push({ type: 'usePower' });
  }
  return candidates.filter((a) => !legal.some((l) => sameAction(l, a))).map((a) => diagnose(ctx, a));
}

/** Names the failed condition of an action known not to be legal. */
function diagnose(ctx: Ctx, action: Action): Refusal {
  const s = ctx.s;
  if (s.phase === 'over') return refusal(action, 'raceOver');
  if (s.prompt && ['play', 'buy', 'endBuy', 'endActions', 'pitStop', 'usePower'].includes(action.type))
    return refusal(action, 'finishChoiceFirst');
  const p = currentTurnPlayer(ctx);
  const pl = s.players[p];
  switch (action.type) {
    case 'play': {
      if (s.phase !== 'action') return refusal(action, 'wrongPhase', { phase: s.phase });
      const c = COLOR_INDEX[action.color];
      if (!(pl.active[c] > 0)) return refusal(action, 'noCube', { color: action.color });
      return cardRefusal(ctx, p, c, action);
    }
    case 'buy': {
      if (s.phase !== 'setup' && s.phase !== 'buy') return refusal(action, 'wrongPhase', { phase: s.phase });
      const c = COLOR_INDEX[action.color];
      const cost = costOf(c);
      if (c === WEAR || cost === null) return refusal(action, 'notForSale');
      if (!(s.stock[c] > 0)) return refusal(action, 'stockEmpty', { color: action.color });
      return refusal(action, 'cannotAfford', { cost, money: s.turn.money });
    }
    case 'pitStop':
      if (s.phase !== 'action') return refusal(action, 'wrongPhase', { phase: s.phase });
      if (!soloPitAllowed(s, p)) return refusal(action, 'pitLimitReached');
      return refusal(action, 'alreadyActed');
    case 'endActions':
    case 'endBuy':
      return refusal(action, 'wrongPhase', { phase: s.phase });
    case 'usePower':
      return refusal(action, s.turn.powerUsed ? 'powerUsed' : 'powerUnavailable');
    case 'choose':
      if (action.option.startsWith(FUEL_USE)) {
        if (s.phase !== 'action') return refusal(action, 'wrongPhase', { phase: s.phase });
        const why = fuelRefusal(ctx, p);
        if (why) return refusal(action, why.code, why.params);
      }
      return refusal(action, 'notAvailable');
    default:
      return refusal(action, 'notAvailable');
  }
}

const hasIn = (pile: number[], test: (c: number) => boolean) => pile.some((n, c) => n > 0 && test(c));
const aboveWhite = (c: number) => isGear(c) && c > WHITE;

/** Why a cube's card cannot be played in full (its canPlay said no); seen with the cube moved to used, as canPlay sees it. */
function cardRefusal(ctx: Ctx, p: number, c: number, action: Action): Refusal {
  const card = cardOfCube(ctx.s, c);
  const pl = ctx.s.players[p];
  const color = COLORS[c] as Color;
  const draws: Record<string, number> = { nitro: 2, 'crew-chief': 1, 'factory-support': 1 };
  if (isGear(c)) return refusal(action, 'noReachableSpace', { color });
  if (draws[card] !== undefined)
    return refusal(action, 'notEnoughToDraw', { card, need: draws[card], have: drawable(ctx, p) });
  pl.active[c]--;
  pl.used[c]++;
  try {
    switch (card) {
      case 'car-chief':
        return refusal(action, 'noUpgradableGear', { card });
      case 'steering':
        return refusal(action, 'noGearAboveWhite', { card });
      case 'burnout':
        return refusal(action, 'noDiscardedGearAboveWhite', { card });
      case 'suspension':
        return refusal(action, hasIn(pl.discard, isGear) ? 'noDiscardedGearReachable' : 'noDiscardedCube', { card });
      case 'tires':
        return refusal(action, hasIn(pl.active, aboveWhite) ? 'noLowerSpaceReachable' : 'noGearAboveWhite', { card });
      case 'camber-and-toe':
        return hasIn(pl.active, isGear) && !canStep(ctx, p, ANY_GEAR)
          ? refusal(action, 'noReachableSpace', { color: 'any' })
          : refusal(action, 'noActiveGear', { card });
      case 'mechanic':
      case 'internal-combustion':
        return refusal(action, 'noOtherActiveCube', { card });
      case 'pit-team':
        return refusal(action, 'noDiscardedCube', { card });
      default:
        return refusal(action, 'effectIncomplete', { card });
    }
  } finally {
    pl.active[c]++;
    pl.used[c]--;
  }
}

function ctxOfState(s: GameState): Ctx {
  const def = findTrack(s.track);
  if (!def) throw new GameOptionsError(`unknown track "${s.track}"`);
  return { s, t: prepareTrack(def), ev: null, rules: RULE_HOOKS };
}

/** The reason `action` is not legal in `s` now, or null when it is legal. The state is unchanged. */
export function whyNot(s: GameState, action: Action): Refusal | null {
  return explainRefusal(ctxOfState(s), action);
}

/** The refused buttons of the current decider's phase, each with its reason (see listRefusals). */
export function refusals(s: GameState): Refusal[] {
  return listRefusals(ctxOfState(s));
}
