import { FUEL_USE, WEAR, getFuelCard, pileSize, type Action, type GameState } from '..';

/**
 * Legal actions no bot level ever takes because another legal action is at least as good in
 * every future (issue #32): they change nothing a player wants and give something up.
 *
 * - A pit stop with no wear in the active pile: it removes nothing and skips the Buy Phase,
 *   where ending the Action Phase at once (buying nothing, or something) does everything it
 *   does and more (and in the solo series it spends the lap's one pit stop).
 * - A Fuel Mixture use whose "up to" benefit can only be zero (Methanol Blend with no wear in
 *   the active pile, Ethanol Cut with an empty discard pile): the payment is locked away for
 *   nothing, where not using the card keeps those cubes.
 */
export function isDominated(s: GameState, a: Action): boolean {
  if (s.phase !== 'action' || s.prompt) return false;
  const p = s.turnOrder[s.turnIndex];
  const pl = s.players[p];
  if (a.type === 'pitStop') return pl.active[WEAR] === 0;
  if (a.type === 'choose' && a.option.startsWith(FUEL_USE)) {
    const def = getFuelCard(a.option.slice(FUEL_USE.length));
    if (def?.benefit.kind === 'removeWear') return pl.active[WEAR] - (def.pay?.[WEAR] ?? 0) <= 0;
    if (def?.benefit.kind === 'discardToBag') return pileSize(pl.discard) === 0;
  }
  return false;
}

/** The legal actions without the dominated ones (never empty: ending the Action Phase is never dominated). */
export function undominated(s: GameState, legal: Action[]): Action[] {
  const kept = legal.filter((a) => !isDominated(s, a));
  return kept.length ? kept : legal;
}
