import { COLORS, COLOR_COUNT, WEAR, pileSize, type Color } from '../../cubes';
import { emit } from '../../game/events';
import { drawOne, drawable, removeCube } from '../../game/piles';
import { COLOR_ECONOMY } from '../card-table';
import { colorOf, listPicks, optionPrompt, pickPrompt, type CardBehaviour } from './behaviour';
import type { Ctx } from '../../game/context';

function removeAllWear(ctx: Ctx, p: number, reason: string): void {
  const n = ctx.s.players[p].discard[WEAR];
  for (let i = 0; i < n; i++) removeCube(ctx, p, 'discard', WEAR, reason);
}

/** A shared shape: remove up to `max` cubes (any colour) from the discard pile. */
function removeUpTo(card: string, name: string, max: number): CardBehaviour {
  return {
    canPlay: () => true,
    start(ctx, p, cube) {
      ctx.s.prompt = pickPrompt(card, cube, p, 0, 0, max);
    },
    legal(ctx, prompt, out) {
      listPicks(out, ctx.s.players[prompt.player].discard, 'discard');
      out.push({ type: 'stop' });
    },
    answer(ctx, prompt, a) {
      if (a.type === 'pick') {
        removeCube(ctx, prompt.player, 'discard', colorOf(a), name);
        prompt.count++;
      }
      if (a.type === 'stop' || prompt.count === prompt.max || pileSize(ctx.s.players[prompt.player].discard) === 0)
        ctx.s.prompt = null;
    },
  };
}

/** Crew Chief: draw until a non-wear cube, then remove all wear from the discard pile. */
export const crewChief: CardBehaviour = {
  canPlay: (ctx, p) => drawable(ctx, p) > 0,
  start(ctx, p) {
    const drawn: Color[] = [];
    for (;;) {
      const c = drawOne(ctx, p);
      if (c < 0) break;
      ctx.s.players[p].active[c]++;
      drawn.push(COLORS[c]);
      if (c !== WEAR) break;
    }
    emit(ctx.ev, { type: 'cubesDrawn', player: p, colors: drawn, reason: 'Crew Chief' });
    removeAllWear(ctx, p, 'Crew Chief');
  },
};

export const pitCaptain = removeUpTo('pit-captain', 'Pit Captain', 6);

/** Pit Crew: all wear from the discard pile, or exactly 2 cubes of your choice. */
export const pitCrew: CardBehaviour = {
  canPlay: () => true,
  start(ctx, p, cube) {
    ctx.s.prompt = optionPrompt('pit-crew', cube, p, 0);
  },
  legal(ctx, prompt, out) {
    const discard = ctx.s.players[prompt.player].discard;
    if (prompt.kind === 'option') {
      out.push({ type: 'choose', option: 'allWear' });
      if (pileSize(discard) >= 2) out.push({ type: 'choose', option: 'twoCubes' });
    } else listPicks(out, discard, 'discard');
  },
  answer(ctx, prompt, a) {
    const p = prompt.player;
    if (prompt.kind === 'option') {
      if (a.type === 'choose' && a.option === 'allWear') {
        removeAllWear(ctx, p, 'Pit Crew');
        ctx.s.prompt = null;
      } else ctx.s.prompt = pickPrompt('pit-crew', prompt.cube, p, 1, 2, 2);
      return;
    }
    removeCube(ctx, p, 'discard', colorOf(a), 'Pit Crew');
    prompt.count++;
    if (prompt.count === 2) ctx.s.prompt = null;
  },
};

/** Cheapest cube in the stock, or Infinity. */
function cheapestInStock(stock: number[]): number {
  let best = Infinity;
  for (let c = 0; c < COLOR_COUNT; c++) {
    const cost = COLOR_ECONOMY[COLORS[c]].cost;
    if (stock[c] > 0 && cost !== null && cost < best) best = cost;
  }
  return best;
}
const costOf = (c: number) => COLOR_ECONOMY[COLORS[c]].cost ?? 0;

/**
 * Pit Team: remove up to 3 discarded cubes, then buy exactly 1 cube with their total cost.
 * Stage 0 may only stop once something is affordable; any non-wear removal makes its own
 * colour affordable again, so the effect is playable exactly when a completion exists.
 */
export const pitTeam: CardBehaviour = {
  canPlay: (ctx, p) => {
    const discard = ctx.s.players[p].discard;
    for (let c = 0; c < COLOR_COUNT; c++) if (c !== WEAR && discard[c] > 0) return true;
    return false;
  },
  start(ctx, p, cube) {
    ctx.s.prompt = pickPrompt('pit-team', cube, p, 0, 0, 3);
  },
  legal(ctx, prompt, out) {
    const discard = ctx.s.players[prompt.player].discard;
    if (prompt.stage === 1) {
      for (let c = 0; c < COLOR_COUNT; c++) {
        const cost = COLOR_ECONOMY[COLORS[c]].cost;
        if (ctx.s.stock[c] > 0 && cost !== null && cost <= prompt.memo)
          out.push({ type: 'pick', color: COLORS[c], from: 'stock' });
      }
      return;
    }
    // A pick keeps the effect completable unless it is wear and nothing else can follow.
    const picksLeft = prompt.max - prompt.count;
    const canStillAfford = (c: number) => {
      if (c !== WEAR) return true;
      if (prompt.memo >= cheapestInStock(ctx.s.stock)) return true;
      if (picksLeft <= 1) return false;
      for (let d = 0; d < COLOR_COUNT; d++) if (d !== WEAR && discard[d] > 0) return true;
      return false;
    };
    if (prompt.count < prompt.max) listPicks(out, discard, 'discard', canStillAfford);
    if (prompt.memo >= cheapestInStock(ctx.s.stock)) out.push({ type: 'stop' });
  },
  answer(ctx, prompt, a) {
    const p = prompt.player;
    if (prompt.stage === 1) {
      const c = colorOf(a);
      ctx.s.stock[c]--;
      ctx.s.players[p].used[c]++;
      emit(ctx.ev, { type: 'cubeBought', player: p, color: COLORS[c], cost: costOf(c), moneyLeft: 0 });
      ctx.s.prompt = null;
      return;
    }
    if (a.type === 'pick') {
      const c = colorOf(a);
      removeCube(ctx, p, 'discard', c, 'Pit Team');
      prompt.count++;
      prompt.memo += costOf(c);
    }
    if (a.type === 'stop' || prompt.count === prompt.max) {
      prompt.stage = 1;
    }
  },
};
