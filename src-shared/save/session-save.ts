/**
 * The glue between the GameSession and the save slots: the session's autosave hook is the
 * slots' recorder (each game in its own slot); a slot opened for loading gives the session's
 * record itself (SaveSlots.open).
 */
import type { GameState } from '../games/automobiles';
import type { SaveSink, SavedGame } from '../session/types';
import type { GameToSave, SaveSlots } from './save-store';

/** The game to write into a named slot, from the session's record and its live state. */
export function gameToSave(game: SavedGame, state: GameState, stats?: GameToSave['stats']): GameToSave {
  // An Automobiles record's options are its state's; another game's record holds its own (with the seed).
  const options = game.game && game.game !== 'automobiles' ? game.options : state.options;
  return {
    ...(game.game && game.game !== 'automobiles' ? { game: game.game } : {}),
    options,
    seats: game.seats,
    actions: game.actions,
    state,
    ...(stats ? { stats } : {}),
  };
}

/**
 * The session's autosave hook: every game is written into its own slot (appending actions,
 * with periodic full rewrites). `_state` is no longer needed (the hook is told the live
 * state with every change) and is kept so the hosts' wiring stays as it is.
 */
export function autosaveSink(slots: SaveSlots, _state?: () => GameState | null): SaveSink {
  void _state;
  return slots.recorder;
}
