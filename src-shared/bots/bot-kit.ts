/**
 * What the generic bot rooms (runner, worker, decide, CLI arena and sim) need of a game's
 * bots: one BotKit per game, looked up by game id in bot-kits.ts. This file names no game.
 */
import type { Game } from '../games/game';
import type { Bot } from './bot';

/**
 * Which bot to run: plain data naming its game, so it crosses a worker boundary, fits in
 * settings and finds its kit. Each kit widens it with its own fields (levels, seeds, tuning).
 */
export interface BotSpec {
  readonly game: string;
  readonly kind: string;
}

export interface BotKit<S, A extends { readonly type: string }, Spec extends BotSpec = BotSpec> {
  /** The rules the bots play (its id is the kit's id). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly game: Game<S, A, any, any, any>;
  /** The levels a bot seat may be given, weakest first (the session's seats, the CLI's lists). */
  readonly levels: readonly string[];
  /** Every bot name `parseSpec` takes, for usage texts (`easy, medium, LEVEL@MS, ...`). */
  readonly botNames: string;
  /** A bot named on a command line or in an arena line-up; throws naming the good names. */
  parseSpec(text: string, thinkMs?: number): Spec;
  /** The bot of a seat at a level (`seat` seeds the bot's own chance: the same seat plays the same). */
  specOfLevel(level: string, seat: number, thinkMs?: number): Spec;
  /** The same bot with its own chance seeded by `seed` (the arena's and sim's games each seed their bots). */
  withSeed(spec: Spec, seed: number): Spec;
  /** A fresh bot; `clock` (ms) is for bots with a thinking-time budget. */
  createBot(spec: Spec, clock?: () => number): Bot<S, A>;
  /** The time a spec is meant to think per decision (ms; 0 for the bots that answer at once). */
  thinkTimeOf(spec: Spec): number;
  /** The bot that decides at once and never fails: it stands in when a bot faults. */
  fallbackBot(): Bot<S, A>;
  /**
   * Which turn a decision belongs to (a seat's consecutive decisions): after a worker fault
   * the rest of that turn is decided by the runner's fallback. Reads the state defensively.
   */
  turnOf(state: S, player: number): string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBotKit = BotKit<any, any, any>;
