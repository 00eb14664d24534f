import { COLORS, COLOR_COUNT, WEAR } from '../cubes';
import { behaviourOf } from '../cards/effects';
import type { Action } from './actions';
import { cardOfCube } from './card-of-cube';
import type { Ctx } from './context';
import { moveTargets } from './movement';
import { drawable } from './piles';
import { costOf, currentTurnPlayer } from './turn-flow';
import { canUsePower } from '../drivers/driver-powers';
import { listSeasonActions } from '../season/season-flow';
import { FUEL_PROMPT, FUEL_USE, canUseFuel, fuelMoveTargets } from '../fuel-mixture/fuel-flow';
import { soloPitAllowed } from '../solo/solo-flow';

/**
 * THE statement of legality: every action the current decider may take now.
 * applyAction accepts exactly these; the UI highlights them; bots choose among them.
 */
export function listLegalActions(ctx: Ctx): Action[] {
  const s = ctx.s;
  const out: Action[] = [];
  if (s.phase === 'over') return out;
  const prompt = s.prompt;
  if (prompt) {
    if (prompt.kind === 'move') {
      // A Fuel Mixture move is exact: only steps from which it can be completed.
      const spaces = prompt.card === FUEL_PROMPT ? fuelMoveTargets(ctx, prompt) : moveTargets(ctx, prompt);
      for (const space of spaces) out.push({ type: 'step', space });
      if (prompt.count >= prompt.min) out.push({ type: 'stop' });
    } else if (prompt.kind === 'boostReply') {
      if (drawable(ctx, prompt.player) > 0) out.push({ type: 'choose', option: 'draw' });
      out.push({ type: 'stop' });
    } else {
      behaviourOf(prompt.card).legal!(ctx, prompt, out);
    }
    return out;
  }
  if (s.phase === 'draft') {
    for (const d of s.draftPool) out.push({ type: 'choose', option: `driver:${d}` });
    return out;
  }
  if (s.phase === 'sponsors') {
    listSeasonActions(ctx, out);
    return out;
  }
  if (s.phase === 'setup' || s.phase === 'buy') {
    listBuys(ctx, out);
    if (s.phase === 'buy' && canUsePower(ctx, currentTurnPlayer(ctx))) out.push({ type: 'usePower' });
    out.push({ type: 'endBuy' });
    return out;
  }
  // Action Phase.
  const p = currentTurnPlayer(ctx);
  const pl = s.players[p];
  for (let c = 0; c < COLOR_COUNT; c++) {
    if (pl.active[c] > 0 && canPlayCube(ctx, p, c)) out.push({ type: 'play', color: COLORS[c] });
  }
  if (canUsePower(ctx, p)) out.push({ type: 'usePower' });
  if (canUseFuel(ctx, p)) out.push({ type: 'choose', option: FUEL_USE + s.fuel!.cardOf[p] });
  out.push({ type: 'endActions' });
  if (!s.turn.acted && soloPitAllowed(s, p)) out.push({ type: 'pitStop' });
  return out;
}

export function listBuys(ctx: Ctx, out: Action[]): void {
  const s = ctx.s;
  for (let c = 0; c < COLOR_COUNT; c++) {
    const cost = costOf(c);
    if (c !== WEAR && cost !== null && s.stock[c] > 0 && cost <= s.turn.money)
      out.push({ type: 'buy', color: COLORS[c] });
  }
}

/**
 * A cube can be played when its whole effect can be applied. The check runs with the cube
 * already moved to the used pile, as it would be (RULINGS §5), then puts it back.
 */
export function canPlayCube(ctx: Ctx, p: number, color: number): boolean {
  const pl = ctx.s.players[p];
  pl.active[color]--;
  pl.used[color]++;
  try {
    return behaviourOf(cardOfCube(ctx.s, color)).canPlay(ctx, p, color);
  } finally {
    pl.active[color]++;
    pl.used[color]--;
  }
}
