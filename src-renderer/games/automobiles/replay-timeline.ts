/**
 * A race's timeline for the replay viewer: replays a game's action log through the engine
 * from its options (seed included), so every moment can be shown again. Pure TypeScript.
 * One pass records each action's events, log lines and statistics; a state is kept every
 * CACHE_EVERY actions, and any other moment is rebuilt from the nearest kept one.
 */
import {
  applyAction,
  clone,
  createGame,
  currentPlayer,
  describe,
  type Action,
  type GameEvent,
  type GameOptions,
  type GameState,
} from '../../../src-shared/games/automobiles';
import { buildView } from '../../../src-shared/games/automobiles/kit';
import {
  countStats,
  describeEvent,
  emptyStats,
  mergeLines,
  startLine,
} from '../../../src-shared/games/automobiles/kit';
import type { LogEntry } from '../../../src-shared/session/game-plugin';
import type { Seat } from '../../../src-shared/session/types';
import type { GameView, LogLine, PlayerStats } from '../../../src-shared/games/automobiles/kit';

export const CACHE_EVERY = 25;

export interface ReplayInput {
  options: GameOptions;
  seats: Seat[];
  actions: Action[];
}

/** One recorded move: who made it, in which round, in words, and what it caused. */
export interface ReplayMove {
  player: number;
  round: number;
  text: string;
  events: GameEvent[];
  /** After this move a new turn (or setup buy, or season race) begins. */
  endsTurn: boolean;
}

export class ReplayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReplayError';
  }
}

export class ReplayTimeline {
  readonly moves: ReplayMove[] = [];
  private readonly log: LogLine[] = [];
  /** Log lines shown after n moves: logCount[n]. */
  private readonly logCount: number[] = [];
  /** The last of those lines as it read after n moves (a later cube of the same effect folds into it). */
  private readonly lastLine: (LogLine | undefined)[] = [];
  private readonly stats: PlayerStats[][] = [];
  private readonly cache = new Map<number, GameState>();
  /** Moments at which a turn begins (0 included), ascending. */
  private readonly turnMoments: number[] = [0];
  private readonly actions: Action[];
  private readonly seats: Seat[];

  constructor(input: ReplayInput) {
    this.actions = input.actions;
    this.seats = input.seats;
    let state: GameState;
    try {
      state = createGame(input.options);
    } catch (e) {
      throw new ReplayError(`the game cannot be set up again (${(e as Error).message})`);
    }
    const stats = input.seats.map(() => emptyStats());
    // As the session's log: one line per effect (mergeLines), stamped with the round.
    const push = (line: LogEntry, round: number) => {
      const last = this.log[this.log.length - 1];
      const merged = mergeLines(last, line);
      if (merged) this.log[this.log.length - 1] = { ...merged, seq: last.seq, round: last.round };
      else this.log.push({ ...line, seq: this.log.length, round });
    };
    const counted = () => {
      this.logCount.push(this.log.length);
      this.lastLine.push(this.log[this.log.length - 1]);
    };
    push(startLine(state.options), 0);
    this.cache.set(0, clone(state));
    counted();
    this.stats.push(stats.map((s) => ({ ...s })));

    input.actions.forEach((action, i) => {
      const player = currentPlayer(state);
      const text = describe(state, action);
      let events: GameEvent[];
      try {
        events = applyAction(state, action);
      } catch (e) {
        throw new ReplayError(`move ${i + 1} cannot be replayed (${(e as Error).message})`);
      }
      for (const e of events) {
        countStats(stats, e);
        const line = describeEvent(e, state);
        if (line) push(line, state.round);
      }
      const endsTurn = events.some(
        (e) =>
          e.type === 'turnStarted' ||
          e.type === 'setupStarted' ||
          e.type === 'raceStarted' ||
          e.type === 'raceFinished',
      );
      this.moves.push({ player, round: state.round, text, events, endsTurn });
      if (endsTurn) this.turnMoments.push(i + 1);
      counted();
      this.stats.push(stats.map((s) => ({ ...s })));
      if ((i + 1) % CACHE_EVERY === 0) this.cache.set(i + 1, clone(state));
    });
    this.cache.set(input.actions.length, clone(state));
  }

  /** Number of moves: the moments are 0 (before the first move) to length. */
  get length(): number {
    return this.moves.length;
  }

  /** The state after `n` moves (a fresh copy). */
  stateAt(n: number): GameState {
    const at = Math.max(0, Math.min(this.length, Math.floor(n)));
    const from = Math.floor(at / CACHE_EVERY) * CACHE_EVERY;
    const base = this.cache.get(at) ?? this.cache.get(from)!;
    const state = clone(base);
    if (!this.cache.has(at)) for (let i = from; i < at; i++) applyAction(state, this.actions[i]);
    return state;
  }

  /** The game as the screen shows it after `n` moves (every pile public: a replay hides nothing it can show). */
  viewAt(n: number): GameView {
    const at = Math.max(0, Math.min(this.length, Math.floor(n)));
    const view = buildView({
      id: 'replay',
      version: at,
      state: this.stateAt(at),
      // Bots decide every seat, so the view lists no options to click.
      seats: this.seats.map((s) => ({ kind: 'bot', name: s.name, level: s.kind === 'bot' ? s.level : 'easy' }) as Seat),
      log: this.logAt(at),
      stats: this.stats[at],
      canUndo: false,
      thinking: false,
      logLimit: 400,
    });
    // The seats as they were (a human is labelled human, not "bot · easy").
    return {
      ...view,
      players: view.players.map((p, i) =>
        this.seats[i]?.kind === 'human' ? { ...p, kind: 'human' as const, level: null, thinkMs: null } : p,
      ),
    };
  }

  /** The log as it read after `at` moves. */
  private logAt(at: number): LogLine[] {
    const lines = this.log.slice(0, this.logCount[at]);
    const last = this.lastLine[at];
    if (lines.length && last) lines[lines.length - 1] = last;
    return lines;
  }

  /** The events of the move that leads to moment `to` (the replay's board animates them). */
  eventsTo(to: number): readonly GameEvent[] {
    return this.moves[to - 1]?.events ?? [];
  }

  /** The moment the next (dir 1) or previous (dir -1) turn begins, seen from moment `n`. */
  turnStep(n: number, dir: 1 | -1): number {
    if (dir > 0) return this.turnMoments.find((m) => m > n) ?? this.length;
    return [...this.turnMoments].reverse().find((m) => m < n) ?? 0;
  }
}
