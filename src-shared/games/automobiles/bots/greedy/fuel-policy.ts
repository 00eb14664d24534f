import {
  type Action,
  type GameState,
  type Prompt,
  WEAR,
  FUEL_DRAFT,
  FUEL_USE,
  isFuelPayPrompt,
  getFuelCard,
} from '../..';
import { cubeWorth } from './cube-worth';
import { colorIndex } from './knowledge';

/**
 * Fuel Mixture by simple rules (RULINGS §10). Move cards are searched by the turn planner
 * like move cards (isFuelMoveUse); the others are used by rule here before planning.
 */

/** Draft preference: free movement first, then the wear cards, the draw cards last. */
const DRAFT_ORDER = [
  'nitromethane',
  'octane-booster',
  'race-gas',
  'sludge-burner',
  'methanol-blend',
  'rich-mix',
  'lean-burn',
  'ethanol-cut',
];

const optionOf = (a: Action) => (a.type === 'choose' ? a.option : '');

/** A `fuel:` use whose benefit is a move (the planner explores it). */
export function isFuelMoveUse(a: Action): boolean {
  const o = optionOf(a);
  return o.startsWith(FUEL_USE) && getFuelCard(o.slice(FUEL_USE.length))?.benefit.kind === 'move';
}

/** A prompt of a Fuel Mixture move's payment the planner explores (Race Gas). */
export const isFuelPlannedPrompt = (prompt: Prompt) => isFuelPayPrompt(prompt);

/** Non-move cards, by rule: shed wear, draw when whites are spare, recycle a good discarded cube. */
export function fuelUtility(s: GameState, p: number, legal: Action[]): Action | null {
  const use = legal.find((a) => optionOf(a).startsWith(FUEL_USE) && !isFuelMoveUse(a));
  if (!use) return null;
  const pl = s.players[p];
  switch (optionOf(use).slice(FUEL_USE.length)) {
    case 'methanol-blend':
      return pl.active[WEAR] > 0 ? use : null;
    case 'lean-burn':
      return pl.active[0] >= 3 ? use : null;
    case 'ethanol-cut':
      return pl.discard.some((n, c) => n > 0 && c !== WEAR && cubeWorth(s, c) >= 4) ? use : null;
    default:
      return null;
  }
}

/** The module's prompts: the draft, Race Gas's payment (wear first), Ethanol Cut's recycling (best first). */
export function answerFuelPrompt(s: GameState, prompt: Prompt, legal: Action[]): Action {
  const drafts = legal.filter((a) => optionOf(a).startsWith(FUEL_DRAFT));
  if (drafts.length) {
    const rank = (a: Action) => DRAFT_ORDER.indexOf(optionOf(a).slice(FUEL_DRAFT.length));
    return [...drafts].sort((a, b) => rank(a) - rank(b))[0];
  }
  const picks = legal.filter((a): a is Extract<Action, { type: 'pick' }> => a.type === 'pick');
  if (!picks.length) return legal[0];
  const worth = (a: Extract<Action, { type: 'pick' }>) =>
    a.color === 'brown' ? -100 : cubeWorth(s, colorIndex(a.color));
  const sorted = [...picks].sort((a, b) => worth(a) - worth(b));
  if (isFuelPayPrompt(prompt)) return sorted[0];
  // Methanol Blend's removal: every wear it may take.
  if (picks.every((a) => a.from === 'active')) return picks[0];
  const best = sorted[sorted.length - 1];
  return best.color === 'brown' ? (legal.find((a) => a.type === 'stop') ?? best) : best;
}
