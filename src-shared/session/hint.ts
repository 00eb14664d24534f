/**
 * "What would the Hard bot do?": the Hard bot decides for the human deciding now, through the
 * session's bot runner (a worker in the app: off the UI thread), and nothing is played. The
 * answer is plain data tied to the view version it was computed on.
 */
import { clone, currentPlayer, legalActions, type Action, type GameState, sameAction } from '../games/automobiles';
import type { BotRunner } from '../bots/bot-runner';
import { botSpecOf, type Seat } from './types';

/** Why no hint came: a key for the renderer's catalogue (`detail`: the bot's own error message). */
export type HintRefusal = 'noGame' | 'over' | 'botDeciding' | 'botFailed' | 'illegal';

export type HintResult =
  { ok: true; version: number; action: Action } | { ok: false; version: number; why: HintRefusal; detail?: string };

export async function suggestMove(
  state: GameState | null,
  seats: readonly Seat[],
  bots: BotRunner,
  version: number,
): Promise<HintResult> {
  if (!state) return { ok: false, version, why: 'noGame' };
  const player = currentPlayer(state);
  if (player < 0) return { ok: false, version, why: 'over' };
  if (seats[player]?.kind !== 'human') return { ok: false, version, why: 'botDeciding' };
  const position = clone(state);
  const legal = legalActions(position);
  let action: Action;
  try {
    // Its own search seed: the hint does not depend on (or disturb) any bot seat's plan.
    action = await bots.decide<Action>(position, player, botSpecOf('hard', player)).promise;
  } catch (e) {
    return { ok: false, version, why: 'botFailed', detail: (e as Error).message };
  }
  if (!legal.some((l) => sameAction(l, action))) return { ok: false, version, why: 'illegal' };
  return { ok: true, version, action: { ...action } };
}
