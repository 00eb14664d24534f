/**
 * The test build's src-cli/cli-games.ts (swapped in by toy-build.ts): the house's command-line
 * plugins plus the toy game's one line. Its part of the arena comes from its kit.
 */
import * as house from '../../../src-cli/cli-games';
import type { CliGameEntry } from '../../../src-cli/cli-games';
import { diceRaceCliEntry } from '../dice-race/cli';

export * from '../../../src-cli/cli-games';

export const CLI_GAMES: Readonly<Record<string, CliGameEntry>> = { ...house.CLI_GAMES, 'dice-race': diceRaceCliEntry };

export const cliGameIds = (): string[] => Object.keys(CLI_GAMES);

export const defaultGameId = (): string => cliGameIds()[0];
