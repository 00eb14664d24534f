/**
 * A game's bot kit (its bots, levels and specs: bot-kit.ts), found in its game kit
 * (src-shared/games/registry.ts) by the id a spec carries. The generic bot rooms (runner,
 * worker, decide, CLI) find a game's bots here; they never name a game.
 */
import { GAME_IDS, findKit } from '../games/registry';
import type { AnyBotKit, BotSpec } from './bot-kit';

/** The bots of the game with this id; throws naming the known ids. */
export function botKitOf(gameId: string): AnyBotKit {
  const kit = typeof gameId === 'string' ? findKit(gameId) : undefined;
  if (!kit) throw new Error(`no bots for game "${gameId}": one of ${GAME_IDS.join(', ')}`);
  return kit.bots;
}

/** The kit a spec belongs to (by its game id). */
export const kitOfSpec = (spec: BotSpec): AnyBotKit => botKitOf(spec?.game);
