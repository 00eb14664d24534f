/**
 * What the session needs to host one game: the rules (create, apply, legality, chance), plus
 * a small host adapter (the view of a seat, the log, the statistics, what ends an undoable
 * turn, the bot of a seat, the hint). One value per game, in its kit (src-shared/games/<id>/
 * session/): the registry (src-shared/games/registry.ts) hands it to the session, which
 * itself never names a game.
 */
import type { BotRunner } from '../bots/bot-runner';
import type { GameId, LogMessage } from '../games/registry';
import type { BotNotice, LogHead, LogLine } from './log-types';
import type { Seat } from './types';

/** The games the session hosts (also the `game` field of setups and save records): the registry's ids. */
export type SessionGameId = GameId;

/** A log line before the session numbers it (`M`: one game's messages; by default any game's or a notice). */
export type LogEntry<M extends { key: string } = LogMessage> = LogHead & M;

/** One decision of a bot seat: resolves with its action; `cancel` stops it (rejects with BotCancelledError). */
export interface SeatDecision<A> {
  promise: Promise<A>;
  cancel(): void;
}

/** What the view builder is given: the live game and the session's bookkeeping. */
export interface ViewContext<S, St> {
  id: string;
  version: number;
  state: S;
  seats: readonly Seat[];
  log: readonly LogLine[];
  stats: readonly St[];
  canUndo: boolean;
  thinking: boolean;
  notice: BotNotice | null;
}

export interface SessionGame<
  S,
  A,
  E,
  Setup,
  Options,
  St = unknown,
  View = unknown,
  Log extends { key: string } = LogMessage,
> {
  /** The game's id (its kit's and its Game's). */
  readonly id: string;

  // --- the rules -------------------------------------------------------------------------
  /** A new game from a setup and the seed the session drew (bad options throw), with its full options (seed included: what the record stores). */
  create(setup: Setup, seed: number): { state: S; options: Options };
  /** The options a record stores now (`stored`: those the game was created or restored with). */
  optionsOf(state: S, stored: Options): Options;
  /** A game from stored options (restore without a snapshot). */
  createFromOptions(options: Options): S;
  /** Number of players the stored options describe. */
  playersIn(options: Options): number;
  currentPlayer(state: S): number;
  legalActions(state: S): A[];
  /** Checks against the legal actions and applies in place; returns the domain events. */
  apply(state: S, action: A): E[];
  /** Is this error a refusal of an illegal action (the player's message), not an engine fault? */
  isRefusal(error: unknown): boolean;
  sameAction(a: A, b: A): boolean;
  isTerminal(state: S): boolean;
  clone(state: S): S;
  /** Canonical text of a state (autosave snapshots). */
  serialize(state: S): string;
  /** The round number stamped on log lines. */
  roundOf(state: S): number;

  // --- the host adapter --------------------------------------------------------------------
  /** True when these events can never be undone (chance was drawn): undo stops there. */
  endsUndo(events: readonly E[]): boolean;
  /**
   * True when these events hand the play to another car or player: they stay undoable until
   * the next action is made, which seals them (Racepack: a seat driving two cars may not undo
   * into its other car's turn). Absent: only `endsUndo` and other players' actions seal.
   */
  endsTurn?(events: readonly E[]): boolean;
  /** The first lines of a game's log (where and how long). */
  logStart(state: S, seats: readonly Seat[]): LogEntry<Log>[];
  /** The log line of an event, or null. */
  describeEvent(event: E, names: readonly string[], state: S): LogEntry<Log> | null;
  /** One line per effect: `next` folded into the line before it, or null to start a new line. */
  mergeLines?(prev: LogEntry | undefined, next: LogEntry<Log>): LogEntry<Log> | null;
  emptyStats(): St;
  countStats(stats: St[], event: E): void;
  /** The whole view of the game (public information only, plain data). */
  buildView(ctx: ViewContext<S, St>): View;
  /** Asks the bot of seat `player` for an action (`runner` is the host's bot runner). */
  decide(state: S, player: number, seat: Extract<Seat, { kind: 'bot' }>, runner: BotRunner): SeatDecision<A>;
  /**
   * "What would a strong bot do?" for the human `player` deciding now, on a copy of the state
   * (nothing is played); absent when the game offers no hint.
   */
  hint?(state: S, player: number, runner: BotRunner): SeatDecision<A>;
  /** The move made instead when a bot fails or chooses an illegal move. */
  fallbackAction(state: S, legal: A[]): A;
  /** A player's name. */
  nameOf(state: S, player: number, seats: readonly Seat[]): string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySessionGame = SessionGame<any, any, any, any, any, any, any, any>;
