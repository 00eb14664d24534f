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
import { createSaveHandlers } from '../../src-shared/ipc/save-handlers';
import { SaveSlots } from '../../src-shared/save/save-store';
import { MemorySaveStore } from '../../src-shared/save/memory-save-store';
import { autosaveSink } from '../../src-shared/save/session-save';
import { BrowserSaveStore } from './browser-save-store';
import { InlineBotRunner, type BotRunner } from '../../src-shared/bots/bot-runner';
import { createWebBotRunner } from '../workers/web-bot-runner';
import { plainCopy } from '../../src-shared/ipc/plain-data';
import type { GameClient } from './game-client';

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

/** Save slots in localStorage (or in memory where the page may not store anything). */
function saveSlots(useStorage: boolean): SaveSlots {
  let store: BrowserSaveStore | MemorySaveStore = new MemorySaveStore();
  if (useStorage) {
    try {
      store = new BrowserSaveStore(localStorage);
      store.list();
    } catch (e) {
      console.warn(`saves stay in memory: localStorage is unavailable (${(e as Error).message})`);
      store = new MemorySaveStore();
    }
  }
  const slots = new SaveSlots(store, { now: () => new Date().toISOString() });
  // A deletion not taken back before the page closed stands.
  slots.emptyTrash();
  return slots;
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
  const slots = saveSlots(options.storage ?? true);
  const session: GameSession = new GameSession({
    bots: botRunner(),
    save: autosaveSink(slots, () => session.state),
    warn: (m) => console.warn(`[session] ${m}`),
    newSeed: () => crypto.getRandomValues(new Uint32Array(1))[0] >>> 1,
    newId: () => crypto.randomUUID(),
    now: () => new Date().toISOString(),
  });
  const dispatch = createDispatcher(session, createSaveHandlers(session, slots));
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
