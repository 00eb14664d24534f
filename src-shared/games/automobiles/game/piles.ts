import { COLORS, COLOR_COUNT, WEAR, pileSize, type Pile } from '../cubes';
import { nextInt } from '../../rng';
import type { Ctx } from './context';
import { emit, type PileName } from './events';

/**
 * Draws one cube from a player's bag (a chance event, uniform over the cubes in it).
 * An empty bag is refilled from the discard pile only when a cube must be drawn (RULINGS §5).
 * Returns the colour index, or -1 when bag and discard are both empty.
 */
export function drawOne(ctx: Ctx, p: number): number {
  const pl = ctx.s.players[p];
  let size = pileSize(pl.bag);
  if (size === 0) {
    size = pileSize(pl.discard);
    if (size === 0) return -1;
    for (let i = 0; i < COLOR_COUNT; i++) {
      pl.bag[i] = pl.discard[i];
      pl.discard[i] = 0;
    }
    emit(ctx.ev, { type: 'bagRefilled', player: p, count: size });
  }
  let r = nextInt(ctx.s.rng, size);
  for (let c = 0; c < COLOR_COUNT; c++) {
    if (r < pl.bag[c]) {
      pl.bag[c]--;
      return c;
    }
    r -= pl.bag[c];
  }
  throw new Error('unreachable: bag count mismatch');
}

/** Draws up to n cubes into the active pile; returns the colours drawn. */
export function drawCubes(ctx: Ctx, p: number, n: number, reason: string): number[] {
  const drawn: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = drawOne(ctx, p);
    if (c < 0) break;
    ctx.s.players[p].active[c]++;
    drawn.push(c);
  }
  if (drawn.length) emit(ctx.ev, { type: 'cubesDrawn', player: p, colors: drawn.map((c) => COLORS[c]), reason });
  return drawn;
}

/** Cubes a player could still draw (bag plus discard, which refills it). */
export function drawable(ctx: Ctx, p: number): number {
  const pl = ctx.s.players[p];
  return pileSize(pl.bag) + pileSize(pl.discard);
}

/** Gains wear into the used pile; a short stock gives what it has (the one all-or-nothing exception). */
export function gainWear(ctx: Ctx, p: number, n: number, reason: string): void {
  if (n <= 0) return;
  const got = Math.min(n, ctx.s.stock[WEAR]);
  ctx.s.stock[WEAR] -= got;
  ctx.s.players[p].used[WEAR] += got;
  emit(ctx.ev, { type: 'wearGained', player: p, count: got, missing: n - got, reason });
}

/** Gains one cube from the stock into the used pile (caller checked the stock). */
export function gainCube(ctx: Ctx, p: number, color: number, reason: string): void {
  ctx.s.stock[color]--;
  ctx.s.players[p].used[color]++;
  emit(ctx.ev, { type: 'cubeGained', player: p, color: COLORS[color], to: 'used', reason });
}

export type PlayerPile = 'bag' | 'active' | 'used' | 'discard';

/** Removes one cube of a colour from a player's pile back into the stock. */
export function removeCube(ctx: Ctx, p: number, from: PlayerPile, color: number, reason: string): void {
  const pile = ctx.s.players[p][from];
  if (pile[color] <= 0) throw new Error(`no ${COLORS[color]} cube in ${from}`);
  pile[color]--;
  ctx.s.stock[color]++;
  emit(ctx.ev, { type: 'cubeRemoved', player: p, color: COLORS[color], from, reason });
}

/** Moves one cube between two of a player's piles. */
export function moveCube(ctx: Ctx, p: number, from: PlayerPile, to: PlayerPile, color: number, reason: string): void {
  const pl = ctx.s.players[p];
  if (pl[from][color] <= 0) throw new Error(`no ${COLORS[color]} cube in ${from}`);
  pl[from][color]--;
  pl[to][color]++;
  emit(ctx.ev, {
    type: 'cubeMoved',
    player: p,
    color: COLORS[color],
    from: from as PileName,
    to: to as PileName,
    reason,
  });
}

/** Number of distinct colours present in a pile. */
export function distinctColors(pile: Pile): number {
  let n = 0;
  for (let i = 0; i < COLOR_COUNT; i++) if (pile[i] > 0) n++;
  return n;
}
