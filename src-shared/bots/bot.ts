/**
 * A player controlled by the computer, for any game of the house (src-shared/games/game.ts).
 * Whoever drives the game (the play loop, the session) calls `chooseAction` whenever the
 * bot's seat must decide (`game.currentPlayer(state)` is that seat), passing
 * `game.legalActions(state)`.
 *
 * Contract: return one element of `legal` (the same object or an equal one) and never
 * mutate `state` (clone it to look ahead). A bot may keep private state between calls
 * (its own PRNG, a cached plan); it must not read the game's chance state to peek at draws.
 */
export interface Bot<S, A> {
  readonly name: string;
  chooseAction(state: S, legal: A[]): A;
}
