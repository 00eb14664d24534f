/**
 * What the arena needs of each game beyond the Game interface and its bot kit: the options of
 * one arena game, the rounds it played and its finish order. Everything else (seat rotation,
 * the bots named in a line-up, the play loop, the statistics) is the same code for every game;
 * the games themselves are the CLI's one table (cli-games.ts).
 */
import type { Bot } from '../src-shared/bots/bot';
import type { AnyBotKit } from '../src-shared/bots/bot-kit';
import { botKitOf } from '../src-shared/bots/bot-kits';
import type { AnyGame } from '../src-shared/games/game';
import { gameById } from '../src-shared/games/registry';
import { CLI_GAMES, cliGameIds } from './cli-games';

export interface ArenaSetup {
  seed: number;
  players: number;
  track?: string;
  laps?: number;
  thinkMs?: number;
  /** A season of this many races (3-5) per arena game (the games whose arena takes --season). */
  season?: number;
  /** The pit lane (the games whose arena takes --pit-lane). */
  pitLane?: boolean;
}

/** Arena flags that only some games take (Automobiles' seasons, Racepack's pit lane). */
export type ArenaFlag = 'season' | 'pit-lane';

/** A game's own part of the arena (cli-games.ts has one per game). */
export interface ArenaRules {
  /** The arena flags of this game. */
  flags: readonly ArenaFlag[];
  /** Where its games are played when no --track is given (the arena's summary line). */
  where: string;
  options(setup: ArenaSetup): unknown;
  /** Rounds played (for thinking time per own turn). */
  rounds(state: unknown): number;
  /** Seats, winner first (a season: the champion's standings). */
  finishOrder(state: unknown): number[];
}

export interface ArenaGameSpec extends ArenaRules {
  game: AnyGame;
  kit: AnyBotKit;
  /** Bot names for the usage text. */
  bots: string;
  /** Throws naming a bad bot name. */
  checkBot(name: string, thinkMs?: number): void;
  /** The bot `name` in `seat`; its own chance seeded by `botSeed` (default: from the arena seed and the seat). */
  bot(name: string, seat: number, setup: ArenaSetup, botSeed?: number): Bot<unknown, { readonly type: string }>;
}

/** The arena view of a game of the CLI's table: its rules from the registry, its bots from its kit. */
function arenaSpec(id: string): ArenaGameSpec {
  const kit = botKitOf(id);
  return {
    game: gameById(id),
    kit,
    ...CLI_GAMES[id].arena,
    bots: kit.botNames,
    checkBot: (name, thinkMs) => void kit.parseSpec(name, thinkMs),
    // Each arena game seeds its bots' own chance from its seed and the seat.
    bot: (name, seat, o, botSeed = Math.imul(o.seed, 31) + seat + 1) =>
      kit.createBot(kit.withSeed(kit.parseSpec(name, o.thinkMs), botSeed)),
  };
}

export const ARENA_GAMES: Readonly<Record<string, ArenaGameSpec>> = Object.fromEntries(
  cliGameIds().map((id) => [id, arenaSpec(id)]),
);

export function arenaGame(id: string): ArenaGameSpec {
  if (!Object.hasOwn(ARENA_GAMES, id))
    throw new Error(`unknown game "${id}": use ${Object.keys(ARENA_GAMES).join(' or ')}`);
  return ARENA_GAMES[id];
}
