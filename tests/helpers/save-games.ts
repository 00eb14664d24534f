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
import { GreedyBot } from '../../src-shared/games/automobiles/bots/greedy-bot';
import { newRecord, saveFileOf, type SaveFile, type SaveMeta, type SaveSeat } from '../../src-shared/save';
import type { SaveGameId } from '../../src-shared/save/save-rules';
import type { GameRecord } from '../../src-shared/session/types';
import type { PlayerStats } from '../../src-shared/games/automobiles/kit';

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

/** A played game's record, with a snapshot after its last action (as a session saves it). */
export function toSave(game: PlayedUntil, seats: SaveSeat[] = humans(game.state)): GameRecord {
  return {
    options: game.state.options,
    seats,
    actions: [...game.actions],
    snapshot: { actionCount: game.actions.length, state: game.state },
  };
}

/**
 * A save file of a game's options and actions (tests build files the app would write):
 * the options normalized and the seats defaulted by the game's save rules, with a snapshot
 * of `state` (the state after the actions) when given.
 */
export function saveOfGame(
  options: unknown,
  actions: readonly unknown[] = [],
  meta: SaveMeta = {},
  state?: unknown,
  extras: { seats?: readonly SaveSeat[]; gameId?: string; game?: SaveGameId; stats?: PlayerStats[] } = {},
): SaveFile {
  const record = newRecord(extras.game, options, extras.seats);
  record.actions = actions.map((a) => ({ ...(a as Action) }));
  if (state !== undefined)
    record.snapshot = {
      actionCount: actions.length,
      state: JSON.parse(JSON.stringify(state)) as GameState,
      ...(extras.stats ? { stats: extras.stats } : {}),
    };
  return saveFileOf(record, { ...meta }, extras.gameId);
}

/** A ticking clock: every call is one minute later (saves list newest first). */
export function fakeClock(start = Date.UTC(2025, 0, 2, 3, 4, 5)): () => string {
  let t = start;
  return () => new Date((t += 60_000)).toISOString();
}
