/**
 * A game is one kit: everything the house needs to host it, in one value per game
 * (src-shared/games/<id>/kit.ts), listed once in the registry (registry.ts). The generic
 * rooms (session, saves, IPC, bot runner, CLI, src-main) reach a game only through its kit.
 *
 * The type parameter `T` names the game's own types once; the registry builds the unions
 * the generic rooms see (any setup, any view, any log message) from the kits' `T`s.
 */
import type { z } from 'zod';
import type { Game } from './game';
import type { SessionGame } from '../session/game-plugin';
import type { BotKit } from '../bots/bot-kit';
import type { GameSaveRules } from './save-rules-shape';
import type { GameRecords } from '../records/game-records';
import type { GameCli } from './cli-shape';

/** The types a kit is about: its rules' types and those its session plugin adds. */
export interface KitTypes {
  state: unknown;
  action: { readonly type: string };
  event: unknown;
  /** The engine's options (what a record stores). */
  options: unknown;
  /** What `newGame` takes for this game (plain data: `game` names the kit, `seats` its seats). */
  setup: { game?: string; seats: readonly unknown[] };
  /** The session's running statistics per seat. */
  stats: unknown;
  /** The whole view the renderer is sent (plain data). */
  view: unknown;
  /** The messages of its log lines. */
  log: { key: string };
  /** What the start screen lists for it (tracks, card sets...): plain data, tagged with the game. */
  catalog: { game: string };
}

export interface GameKit<T extends KitTypes> {
  /** The game's id: its registry key, its Game's and its session plugin's. */
  readonly id: string;
  /** The rules (their options may be fewer than a record stores: Racepack's seed is kept beside them). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly game: Game<T['state'], T['action'], T['event'], any, any>;
  /** What the session needs to host it. */
  readonly session: SessionGame<
    T['state'],
    T['action'],
    T['event'],
    T['setup'],
    T['options'],
    T['stats'],
    T['view'],
    T['log']
  >;
  /** How many seats a game has: the setup schema and every host check this, nowhere else. */
  readonly seats: { readonly min: number; readonly max: number };
  /** A setup as it arrives over IPC (plain data), checked before the session sees it. */
  readonly setupSchema: z.ZodType<T['setup']>;
  /** A human's action as it arrives over IPC, checked before the rules see it. */
  readonly actionSchema: z.ZodType<T['action']>;
  /** Every key of its log messages (the renderer's catalogue test checks each has its wording). */
  readonly logKeys: readonly T['log']['key'][];
  /** What the start screen lists for it (the `gameCatalog` message). */
  catalog(): T['catalog'];

  /** The game's part in the save format (src-shared/games/<id>/save-rules.ts). */
  readonly saveRules: GameSaveRules;
  /** The game's bots, levels and specs, for the one bot runner (bots/bot-kit.ts). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly bots: BotKit<T['state'], T['action'], any>;
  /** What the records need of it: its finishes, the options shown, the setup to race again, the race summary. */
  readonly records: GameRecords;
  /** Its part of the command line: its part in the generic arena, its command-line plugin (cli-shape.ts). */
  readonly cli: GameCli;
}

/** Any kit, for generic code that does not care about the concrete types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameKit = GameKit<any>;

/** The types of a kit (the registry's unions are built from these). */
export type TypesOf<K> = K extends GameKit<infer T> ? T : never;
