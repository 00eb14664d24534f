import { createBrowserClient } from './browser-client';
import { createElectronClient } from './electron-client';
import type { GameClient } from './game-client';

/** Electron when the preload exposed window.api, otherwise the in-page session. */
export function createClient(): GameClient {
  if (typeof window !== 'undefined' && window.api) return createElectronClient(window.api);
  return createBrowserClient();
}
