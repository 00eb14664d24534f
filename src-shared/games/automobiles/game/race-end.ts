import type { Ctx } from './context';
import { emit } from './events';
import { raceOrder } from './positions';

/** The round is complete after a car's last lap: fix the finish order; a season goes on to sponsors. */
export function finishRace(ctx: Ctx): void {
  const s = ctx.s;
  s.prompt = null;
  s.finishOrder = raceOrder(s, ctx.t);
  emit(ctx.ev, { type: 'raceFinished', finishOrder: [...s.finishOrder] });
  ctx.rules.afterRace(ctx);
}
