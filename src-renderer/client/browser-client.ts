import {
  MESSAGE_NAMES,
  type GameApi,
  type MessageName,
  type Reply,
  type WireUpdate,
} from '../../src-shared/ipc/contract';
import { ViewEncoder } from '../../src-shared/session/view-patch';
import type { SessionView } from '../../src-shared/session/types';
import { decodedUpdates } from './update-decoder';
import { createDispatcher } from '../../src-shared/ipc/dispatch';
import { GameSession } from '../../src-shared/session/game-session';
import { createSaveHandlers, type SaveHandlers } from '../../src-shared/ipc/save-handlers';
import type { SaveStatus } from '../../src-shared/ipc/save-messages';
import { SaveSlots } from '../../src-shared/save/save-store';
import { MemorySaveStore } from '../../src-shared/save/memory-save-store';
import { autosaveSink } from '../../src-shared/save/session-save';
import { BrowserSaveStore } from './browser-save-store';
import { TabGuardedSaveStore, TabOwnership } from './tab-ownership';
import { InlineBotRunner, type BotRunner } from '../../src-shared/bots/bot-runner';
import { createWebBotRunner } from '../workers/web-bot-runner';
import { plainCopy } from '../../src-shared/ipc/plain-data';
import type { GameClient } from './game-client';
import { createRecordHandlers } from '../../src-shared/ipc/record-messages';
import { MemoryRecordsStorage, RecordBook, type RecordsStorage } from '../../src-shared/records/record-book';
import { recordFinishes } from '../../src-shared/records/record-finishes';
import { BrowserRecordsStorage } from './browser-records-storage';

/**
 * Bots search in a Web Worker (the page stays responsive), replaced when it crashes or hangs;
 * inline slices where workers are unavailable or keep failing.
 */
function botRunner(): BotRunner {
  const inline = new InlineBotRunner({ yieldNow: () => new Promise((r) => setTimeout(r, 0)) });
  if (typeof Worker === 'undefined') return inline;
  return createWebBotRunner({
    fallback: inline,
    onFault: (reason) => console.warn(`[bots] ${reason}; the worker was replaced`),
  });
}

/**
 * Save slots in localStorage (or in memory where the page may not store anything). A game's
 * slot is written only by the tab that has the game open (tab-ownership.ts).
 */
function saveSlots(useStorage: boolean): { slots: SaveSlots; tabs: TabOwnership | null } {
  let store: TabGuardedSaveStore | MemorySaveStore = new MemorySaveStore();
  let tabs: TabOwnership | null = null;
  if (useStorage) {
    try {
      tabs = new TabOwnership(localStorage, { tabId: crypto.randomUUID(), window });
      store = new TabGuardedSaveStore(new BrowserSaveStore(localStorage), tabs);
      store.list();
    } catch (e) {
      console.warn(`saves stay in memory: localStorage is unavailable (${(e as Error).message})`);
      store = new MemorySaveStore();
      tabs = null;
    }
  }
  const slots = new SaveSlots(store, {
    now: () => new Date().toISOString(),
    warn: (m) => console.warn(`[saves] ${m}`),
  });
  // A deletion not taken back before the page closed stands.
  slots.emptyTrash();
  if (tabs) {
    // Opening a game's slot (Continue, Load) opens it in this tab: another tab that had it stops saving it.
    const recorder = slots.recorder;
    const adopt = recorder.adopt.bind(recorder);
    const owner = tabs;
    recorder.adopt = (gameId, slot, text, actionCount, snapshotAt) => {
      owner.claim(slot);
      adopt(gameId, slot, text, actionCount, snapshotAt);
    };
  }
  return { slots, tabs };
}

/**
 * The save handlers, told about the tabs: while another tab has this tab's game open, the
 * autosave status says so (the banner shows at once), and Retry takes the game over here by
 * opening it again from its save (this tab's moves since the other tab opened it are not saved).
 */
function guardedHandlers(session: GameSession, slots: SaveSlots, tabs: TabOwnership): SaveHandlers {
  const handlers = createSaveHandlers(session, slots);
  const lostSlot = (): string | null => {
    const id = session.saved()?.id;
    const slot = id ? slots.recorder.slotOf(id) : null;
    return slot && tabs.lost(slot) ? slot : null;
  };
  const elsewhere = (s: SaveStatus): SaveStatus =>
    lostSlot() ? { ...s, autosave: { ok: false, error: { key: 'openElsewhere' } } } : s;
  return {
    ...handlers,
    saveStatus: async (req) => elsewhere(await handlers.saveStatus(req)),
    retrySave: async (req) => {
      const slot = lostSlot();
      if (slot === null) return handlers.retrySave(req);
      await handlers.loadSlot({ id: slot });
      // Saved again whole from here (this also clears the failures of the writes refused meanwhile).
      return elsewhere(await handlers.retrySave(req));
    },
  };
}

/** The record book's files: localStorage when the page may use it, else memory. */
function recordsStorage(useStorage: boolean): RecordsStorage {
  try {
    if (useStorage) return new BrowserRecordsStorage(localStorage);
  } catch {
    /* localStorage is off (a sandboxed page): the records live for this visit */
  }
  return new MemoryRecordsStorage();
}

/** Messages cross a copy, as over IPC: the page never shares objects with the session. */
const copy = <T>(x: T): T => (x === undefined ? x : (structuredClone(x) as T));
/** A request is made plain data first (a store's reactive setup cannot be cloned), then copied like IPC does. */
const request = <T>(x: T): T => copy(x === undefined ? x : plainCopy(x));

/**
 * The plain-browser client: the same GameSession runs in the page, behind the same
 * contract; every message is validated with the contract's schemas by the dispatcher.
 */
export function createBrowserClient(options: { storage?: boolean } = {}): GameClient {
  // Autosave after every change into the autosave slot; "Continue" (continueLast) resumes it.
  const { slots, tabs } = saveSlots(options.storage ?? true);
  const session: GameSession = new GameSession({
    bots: botRunner(),
    save: autosaveSink(slots),
    warn: (m) => console.warn(`[session] ${m}`),
    newSeed: () => crypto.getRandomValues(new Uint32Array(1))[0] >>> 1,
    newId: () => crypto.randomUUID(),
    now: () => new Date().toISOString(),
  });
  // Profiles and records beside the saves in localStorage; a finish is recorded as the session announces it.
  const book = new RecordBook(recordsStorage(options.storage ?? true), {
    now: () => new Date().toISOString(),
    newId: () => crypto.randomUUID(),
    warn: (m) => console.warn(`[records] ${m}`),
  });
  recordFinishes(
    session,
    book,
    () => new Date().toISOString(),
    (m) => console.warn(`[records] ${m}`),
  );
  const dispatch = createDispatcher(
    session,
    tabs ? guardedHandlers(session, slots, tabs) : createSaveHandlers(session, slots),
    createRecordHandlers(book),
  );
  const call = (name: MessageName) => async (payload?: unknown) => copy(await dispatch(name, request(payload)));
  const api = {} as Record<string, unknown>;
  for (const name of MESSAGE_NAMES) api[name] = call(name);
  // Updates cross as they would over IPC: a whole view once, then patches, copied, then decoded.
  api.onUpdate = decodedUpdates(
    (listener: (w: WireUpdate) => void) => {
      const encoder = new ViewEncoder(); // one per subscriber: each keeps the view it last sent
      return session.onUpdate((u) => listener(copy(encoder.encode(u))));
    },
    () => dispatch('getView', undefined) as Promise<Reply<SessionView | null>>,
  );
  const client = api as unknown as GameApi;
  return Object.assign(client, { kind: 'browser' as const });
}
