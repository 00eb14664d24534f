import { WHITE, isGear } from '../../cubes';
import { canStep, maskBelow, maskOf, movePrompt } from '../../game/movement';
import { gainWear, moveCube } from '../../game/piles';
import { colorOf, listPicks, pickPrompt, type CardBehaviour } from './behaviour';

/** "One colour lower" than white does not exist (RULINGS §5). */
const aboveWhite = (c: number) => isGear(c) && c > WHITE;

/** Aerodynamics: no wear in this turn's Decline Phase. */
export const aerodynamics: CardBehaviour = {
  canPlay: () => true,
  start(ctx) {
    ctx.s.turn.aerodynamics = true;
  },
};

/** Steering: gain 1 wear; an active gear cube to the discard pile; up to 3 spaces one colour lower. */
export const steering: CardBehaviour = {
  canPlay: (ctx, p) => ctx.s.players[p].active.some((n, c) => n > 0 && aboveWhite(c)),
  start(ctx, p, cube) {
    gainWear(ctx, p, 1, 'Steering');
    ctx.s.prompt = pickPrompt('steering', cube, p, 0, 1, 1);
  },
  legal(ctx, prompt, out) {
    listPicks(out, ctx.s.players[prompt.player].active, 'active', aboveWhite);
  },
  answer(ctx, prompt, a) {
    const c = colorOf(a);
    moveCube(ctx, prompt.player, 'active', 'discard', c, 'Steering');
    ctx.s.prompt = movePrompt('steering', prompt.cube, prompt.player, maskOf(c - 1), 0, 3);
  },
};

/** Suspension: gain 1 wear; name a gear colour in the discard pile; place the cube on one space of it. */
const suspensionColors = (ctx: Parameters<CardBehaviour['canPlay']>[0], p: number) => (c: number) =>
  isGear(c) && canStep(ctx, p, maskOf(c));
export const suspension: CardBehaviour = {
  canPlay: (ctx, p) => ctx.s.players[p].discard.some((n, c) => n > 0 && suspensionColors(ctx, p)(c)),
  start(ctx, p, cube) {
    gainWear(ctx, p, 1, 'Suspension');
    ctx.s.prompt = pickPrompt('suspension', cube, p, 0, 1, 1);
  },
  legal(ctx, prompt, out) {
    listPicks(out, ctx.s.players[prompt.player].discard, 'discard', suspensionColors(ctx, prompt.player));
  },
  answer(ctx, prompt, a) {
    ctx.s.prompt = movePrompt('suspension', prompt.cube, prompt.player, maskOf(colorOf(a)), 1, 1);
  },
};

/** Tires: name a gear cube in the active pile (it stays); place the cube on one space of any lower colour. */
const tiresColors = (ctx: Parameters<CardBehaviour['canPlay']>[0], p: number) => (c: number) =>
  aboveWhite(c) && canStep(ctx, p, maskBelow(c));
export const tires: CardBehaviour = {
  canPlay: (ctx, p) => ctx.s.players[p].active.some((n, c) => n > 0 && tiresColors(ctx, p)(c)),
  start(ctx, p, cube) {
    ctx.s.prompt = pickPrompt('tires', cube, p, 0, 1, 1);
  },
  legal(ctx, prompt, out) {
    listPicks(out, ctx.s.players[prompt.player].active, 'active', tiresColors(ctx, prompt.player));
  },
  answer(ctx, prompt, a) {
    ctx.s.prompt = movePrompt('tires', prompt.cube, prompt.player, maskBelow(colorOf(a)), 1, 1);
  },
};
