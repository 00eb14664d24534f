/**
 * The seam between the Racepack screens and whatever runs the race.
 *
 * The screens (RacepackScreen and its parts) only talk to a `RacepackTable`: they read a
 * plain `RacepackTableView`, send the actions a human chose (always one of `view.legal`),
 * ask for an undo, and listen to update batches (the engine's domain events, for the board,
 * the die and the log). Bots are the table's business: it plays their seats itself.
 *
 * The table is `SessionRacepackTable` (session-racepack-table.ts): the game session (main
 * process in the app, the page in the browser build) runs the race, its bots, undo and
 * autosave, reached through the game store's port (the store is the client's only caller).
 */
import type {
  RacepackAction,
  RacepackEvent,
  RacepackOptionsInput,
  RacepackState,
  RacepackBotKind,
} from '../../../src-shared/games/racepack';
import type { RacepackStats } from './racepack-stats';

export type RacepackSeatSetup =
  { kind: 'human'; name: string; profile?: string } | { kind: 'bot'; name: string; level: RacepackBotKind };

export interface RacepackSetupData {
  seats: RacepackSeatSetup[];
  /** Everything but `players`, which is `seats.length`. `track` is a shipped id or a track file. */
  options: Omit<RacepackOptionsInput, 'players'>;
  /** Decides every die; drawn at random when absent. */
  seed?: number;
}

/** What the board and panels may see: the whole race but the future dice. */
export type RacepackPublicState = Omit<RacepackState, 'rng'>;

export interface RacepackTableView {
  /** The session's game id (keeps the timer's time left across a reload); absent outside a session. */
  gameId?: string;
  /** Grows by one with every applied action (an act chosen on an older view is refused). */
  version: number;
  setup: RacepackSetupData;
  state: RacepackPublicState;
  /** The seat deciding now (-1 when the race is over). */
  seat: number;
  /** True when that seat is a human's: `legal` is then what they may choose. */
  humanToAct: boolean;
  /** The legal actions of the deciding human (empty while a bot decides). */
  legal: RacepackAction[];
  /** The human deciding may take back the last action (same turn, no die rolled since). */
  canUndo: boolean;
  /** One line per applied action and notable event, oldest first. */
  log: RacepackLogLine[];
  over: boolean;
  /** Seats, winner first (when over). */
  finishOrder: number[] | null;
  /** Spin-outs, tokens, pit stops, grid rolls so far (counted from the race's events). */
  stats?: RacepackStats;
}

export interface RacepackLogLine {
  /** The seat whose action it was (-1 for the table itself). */
  seat: number;
  text: string;
}

export type ActResult = { ok: true } | { ok: false; error: string };

/** One applied action and what it caused, in order. `undo` batches carry no events. */
export interface RacepackUpdate {
  view: RacepackTableView;
  events: RacepackEvent[];
  /** The action applied (null for an undo or a new race). */
  action: RacepackAction | null;
  undo: boolean;
}

export interface RacepackTable {
  view(): RacepackTableView;
  /** Applies a human's action; refused (with a message, state unchanged) if it is not legal now. */
  act(action: RacepackAction, version: number): Promise<ActResult>;
  /** Takes back the deciding human's last action of this turn, when `view.canUndo`. */
  undo(): Promise<ActResult>;
  /** Called after every change; returns an unsubscribe function. */
  onUpdate(listener: (update: RacepackUpdate) => void): () => void;
  /** Stops the bots and drops the listeners. */
  dispose(): void;
}
