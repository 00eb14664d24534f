import { COLOR_INDEX } from '../../cubes';
import { moveCube } from '../../game/piles';
import { canStep, maskOf, movePrompt } from '../../game/movement';
import type { CardBehaviour } from './behaviour';

/** Gear cards: place the cube on one space of its own colour (exactly one step). */
export const gear: CardBehaviour = {
  canPlay: (ctx, p, cube) => canStep(ctx, p, maskOf(cube)),
  start(ctx, p, cube) {
    // Fuel Injection (expansion) doubles every gear move this turn.
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
