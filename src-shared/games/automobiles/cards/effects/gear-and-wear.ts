import { COLOR_INDEX, WHITE } from '../../cubes';
import { moveCube } from '../../game/piles';
import { ANY_GEAR, canStep, maskOf, movePrompt } from '../../game/movement';
import type { CardBehaviour } from './behaviour';
import { redlineWhite } from './racing-season';

/** Gear cards: place the cube on one space of its own colour (two with Fuel Injection). */
export const gear: CardBehaviour = {
  canPlay: (ctx, p, cube) =>
    canStep(ctx, p, maskOf(cube)) || (cube === WHITE && !!ctx.s.turn.flags.redline && canStep(ctx, p, ANY_GEAR)),
  start(ctx, p, cube) {
    // Redline (expansion): a white cube may stand for any gear colour.
    if (cube === WHITE && ctx.s.turn.flags.redline) return redlineWhite.start(ctx, p, cube);
    const steps = ctx.s.turn.flags.fuelInjection ? 2 : 1;
    ctx.s.prompt = movePrompt('gear', cube, p, maskOf(cube), 1, steps);
  },
};

/** Wear: a wear cube from the active pile goes straight to the discard pile. */
export const wear: CardBehaviour = {
  canPlay: () => true,
  start(ctx, p) {
    moveCube(ctx, p, 'used', 'discard', COLOR_INDEX.brown, 'wear');
  },
};
