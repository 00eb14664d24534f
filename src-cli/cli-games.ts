/**
 * THE table of games for the command line: one entry per game, with its command-line plugin
 * (cli-game.ts; loaded on use) and its part of the arena. `--game <id>` is looked up here;
 * the rules, seat limits and bot levels come from the game and its bot kit
 * (src-shared/games/registry.ts, src-shared/bots/bot-kits.ts). A new game adds one entry.
 */
import { racepack } from '../src-shared/games/racepack';
import { gameById } from '../src-shared/games/registry';
import type { ArenaFlag, ArenaRules } from './arena-games';
import type { CliGame } from './cli-game';

export interface CliGameEntry {
  /** The game's command-line plugin (`npm run cli -- --game <id> <command>`), loaded on use. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  commands(): Promise<CliGame<any, any>>;
  arena: ArenaRules;
}

/** Racepack's arena tracks rotate over the three 24-tile courses when none is given. */
export const RACEPACK_ARENA_TRACKS = ['grand-prix', 'indy-oval', 'hairpin-chicane'];

interface AutomobilesView {
  round: number;
  finishOrder: number[] | null;
  season?: { champion: number[] | null } | null;
}

export const CLI_GAMES: Readonly<Record<string, CliGameEntry>> = {
  automobiles: {
    commands: () => import('./automobiles-cli').then((m) => m.automobilesCli),
    arena: {
      flags: ['season'],
      where: 'the default track',
      options: (o) => ({
        players: o.players,
        track: o.track,
        laps: o.laps,
        ...(o.season ? { season: { races: o.season, random: o.track === undefined }, drivers: 'limited' } : {}),
      }),
      rounds: (s) => (s as AutomobilesView).round,
      finishOrder: (s) => {
        const v = s as AutomobilesView;
        return v.season?.champion ?? v.finishOrder!;
      },
    },
  },
  racepack: {
    commands: () => import('./racepack-cli').then((m) => m.racepackCli),
    arena: {
      flags: ['pit-lane'],
      where: 'the arena tracks',
      options: (o) =>
        racepack.normalizeOptions({
          players: o.players,
          track: o.track ?? RACEPACK_ARENA_TRACKS[o.seed % RACEPACK_ARENA_TRACKS.length],
          laps: o.laps,
          pitLane: o.pitLane,
        }),
      rounds: (s) => (s as { round: number }).round,
      finishOrder: (s) => racepack.result(s as Parameters<typeof racepack.result>[0])!.finishOrder as number[],
    },
  },
};

/** The ids of the games the command line knows, in the table's order. */
export const cliGameIds = (): string[] => Object.keys(CLI_GAMES);

/** The game of a command line without `--game`: the table's first. */
export const defaultGameId = (): string => cliGameIds()[0];

/** Throws when `--flag` is given for a game whose arena does not take it, naming the games that do. */
export function checkArenaFlag(gameId: string, flag: ArenaFlag, given: boolean): void {
  if (!given || CLI_GAMES[gameId].arena.flags.includes(flag)) return;
  const games = cliGameIds().filter((id) => CLI_GAMES[id].arena.flags.includes(flag));
  throw new Error(`--${flag} is for ${games.map((id) => gameById(id).name).join(' and ')}`);
}
