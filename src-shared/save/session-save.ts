/**
 * The glue between the GameSession and the save slots: the session's autosave hook writes
 * the autosave slot, and a loaded slot becomes what session.restore takes.
 */
import type { GameState } from '../engine';
import type { SaveSink, SavedGame, Seat } from '../session/types';
import type { SaveFile } from './save-file';
import type { GameToSave, SaveSlots } from './save-store';

/** The game to write, from the session's saved record and its live state. */
export function gameToSave(game: SavedGame, state: GameState): GameToSave {
  return { options: state.options, seats: game.setup.seats, actions: game.actions, state };
}

/**
 * The session's autosave hook: after every change (new game, action, bot action, undo,
 * restore) the whole game is written to the autosave slot. `state` is the session's live
 * state (the hook's record has the actions, the state has the engine's full options).
 */
export function autosaveSink(slots: SaveSlots, state: () => GameState | null): SaveSink {
  return {
    save(game: SavedGame) {
      const s = state();
      if (s) slots.autosave(gameToSave(game, s));
    },
  };
}

/** What session.restore takes, from a loaded save (the engine options come along in full). */
export function sessionGameOf(save: SaveFile, id: string, savedAt: string): SavedGame {
  const o = save.options;
  const seats: Seat[] = save.seats.map((s) => (s.kind === 'bot' ? { kind: 'bot', name: s.name, level: s.level } : { kind: 'human', name: s.name }));
  return {
    format: 'automobiles-session',
    version: 1,
    id,
    setup: {
      seats,
      track: o.track,
      laps: o.laps,
      cards: o.cards,
      variants: { ...o.variants },
      seed: o.seed,
      drivers: o.drivers,
      expansionCards: o.expansionCards,
      season: o.solo ? null : o.season ? { tracks: [...o.season.tracks] } : null,
      seatOneStarts: o.seatOneStarts ?? true,
      ...(o.solo ? { solo: true } : {}),
      ...(o.fuelMixture ? { fuelMixture: true } : {}),
    },
    actions: save.actions.map((a) => ({ ...a })),
    savedAt,
    options: JSON.parse(JSON.stringify(o)) as SaveFile['options'],
  };
}
