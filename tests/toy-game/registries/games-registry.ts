/**
 * The test build's src-shared/games/registry.ts (swapped in by toy-build.ts): the house's kits
 * plus the toy game's one line. The lookups are the house's, over this table; the unions
 * (GameId, SessionSetup...) stay the house's: the toy's values are cast where they cross them.
 */
import * as house from '../../../src-shared/games/registry';
import type { AnyGame } from '../../../src-shared/games/game';
import type { AnyGameKit } from '../../../src-shared/games/kit';
import { diceRaceKit } from '../dice-race/kit';

export * from '../../../src-shared/games/registry';

export const KITS = { ...house.KITS, 'dice-race': diceRaceKit } as unknown as typeof house.KITS;
const TABLE = KITS as unknown as Record<string, AnyGameKit>;

export const GAME_IDS = Object.keys(TABLE) as house.GameId[];
export const LOG_KEYS: readonly house.LogKey[] = [
  ...house.LOG_KEYS,
  ...(diceRaceKit.logKeys as readonly string[] as readonly house.LogKey[]),
];
export const GAMES: readonly AnyGame[] = GAME_IDS.map((id) => TABLE[id].game);

export function isGameId(id: unknown): id is house.GameId {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(TABLE, id);
}

export function findKit(id: string): AnyGameKit | undefined {
  return isGameId(id) ? TABLE[id] : undefined;
}

export function kitOf(id: string | undefined): AnyGameKit {
  const kit = findKit(id ?? house.DEFAULT_GAME);
  if (!kit) throw new Error(`unknown game "${String(id)}": one of ${GAME_IDS.join(', ')}`);
  return kit;
}

export function findGame(id: string): AnyGame | undefined {
  return findKit(id)?.game;
}

export function gameById(id: string): AnyGame {
  const game = findGame(id);
  if (!game) throw new Error(`unknown game "${id}": one of ${GAME_IDS.join(', ')}`);
  return game;
}
