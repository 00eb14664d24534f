/**
 * "What would a strong bot do?": the game's plugin asks its bot for the human deciding now,
 * through the session's bot runner (a worker in the app: off the UI thread), and nothing is
 * played. The answer is plain data tied to the view version it was computed on.
 */
import type { BotRunner } from '../bots/bot-runner';
import type { SessionAction } from '../games/registry';
import type { AnySessionGame } from './game-plugin';
import type { Seat } from './types';

/** Why no hint came: a key for the renderer's catalogue (the bot's own error goes to the host's log). */
export type HintRefusal = 'noGame' | 'over' | 'botDeciding' | 'botFailed' | 'illegal';

export type HintResult<A = SessionAction> =
  { ok: true; version: number; action: A } | { ok: false; version: number; why: HintRefusal };

/**
 * `game`: the plugin and live state of the game played (null: none, or a game that offers no
 * hint); `warn`: the host's log, where a failing bot's own message goes.
 */
export async function suggestMove(
  game: { plugin: AnySessionGame; state: unknown } | null,
  seats: readonly Seat[],
  bots: BotRunner,
  version: number,
  warn: (message: string) => void = () => {},
): Promise<HintResult> {
  // A game without a hint answers as if there were no game (the renderer offers none).
  const plugin = game?.plugin;
  if (!game || !plugin?.hint) return { ok: false, version, why: 'noGame' };
  const player = plugin.currentPlayer(game.state);
  if (player < 0) return { ok: false, version, why: 'over' };
  if (seats[player]?.kind !== 'human') return { ok: false, version, why: 'botDeciding' };
  const position = plugin.clone(game.state);
  const legal = plugin.legalActions(position);
  let action: SessionAction;
  try {
    action = await plugin.hint(position, player, bots).promise;
  } catch (e) {
    warn(`hint bot failed: ${(e as Error)?.message ?? String(e)}`);
    return { ok: false, version, why: 'botFailed' };
  }
  if (!legal.some((l: unknown) => plugin.sameAction(l, action))) return { ok: false, version, why: 'illegal' };
  return { ok: true, version, action: { ...action } };
}
