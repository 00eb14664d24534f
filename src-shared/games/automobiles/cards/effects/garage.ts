import { BLACK, isGear, pileSize } from '../../cubes';
import { gainCube, moveCube, removeCube } from '../../game/piles';
import { colorOf, activeThenDiscard, hasAny, listPicks, pickPrompt, type CardBehaviour } from './behaviour';

/** Car Chief: remove a gear cube from the discard pile, gain the next gear up. */
const upgradable = (stock: number[]) => (c: number) => isGear(c) && (c === BLACK || stock[c + 1] > 0);
export const carChief: CardBehaviour = {
  canPlay: (ctx, p) => hasAny(ctx.s.players[p].discard, upgradable(ctx.s.stock)),
  start(ctx, p, cube) {
    ctx.s.prompt = pickPrompt('car-chief', cube, p, 0, 1, 1);
  },
  legal(ctx, prompt, out) {
    listPicks(out, ctx.s.players[prompt.player].discard, 'discard', upgradable(ctx.s.stock));
  },
  answer(ctx, prompt, a) {
    const c = colorOf(a);
    removeCube(ctx, prompt.player, 'discard', c, 'Car Chief');
    if (c !== BLACK) gainCube(ctx, prompt.player, c + 1, 'Car Chief');
    ctx.s.prompt = null;
  },
};

/** Engineer: up to 3 active cubes to the discard pile, then remove that many from it. */
export const engineer: CardBehaviour = {
  canPlay: () => true,
  start(ctx, p, cube) {
    ctx.s.prompt = pickPrompt('engineer', cube, p, 0, 0, 3);
  },
  legal(ctx, prompt, out) {
    const pl = ctx.s.players[prompt.player];
    if (prompt.stage === 0) {
      if (prompt.count < prompt.max) listPicks(out, pl.active, 'active');
      out.push({ type: 'stop' });
    } else listPicks(out, pl.discard, 'discard');
  },
  answer(ctx, prompt, a) {
    if (prompt.stage === 0) {
      if (a.type === 'pick') {
        moveCube(ctx, prompt.player, 'active', 'discard', colorOf(a), 'Engineer');
        prompt.count++;
      }
      if (a.type === 'stop' || prompt.count === prompt.max || pileSize(ctx.s.players[prompt.player].active) === 0) {
        const n = prompt.count;
        ctx.s.prompt = n > 0 ? { ...pickPrompt('engineer', prompt.cube, prompt.player, 1, n, n) } : null;
      }
      return;
    }
    removeCube(ctx, prompt.player, 'discard', colorOf(a), 'Engineer');
    prompt.count++;
    if (prompt.count === prompt.max) ctx.s.prompt = null;
  },
};

/** Manager: optionally remove an active cube; then optionally put an active or discarded cube back into the bag. */
export const manager: CardBehaviour = {
  canPlay: () => true,
  start(ctx, p, cube) {
    ctx.s.prompt = pickPrompt('manager', cube, p, 0, 0, 1);
  },
  legal(ctx, prompt, out) {
    const pl = ctx.s.players[prompt.player];
    listPicks(out, pl.active, 'active');
    if (prompt.stage === 1) listPicks(out, pl.discard, 'discard');
    out.push({ type: 'stop' });
  },
  answer(ctx, prompt, a) {
    const p = prompt.player;
    if (prompt.stage === 0) {
      if (a.type === 'pick') removeCube(ctx, p, 'active', colorOf(a), 'Manager');
      ctx.s.prompt = pickPrompt('manager', prompt.cube, p, 1, 0, 1);
      return;
    }
    if (a.type === 'pick') moveCube(ctx, p, a.from === 'discard' ? 'discard' : 'active', 'bag', colorOf(a), 'Manager');
    ctx.s.prompt = null;
  },
};

/** Mechanic: an active cube goes to the used pile unplayed, then remove up to 2 discarded cubes. */
export const mechanic = activeThenDiscard('mechanic', 'Mechanic', 'used', 2, (ctx, p, c) =>
  removeCube(ctx, p, 'discard', c, 'Mechanic'),
);
