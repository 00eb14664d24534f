import type { Action, GameState } from '..';
import type { Bot } from '../../../bots/bot';

/** A bot of Automobiles (the house's one bot interface, bots/bot.ts, at this game's types). */
export type AutomobilesBot = Bot<GameState, Action>;
