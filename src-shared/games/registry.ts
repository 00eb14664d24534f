/**
 * Every game of the house, by id: one line per game (no registry filled by import side
 * effects). Generic code (session, saves, IPC, CLI, arena) looks a game's kit up here by the id
 * a setup, a save or a flag names, and sees the games' types only as the unions built below.
 */
import type { AnyGame } from './game';
import type { AnyGameKit, TypesOf } from './kit';
import type { NoticeMessage } from '../session/log-types';
import { NOTICE_KEYS } from '../session/log-types';
import { automobilesKit } from './automobiles/kit';
import { racepackKit } from './racepack/kit';

/** The kits, by id. The first is the game of a setup or record that names none (every one before Racepack). */
export const KITS = {
  automobiles: automobilesKit,
  racepack: racepackKit,
} as const;

export type GameId = keyof typeof KITS;
export const GAME_IDS = Object.keys(KITS) as GameId[];
/** The game of a setup or record that names none. */
export const DEFAULT_GAME: GameId = 'automobiles';

for (const id of GAME_IDS) {
  const kit = KITS[id];
  if (kit.id !== id || kit.game.id !== id || kit.session.id !== id)
    throw new Error(`kit "${id}" is registered under another id`);
}

type Kit = (typeof KITS)[GameId];
type Each<F extends keyof TypesOf<Kit>> = { [K in GameId]: TypesOf<(typeof KITS)[K]>[F] }[GameId];

/** A setup of any game (what `newGame` takes). */
export type SessionSetup = Each<'setup'>;
/** A view of any game (a Racepack view says `game: 'racepack'`). */
export type SessionView = Each<'view'>;
/** An action of any game. */
export type SessionAction = Each<'action'>;
/** What any game's start screen lists (tagged with its game). */
export type GameCatalog = Each<'catalog'>;
/** Every message a session log line can carry: any game's, or the session's notices. */
export type LogMessage = Each<'log'> | NoticeMessage;
export type LogKey = LogMessage['key'];

/** Every log key, listed once (the catalogue test checks each has its wording). */
export const LOG_KEYS: readonly LogKey[] = [...GAME_IDS.flatMap((id) => KITS[id].logKeys), ...NOTICE_KEYS];

/** Every game's rules. */
export const GAMES: readonly AnyGame[] = GAME_IDS.map((id) => KITS[id].game);

export function isGameId(id: unknown): id is GameId {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(KITS, id);
}

/** The kit of a game id, or undefined. */
export function findKit(id: string): AnyGameKit | undefined {
  return isGameId(id) ? KITS[id] : undefined;
}

/** The kit of a game id (absent: the default game); throws naming the known ids. */
export function kitOf(id: string | undefined): AnyGameKit {
  const kit = findKit(id ?? DEFAULT_GAME);
  if (!kit) throw new Error(`unknown game "${String(id)}": one of ${GAME_IDS.join(', ')}`);
  return kit;
}

/** The game with this id, or undefined. */
export function findGame(id: string): AnyGame | undefined {
  return findKit(id)?.game;
}

/** The game with this id; throws naming the known ids. */
export function gameById(id: string): AnyGame {
  const game = findGame(id);
  if (!game) throw new Error(`unknown game "${id}": one of ${GAME_IDS.join(', ')}`);
  return game;
}
