/**
 * THE table of bot kits: one line per game (its bots, levels and specs: bot-kit.ts). The
 * generic bot rooms (runner, worker, decide, CLI) find a game's bots here by the id a spec
 * carries; they never name a game. A new game adds one line.
 */
import type { AnyBotKit, BotSpec } from './bot-kit';
import { automobilesBotKit } from './automobiles/bot-kit';
import { racepackBotKit } from '../games/racepack';

export const BOT_KITS: Readonly<Record<string, AnyBotKit>> = {
  automobiles: automobilesBotKit,
  racepack: racepackBotKit,
};

/** The bots of the game with this id; throws naming the known ids. */
export function botKitOf(gameId: string): AnyBotKit {
  if (!Object.hasOwn(BOT_KITS, gameId))
    throw new Error(`no bots for game "${gameId}": one of ${Object.keys(BOT_KITS).join(', ')}`);
  return BOT_KITS[gameId];
}

/** The kit a spec belongs to (by its game id). */
export const kitOfSpec = (spec: BotSpec): AnyBotKit => botKitOf(spec?.game);
