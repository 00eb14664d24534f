import { COLORS, GREEN, LIGHT_GRAY } from '../../cubes';
import { emit } from '../../game/events';
import { maskOf, movePrompt } from '../../game/movement';
import { drawOne, drawCubes, drawable, gainWear } from '../../game/piles';
import { isLastAtStart, startPosition } from '../../game/positions';
import { colorOf, optionPrompt, pickPrompt, type CardBehaviour } from './behaviour';
import type { Ctx } from '../../game/context';
import type { Prompt } from '../../game/state';

/** Other players' one-cube Boost draw: now, in turn order, or (accelerated play) on their own next turn. */
export function offerBoostReplies(ctx: Ctx, p: number): void {
  const s = ctx.s;
  const n = s.players.length;
  const start = s.turnOrder.indexOf(p);
  const others: number[] = [];
  for (let i = 1; i < n; i++) others.push(s.turnOrder[(start + i) % n]);
  if (s.options.variants.acceleratedPlay) {
    for (const o of others) s.players[o].boostDrawsOwed++;
    return;
  }
  s.prompt = boostReplyPrompt(others);
}

export function boostReplyPrompt(queue: number[]): Prompt {
  return { ...optionPrompt('boost', GREEN, queue[0], 0), kind: 'boostReply', queue };
}

/** Boost: draw up to 3 cubes one at a time, 1 wear each; then the others may draw 1. */
export const boost: CardBehaviour = {
  canPlay: () => true,
  start(ctx, p, cube) {
    ctx.s.prompt = optionPrompt('boost', cube, p, 0);
    if (drawable(ctx, p) === 0) finishBoost(ctx, p);
  },
  legal(ctx, prompt, out) {
    if (drawable(ctx, prompt.player) > 0 && prompt.count < 3) out.push({ type: 'choose', option: 'draw' });
    out.push({ type: 'stop' });
  },
  answer(ctx, prompt, a) {
    const p = prompt.player;
    if (a.type === 'choose') {
      drawCubes(ctx, p, 1, 'Boost');
      gainWear(ctx, p, 1, 'Boost');
      prompt.count++;
    }
    if (a.type === 'stop' || prompt.count === 3 || drawable(ctx, p) === 0) finishBoost(ctx, p);
  },
};

function finishBoost(ctx: Ctx, p: number): void {
  ctx.s.prompt = null;
  offerBoostReplies(ctx, p);
}

/** Gearbox: gain 1 wear; up to (position) light grey spaces, one more in last place. */
export const gearbox: CardBehaviour = {
  canPlay: () => true,
  start(ctx, p, cube) {
    gainWear(ctx, p, 1, 'Gearbox');
    const steps = startPosition(ctx, p) + (isLastAtStart(ctx, p) ? 1 : 0);
    ctx.s.prompt = movePrompt('gearbox', cube, p, maskOf(LIGHT_GRAY), 0, steps);
  },
};

/** Nitro: draw exactly 2; one to the active pile, the other to the discard pile. */
export const nitro: CardBehaviour = {
  canPlay: (ctx, p) => drawable(ctx, p) >= 2,
  start(ctx, p, cube) {
    const a = drawOne(ctx, p);
    const b = drawOne(ctx, p);
    emit(ctx.ev, { type: 'cubesDrawn', player: p, colors: [COLORS[a], COLORS[b]], reason: 'Nitro' });
    const prompt = pickPrompt('nitro', cube, p, 0, 1, 1);
    prompt.held = [a, b];
    ctx.s.prompt = prompt;
  },
  legal(_ctx, prompt, out) {
    const [a, b] = prompt.held!;
    out.push({ type: 'pick', color: COLORS[a], from: 'held' });
    if (b !== a) out.push({ type: 'pick', color: COLORS[b], from: 'held' });
  },
  answer(ctx, prompt, a) {
    const keep = colorOf(a);
    const [x, y] = prompt.held!;
    const other = keep === x ? y : x;
    const pl = ctx.s.players[prompt.player];
    pl.active[keep]++;
    pl.discard[other]++;
    emit(ctx.ev, {
      type: 'cubeMoved',
      player: prompt.player,
      color: COLORS[other],
      from: 'active',
      to: 'discard',
      reason: 'Nitro',
    });
    ctx.s.prompt = null;
  },
};

/** Turbo: gain 2 wear; up to 2 light grey spaces plus 1 per green cube in every discard pile. */
export const turbo: CardBehaviour = {
  canPlay: () => true,
  start(ctx, p, cube) {
    gainWear(ctx, p, 2, 'Turbo');
    let greens = 0;
    for (const pl of ctx.s.players) greens += pl.discard[GREEN];
    ctx.s.prompt = movePrompt('turbo', cube, p, maskOf(LIGHT_GRAY), 0, 2 + greens);
  },
};
