/**
 * The replay message of the IPC contract: a game's options, seats and every action, for the
 * renderer's replay viewer to rebuild any moment by replaying them through the engine.
 * From a save slot (`id`), or the game in the session now (no `id`: a race just finished).
 */
import { z } from 'zod';
import type { GameId } from '../games/registry';
import type { GameSession } from '../session/game-session';
import type { GameData, Seat } from '../session/types';
import { isSlotId, type SaveSlots } from '../save/save-store';
import { SaveSlotError, type SlotLabel } from '../save/save-problem';

export const replayRecordSchema = z.strictObject({
  id: z.string().refine(isSlotId, 'not a save slot id').optional(),
});

/** Plain data (it crosses IPC): what a replay needs and nothing else. */
export interface ReplayRecord {
  /** The save's name; absent for the game in the session now (the catalogue words it). */
  label?: SlotLabel;
  /** The game played (absent: the registry's default game). */
  game?: GameId;
  /** The game in the session now: the view version the record was read at. */
  version?: number;
  /** The game's full options (with the seed), as its record stores them (its kit's type). */
  options: GameData;
  seats: Seat[];
  actions: GameData[];
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
    if (!game) throw new SaveSlotError({ key: 'noGameToReplay' });
    // The record's options are the game's full options now (its plugin's `optionsOf`).
    return {
      ...(game.game ? { game: game.game } : {}),
      version: session.getView()?.version ?? 0,
      options: copy(game.options),
      seats: copy(game.seats),
      actions: copy(game.actions),
    };
  };
}
