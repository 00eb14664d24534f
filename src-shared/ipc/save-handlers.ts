/**
 * Serves the save messages of the contract from the session and the save slots. The
 * dispatcher validates every payload first (contract schemas) and calls these. Dialogs are
 * the host's business: the Electron main process passes `exportFile`/`importFile` (native
 * dialogs); the browser build passes none, so export answers with the text to download and
 * import takes the text the page read from the chosen file.
 */
import type { GameSession } from '../session/game-session';
import type { OpenedSlot, SaveSlots } from '../save/save-store';
import { SaveSlotError, reasonText, type SaveNotice } from '../save/save-problem';
import { saveVerifier } from '../save/save-file';
import { troubleOf } from '../save/save-error';
import type { SessionView } from '../session/types';
import type { ExportResult, ImportResult, SaveStatus } from './save-messages';
import { replayRecordHandler } from './replay-messages';
import type { MessageName, RequestOf, ResponseOf } from './contract';

export const SAVE_MESSAGES = [
  'listSaves',
  'saveAs',
  'loadSlot',
  'deleteSlot',
  'trashSlot',
  'restoreSlot',
  'exportSave',
  'importSave',
  'continueLast',
  'saveStatus',
  'retrySave',
  'replayRecord',
  'openSavesFolder',
] as const satisfies readonly MessageName[];
export type SaveMessageName = (typeof SAVE_MESSAGES)[number];

export type SaveHandlers = { [K in SaveMessageName]: (req: RequestOf<K>) => ResponseOf<K> | Promise<ResponseOf<K>> };

export interface SaveHost {
  /** Asks where to write the file (a native dialog) and writes it; the path, or null when canceled. */
  exportFile?(fileName: string, text: string): Promise<string | null>;
  /** Asks for a file (a native dialog) and reads it; its text, or null when canceled. */
  importFile?(): Promise<string | null>;
  /** Shows the saves folder in the file manager (the desktop app); null when opened, else why not. */
  openFolder?(): Promise<string | null>;
  /** Runs a slice of background work later (default: a 0 ms timer). */
  later?(work: () => void): void;
}

const defaultLater = (work: () => void) => void setTimeout(work, 0);

export function createSaveHandlers(session: GameSession, slots: SaveSlots, host: SaveHost = {}): SaveHandlers {
  const later = host.later ?? defaultLater;
  /** Messages for the player that are not errors (repairs on load, a failed background check). */
  const notices: SaveNotice[] = [];
  let verifying = 0;

  /**
   * The whole log of a save loaded from its snapshot is replayed from the start in the
   * background, in slices; a save that fails is marked damaged and the player is told.
   */
  const verifyLater = (opened: OpenedSlot) => {
    if (!opened.record.snapshot) return; // replayed from the start on load: already verified
    const run = ++verifying;
    const verifier = saveVerifier(opened.record);
    const step = () => {
      const r = verifier.step();
      if (r === null) return later(step);
      if (run === verifying) verifying = 0;
      if (!r.ok) {
        session.warn(`save ${opened.id} failed its full check: ${r.error}`);
        slots.markBroken(opened.id, opened.text, r.trouble);
        notices.push({ key: 'verifyFailed', ...r.trouble });
      }
    };
    later(step);
  };

  const restore = (opened: OpenedSlot): SessionView => {
    // A game slot is continued in place; a named save continues as a new game (the save stays as it was),
    // and so does a game whose file had actions left out on loading (the file is kept whole).
    const continuesGame = (opened.kind === 'game' || opened.kind === 'autosave') && !opened.truncated;
    const gameId = continuesGame && opened.gameId ? opened.gameId : slots.newGameId();
    if (continuesGame)
      slots.recorder.adopt(
        gameId,
        opened.id,
        opened.text,
        opened.record.actions.length,
        opened.record.snapshot?.actionCount ?? 0,
      );
    let view: SessionView;
    try {
      view = session.restore({ ...opened.record, id: gameId });
    } catch (e) {
      throw slots.markBroken(opened.id, opened.text, troubleOf(e), reasonText(e));
    }
    if (opened.notes.length) notices.push({ key: 'repaired', notes: [...opened.notes] });
    verifyLater(opened);
    return view;
  };

  const status = (): SaveStatus => {
    const s = slots.recorder.status;
    return { autosave: s, notices: [...notices.splice(0), ...slots.recorder.takeNotices()] };
  };

  return {
    listSaves: () => slots.list(),
    replayRecord: replayRecordHandler(session, slots),
    saveAs: ({ label }) => {
      const saved = session.saved();
      const state = session.state;
      if (!saved || !state) throw new SaveSlotError({ key: 'noGameToSave' });
      // The session's record as it is (its game id is the autosave's business), with a snapshot of now.
      const { id: _id, ...record } = saved;
      void _id;
      const snapshot = { actionCount: record.actions.length, state, stats: session.stats() };
      return slots.saveAs(label, { ...record, snapshot });
    },
    // Pending autosave writes finish first: the slot read is then complete.
    loadSlot: async ({ id }) => {
      await slots.recorder.flush();
      return restore(slots.open(id));
    },
    continueLast: async () => {
      await slots.recorder.flush();
      const id = slots.lastGameId();
      if (id === null) throw new SaveSlotError({ key: 'noUnfinishedGame' });
      return restore(slots.open(id));
    },
    deleteSlot: ({ id }) => {
      slots.remove(id);
      return slots.list();
    },
    trashSlot: async ({ id }) => {
      // The game in play is that slot's: it is closed (Continue must not open a deleted game);
      // its file is complete, so Undo gives it back to be continued from the save.
      const inPlay = session.saved();
      if (inPlay && slots.recorder.slotOf(inPlay.id) === id) session.close();
      await slots.trash(id);
      return slots.list();
    },
    restoreSlot: ({ id }) => {
      slots.restore(id);
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
        if (!host.importFile) throw new SaveSlotError({ key: 'noFileToImport' });
        const chosen = await host.importFile();
        if (chosen === null) return { kind: 'canceled' };
        content = chosen;
      }
      return { kind: 'imported', slot: slots.importText(content) };
    },
    saveStatus: () => status(),
    openSavesFolder: async () => {
      if (!host.openFolder) throw new SaveSlotError({ key: 'noSavesFolder' });
      const why = await host.openFolder();
      if (why) throw new SaveSlotError({ key: 'folderNotOpened', reason: 'ioFailed' }, why);
      return null;
    },
    retrySave: async () => {
      await slots.recorder.retry();
      return status();
    },
  };
}

/** Save messages where there is no storage: each answers with an error. */
export function noSaveHandlers(): SaveHandlers {
  const off = () => {
    throw new SaveSlotError({ key: 'savingUnavailable' });
  };
  const ok = (): SaveStatus => ({ autosave: { ok: true }, notices: [] });
  return {
    listSaves: () => [],
    replayRecord: off,
    saveAs: off,
    loadSlot: off,
    deleteSlot: off,
    trashSlot: off,
    restoreSlot: off,
    exportSave: off,
    importSave: off,
    continueLast: off,
    saveStatus: ok,
    retrySave: ok,
    openSavesFolder: off,
  };
}
