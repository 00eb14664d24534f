/**
 * What the main process serves, put together in one place: the game session (it autosaves
 * into the save slots) behind the IPC handlers. src-main/index.ts calls this with the real
 * window, save folder and bot worker; tests/unit/main runs the same function with a fake
 * ipcMain and webContents (the Electron binary is not there).
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { WebContents } from 'electron';
import type { BotRunner } from '../src-shared/bots/bot-runner';
import { createSaveHandlers, type SaveHost } from '../src-shared/ipc/save-handlers';
import { SaveSlots, type SaveStore } from '../src-shared/save/save-store';
import { autosaveSink } from '../src-shared/save/session-save';
import { GameSession } from '../src-shared/session/game-session';
import { registerIpcHandlers } from './ipc-handlers';
import { createRecordHandlers } from '../src-shared/ipc/record-messages';
import { MemoryRecordsStorage, RecordBook, type RecordsStorage } from '../src-shared/records/record-book';
import { recordFinishes } from '../src-shared/records/record-finishes';

export interface MainServicesOptions {
  /** Where the save slots live (<userData>/saves in the app). */
  store: SaveStore;
  bots: BotRunner;
  /** The main window's webContents, or null while there is none. */
  target: () => WebContents | null;
  /** Is this URL our renderer page? Only it may send messages. */
  isAppUrl: (url: string) => boolean;
  /** Where the profiles and records live (<userData>/records in the app; in memory when absent). */
  records?: RecordsStorage;
  /** Native export/import dialogs. */
  saveHost?: SaveHost;
  /** The clock (ISO strings) for save records; tests pass a fixed one. */
  now?: () => string;
  log?: (message: string) => void;
}

export interface MainServices {
  session: GameSession;
  slots: SaveSlots;
  /** The profiles and the records of every finished race, season and series. */
  book: RecordBook;
  /** Finishes the queued save writes, then removes the IPC handlers and stops the bots (quit). */
  stop(): Promise<void>;
}

export function startMainServices(opts: MainServicesOptions): MainServices {
  const now = opts.now ?? (() => new Date().toISOString());
  const log = opts.log ?? ((m: string) => console.warn(m));
  const slots = new SaveSlots(opts.store, { now, warn: (m) => log(`[saves] ${m}`) });
  // A deletion not taken back before the app closed stands.
  slots.emptyTrash();
  const session: GameSession = new GameSession({
    bots: opts.bots,
    newSeed: () => randomInt(2 ** 31),
    newId: () => randomUUID(),
    now,
    warn: (m) => log(`[session] ${m}`),
    save: autosaveSink(slots),
  });
  const book = new RecordBook(opts.records ?? new MemoryRecordsStorage(), {
    now,
    newId: () => randomUUID(),
    warn: (m) => log(`[records] ${m}`),
  });
  const stopRecording = recordFinishes(session, book, now, (m) => log(`[records] ${m}`));
  const unregister = registerIpcHandlers({
    session,
    target: opts.target,
    isAppUrl: opts.isAppUrl,
    log: (m) => log(`[ipc] ${m}`),
    saves: createSaveHandlers(session, slots, opts.saveHost),
    records: createRecordHandlers(book, opts.saveHost),
  });
  return {
    session,
    slots,
    book,
    async stop() {
      unregister();
      stopRecording();
      try {
        await slots.recorder.flush();
      } finally {
        session.dispose();
      }
    },
  };
}
