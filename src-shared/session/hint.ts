/**
 * "What would the Hard bot do?": the Hard bot decides for the human deciding now, through the
 * session's bot runner (a worker in the app: off the UI thread), and nothing is played. The
 * answer is plain data tied to the view version it was computed on.
 */
import { clone, currentPlayer, legalActions, type Action, type GameState } from '../engine';
import { sameAction } from '../engine/game/apply-action';
import type { BotRunner } from '../bots/bot-runner';
import { botSpecOf, type Seat } from './types';

export type HintResult = { ok: true; version: number; action: Action } | { ok: false; version: number; error: string };

export async function suggestMove(
  state: GameState | null,
  seats: readonly Seat[],
  bots: BotRunner,
  version: number,
): Promise<HintResult> {
  if (!state) return { ok: false, version, error: 'There is no game in progress.' };
  const player = currentPlayer(state);
  if (player < 0) return { ok: false, version, error: 'The race is over.' };
  if (seats[player]?.kind !== 'human') return { ok: false, version, error: 'A bot is deciding now.' };
  const position = clone(state);
  const legal = legalActions(position);
  let action: Action;
  try {
    // Its own search seed: the hint does not depend on (or disturb) any bot seat's plan.
    action = await bots.decide(position, player, botSpecOf('hard', player)).promise;
  } catch (e) {
    return { ok: false, version, error: `the bot could not decide (${(e as Error).message})` };
  }
  if (!legal.some((l) => sameAction(l, action))) return { ok: false, version, error: 'the bot chose an illegal move' };
  return { ok: true, version, action: { ...action } };
}
