import type { Ctx } from './context';
import { emit } from './events';
import { raceOrder } from './positions';
import { startSponsorAward } from '../season/season-flow';
import { startSoloScoring } from '../solo/solo-flow';

/** The round is complete after a car's last lap: fix the finish order; a season goes on to sponsors. */
export function finishRace(ctx: Ctx): void {
  const s = ctx.s;
  s.prompt = null;
  s.finishOrder = raceOrder(s, ctx.t);
  emit(ctx.ev, { type: 'raceFinished', finishOrder: [...s.finishOrder] });
  if (s.solo) startSoloScoring(ctx);
  else if (s.season) startSponsorAward(ctx);
  else s.phase = 'over';
}
