/**
 * The test build's src-shared/bots/bot-kits.ts (swapped in by toy-build.ts): the house's bot
 * kits plus the toy game's one line.
 */
import * as house from '../../../src-shared/bots/bot-kits';
import type { AnyBotKit, BotSpec } from '../../../src-shared/bots/bot-kit';
import { diceRaceBotKit } from '../dice-race/bot-kit';

export * from '../../../src-shared/bots/bot-kits';

export const BOT_KITS: Readonly<Record<string, AnyBotKit>> = { ...house.BOT_KITS, 'dice-race': diceRaceBotKit };

export function botKitOf(gameId: string): AnyBotKit {
  if (!Object.hasOwn(BOT_KITS, gameId))
    throw new Error(`no bots for game "${gameId}": one of ${Object.keys(BOT_KITS).join(', ')}`);
  return BOT_KITS[gameId];
}

export const kitOfSpec = (spec: BotSpec): AnyBotKit => botKitOf(spec?.game);
