import type { Action, GameState } from '../games/automobiles';

/**
 * A player controlled by the computer. The driver calls `chooseAction` whenever the bot's
 * seat must decide (`currentPlayer(state)`), passing `legalActions(state)`.
 *
 * Contract: return one element of `legal` (the same object or an equal one) and never
 * mutate `state` (clone it to look ahead). A bot may keep private state between calls
 * (its own PRNG, a cached plan); it must not read the game's RNG to peek at draws.
 */
export interface Bot {
  name: string;
  chooseAction(state: GameState, legal: Action[]): Action;
}
