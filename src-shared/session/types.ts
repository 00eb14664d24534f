import type { Action, CardChoice, GameEvent, GameOptions, GameState, Variants, DriverMode } from '../games/automobiles';
import type { GameView, PlayerStats } from './view-types';
import type { RacepackView } from './racepack-view-types';
import type { SessionGameId } from './game-plugin';
import type { RacepackAction, RacepackEvent, TrackFile } from '../games/racepack';
import type { BotSpec } from '../bots/bot-spec';

/** Bot strength, from the bots module's levels. */
export const BOT_LEVELS = ['beginner', 'easy', 'medium', 'hard', 'expert', 'greedy', 'random'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** The levels that search (and so take a thinking time); greedy and random answer at once. */
export const SEARCH_LEVELS = ['easy', 'medium', 'hard', 'expert'] as const;
export function isSearchLevel(level: BotLevel): level is (typeof SEARCH_LEVELS)[number] {
  return (SEARCH_LEVELS as readonly string[]).includes(level);
}

/** A thinking time a player may give a searching bot, ms per turn (the levels: 5, 15, 150, 1000). */
export const THINK_MS_LIMITS = { min: 5, max: 10_000 } as const;
export function isThinkMs(ms: unknown): ms is number {
  return Number.isInteger(ms) && (ms as number) >= THINK_MS_LIMITS.min && (ms as number) <= THINK_MS_LIMITS.max;
}

/** One seat at the table; turn order runs round the seats from the starting player. */
export type Seat =
  | {
      kind: 'human';
      name: string;
      /** The local player's profile (src-shared/records/profiles.ts): their records and looks. */
      profile?: string;
    }
  | {
      kind: 'bot';
      name: string;
      level: BotLevel;
      /** Searching levels only: thinking time per turn instead of the level's (its search shape stays). */
      thinkMs?: number;
    };

/** A bot seat; a thinking time is kept for the searching levels only. */
export function botSeat(name: string, level: BotLevel, thinkMs?: number): Seat {
  return { kind: 'bot', name, level, ...(thinkMs !== undefined && isSearchLevel(level) ? { thinkMs } : {}) };
}

/** Everything needed to start a race (validated at the IPC boundary by the contract's schema). */
export interface NewGameSetup {
  /** Automobiles (the default when absent). */
  game?: 'automobiles';
  seats: Seat[];
  /** A track id, or 'random' / 'random-base' / 'random-season' (drawn from the seed). */
  track: string;
  laps: number;
  cards: CardChoice;
  variants: Variants;
  /** Optional fixed seed (tests, replays); otherwise the session picks one. */
  seed?: number;
  /** Racing Season drivers: off (default), a draft of players+1, or of all ten. */
  drivers?: DriverMode;
  /** Random card picks also draw from the 15 Racing Season cards. */
  expansionCards?: boolean;
  /** A season campaign (needs drivers): 3–5 races on tracks drawn from the seed (the first is `track` unless random), or the tracks in order. */
  season?: SeasonSetup | null;
  /** Seat 1 takes the first turn; otherwise (default) the starting player is drawn from the seed. */
  seatOneStarts?: boolean;
  /** A solo series (RULINGS §9): seat 0 is the human, four bot seats; tracks and races are the series'. */
  solo?: boolean;
  /** Fuel Mixture cards (RULINGS §10). */
  fuelMixture?: boolean;
}

/** A Racepack race (seed 002, RULINGS §11): seats (2–8) and the race's options. */
export interface RacepackSetup {
  game: 'racepack';
  seats: Seat[];
  /** A shipped track id, or a track file (the track builder). */
  track: string | TrackFile;
  laps?: number;
  timer?: boolean;
  pitLane?: boolean;
  extraHazards?: boolean;
  finish?: 'all' | 'podium';
  seed?: number;
}

/** What `newGame` takes: a game of either kind. */
export type SessionSetup = NewGameSetup | RacepackSetup;

/** The view of either game (a Racepack view says `game: 'racepack'`). */
export type SessionView = GameView | RacepackView;

export function isRacepackView(v: SessionView | null | undefined): v is RacepackView {
  return !!v && (v as { game?: string }).game === 'racepack';
}

/** How a season's tracks are chosen. */
export type SeasonSetup = { races: 3 | 4 | 5; random?: boolean } | { tracks: string[] };

/** The bot the bots module runs for a level (levels easy/medium/hard/expert are MCTS searches). */
export function botSpecOf(level: BotLevel, seat: number, thinkMs?: number): BotSpec {
  if (level === 'random') return { kind: 'random', seed: seat + 1 };
  if (level === 'greedy') return { kind: 'greedy' };
  if (level === 'beginner') return { kind: 'beginner', seed: seat + 1 };
  return { kind: 'mcts', level, seed: seat + 1, ...(thinkMs !== undefined ? { thinkMs } : {}) };
}

/**
 * THE game record (the save file's content, save-file.ts, without its format header): what
 * is stored to continue a game, from the session to disk and back without conversion.
 */
export interface SavedGame {
  id: string;
  /** The game played (absent: Automobiles, as every record before Racepack). */
  game?: SessionGameId;
  /** The engine's full options (with the seed); a Racepack record holds RacepackStoredOptions. */
  options: GameOptions;
  seats: Seat[];
  actions: Action[];
  /**
   * The state after the first `actionCount` actions (and the statistics then): restore
   * starts there and replays only the actions after it.
   */
  snapshot?: { actionCount: number; state: GameState; stats?: PlayerStats[] };
}

/** The record as a save file holds it (the file adds its header: format, version, meta, game id). */
export type GameRecord = Omit<SavedGame, 'id'>;

/** What the autosave hook is told after every change. Read `state`/`stats` at once: they are live. */
export interface GameChange {
  reason: UpdateReason;
  id: string;
  /** The game played. */
  game?: SessionGameId;
  /** The live state as canonical text (the snapshot of a rewrite). */
  serializeState?(): string;
  actionCount: number;
  /** Copies of the actions from index `from` on (cheap: an append-only log writes just these). */
  actionsSince(from: number): Action[];
  /** The whole record (copies every action; with `withActions` false, an empty action list). */
  record(withActions?: boolean): SavedGame;
  state: GameState;
  stats: PlayerStats[];
}

/** The autosave hook; save slots and files are someone else's job. */
export interface SaveSink {
  save(change: GameChange): void | Promise<void>;
}

/** Why an update was pushed. */
export type UpdateReason = 'new' | 'restore' | 'action' | 'undo' | 'bot';

/** Pushed to listeners after every change: the view after the batch and the batch's events. */
export interface SessionUpdate {
  reason: UpdateReason;
  /** Increases with every update; the renderer animates batches in this order. */
  batchId: number;
  /** Who acted (-1 for new/restore/undo). */
  actor: number;
  events: GameEvent[];
  view: import('./view-types').GameView;
}

/** An update of a Racepack game. */
export interface RacepackUpdate {
  reason: UpdateReason;
  batchId: number;
  actor: number;
  events: RacepackEvent[];
  view: RacepackView;
}

/** An update of either game. */
export type AnySessionUpdate = SessionUpdate | RacepackUpdate;

/**
 * A human's action as a message: the seat that chose it and the view version it was chosen on
 * (GameView.version), so a repeated or out-of-date message is refused instead of played twice.
 */
export interface ActRequest {
  seat: number;
  version: number;
  action: Action | RacepackAction;
}

/**
 * Why an act or undo was refused, as data: the renderer's catalogue words it (`actRefusalText`).
 * `detail` is the engine's own reason (its rules text), passed through unchanged.
 */
export type ActRefusal =
  | { key: 'noGame' }
  | { key: 'raceOver' }
  | { key: 'stale'; chosenAt: number; at: number }
  | { key: 'notDeciding'; seat: number; decider: number }
  | { key: 'botDeciding'; decider: number }
  | { key: 'illegal'; detail: string }
  | { key: 'engineFailed'; detail: string }
  | { key: 'nothingToUndo' };

/** `stale`: refused because the game moved on since the move was chosen (nothing changed). */
export type ActResult =
  { ok: true; version: number } | { ok: false; refusal: ActRefusal; version: number; stale?: true };

/** An update that only shows a view (a game fetched, started or loaded by a request), no events. */
export function viewUpdate(reason: UpdateReason, view: SessionView): AnySessionUpdate {
  return { reason, batchId: view.version, actor: -1, events: [], view } as AnySessionUpdate;
}
