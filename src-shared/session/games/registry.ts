import type { AnySessionGame, SessionGameId } from '../game-plugin';
import { automobilesSession } from '../../games/automobiles/session/automobiles-session';
import { racepackSession } from '../../games/racepack/session/racepack-session';

/** The games the session hosts, by id (a plain table: nothing registers itself on import). */
const SESSION_GAMES: Record<SessionGameId, AnySessionGame> = {
  automobiles: automobilesSession,
  racepack: racepackSession,
};

/** The plugin of a game id (absent: Automobiles, as in every setup and record before Racepack). */
export function sessionPluginOf(id: SessionGameId | undefined): AnySessionGame {
  const plugin = SESSION_GAMES[id ?? 'automobiles'];
  if (!plugin) throw new Error(`unknown game "${String(id)}"`);
  return plugin;
}
