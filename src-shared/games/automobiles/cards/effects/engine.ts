import { BLUE, DARK_GRAY, WHITE } from '../../cubes';
import { ANY_GEAR, maskOf, movePrompt } from '../../game/movement';
import { distinctColors, gainWear, moveCube } from '../../game/piles';
import { colorOf, listPicks, pickPrompt, type CardBehaviour } from './behaviour';

/** Diesel Engine: gain 2 wear; up to (dark grey cubes in discard) dark grey spaces. */
export const diesel: CardBehaviour = {
  canPlay: () => true,
  start(ctx, p, cube) {
    gainWear(ctx, p, 2, 'Diesel Engine');
    ctx.s.prompt = movePrompt('diesel-engine', cube, p, maskOf(DARK_GRAY), 0, ctx.s.players[p].discard[DARK_GRAY]);
  },
};

/** Own blue cubes (active + used + discard) strictly more than each other player's discarded blue. */
export function hybridQualifies(
  players: { active: number[]; used: number[]; discard: number[] }[],
  p: number,
): boolean {
  const me = players[p];
  const mine = me.active[BLUE] + me.used[BLUE] + me.discard[BLUE];
  return players.every((o, i) => i === p || mine > o.discard[BLUE]);
}

/** Hybrid Engine: gain 1 wear; if qualifying, up to 2 spaces of one same colour. */
export const hybrid: CardBehaviour = {
  canPlay: () => true,
  start(ctx, p, cube) {
    gainWear(ctx, p, 1, 'Hybrid Engine');
    if (hybridQualifies(ctx.s.players, p)) ctx.s.prompt = movePrompt('hybrid-engine', cube, p, ANY_GEAR, 0, 2, true);
  },
};

/** Rotary Engine: gain 1 wear; up to (distinct colours in discard) white spaces. */
export const rotary: CardBehaviour = {
  canPlay: () => true,
  start(ctx, p, cube) {
    gainWear(ctx, p, 1, 'Rotary Engine');
    ctx.s.prompt = movePrompt('rotary-engine', cube, p, maskOf(WHITE), 0, distinctColors(ctx.s.players[p].discard));
  },
};

/** Supercharged: gain 1 wear; up to 2 discarded cubes back to the active pile. */
export const supercharged: CardBehaviour = {
  canPlay: () => true,
  start(ctx, p, cube) {
    gainWear(ctx, p, 1, 'Supercharged');
    ctx.s.prompt = pickPrompt('supercharged', cube, p, 0, 0, 2);
  },
  legal(ctx, prompt, out) {
    listPicks(out, ctx.s.players[prompt.player].discard, 'discard');
    out.push({ type: 'stop' });
  },
  answer(ctx, prompt, a) {
    const p = prompt.player;
    if (a.type === 'pick') {
      moveCube(ctx, p, 'discard', 'active', colorOf(a), 'Supercharged');
      prompt.count++;
    }
    if (a.type === 'stop' || prompt.count === 2 || ctx.s.players[p].discard.every((n) => n === 0)) ctx.s.prompt = null;
  },
};
