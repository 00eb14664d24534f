/**
 * Serves the save messages of the contract from the session and the save slots. The
 * dispatcher validates every payload first (contract schemas) and calls these. Dialogs are
 * the host's business: the Electron main process passes `exportFile`/`importFile` (native
 * dialogs); the browser build passes none, so export answers with the text to download and
 * import takes the text the page read from the chosen file.
 */
import type { GameSession } from '../session/game-session';
import { SaveSlotError, type LoadedSlot, type SaveSlots } from '../save/save-store';
import { gameToSave, sessionGameOf } from '../save/session-save';
import type { GameView } from '../session/view-types';
import type { ExportResult, ImportResult } from './save-messages';
import { replayRecordHandler } from './replay-messages';
import type { MessageName, RequestOf, ResponseOf } from './contract';

export const SAVE_MESSAGES = ['listSaves', 'saveAs', 'loadSlot', 'deleteSlot', 'exportSave', 'importSave', 'continueLast', 'replayRecord'] as const satisfies readonly MessageName[];
export type SaveMessageName = (typeof SAVE_MESSAGES)[number];

export type SaveHandlers = { [K in SaveMessageName]: (req: RequestOf<K>) => ResponseOf<K> | Promise<ResponseOf<K>> };

export interface SaveHost {
  /** Asks where to write the file (a native dialog) and writes it; the path, or null when canceled. */
  exportFile?(fileName: string, text: string): Promise<string | null>;
  /** Asks for a file (a native dialog) and reads it; its text, or null when canceled. */
  importFile?(): Promise<string | null>;
}

export function createSaveHandlers(session: GameSession, slots: SaveSlots, host: SaveHost = {}): SaveHandlers {
  let restored = 0;
  const restore = (loaded: LoadedSlot): GameView => session.restore(sessionGameOf(loaded.save, `${loaded.info.id}-${++restored}`, loaded.info.savedAt ?? ''));

  return {
    listSaves: () => slots.list(),
    replayRecord: replayRecordHandler(session, slots),
    saveAs: ({ label }) => {
      const game = session.saved();
      const state = session.state;
      if (!game || !state) throw new SaveSlotError('There is no game in progress to save.');
      return slots.saveAs(label, gameToSave(game, state));
    },
    loadSlot: ({ id }) => restore(slots.load(id)),
    continueLast: () => restore(slots.continueLast()),
    deleteSlot: ({ id }) => {
      slots.remove(id);
      return slots.list();
    },
    exportSave: async ({ id }): Promise<ExportResult> => {
      const { fileName, text } = slots.exportText(id);
      if (!host.exportFile) return { kind: 'download', fileName, text };
      const path = await host.exportFile(fileName, text);
      return path ? { kind: 'file', path } : { kind: 'canceled' };
    },
    importSave: async ({ text }): Promise<ImportResult> => {
      let content = text;
      if (content === undefined) {
        if (!host.importFile) throw new SaveSlotError('No file was given to import.');
        const chosen = await host.importFile();
        if (chosen === null) return { kind: 'canceled' };
        content = chosen;
      }
      return { kind: 'imported', slot: slots.importText(content) };
    },
  };
}

/** Save messages where there is no storage: each answers with an error. */
export function noSaveHandlers(): SaveHandlers {
  const off = () => {
    throw new SaveSlotError('Saving is not available here.');
  };
  return { listSaves: () => [], replayRecord: off, saveAs: off, loadSlot: off, deleteSlot: off, exportSave: off, importSave: off, continueLast: off };
}
