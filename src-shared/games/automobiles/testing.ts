/**
 * Helpers to build positions by hand (tests, the card-dialog gallery). They keep the
 * cube count invariant: cubes given to a pile come from the stock, taken ones go back.
 */
import { COLOR_COUNT, pileFrom, type Color } from './cubes';
import type { GameState } from './game/state';
import { prepareTrack } from './track/prepared-track';
import { findTrack } from './track/track-registry';
import { freshTurn } from './game/turn-flow';
import { raceOrder } from './game/positions';
export { registerTrack } from './track/track-registry';

export type PileSpec = Partial<Record<Color, number>>;

/** Sets a player's piles exactly (unnamed piles keep their contents); the stock pays or takes the difference. */
export function setPiles(
  s: GameState,
  player: number,
  piles: { bag?: PileSpec; active?: PileSpec; used?: PileSpec; discard?: PileSpec },
): void {
  const pl = s.players[player];
  for (const name of ['bag', 'active', 'used', 'discard'] as const) {
    const spec = piles[name];
    if (!spec) continue;
    const next = pileFrom(spec);
    for (let c = 0; c < COLOR_COUNT; c++) {
      s.stock[c] += pl[name][c] - next[c];
      if (s.stock[c] < 0) throw new Error(`not enough cubes of colour ${c} in the stock for this position`);
      pl[name][c] = next[c];
    }
  }
}

/** Puts cars where given and restarts the current turn's Action Phase (positions re-read). */
export function placeCars(s: GameState, cars: { space: number; segment: number; laps?: number }[]): void {
  cars.forEach((c, i) => {
    s.players[i].car = { space: c.space, segment: c.segment };
    if (c.laps !== undefined) s.players[i].lapsCompleted = c.laps;
  });
  restartTurn(s);
}

/** Makes `player` the one whose turn it is, at the start of the Action Phase. */
export function giveTurnTo(s: GameState, player: number): void {
  s.turnIndex = s.turnOrder.indexOf(player);
  restartTurn(s);
}

export function restartTurn(s: GameState): void {
  s.phase = 'action';
  s.prompt = null;
  s.turn = freshTurn();
  s.turn.startOrder = raceOrder(s, prepareTrack(findTrack(s.track)!));
}
