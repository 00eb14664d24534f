import type { Ctx } from '../game/context';
import { nextInt } from '../../rng';
import { DRIVERS } from './driver-table';
import { startSetupBuy } from '../game/turn-flow';
import { emit } from '../game/events';

/**
 * Reveal players+1 drivers (or all ten); the last player in turn order picks first, then
 * in reverse turn order (seed 000, RULINGS §7).
 */
export function startDraft(ctx: Ctx): void {
  const s = ctx.s;
  const all = DRIVERS.map((d) => d.number);
  if (s.options.drivers === 'all') s.draftPool = all;
  else {
    const pool: number[] = [];
    const n = s.players.length + 1;
    while (pool.length < n) {
      const pick = all.splice(nextInt(s.rng, all.length), 1)[0];
      pool.push(pick);
    }
    s.draftPool = pool.sort((a, b) => a - b);
  }
  s.phase = 'draft';
  s.turnIndex = s.turnOrder.length - 1;
}

/** Current drafter takes a driver; after the first player, the race setup continues. */
export function pickDriver(ctx: Ctx, driver: number): void {
  const s = ctx.s;
  const p = s.turnOrder[s.turnIndex];
  s.players[p].driver = driver;
  s.draftPool = s.draftPool.filter((d) => d !== driver);
  emit(ctx.ev, { type: 'driverChosen', player: p, driver });
  if (s.turnIndex > 0) {
    s.turnIndex--;
    return;
  }
  s.draftPool = [];
  startSetupBuy(ctx);
}
