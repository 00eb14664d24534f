import { COLORS, COLOR_COUNT, COLOR_INDEX, WEAR, emptyPile, pileSize, type Color } from '../cubes';
import type { Action } from '../game/actions';
import type { Ctx } from '../game/context';
import { emit } from '../game/events';
import { entrySegment, movePrompt, moveTargets, pathOrigin, stepTargets, NO_WEAR } from '../game/movement';
import { drawCubes, drawable, moveCube, removeCube } from '../game/piles';
import type { CarPosition, GameState, Prompt } from '../game/state';
import { nextInt } from '../../rng';
import { FUEL_CARDS, getFuelCard, type FuelCardDef } from './fuel-table';
import type { FuelState } from './fuel-types';

/**
 * Fuel Mixture cards (RULINGS §10): the draft at setup, the uses in the Action Phase
 * (small steps, all-or-nothing), the cubes locked on the card and their release.
 * Every prompt of the module names the card FUEL_PROMPT; the stage says which step it is.
 */
export const FUEL_PROMPT = 'fuel-mixture';
const STAGE_DRAFT = 0;
const STAGE_PAY = 1;
const STAGE_DISCARD_TO_BAG = 2;
const STAGE_REMOVE_WEAR = 3;
/** Option names: `fuelDraft:<card>` in the draft, `fuel:<card>` to use one's card. */
export const FUEL_USE = 'fuel:';
export const FUEL_DRAFT = 'fuelDraft:';

export function createFuelState(s: GameState): FuelState {
  const n = s.players.length;
  return {
    deck: [],
    offer: [],
    cardOf: Array(n).fill(''),
    locked: Array.from({ length: n }, () => emptyPile()),
    lapsSeen: Array(n).fill(0),
  };
}

function optionPromptFor(player: number, stage: number, queue: number[] | null): Prompt {
  return {
    kind: 'option',
    cube: -1,
    card: FUEL_PROMPT,
    player,
    stage,
    count: 0,
    min: 0,
    max: 0,
    memo: 0,
    held: null,
    mask: 0,
    sameColor: false,
    at: null,
    queue,
  };
}

/**
 * The draft: the deck is shuffled; in reverse turn order each player is dealt two cards
 * and keeps one, the other goes to the bottom of the deck (so five players fit in a deck of eight).
 */
export function startFuelDraft(ctx: Ctx): void {
  const s = ctx.s;
  const fuel = s.fuel!;
  const deck = FUEL_CARDS.map((c) => c.id);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = nextInt(s.rng, i + 1);
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  fuel.deck = deck;
  const queue = [...s.turnOrder].reverse();
  dealOffer(ctx, queue);
}

function dealOffer(ctx: Ctx, queue: number[]): void {
  const s = ctx.s;
  const fuel = s.fuel!;
  fuel.offer = fuel.deck.splice(0, 2);
  s.prompt = optionPromptFor(queue[0], STAGE_DRAFT, queue);
}

/** The Race Gas payment prompt (any 3 cubes), which a move planner explores like a card's picks. */
export function isFuelPayPrompt(prompt: Prompt): boolean {
  return prompt.card === FUEL_PROMPT && prompt.kind === 'pick' && prompt.stage === STAGE_PAY;
}

/** Can player `p` use their card now, with its whole benefit? (The Action Phase, no prompt.) */
export function canUseFuel(ctx: Ctx, p: number): boolean {
  const s = ctx.s;
  if (!s.fuel || s.phase !== 'action' || s.prompt) return false;
  const def = getFuelCard(s.fuel.cardOf[p]);
  if (!def) return false;
  const active = s.players[p].active;
  if (def.pay) {
    for (let c = 0; c < COLOR_COUNT; c++) if (active[c] < def.pay[c]) return false;
  } else if (pileSize(active) < def.payAny) return false;
  const b = def.benefit;
  switch (b.kind) {
    case 'move': {
      const o = pathOrigin(ctx, p);
      return pathExists(ctx, p, o.at, o.isCar, b.mask, b.steps);
    }
    case 'draw':
      return drawable(ctx, p) >= b.count;
    // "Up to" allows zero (RULINGS §5): these benefits can always be performed in full.
    // An old save's game (legacyRules 1) keeps the old rule: at least one cube must be there.
    case 'removeWear':
      return !s.options.legacyRules || active[WEAR] - (def.pay ? def.pay[WEAR] : 0) >= 1;
    case 'discardToBag':
      return !s.options.legacyRules || pileSize(s.players[p].discard) >= 1;
  }
}

/**
 * Which condition of canUseFuel fails for player `p` in the Action Phase (null when none does):
 * the "why not?" of a card that legalActions does not list. Codes as game/why-not.ts words them.
 */
export function fuelRefusal(
  ctx: Ctx,
  p: number,
): {
  code: 'fuelCannotPay' | 'fuelNoPath' | 'notEnoughToDraw' | 'effectIncomplete';
  params: Record<string, string | number>;
} | null {
  const s = ctx.s;
  const card = s.fuel?.cardOf[p] ?? '';
  const def = getFuelCard(card);
  if (!def) return null;
  const active = s.players[p].active;
  if (def.pay) {
    const short = COLORS.flatMap((color, c) =>
      active[c] < def.pay![c] ? [`${color}:${def.pay![c] - active[c]}`] : [],
    );
    if (short.length) return { code: 'fuelCannotPay', params: { card, short: short.join(',') } };
  } else if (pileSize(active) < def.payAny)
    return { code: 'fuelCannotPay', params: { card, need: def.payAny, have: pileSize(active) } };
  const b = def.benefit;
  switch (b.kind) {
    case 'move': {
      const o = pathOrigin(ctx, p);
      if (pathExists(ctx, p, o.at, o.isCar, b.mask, b.steps)) return null;
      const single = COLORS.findIndex((_, c) => b.mask === 1 << c);
      return { code: 'fuelNoPath', params: { card, steps: b.steps, color: single >= 0 ? COLORS[single] : 'any' } };
    }
    case 'draw':
      return drawable(ctx, p) >= b.count
        ? null
        : { code: 'notEnoughToDraw', params: { card, need: b.count, have: drawable(ctx, p) } };
    default:
      return canUseFuel(ctx, p) ? null : { code: 'effectIncomplete', params: { card } };
  }
}

/** A path of exactly `steps` steps of the mask's colours from `at` exists. */
function pathExists(ctx: Ctx, p: number, at: CarPosition, isCar: boolean, mask: number, steps: number): boolean {
  if (steps === 0) return true;
  for (const b of stepTargets(ctx, p, at, isCar, mask)) {
    if (pathExists(ctx, p, { space: b, segment: entrySegment(ctx, p, b) }, false, mask, steps - 1)) return true;
  }
  return false;
}

/** The next spaces of a Fuel Mixture move: only those from which the exact move can be completed. */
export function fuelMoveTargets(ctx: Ctx, prompt: Prompt): number[] {
  const left = prompt.max - prompt.count - 1;
  return moveTargets(ctx, prompt).filter((b) =>
    pathExists(
      ctx,
      prompt.player,
      { space: b, segment: entrySegment(ctx, prompt.player, b) },
      false,
      prompt.mask,
      left,
    ),
  );
}

/** Uses the player's card: the exact payment goes onto the card, then the benefit (or a prompt for it). */
export function useFuel(ctx: Ctx, p: number): void {
  const s = ctx.s;
  const def = getFuelCard(s.fuel!.cardOf[p])!;
  s.turn.acted = true;
  emit(ctx.ev, { type: 'fuelUsed', player: p, card: def.id });
  if (!def.pay) {
    s.prompt = { ...optionPromptFor(p, STAGE_PAY, null), kind: 'pick', min: def.payAny, max: def.payAny };
    return;
  }
  let last = -1;
  for (let c = 0; c < COLOR_COUNT; c++) {
    for (let k = 0; k < def.pay[c]; k++) {
      lockCube(ctx, p, c);
      last = c;
    }
  }
  startBenefit(ctx, p, def, last);
}

function lockCube(ctx: Ctx, p: number, c: number): void {
  const pl = ctx.s.players[p];
  pl.active[c]--;
  ctx.s.fuel!.locked[p][c]++;
  emit(ctx.ev, { type: 'cubeMoved', player: p, color: COLORS[c], from: 'active', to: 'fuel', reason: 'Fuel Mixture' });
}

function startBenefit(ctx: Ctx, p: number, def: FuelCardDef, paidColor: number): void {
  const s = ctx.s;
  const b = def.benefit;
  switch (b.kind) {
    case 'move': {
      // The cube shown on the track is the last one paid (a marker: it stays locked on the card).
      const prompt = movePrompt(FUEL_PROMPT, paidColor, p, b.mask, b.steps, b.steps);
      prompt.memo = NO_WEAR;
      s.prompt = prompt;
      return;
    }
    case 'draw':
      drawCubes(ctx, p, b.count, def.name);
      return;
    case 'removeWear':
      if (s.options.legacyRules) {
        // An old save's game: all the wear it can (up to N), at once, as the old build did.
        const n = Math.min(b.max, s.players[p].active[WEAR]);
        for (let i = 0; i < n; i++) removeCube(ctx, p, 'active', WEAR, def.name);
        return;
      }
      // Up to N wear, each optional: a choice only when the active pile has wear.
      if (s.players[p].active[WEAR] > 0)
        s.prompt = { ...optionPromptFor(p, STAGE_REMOVE_WEAR, null), kind: 'pick', min: 0, max: b.max };
      return;
    case 'discardToBag':
      // An old save's game: at least one cube (the old build's prompt).
      if (pileSize(s.players[p].discard) > 0)
        s.prompt = {
          ...optionPromptFor(p, STAGE_DISCARD_TO_BAG, null),
          kind: 'pick',
          min: s.options.legacyRules ? 1 : 0,
          max: b.max,
        };
  }
}

/** Legal answers to the module's pick/option prompts. */
export function fuelPromptLegal(ctx: Ctx, prompt: Prompt, out: Action[]): void {
  const s = ctx.s;
  const pl = s.players[prompt.player];
  if (prompt.stage === STAGE_DRAFT) {
    for (const id of s.fuel!.offer) out.push({ type: 'choose', option: FUEL_DRAFT + id });
    return;
  }
  if (prompt.stage === STAGE_REMOVE_WEAR) {
    if (pl.active[WEAR] > 0) out.push({ type: 'pick', color: COLORS[WEAR], from: 'active' });
    out.push({ type: 'stop' });
    return;
  }
  const pile = prompt.stage === STAGE_PAY ? pl.active : pl.discard;
  const from = prompt.stage === STAGE_PAY ? 'active' : 'discard';
  // Race Gas must leave its move possible: the path does not depend on the cubes paid.
  for (let c = 0; c < COLOR_COUNT; c++) if (pile[c] > 0) out.push({ type: 'pick', color: COLORS[c], from });
  if (prompt.stage === STAGE_DISCARD_TO_BAG && prompt.count >= prompt.min) out.push({ type: 'stop' });
}

export function fuelPromptAnswer(ctx: Ctx, prompt: Prompt, action: Action): void {
  const s = ctx.s;
  const p = prompt.player;
  const fuel = s.fuel!;
  if (prompt.stage === STAGE_DRAFT) {
    const id = (action as { option: string }).option.slice(FUEL_DRAFT.length);
    fuel.cardOf[p] = id;
    fuel.deck.push(...fuel.offer.filter((x) => x !== id));
    fuel.offer = [];
    emit(ctx.ev, { type: 'fuelCardChosen', player: p, card: id });
    const queue = prompt.queue!.slice(1);
    if (queue.length) dealOffer(ctx, queue);
    else s.prompt = null;
    return;
  }
  if (action.type === 'stop') {
    s.prompt = null;
    return;
  }
  const c = COLOR_INDEX[(action as { color: Color }).color];
  prompt.count++;
  if (prompt.stage === STAGE_PAY) {
    lockCube(ctx, p, c);
    if (prompt.count < prompt.max) return;
    s.prompt = null;
    startBenefit(ctx, p, getFuelCard(fuel.cardOf[p])!, c);
    return;
  }
  if (prompt.stage === STAGE_REMOVE_WEAR) {
    removeCube(ctx, p, 'active', WEAR, getFuelCard(fuel.cardOf[p])!.name);
    if (prompt.count >= prompt.max || s.players[p].active[WEAR] === 0) s.prompt = null;
    return;
  }
  moveCube(ctx, p, 'discard', 'bag', c, 'Fuel Mixture');
  if (prompt.count >= prompt.max || pileSize(s.players[p].discard) === 0) s.prompt = null;
}

/** End Phase: after a turn in which the car crossed the finish line, the locked cubes go to the discard pile. */
export function releaseFuelCubes(ctx: Ctx, p: number): void {
  const fuel = ctx.s.fuel;
  if (!fuel) return;
  const pl = ctx.s.players[p];
  if (pl.lapsCompleted <= fuel.lapsSeen[p]) return;
  fuel.lapsSeen[p] = pl.lapsCompleted;
  const locked = fuel.locked[p];
  for (let c = 0; c < COLOR_COUNT; c++) {
    for (; locked[c] > 0; locked[c]--) {
      pl.discard[c]++;
      emit(ctx.ev, {
        type: 'cubeMoved',
        player: p,
        color: COLORS[c],
        from: 'fuel',
        to: 'discard',
        reason: 'lap completed',
      });
    }
  }
}

/** Between the races of a season or series: locked cubes go back to the bag with all the others. */
export function returnLockedCubes(ctx: Ctx): void {
  const fuel = ctx.s.fuel;
  if (!fuel) return;
  ctx.s.players.forEach((pl, p) => {
    for (let c = 0; c < COLOR_COUNT; c++) {
      pl.bag[c] += fuel.locked[p][c];
      fuel.locked[p][c] = 0;
    }
    fuel.lapsSeen[p] = 0;
  });
}

/** Describes a module option for the log and the action list. */
export function describeFuelOption(option: string): string | null {
  if (option.startsWith(FUEL_DRAFT))
    return `Keep the Fuel Mixture card ${getFuelCard(option.slice(FUEL_DRAFT.length))?.name ?? '?'}`;
  if (option.startsWith(FUEL_USE)) {
    const def = getFuelCard(option.slice(FUEL_USE.length));
    return def ? `Use ${def.name}: ${def.text}` : null;
  }
  return null;
}
