import { COLORS, COLOR_COUNT, type Pile } from '../../cubes';
import type { Action, PickSource } from '../../game/actions';
import type { Ctx } from '../../game/context';
import type { Prompt } from '../../game/state';

/**
 * What a card does, beyond its data. The played cube is already in the used pile when
 * `canPlay` and `start` run (RULINGS §5). Every prompt a behaviour offers must lead to a
 * complete effect: that is how all-or-nothing is kept.
 */
export interface CardBehaviour {
  /** Can the effect be applied in full now? */
  canPlay(ctx: Ctx, p: number, cube: number): boolean;
  /** Applies the automatic part and sets ctx.s.prompt when a choice is needed. */
  start(ctx: Ctx, p: number, cube: number): void;
  /** Lists the legal answers to one of this card's pick/option prompts. */
  legal?(ctx: Ctx, prompt: Prompt, out: Action[]): void;
  /** Applies one (legal) answer; sets ctx.s.prompt to the next step or null when done. */
  answer?(ctx: Ctx, prompt: Prompt, action: Action): void;
}

export function pickPrompt(card: string, cube: number, player: number, stage: number, min: number, max: number): Prompt {
  return { kind: 'pick', cube, card, player, stage, count: 0, min, max, memo: 0, held: null, mask: 0, sameColor: false, at: null, queue: null };
}

export function optionPrompt(card: string, cube: number, player: number, stage: number): Prompt {
  return { ...pickPrompt(card, cube, player, stage, 0, 0), kind: 'option' };
}

/** Lists a pick action for every colour present in a pile (optionally filtered). */
export function listPicks(out: Action[], pile: Pile, from: PickSource, filter?: (color: number) => boolean): void {
  for (let c = 0; c < COLOR_COUNT; c++) {
    if (pile[c] > 0 && (!filter || filter(c))) out.push({ type: 'pick', color: COLORS[c], from });
  }
}

export function hasAny(pile: Pile, filter: (color: number) => boolean): boolean {
  for (let c = 0; c < COLOR_COUNT; c++) if (pile[c] > 0 && filter(c)) return true;
  return false;
}
