/**
 * A ruleset as a value (OpenSpiel's Game/State, boardgame.io's game object). The session,
 * saves, bots, simulator, CLI and arena are meant to be generic over this interface; each
 * game lives in its own folder under src-shared/games/<id>/ and exports one `Game` value
 * from its index.ts, the only file imported from outside the folder.
 *
 * Rules for implementers: pure TypeScript (no node, electron, vue, pixi, DOM), no
 * Math.random or Date; the seeded PRNG state lives inside the game state, so chance is
 * explicit and a state plus an action always gives the same next state.
 */

/** Who may act: a seat index (0-based), or -1 when the game is over. */
export type Seat = number;

export interface GameResult {
  /** Seats, winner first. */
  readonly finishOrder: readonly Seat[];
  /** Optional per-seat score (points in a campaign, etc.), indexed by seat. */
  readonly scores?: readonly number[];
}

export interface Game<
  State,
  Action extends { readonly type: string },
  Event,
  Options,
  OptionsInput = Partial<Options>,
> {
  /** Stable id used in saves, the CLI (`--game <id>`) and the registry. */
  readonly id: string;
  /** Player-facing name (the renderer's catalogue may override it). */
  readonly name: string;
  readonly minSeats: number;
  readonly maxSeats: number;

  /** Fills defaults and validates; throws an Error that names the bad option. */
  normalizeOptions(input: OptionsInput): Options;
  /** A new game. The seed decides every chance outcome. */
  create(options: Options, seed: number | string): State;
  /** Number of seats (players) in this game. */
  seats(s: State): number;

  currentPlayer(s: State): Seat;
  /** Every legal action of the current player; the only statement of legality. */
  legalActions(s: State): Action[];
  /** Checks the action against legalActions, applies it in place, returns domain events. */
  apply(s: State, action: Action): Event[];
  /** For search: applies an action taken from legalActions, no check and no events. */
  applyTrusted(s: State, action: Action): void;

  isTerminal(s: State): boolean;
  /** Null until the game is over. */
  result(s: State): GameResult | null;

  clone(s: State): State;
  /** Canonical text: same seed, options and actions give the same string. */
  serialize(s: State): string;
  /** Parses and validates; throws naming what is wrong. */
  deserialize(text: string): State;

  /** Replaces the chance seed of a state (bots sample other futures this way). */
  reseed(s: State, seed: number | string): void;
  /** What `seat` may see (hidden information removed). Plain data. */
  playerView(s: State, seat: Seat): unknown;
  /** A one-line description of an action for logs and the CLI. */
  describeAction(s: State, action: Action): string;
}

/** Any game, for generic code that does not care about the concrete types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, { readonly type: string }, any, any, any>;
