/**
 * The command-line plugins of the games (cli-game.ts: their option flags, tracks, sim lines),
 * loaded on use: one line per game. They are Node code (files, worker threads), so they live
 * here rather than in the pure kits; everything else the CLI needs of a game — rules, seat
 * limits, bot levels, save rules, its part of the arena — comes from its kit
 * (src-shared/games/registry.ts). `--game <id>` is looked up here.
 */
import { kitOf } from '../src-shared/games/registry';
import type { ArenaFlag } from '../src-shared/games/cli-shape';
import type { CliGame } from './cli-game';

export interface CliGameEntry {
  /** The game's command-line plugin (`npm run cli -- --game <id> <command>`), loaded on use. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  commands(): Promise<CliGame<any, any>>;
}

export const CLI_GAMES: Readonly<Record<string, CliGameEntry>> = {
  automobiles: { commands: () => import('./automobiles-cli').then((m) => m.automobilesCli) },
  racepack: { commands: () => import('./racepack-cli').then((m) => m.racepackCli) },
};

/** The ids of the games the command line knows, in the table's order. */
export const cliGameIds = (): string[] => Object.keys(CLI_GAMES);

/** The game of a command line without `--game`: the table's first. */
export const defaultGameId = (): string => cliGameIds()[0];

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
