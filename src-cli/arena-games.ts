/**
 * What the arena needs of each game beyond the Game interface: the options of one arena game
 * and the bots named in a line-up. Everything else (seat rotation, the play loop, the
 * statistics) is the same code for every game.
 */
import type { Bot } from '../src-shared/bots/bot';
import { createBotFromSpec, parseBotSpec } from '../src-shared/bots/bot-spec';
import type { AnyGame } from '../src-shared/games/game';
import { automobiles } from '../src-shared/games/automobiles';
import { RACEPACK_BOT_KINDS, createRacepackBot, racepack, type RacepackBotKind } from '../src-shared/games/racepack';

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

const isRacepackBot = (name: string): name is RacepackBotKind =>
  (RACEPACK_BOT_KINDS as readonly string[]).includes(name);

interface AutomobilesView {
  round: number;
  finishOrder: number[] | null;
  season?: { champion: number[] | null } | null;
}

export const ARENA_GAMES: Record<string, ArenaGameSpec> = {
  automobiles: {
    game: automobiles,
    bots: 'random, beginner, greedy, easy, medium, hard, expert, LEVEL@MS, mcts#N',
    checkBot: (name, thinkMs) => void parseBotSpec(name, thinkMs),
    options: (o) => ({
      players: o.players,
      track: o.track,
      laps: o.laps,
      ...(o.season ? { season: { races: o.season, random: o.track === undefined }, drivers: 'limited' } : {}),
    }),
    bot: (name, seat, o) => {
      const spec = parseBotSpec(name, o.thinkMs);
      return createBotFromSpec(
        spec.kind === 'random' || spec.kind === 'beginner'
          ? { kind: spec.kind, seed: Math.imul(o.seed, 31) + seat + 1 }
          : spec,
      ) as Bot<unknown, { readonly type: string }>;
    },
    rounds: (s) => (s as AutomobilesView).round,
    finishOrder: (s) => {
      const v = s as AutomobilesView;
      return v.season?.champion ?? v.finishOrder!;
    },
  },
  racepack: {
    game: racepack,
    bots: RACEPACK_BOT_KINDS.join(', '),
    checkBot: (name) => {
      if (!isRacepackBot(name)) throw new Error(`unknown bot "${name}": use ${RACEPACK_BOT_KINDS.join(', ')}`);
    },
    options: (o) =>
      racepack.normalizeOptions({
        players: o.players,
        track: o.track ?? RACEPACK_ARENA_TRACKS[o.seed % RACEPACK_ARENA_TRACKS.length],
        laps: o.laps,
        pitLane: o.pitLane,
      }),
    bot: (name, seat, o) =>
      createRacepackBot(name as RacepackBotKind, Math.imul(o.seed, 31) + seat + 1) as Bot<
        unknown,
        { readonly type: string }
      >,
    rounds: (s) => (s as { round: number }).round,
    finishOrder: (s) => racepack.result(s as Parameters<typeof racepack.result>[0])!.finishOrder as number[],
  },
};

export function arenaGame(id: string): ArenaGameSpec {
  const spec = ARENA_GAMES[id];
  if (!spec) throw new Error(`unknown game "${id}": use ${Object.keys(ARENA_GAMES).join(' or ')}`);
  return spec;
}
