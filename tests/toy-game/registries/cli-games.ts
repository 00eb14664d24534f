/**
 * The test build's src-cli/cli-games.ts (swapped in by toy-build.ts): the house's command-line
 * games plus the toy game's one line. The arena (src-cli/arena-games.ts) is built from this
 * table and the bot kits, so it needs no copy of its own.
 */
import * as house from '../../../src-cli/cli-games';
import type { CliGameEntry } from '../../../src-cli/cli-games';
import type { ArenaFlag } from '../../../src-cli/arena-games';
import { gameById } from '../../../src-shared/games/registry';
import { diceRaceCliEntry } from '../dice-race/cli';

export * from '../../../src-cli/cli-games';

export const CLI_GAMES: Readonly<Record<string, CliGameEntry>> = { ...house.CLI_GAMES, 'dice-race': diceRaceCliEntry };

export const cliGameIds = (): string[] => Object.keys(CLI_GAMES);

export const defaultGameId = (): string => cliGameIds()[0];

export function checkArenaFlag(gameId: string, flag: ArenaFlag, given: boolean): void {
  if (!given || CLI_GAMES[gameId].arena.flags.includes(flag)) return;
  const games = cliGameIds().filter((id) => CLI_GAMES[id].arena.flags.includes(flag));
  throw new Error(`--${flag} is for ${games.map((id) => gameById(id).name).join(' and ')}`);
}
