import { MESSAGE_NAMES, type GameApi, type MessageName, type SessionUpdate } from '../../src-shared/ipc/contract';
import { createDispatcher } from '../../src-shared/ipc/dispatch';
import { GameSession } from '../../src-shared/session/game-session';
import type { SaveSink, SavedGame } from '../../src-shared/session/types';
import { InlineBotRunner, type BotRunner } from '../../src-shared/bots/bot-runner';
import { createWebBotRunner } from '../workers/web-bot-runner';
import type { GameClient } from './game-client';

/** Bots search in a Web Worker (the page stays responsive); inline slices where workers are unavailable. */
function botRunner(): BotRunner {
  if (typeof Worker !== 'undefined') {
    try {
      return createWebBotRunner();
    } catch (e) {
      console.warn(`bot worker unavailable (${(e as Error).message}); running bots in the page`);
    }
  }
  return new InlineBotRunner({ yieldNow: () => new Promise((r) => setTimeout(r, 0)) });
}

const STORAGE_KEY = 'automobiles.lastGame';

/** Autosave to localStorage so "Continue last game" survives a page reload. */
const localSink: SaveSink = {
  save(game: SavedGame) {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(game));
    } catch {
      /* storage full or disabled: the game goes on without autosave */
    }
  },
};

function loadSaved(): SavedGame | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as SavedGame;
    return saved?.format === 'automobiles-session' && saved.version === 1 ? saved : null;
  } catch {
    return null;
  }
}

/** Messages cross a copy, as over IPC: the page never shares objects with the session. */
const copy = <T>(x: T): T => (x === undefined ? x : (structuredClone(x) as T));

/**
 * The plain-browser client: the same GameSession runs in the page, behind the same
 * contract; every message is validated with the contract's schemas by the dispatcher.
 */
export function createBrowserClient(options: { storage?: boolean } = {}): GameClient {
  const useStorage = options.storage ?? true;
  const session = new GameSession({ bots: botRunner(), save: useStorage ? localSink : undefined, warn: (m) => console.warn(`[session] ${m}`) });
  if (useStorage) {
    const saved = loadSaved();
    if (saved) {
      try {
        session.restore(saved);
      } catch (e) {
        console.warn(`could not continue the saved game: ${(e as Error).message}`);
        localStorage.removeItem(STORAGE_KEY);
      }
    }
  }
  const dispatch = createDispatcher(session);
  const call = (name: MessageName) => async (payload?: unknown) => copy(await dispatch(name, copy(payload)));
  const api = {} as Record<string, unknown>;
  for (const name of MESSAGE_NAMES) api[name] = call(name);
  api.onUpdate = (listener: (u: SessionUpdate) => void) => session.onUpdate((u) => listener(copy(u)));
  const client = api as unknown as GameApi;
  return Object.assign(client, { kind: 'browser' as const });
}
