import type { SessionView } from '../../src-shared/session/types';
import type { GameClient } from '../client/game-client';

/** Silence (ms) while a bot is to move after which the store asks the session for the view. */
export const WATCHDOG_SILENCE_MS = 6000;

/**
 * While a bot is to move and nothing has arrived for a while, ask for the view: the session
 * restarts a bot loop that stopped (its getView is a watchdog), and a newer view is passed on.
 */
export function startBotWatchdog(deps: {
  client: () => GameClient | null;
  /** The view on screen, of any game: whether it is over and whether a bot is thinking. */
  view: () => { over: boolean; thinking?: boolean } | null;
  /** When the last update arrived. */
  lastHeard: () => number;
  heard: () => void;
  /** A fresh view for the game on screen (the store shows it if nothing is queued). */
  fresh: (v: SessionView) => void;
}): () => void {
  const timer = setInterval(() => {
    const v = deps.view();
    const client = deps.client();
    if (!client || !v || v.over || !v.thinking || Date.now() - deps.lastHeard() < WATCHDOG_SILENCE_MS) return;
    deps.heard();
    client
      .getView()
      .then((r) => {
        if (r.ok && r.data) deps.fresh(r.data);
      })
      .catch(() => {});
  }, WATCHDOG_SILENCE_MS / 2);
  return () => clearInterval(timer);
}
