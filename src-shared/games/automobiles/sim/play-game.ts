import {
  createGame,
  finishOrder,
  seasonStandings,
  type Action,
  type GameEvent,
  type GameOptionsInput,
  type GameState,
  automobiles,
} from '..';
import type { AutomobilesBot } from '../bots/automobiles-bot';
import { playToEnd } from '../../../play/play-loop';

export interface PlayOptions {
  /** Give up after this many actions (a game that never ends is a bug). Default 200,000. */
  maxActions?: number;
  /** Called after every action with the new state. */
  onAction?: (s: GameState, action: Action, events: GameEvent[]) => void;
}

export interface PlayedGame {
  state: GameState;
  actions: Action[];
  finished: boolean;
}

/** Plays an Automobiles game to the end with one bot per seat (bots[i] decides for player i), through the play loop. */
export function playGame(options: GameOptionsInput, bots: AutomobilesBot[], opts: PlayOptions = {}): PlayedGame {
  const s = createGame(options);
  if (bots.length !== s.players.length)
    throw new Error(`playGame: ${s.players.length} players but ${bots.length} bots`);
  const { state, actions, finished } = playToEnd(automobiles, s, bots, opts);
  return { state, actions, finished };
}

export interface GameSummary {
  seed: number;
  track: string;
  winner: string | null;
  finishOrder: string[];
  rounds: number;
  actions: number;
  finished: boolean;
  /** The game's options as played: the card set, the variants, and who started. */
  cards: Record<string, string>;
  variants: { openBags: boolean; weaving: boolean; acceleratedPlay: boolean };
  startingPlayer: string;
  /** Season campaigns: final standings and every race's finish order (names). */
  season?: { standings: { name: string; points: number }[]; races: { track: string; finishOrder: string[] }[] };
}

export function summarizeGame(game: PlayedGame): GameSummary {
  const s = game.state;
  const order = finishOrder(s) ?? [];
  const names = order.map((i) => s.players[i].name);
  const summary: GameSummary = {
    seed: s.options.seed,
    track: s.track,
    winner: names[0] ?? null,
    finishOrder: names,
    rounds: s.round,
    actions: game.actions.length,
    finished: game.finished,
    cards: { ...s.cards },
    variants: { ...s.options.variants },
    startingPlayer: s.players[s.turnOrder[0]].name,
  };
  if (s.season) {
    const season = s.season;
    const standings = seasonStandings(s)!;
    summary.season = {
      standings: standings.map((i) => ({ name: s.players[i].name, points: season.points[i] })),
      races: season.results.map((order, r) => ({
        track: s.options.season!.tracks[r],
        finishOrder: order.map((i) => s.players[i].name),
      })),
    };
    summary.winner = season.champion ? s.players[season.champion[0]].name : null;
  }
  return summary;
}
