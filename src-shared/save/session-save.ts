/**
 * The glue between the GameSession and the save slots: the session's autosave hook is the
 * slots' recorder (each game in its own slot); a slot opened for loading gives the session's
 * record itself (SaveSlots.open), and a named save writes it (SaveSlots.saveAs).
 */
import type { GameData } from '../session/types';
import type { SaveSink } from '../session/types';
import type { SaveSlots } from './save-store';

/**
 * The session's autosave hook: every game is written into its own slot (appending actions,
 * with periodic full rewrites). `_state` is no longer needed (the hook is told the live
 * state with every change) and is kept so the hosts' wiring stays as it is.
 */
export function autosaveSink(slots: SaveSlots, _state?: () => GameData | null): SaveSink {
  void _state;
  return slots.recorder;
}
