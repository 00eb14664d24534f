/**
 * Wires the layers of the rules together (see RuleHooks in game/context.ts): the only module
 * that knows both the turn flow's end of a race and the season and solo series above it.
 */
import type { RuleHooks } from './game/context';
import { startNextRace, startSponsorAward } from './season/season-flow';
import { finishSoloRace, startSoloScoring } from './solo/solo-flow';

export const RULE_HOOKS: RuleHooks = {
  afterRace(ctx) {
    if (ctx.s.solo) startSoloScoring(ctx);
    else if (ctx.s.season) startSponsorAward(ctx);
    else ctx.s.phase = 'over';
  },
  afterSponsors(ctx) {
    if (ctx.s.solo) finishSoloRace(ctx);
    else startNextRace(ctx);
  },
};
