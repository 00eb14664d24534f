/**
 * The state owner (one room of the session): the game being played, its options and seats,
 * the action log, the state, the view version, and the one place actions are applied or
 * refused. Undo, the bot loop and the autosave work on it; none of them applies an action
 * another way.
 */
import { capText } from '../ipc/cap-text';
import type { AnySessionGame, LogEntry } from './game-plugin';
import type { ActRefusal, GameChange, SavedGame, Seat, UpdateReason } from './types';
import { DEFAULT_GAME, type GameId } from '../games/registry';
import type { BotNotice, LogLine, NoticeMessage } from './log-types';

/** One applied action and what it did. */
export interface Entry<A = unknown, E = unknown> {
  player: number;
  action: A;
  /** The action drew chance (or otherwise ends the undoable part of a turn). */
  final: boolean;
  events: E[];
}

/** A running game. */
export interface Running {
  id: string;
  plugin: AnySessionGame;
  /** The game's full options (with the seed): what the record stores. */
  options: unknown;
  seats: Seat[];
  state: unknown;
  /** Actions before `entries` (restored from a save's snapshot: no events, never undone). */
  prefix: unknown[];
  /** The statistics after `prefix` (from the snapshot), or null to count from zero. */
  baseStats: unknown[] | null;
  /** The log lines of `prefix` (rebuilt by replaying it from the start), each with its round. */
  prefixLog: { line: LogEntry; round: number }[];
  entries: Entry[];
  /** Entries before this index can never be undone. */
  floor: number;
  /** The state after entries[0..floor): undo replays the log from here. */
  checkpoint: unknown;
  log: LogLine[];
  stats: unknown[];
  /** Increases whenever the game is replaced or rewound: a bot decision of an older generation is dropped. */
  generation: number;
  /** The last thing the player should know that the board does not show (a bot that failed). */
  notice: BotNotice | null;
}

export type ApplyResult = { ok: true; events: unknown[] } | { ok: false; refusal: ActRefusal };

export class GameTable {
  game: Running | null = null;
  /** The view version: increases with every update, across games. */
  version = 0;
  private generation = 0;
  private noticeId = 0;

  constructor(private readonly warn: (m: string) => void) {}

  /** Installs a game (new or restored); the derived log and statistics are rebuilt. */
  install(
    plugin: AnySessionGame,
    id: string,
    options: unknown,
    seats: Seat[],
    state: unknown,
    entries: Entry[],
    prefix: unknown[] = [],
    baseStats: unknown[] | null = null,
    prefixLog: { line: LogEntry; round: number }[] = [],
    undoFrom: { floor: number; checkpoint: unknown } | null = null,
  ): Running {
    this.game = {
      id,
      plugin,
      options,
      seats,
      state,
      prefix,
      baseStats,
      prefixLog,
      entries,
      floor: undoFrom?.floor ?? entries.length,
      checkpoint: undoFrom?.checkpoint ?? plugin.clone(state),
      log: [],
      stats: [],
      generation: ++this.generation,
      notice: null,
    };
    this.rebuildDerived(this.game);
    return this.game;
  }

  close(): void {
    this.generation++;
    this.game = null;
  }

  /** A new generation for the same game (undo): decisions already running are dropped. */
  rewind(g: Running): void {
    g.generation = ++this.generation;
  }

  decider(g: Running): number {
    return g.plugin.currentPlayer(g.state);
  }

  isBotToMove(g: Running): boolean {
    const d = this.decider(g);
    return d >= 0 && g.seats[d]?.kind === 'bot';
  }

  /**
   * Applies `action` for `player`. An illegal action is refused (nothing changes); an engine
   * fault mid-action rebuilds the state from the log so it stays consistent.
   */
  apply(g: Running, action: unknown, player: number): ApplyResult {
    const prev = g.entries[g.entries.length - 1];
    // The action before handed the turn on: this one seals it (the state before is the new checkpoint).
    const seal = g.entries.length > g.floor && !!prev && !!g.plugin.endsTurn?.(prev.events);
    const before = seal ? g.plugin.clone(g.state) : null;
    let events: unknown[];
    try {
      events = g.plugin.apply(g.state, action);
    } catch (e) {
      // The engine's message quotes the action, which may be of any size: cut short.
      // The engine's own text is a diagnostic for the host's log; the reply is a key the catalogue words.
      const detail = capText((e as Error)?.message ?? String(e));
      if (g.plugin.isRefusal(e)) {
        this.warn(`refused ${capText(JSON.stringify(action))}: ${detail}`);
        return { ok: false, refusal: { key: 'illegal' } };
      }
      this.warn(`engine error on ${capText(JSON.stringify(action))}: ${detail}`);
      this.replayFromCheckpoint(g);
      return { ok: false, refusal: { key: 'engineFailed' } };
    }
    const final = g.plugin.endsUndo(events);
    if (seal) {
      g.floor = g.entries.length;
      g.checkpoint = before;
    }
    g.entries.push({ player, action, final, events });
    this.record(g, events);
    // Chance and bot moves can never be taken back: move the undo floor past them.
    if (final || g.seats[player]?.kind !== 'human') {
      g.floor = g.entries.length;
      g.checkpoint = g.plugin.clone(g.state);
    }
    return { ok: true, events };
  }

  /** The state rebuilt from the last point that cannot be undone (undo, engine faults). */
  replayFromCheckpoint(g: Running): void {
    const state = g.plugin.clone(g.checkpoint);
    for (let i = g.floor; i < g.entries.length; i++) g.plugin.apply(state, g.entries[i].action);
    g.state = state;
  }

  /** Tells the player something went wrong behind the scenes (shown once by the renderer). */
  notify(g: Running, message: NoticeMessage): void {
    this.warn(`notice ${JSON.stringify(message)}`);
    g.notice = { id: ++this.noticeId, ...message };
    this.pushLine(g, { player: -1, kind: 'info', ...message });
  }

  rebuildDerived(g: Running): void {
    g.stats = g.seats.map((_, i) => (g.baseStats?.[i] ? { ...(g.baseStats[i] as object) } : g.plugin.emptyStats()));
    g.log = [];
    for (const line of g.plugin.logStart(g.state, g.seats)) this.pushLine(g, line);
    for (const { line, round } of g.prefixLog) this.pushLine(g, line, round);
    for (const entry of g.entries) this.record(g, entry.events);
  }

  actionsOf(g: Running, from: number): unknown[] {
    const out: unknown[] = [];
    const p = g.prefix.length;
    for (let i = from; i < p; i++) out.push({ ...(g.prefix[i] as object) });
    for (let i = Math.max(0, from - p); i < g.entries.length; i++) out.push({ ...(g.entries[i].action as object) });
    return out;
  }

  recordOf(g: Running, withActions = true): SavedGame {
    return {
      id: g.id,
      // The default game's records name no game (as every record before a second game).
      ...(g.plugin.id !== DEFAULT_GAME ? { game: g.plugin.id as GameId } : {}),
      options: JSON.parse(JSON.stringify(g.plugin.optionsOf(g.state, g.options))),
      seats: g.seats.map((s) => ({ ...s })),
      actions: (withActions ? this.actionsOf(g, 0) : []) as SavedGame['actions'],
    } as SavedGame;
  }

  /** What the autosave hook sees of a change (copies made only when asked for). */
  changeOf(g: Running, reason: UpdateReason): GameChange {
    return {
      reason,
      id: g.id,
      game: g.plugin.id as GameId,
      get actionCount() {
        return g.prefix.length + g.entries.length;
      },
      actionsSince: (from) => this.actionsOf(g, from) as ReturnType<GameChange['actionsSince']>,
      record: (withActions) => this.recordOf(g, withActions),
      serializeState: () => g.plugin.serialize(g.state),
      // Live: a later read (an autosave retry) sees the game as it is then.
      get state() {
        return g.state as GameChange['state'];
      },
      get stats() {
        return g.stats as GameChange['stats'];
      },
    };
  }

  private record(g: Running, events: unknown[]): void {
    const names = g.seats.map((s) => s.name);
    for (const e of events) {
      g.plugin.countStats(g.stats, e);
      const line = g.plugin.describeEvent(e, names, g.state);
      if (line) this.pushLine(g, line);
    }
  }

  private pushLine(g: Running, line: LogEntry, round = g.plugin.roundOf(g.state)): void {
    const last = g.log[g.log.length - 1];
    const merged = g.plugin.mergeLines?.(last, line);
    if (merged) g.log[g.log.length - 1] = { ...merged, seq: last.seq, round: last.round };
    else g.log.push({ ...line, seq: g.log.length, round });
  }
}
