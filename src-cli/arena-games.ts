/**
 * What the arena needs of each game beyond the Game interface and its bot kit: the options of
 * one arena game, the rounds it played and its finish order. Everything else (seat rotation,
 * the bots named in a line-up, the play loop, the statistics) is the same code for every game;
 * each game's part is its kit's (src-shared/games/cli-shape.ts).
 */
import type { Bot } from '../src-shared/bots/bot';
import type { AnyBotKit } from '../src-shared/bots/bot-kit';
import { botKitOf } from '../src-shared/bots/bot-kits';
import type { AnyGame } from '../src-shared/games/game';
import type { ArenaFlag, ArenaRules, ArenaSetup } from '../src-shared/games/cli-shape';
import { DEFAULT_GAME, GAME_IDS, kitOf } from '../src-shared/games/registry';

export type { ArenaFlag, ArenaRules, ArenaSetup };

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

/** The ids of the games the command line knows: the registry's, in its order. */
export const cliGameIds = (): string[] => [...GAME_IDS];

/** The game of a command line without `--game`: the registry's default. */
export const defaultGameId = (): string => DEFAULT_GAME;

/** Throws when `--flag` is given for a game whose arena does not take it, naming the games that do. */
export function checkArenaFlag(gameId: string, flag: ArenaFlag, given: boolean): void {
  const takes = (id: string) => kitOf(id).cli.arena.flags.includes(flag);
  if (!given || takes(gameId)) return;
  throw new Error(
    `--${flag} is for ${cliGameIds()
      .filter(takes)
      .map((id) => kitOf(id).game.name)
      .join(' and ')}`,
  );
}

/** The arena view of a game of the registry: its rules, bots and arena part from its kit. */
function arenaSpec(id: string): ArenaGameSpec {
  const kit = botKitOf(id);
  return {
    game: kitOf(id).game,
    kit,
    ...kitOf(id).cli.arena,
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
