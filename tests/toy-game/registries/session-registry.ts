/**
 * The test build's src-shared/session/games/registry.ts (swapped in by toy-build.ts): the
 * house's session plugins plus the toy game's one line.
 */
import type { AnySessionGame, SessionGameId } from '../../../src-shared/session/game-plugin';
import * as house from '../../../src-shared/session/games/registry';
import { diceRaceSession } from '../dice-race';

export * from '../../../src-shared/session/games/registry';

export function sessionPluginOf(id: SessionGameId | undefined): AnySessionGame {
  return (id as string) === diceRaceSession.id ? diceRaceSession : house.sessionPluginOf(id);
}
