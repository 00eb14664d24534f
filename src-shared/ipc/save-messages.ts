/**
 * The save messages of the IPC contract: request schemas and response types (the contract
 * table in contract.ts lists them with the other messages).
 */
import { z } from 'zod';
import { MAX_SAVE_CHARS, isSlotId, type GoodSlot, type SlotInfo } from '../save/save-store';
import type { AutosaveStatus } from '../save/game-recorder';
import type { SaveNotice } from '../save/save-problem';

export type { GoodSlot, SlotInfo };

export const slotIdSchema = z.strictObject({
  id: z.string().refine(isSlotId, 'not a save slot id'),
});

export const saveAsSchema = z.strictObject({
  label: z.string().trim().min(1, 'a save needs a name').max(60),
});

/**
 * With `text`: import that file text. Without (Electron): the main process asks for a file.
 * A text somewhat over the save limit still arrives, so that the slots refuse it in words.
 */
export const importSaveSchema = z.strictObject({
  text: z
    .string()
    .max(MAX_SAVE_CHARS * 4)
    .optional(),
});

/**
 * An exported save: the text and a file name for the renderer to offer as a download
 * (browser build), a file written where the player chose (Electron), or canceled.
 */
export type ExportResult =
  { kind: 'download'; fileName: string; text: string } | { kind: 'file'; path: string } | { kind: 'canceled' };

export type ImportResult = { kind: 'imported'; slot: GoodSlot } | { kind: 'canceled' };

/** The autosave's state (a failed write shows a banner) and messages for the player (read once). */
export interface SaveStatus {
  autosave: AutosaveStatus;
  notices: SaveNotice[];
}
