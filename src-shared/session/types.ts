/**
 * The session's own types, for every game: seats, the game record, updates, refusals. The
 * games' setups, views and actions are their kits'; the unions of them (any setup, any view)
 * come from the registry.
 */
import type { GameId, SessionAction, SessionSetup, SessionView } from '../games/registry';

export type { SessionAction, SessionSetup, SessionView };

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

/**
 * One game's own data (options, actions, state, statistics) as the session passes it through:
 * only that game's kit knows its type. `any`, not `unknown`, until the saves read records
 * through their kit's save rules (#26: the saves' floor), so their code needs no casts meanwhile.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type GameData = any;

/**
 * THE game record: what is stored to continue a game. A save file is a header plus this
 * record (save-file.ts SaveFile), written and read by one serializer (stringifySave and
 * parseSaveText), which serializes the snapshot's state with the game's serializer and
 * validates it with the game's deserialize on the way back: in memory the state is the
 * game's, in the file its JSON. `Options`, `Action`, `State` and `Stats` are the game's (its
 * kit's types); the session itself treats them as data.
 */
export interface GameRecord<Options = GameData, Action = GameData, State = GameData, Stats = GameData> {
  /** The game played (absent: the registry's default game, as every record before Racepack). */
  game?: GameId;
  /** The game's full options (with the seed), as its session plugin's `optionsOf` gives them. */
  options: Options;
  seats: Seat[];
  actions: Action[];
  /**
   * The state after the first `actionCount` actions (and the statistics then): restore
   * starts there and replays only the actions after it.
   */
  snapshot?: { actionCount: number; state: State; stats?: Stats[] };
}

/** The record of the game in the session: the record itself, under the session's game id. */
export type SavedGame<Options = GameData, Action = GameData, State = GameData, Stats = GameData> = GameRecord<
  Options,
  Action,
  State,
  Stats
> & { id: string };

/** What the autosave hook is told after every change. Read `state`/`stats` at once: they are live. */
export interface GameChange {
  reason: UpdateReason;
  id: string;
  /** The game played. */
  game?: GameId;
  /** The live state as canonical text (the snapshot of a rewrite). */
  serializeState?(): string;
  actionCount: number;
  /** Copies of the actions from index `from` on (cheap: an append-only log writes just these). */
  actionsSince(from: number): GameData[];
  /** The whole record (copies every action; with `withActions` false, an empty action list). */
  record(withActions?: boolean): SavedGame;
  /** The live state (the game's own type: its kit's). */
  state: GameData;
  stats: GameData[];
}

/** The autosave hook; save slots and files are someone else's job. */
export interface SaveSink {
  save(change: GameChange): void | Promise<void>;
}

/** Why an update was pushed. */
export type UpdateReason = 'new' | 'restore' | 'action' | 'undo' | 'bot';

/** Pushed to listeners after every change: the view after the batch and the batch's events (`E`, `V`: one game's). */
export interface SessionUpdate<E = unknown, V = SessionView> {
  reason: UpdateReason;
  /** Increases with every update; the renderer animates batches in this order. */
  batchId: number;
  /** Who acted (-1 for new/restore/undo). */
  actor: number;
  events: E[];
  view: V;
}

/** An update of any game. */
export type AnySessionUpdate = SessionUpdate<unknown, SessionView>;

/**
 * A human's action as a message: the seat that chose it and the view version it was chosen on
 * (GameView.version), so a repeated or out-of-date message is refused instead of played twice.
 */
export interface ActRequest {
  seat: number;
  version: number;
  action: SessionAction;
}

/**
 * Why an act or undo was refused, as data: the renderer's catalogue words it (`actRefusalText`).
 * No text of the engine crosses: its own reason for `illegal` and `engineFailed` goes to the
 * host's log (the session's warn).
 */
export type ActRefusal =
  | { key: 'noGame' }
  | { key: 'raceOver' }
  | { key: 'stale'; chosenAt: number; at: number }
  | { key: 'notDeciding'; seat: number; decider: number }
  | { key: 'botDeciding'; decider: number }
  | { key: 'illegal' }
  | { key: 'engineFailed' }
  | { key: 'nothingToUndo' };

/** `stale`: refused because the game moved on since the move was chosen (nothing changed). */
export type ActResult =
  { ok: true; version: number } | { ok: false; refusal: ActRefusal; version: number; stale?: true };

/** An update that only shows a view (a game fetched, started or loaded by a request), no events. */
export function viewUpdate(reason: UpdateReason, view: SessionView): AnySessionUpdate {
  return { reason, batchId: view.version, actor: -1, events: [], view } as AnySessionUpdate;
}
