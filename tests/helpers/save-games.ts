/** Games to put into save slots (tests). */
import {
  applyAction,
  createGame,
  currentPlayer,
  isTerminal,
  legalActions,
  type Action,
  type GameOptionsInput,
  type GameState,
} from '../../src-shared/games/automobiles';
import { GreedyBot } from '../../src-shared/bots/automobiles/greedy-bot';
import type { GameToSave, SaveSeat } from '../../src-shared/save';

export interface PlayedUntil {
  state: GameState;
  actions: Action[];
}

/** Plays greedy moves for every seat until `stop` says so (or the game ends, or `max` actions). */
export function playUntil(
  options: GameOptionsInput,
  stop: (s: GameState, actions: Action[]) => boolean,
  max = 20_000,
): PlayedUntil {
  const state = createGame(options);
  const actions: Action[] = [];
  continueUntil({ state, actions }, stop, max);
  return { state, actions };
}

/** Plays on (in place) with greedy moves until `stop`. */
export function continueUntil(
  game: PlayedUntil,
  stop: (s: GameState, actions: Action[]) => boolean,
  max = 20_000,
): void {
  const bot = new GreedyBot();
  while (!isTerminal(game.state) && !stop(game.state, game.actions) && game.actions.length < max) {
    const action = bot.chooseAction(game.state, legalActions(game.state));
    applyAction(game.state, action);
    game.actions.push(action);
  }
}

/** The greedy bot's next action (for driving a session as if a human played it). */
export function greedyNext(state: GameState): Action | null {
  if (isTerminal(state) || currentPlayer(state) < 0) return null;
  return new GreedyBot().chooseAction(state, legalActions(state));
}

export const humans = (state: GameState): SaveSeat[] => state.players.map((p) => ({ kind: 'human', name: p.name }));

export function toSave(game: PlayedUntil, seats: SaveSeat[] = humans(game.state)): GameToSave {
  return { options: game.state.options, seats, actions: [...game.actions], state: game.state };
}

/** A ticking clock: every call is one minute later (saves list newest first). */
export function fakeClock(start = Date.UTC(2025, 0, 2, 3, 4, 5)): () => string {
  let t = start;
  return () => new Date((t += 60_000)).toISOString();
}
