/**
 * What the arena needs of each game beyond the Game interface: the options of one arena game
 * and the bots named in a line-up. Everything else (seat rotation, the play loop, the
 * statistics) is the same code for every game.
 */
import type { Bot } from '../src-shared/bots/bot';
import type { AnyBotKit } from '../src-shared/bots/bot-kit';
import { botKitOf } from '../src-shared/bots/bot-kits';
import type { AnyGame } from '../src-shared/games/game';
import { automobiles } from '../src-shared/games/automobiles';
import { racepack } from '../src-shared/games/racepack';

export interface ArenaSetup {
  seed: number;
  players: number;
  track?: string;
  laps?: number;
  thinkMs?: number;
  /** Automobiles: a season of this many races (3-5) per arena game. */
  season?: number;
  /** Racepack: the pit lane (one stop a race mandatory). */
  pitLane?: boolean;
}

export interface ArenaGameSpec {
  game: AnyGame;
  /** Bot names for the usage text. */
  bots: string;
  /** Throws naming a bad bot name. */
  checkBot(name: string, thinkMs?: number): void;
  options(setup: ArenaSetup): unknown;
  bot(name: string, seat: number, setup: ArenaSetup): Bot<unknown, { readonly type: string }>;
  /** Rounds played (for thinking time per own turn). */
  rounds(state: unknown): number;
  /** Seats, winner first (a season: the champion's standings). */
  finishOrder(state: unknown): number[];
}

/** Racepack's arena tracks rotate over the three 24-tile courses when none is given. */
const RACEPACK_ARENA_TRACKS = ['grand-prix', 'indy-oval', 'hairpin-chicane'];

/** The bot kit's part of an arena game: names, checks and seeded bots, the same for every game. */
function botsOf(kit: AnyBotKit): Pick<ArenaGameSpec, 'bots' | 'checkBot' | 'bot'> {
  return {
    bots: kit.botNames,
    checkBot: (name, thinkMs) => void kit.parseSpec(name, thinkMs),
    // Each arena game seeds its bots' own chance from its seed and the seat.
    bot: (name, seat, o) =>
      kit.createBot(kit.withSeed(kit.parseSpec(name, o.thinkMs), Math.imul(o.seed, 31) + seat + 1)),
  };
}

interface AutomobilesView {
  round: number;
  finishOrder: number[] | null;
  season?: { champion: number[] | null } | null;
}

export const ARENA_GAMES: Record<string, ArenaGameSpec> = {
  automobiles: {
    game: automobiles,
    ...botsOf(botKitOf('automobiles')),
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
  racepack: {
    game: racepack,
    ...botsOf(botKitOf('racepack')),
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
};

export function arenaGame(id: string): ArenaGameSpec {
  const spec = ARENA_GAMES[id];
  if (!spec) throw new Error(`unknown game "${id}": use ${Object.keys(ARENA_GAMES).join(' or ')}`);
  return spec;
}
