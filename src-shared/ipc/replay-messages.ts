/**
 * The replay message of the IPC contract: a game's options, seats and every action, for the
 * renderer's replay viewer to rebuild any moment by replaying them through the engine.
 * From a save slot (`id`), or the game in the session now (no `id`: a race just finished).
 */
import { z } from 'zod';
import type { Action, GameOptions } from '../games/automobiles';
import type { GameSession } from '../session/game-session';
import type { Seat } from '../session/types';
import type { SessionGameId } from '../session/game-plugin';
import { isSlotId, type SaveSlots } from '../save/save-store';
import { SaveSlotError } from '../save/save-problem';

export const replayRecordSchema = z.strictObject({
  id: z.string().refine(isSlotId, 'not a save slot id').optional(),
});

/** Plain data (it crosses IPC): what a replay needs and nothing else. */
export interface ReplayRecord {
  /** The save's name; absent for the game in the session now (the catalogue words it). */
  label?: string;
  /** The game played (absent: Automobiles); a Racepack record holds its own options. */
  game?: SessionGameId;
  /** The game in the session now: the view version the record was read at. */
  version?: number;
  options: GameOptions;
  seats: Seat[];
  actions: Action[];
}

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

export function replayRecordHandler(session: GameSession, slots: SaveSlots | null) {
  return ({ id }: { id?: string }): ReplayRecord => {
    if (id !== undefined) {
      if (!slots) throw new SaveSlotError({ key: 'savingUnavailable' });
      const { save, info } = slots.load(id);
      return {
        label: info.label,
        ...(save.game ? { game: save.game } : {}),
        options: copy(save.options),
        seats: copy(save.seats),
        actions: copy(save.actions),
      };
    }
    const game = session.saved();
    const state = session.state;
    if (!game) throw new SaveSlotError({ key: 'noGameToReplay' });
    // Automobiles keeps the engine's full options in its state; other games' records carry theirs.
    const options = state ? state.options : game.options;
    return {
      ...(game.game ? { game: game.game } : {}),
      version: session.getView()?.version ?? 0,
      options: copy(options),
      seats: copy(game.seats),
      actions: copy(game.actions),
    };
  };
}
