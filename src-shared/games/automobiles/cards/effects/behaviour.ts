import { COLORS, COLOR_COUNT, type Pile, COLOR_INDEX, pileSize, type Color } from '../../cubes';
import type { Action, PickSource } from '../../game/actions';
import type { Ctx } from '../../game/context';
import { moveCube, type PlayerPile } from '../../game/piles';
import type { Prompt } from '../../game/state';

/** The colour index an action names (a pick, a chosen colour). */
export const colorOf = (a: Action): number => COLOR_INDEX[(a as { color: Color }).color];

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

export function pickPrompt(
  card: string,
  cube: number,
  player: number,
  stage: number,
  min: number,
  max: number,
): Prompt {
  return {
    kind: 'pick',
    cube,
    card,
    player,
    stage,
    count: 0,
    min,
    max,
    memo: 0,
    held: null,
    mask: 0,
    sameColor: false,
    at: null,
    queue: null,
  };
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

/**
 * A shared shape: one active cube must go to `firstTo`, then up to `max` discarded cubes
 * are each handled by `each` (Mechanic, Internal Combustion).
 */
export function activeThenDiscard(
  card: string,
  name: string,
  firstTo: PlayerPile,
  max: number,
  each: (ctx: Ctx, p: number, color: number) => void,
): CardBehaviour {
  return {
    canPlay: (ctx, p) => pileSize(ctx.s.players[p].active) > 0,
    start(ctx, p, cube) {
      ctx.s.prompt = pickPrompt(card, cube, p, 0, 1, 1);
    },
    legal(ctx, prompt, out) {
      const pl = ctx.s.players[prompt.player];
      if (prompt.stage === 0) listPicks(out, pl.active, 'active');
      else {
        listPicks(out, pl.discard, 'discard');
        out.push({ type: 'stop' });
      }
    },
    answer(ctx, prompt, a) {
      const p = prompt.player;
      const color = a.type === 'pick' ? COLOR_INDEX[a.color as Color] : -1;
      if (prompt.stage === 0) {
        moveCube(ctx, p, 'active', firstTo, color, name);
        ctx.s.prompt = pickPrompt(card, prompt.cube, p, 1, 0, max);
        return;
      }
      if (color >= 0) {
        each(ctx, p, color);
        prompt.count++;
      }
      if (a.type === 'stop' || prompt.count === max || pileSize(ctx.s.players[p].discard) === 0) ctx.s.prompt = null;
    },
  };
}
