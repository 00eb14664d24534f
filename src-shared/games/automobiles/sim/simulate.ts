import type { GameOptionsInput, DriverMode } from '..';
import type { AutomobilesBot } from '../bots/automobiles-bot';
import { createBot, type BotKind } from '../bots/create-bot';
import { playGame, summarizeGame, type GameSummary } from './play-game';

export interface SimOptions {
  players: number;
  /** Game g (0-based) uses seed + g. */
  seed: number;
  games: number;
  /** One kind for every seat, or one per seat. */
  bots: BotKind[];
  track?: string;
  laps?: number;
  cards?: string;
  variants?: GameOptionsInput['variants'];
  maxActions?: number;
  /** Racing Season: random cards also from the expansion (random cards unless `cards` is given). */
  expansion?: boolean;
  drivers?: DriverMode;
  /** A season campaign of this many races (3–5) on random tracks (the first is `track` if given). */
  seasonRaces?: number;
  /**
   * Every game option as the app's start screen gives them (the CLI's flags); when given, it
   * is used as is (players and seed excepted) and the fields above are ignored.
   */
  game?: Omit<GameOptionsInput, 'players' | 'seed'>;
  /** Fuel Mixture cards (RULINGS §10). */
  fuelMixture?: boolean;
}

const label = (kind: BotKind) => (kind === 'random' ? 'Random' : 'Greedy');

/** Plays `games` complete bot games, reporting each as it ends. Bad options throw GameOptionsError. */
export function simulate(opts: SimOptions, onGame: (summary: GameSummary) => void): void {
  const kinds = opts.bots.length === 1 ? new Array<BotKind>(opts.players).fill(opts.bots[0]) : opts.bots;
  if (kinds.length !== opts.players)
    throw new Error(`${opts.players} players need 1 or ${opts.players} bot kinds, got ${kinds.length}`);
  for (let g = 0; g < opts.games; g++) {
    const seed = (opts.seed + g) | 0;
    // Bot seeds differ per seat and game but follow from the game seed (reproducible runs).
    const bots: AutomobilesBot[] = kinds.map((k, i) => createBot(k, Math.imul(seed, 31) + i + 1));
    const players = kinds.map((k, i) => `${label(k)} ${i + 1}`);
    const options: GameOptionsInput = opts.game
      ? { ...opts.game, players, seed }
      : {
          players,
          seed,
          track: opts.track,
          laps: opts.laps,
          cards: opts.cards ?? (opts.expansion ? 'random' : undefined),
          variants: opts.variants,
          expansionCards: opts.expansion ?? false,
          drivers: opts.drivers ?? (opts.seasonRaces ? 'limited' : 'off'),
          season: opts.seasonRaces ? { races: opts.seasonRaces, random: !opts.track } : null,
          fuelMixture: opts.fuelMixture ?? false,
        };
    onGame(summarizeGame(playGame(options, bots, { maxActions: opts.maxActions })));
  }
}
