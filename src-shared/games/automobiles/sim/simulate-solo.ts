import type { GameOptionsInput, SoloRaceScore } from '..';
import type { AutomobilesBot } from '../bots/automobiles-bot';
import { createBot, type BotKind } from '../bots/create-bot';
import { playGame } from './play-game';

export interface SoloSimOptions {
  /** Series g (0-based) uses seed + g. */
  seed: number;
  games: number;
  /** The bot in the human's seat, and the one for the four opponents. */
  human: BotKind;
  opponents: BotKind;
  laps?: number;
  cards?: string;
  fuelMixture?: boolean;
  maxActions?: number;
}

export interface SoloSeriesSummary {
  seed: number;
  finished: boolean;
  actions: number;
  points: number;
  rating: string | null;
  races: SoloRaceScore[];
}

/** Plays complete solo series (RULINGS §9) with a bot in the human's seat (seat 0). */
export function simulateSolo(opts: SoloSimOptions, onSeries: (summary: SoloSeriesSummary) => void): void {
  for (let g = 0; g < opts.games; g++) {
    const seed = (opts.seed + g) | 0;
    const kinds = [opts.human, opts.opponents, opts.opponents, opts.opponents, opts.opponents];
    const bots: AutomobilesBot[] = kinds.map((k, i) => createBot(k, Math.imul(seed, 31) + i + 1));
    const options: GameOptionsInput = {
      players: ['You (bot)', 'Rival 1', 'Rival 2', 'Rival 3', 'Rival 4'],
      seed,
      laps: opts.laps ?? 3,
      cards: opts.cards,
      solo: true,
      fuelMixture: opts.fuelMixture ?? false,
    };
    const game = playGame(options, bots, { maxActions: opts.maxActions ?? 1_000_000 });
    const solo = game.state.solo!;
    onSeries({
      seed,
      finished: game.finished,
      actions: game.actions.length,
      points: solo.points,
      rating: solo.rating,
      races: solo.races.map((r) => ({ ...r, bag: { ...r.bag } })),
    });
  }
}
