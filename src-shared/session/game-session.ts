/**
 * One session owns the game (like boardgame.io's Master). It is composed of small rooms:
 * the state owner (game-table.ts: options, seats, action log, state, version, apply/refuse),
 * the bot loop (bot-loop.ts), undo within a turn (turn-undo.ts) and the autosave hook
 * (autosave-hook.ts). The game itself is a plugin (game-plugin.ts), its kit's, found in the
 * registry by the setup's or record's `game`: the session names no game and never looks into
 * a state. Pure TypeScript: the Electron main process and the in-browser client both use it.
 */
import { InlineBotRunner, type BotRunner } from '../bots/bot-runner';
import { kitOf, type GameId, type KITS } from '../games/registry';
import type { TypesOf } from '../games/kit';
import { autosave } from './autosave-hook';
import { BotLoop } from './bot-loop';
import type { AnySessionGame, LogEntry } from './game-plugin';
import { GameTable, type Entry, type Running } from './game-table';
import { canUndo, undoFloorOf, undoLast } from './turn-undo';
import { suggestMove, type HintResult } from './hint';
import type {
  ActRequest,
  ActResult,
  SaveSink,
  SavedGame,
  Seat,
  SessionAction,
  SessionSetup,
  AnySessionUpdate,
  SessionView,
  UpdateReason,
} from './types';

export interface SessionDeps {
  /** Runs the bot seats' decisions (default: inline on this thread, in slices). */
  bots?: BotRunner;
  /** Autosave hook, called after every change. */
  save?: SaveSink;
  /** Waits between bot actions so the host stays responsive (default: a 0 ms timer). */
  pause?: () => Promise<void>;
  /**
   * The host's randomness and clock (src-shared never reads them itself). Hosts pass real
   * ones; the defaults are deterministic counters for tests.
   */
  newSeed?: () => number;
  newId?: () => string;
  /** The current time as an ISO string, for save records. */
  now?: () => string;
  /** Reports problems that are not the caller's fault (a bot that failed, a save that threw). */
  warn?: (message: string) => void;
}

export type SessionListener = (update: AnySessionUpdate) => void;

/** The view `newGame` answers a setup with: the view of the setup's game. */
export type ViewOfSetup<S extends SessionSetup> = {
  [G in GameId]: S extends TypesOf<(typeof KITS)[G]>['setup'] ? TypesOf<(typeof KITS)[G]>['view'] : never;
}[GameId];

const timerPause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export class GameSession {
  private readonly table: GameTable;
  private readonly botLoop: BotLoop;
  private readonly listeners = new Set<SessionListener>();
  private readonly newSeed: () => number;
  private readonly newId: () => string;
  /** The host's log of diagnostics (an error's own message: never shown to the player). */
  readonly warn: (m: string) => void;
  private readonly bots: BotRunner;

  constructor(private readonly deps: SessionDeps = {}) {
    let counter = 0;
    this.newSeed = deps.newSeed ?? (() => ++counter);
    this.newId = deps.newId ?? (() => `g${++counter}`);
    this.warn = deps.warn ?? (() => {});
    this.table = new GameTable(this.warn);
    this.bots = deps.bots ?? new InlineBotRunner({ yieldNow: timerPause });
    this.botLoop = new BotLoop(this.table, this.bots, {
      pause: deps.pause ?? timerPause,
      warn: this.warn,
      applied: (_g, player, events) => this.changed('bot', player, events),
    });
  }

  onUpdate(listener: SessionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  hasGame(): boolean {
    return this.table.game !== null;
  }

  /** The id of the game being played (its kit's), or null. */
  get gameId(): GameId | null {
    return (this.table.game?.plugin.id as GameId | undefined) ?? null;
  }

  /** The live state of the game being played (read-only use: its kit's type, unknown here), or null. */
  get state(): unknown {
    return this.table.game?.state ?? null;
  }

  get seats(): Seat[] {
    return this.table.game ? this.table.game.seats.map((s) => ({ ...s })) : [];
  }

  /** Starts a game. Bad options throw (GameOptionsError) and leave the current game alone. */
  newGame<S extends SessionSetup>(setup: S): ViewOfSetup<S>;
  newGame(setup: SessionSetup): SessionView {
    const plugin = kitOf(setup.game).session;
    const { state, options } = plugin.create(setup, setup.seed ?? this.newSeed());
    this.botLoop.stop();
    this.table.install(
      plugin,
      this.newId(),
      options,
      setup.seats.map((s) => ({ ...s })),
      state,
      [],
    );
    return this.changed('new', -1, []);
  }

  /**
   * Continues a saved game: from its snapshot when it has one (only the actions after it are
   * replayed, once), else from the start. Throws when an action does not apply.
   */
  restore(saved: SavedGame): SessionView {
    const plugin = kitOf(saved.game).session;
    const players = plugin.playersIn(saved.options);
    if (saved.seats.length !== players) throw new Error(`${saved.seats.length} seats for ${players} players`);
    const snap = saved.snapshot;
    const from = snap ? snap.actionCount : 0;
    const state = snap ? plugin.clone(snap.state) : plugin.createFromOptions(saved.options);
    const start = plugin.clone(state);
    const entries: Entry[] = [];
    for (let i = from; i < saved.actions.length; i++) {
      const action = saved.actions[i];
      const player = plugin.currentPlayer(state);
      const events = plugin.apply(state, action);
      entries.push({ player, action, final: plugin.endsUndo(events), events });
    }
    const prefix = saved.actions.slice(0, from).map((a) => ({ ...a }));
    const prefixLog = from > 0 ? replayLog(plugin, saved, from) : [];
    // Undo survives Continue: the actions after the last one that can never be undone stay undoable.
    const floor = undoFloorOf(
      plugin,
      entries,
      saved.seats.map((s) => s.kind === 'human'),
    );
    let undoFrom: { floor: number; checkpoint: unknown } | null = null;
    if (floor < entries.length) {
      for (let i = 0; i < floor; i++) plugin.apply(start, entries[i].action);
      undoFrom = { floor, checkpoint: start };
    }
    this.botLoop.stop();
    this.table.install(
      plugin,
      saved.id,
      saved.options,
      saved.seats.map((s) => ({ ...s })),
      state,
      entries,
      prefix,
      snap?.stats ?? null,
      prefixLog,
      undoFrom,
    );
    return this.changed('restore', -1, []);
  }

  /** Forgets the current game (bots stop). */
  close(): void {
    this.botLoop.stop();
    this.table.close();
  }

  /** Stops the bots for good (the host is shutting down). */
  dispose(): void {
    this.close();
    this.botLoop.dispose();
  }

  getView(): SessionView | null {
    // Every call doubles as a watchdog: a bot seat to move with no decision running is restarted.
    this.botLoop.run();
    return this.table.game ? this.view(this.table.game) : null;
  }

  /** The game as its record (null without a game): the one record the save files hold. */
  saved(): SavedGame | null {
    const g = this.table.game;
    return g ? this.table.recordOf(g) : null;
  }

  /** The game's running statistics (copies, of its kit's type; for save snapshots). */
  stats(): unknown[] {
    return this.table.game ? this.table.game.stats.map((s) => ({ ...(s as object) })) : [];
  }

  /**
   * A human's action. Anything not legal comes back as an error and changes nothing. `from`
   * (always given by an IPC message) names the seat that chose it and the view version it was
   * chosen on: a stale or repeated message, or one for a seat not deciding now, is refused.
   */
  act(action: SessionAction | { readonly type: string }, from?: Omit<ActRequest, 'action'>): ActResult {
    const g = this.table.game;
    const version = this.table.version;
    if (!g) return { ok: false, refusal: { key: 'noGame' }, version };
    const decider = this.table.decider(g);
    if (decider < 0) return { ok: false, refusal: { key: 'raceOver' }, version };
    this.botLoop.run(); // a watchdog too: a bot to move with no decision running starts again
    if (from && from.version !== version) {
      return {
        ok: false,
        stale: true,
        refusal: { key: 'stale', chosenAt: from.version, at: version },
        version,
      };
    }
    if (from && from.seat !== decider) {
      return { ok: false, refusal: { key: 'notDeciding', seat: from.seat, decider }, version };
    }
    if (g.seats[decider]?.kind !== 'human') {
      return { ok: false, refusal: { key: 'botDeciding', decider }, version };
    }
    const r = this.table.apply(g, action, decider);
    if (!r.ok) return { ok: false, refusal: r.refusal, version: this.table.version };
    this.changed('action', decider, r.events);
    this.botLoop.run();
    return { ok: true, version: this.table.version };
  }

  /** "What would a strong bot do?" for the human deciding now, by the game's plugin; nothing is played (hint.ts). */
  hint(): Promise<HintResult> {
    const g = this.table.game;
    return suggestMove(g && { plugin: g.plugin, state: g.state }, this.seats, this.bots, this.table.version, this.warn);
  }

  canUndo(): boolean {
    return canUndo(this.table, this.table.game);
  }

  /** Takes back the current human's last action: only within the turn, never across chance or another player. */
  undo(): ActResult {
    const g = this.table.game;
    if (!g) return { ok: false, refusal: { key: 'noGame' }, version: this.table.version };
    if (!undoLast(this.table, g))
      return {
        ok: false,
        refusal: { key: 'nothingToUndo' },
        version: this.table.version,
      };
    this.botLoop.reset();
    this.changed('undo', -1, []);
    return { ok: true, version: this.table.version };
  }

  /** Resolves once no bot is deciding (tests, shutdown). */
  idle(): Promise<void> {
    return this.botLoop.idle();
  }

  // ---------------------------------------------------------------------------------------

  private view(g: Running): SessionView {
    const view = g.plugin.buildView({
      id: g.id,
      version: this.table.version,
      state: g.state,
      seats: g.seats,
      log: g.log,
      stats: g.stats,
      canUndo: this.canUndo(),
      thinking: this.table.isBotToMove(g),
      notice: g.notice,
    }) as SessionView;
    if (!g.plugin.isTerminal(g.state)) return view;
    // The session's own field of every game's view (the renderer's ShellView reads `again`).
    return { ...view, again: againSetup(g) } as unknown as SessionView;
  }

  private changed(reason: UpdateReason, actor: number, events: unknown[]): SessionView {
    const g = this.table.game!;
    this.table.version++;
    const view = this.view(g);
    const update = { reason, batchId: this.table.version, actor, events, view } as AnySessionUpdate;
    for (const l of this.listeners) {
      try {
        l(update);
      } catch (e) {
        this.warn(`update listener failed: ${(e as Error).message}`);
      }
    }
    autosave(this.deps.save, this.table, g, reason, this.warn);
    if (reason === 'new' || reason === 'restore') this.botLoop.run();
    return view;
  }
}

/**
 * The setup that races a finished game again: its options and seats (from its record, so a
 * game continued after a reload races again as well as one started here), with a fresh seed.
 */
function againSetup(g: Running): SessionSetup {
  const options = g.plugin.optionsOf(g.state, g.options);
  const { seed: _seed, ...setup } = kitOf(g.plugin.id).records.setupOf(options, g.seats);
  return JSON.parse(JSON.stringify(setup)) as SessionSetup;
}

/**
 * The log lines of a save's first `count` actions (those its snapshot stands for), rebuilt by
 * replaying them from the start as the replay viewer does; none when they no longer replay
 * (the game goes on from its snapshot all the same).
 */
function replayLog(plugin: AnySessionGame, saved: SavedGame, count: number): { line: LogEntry; round: number }[] {
  const out: { line: LogEntry; round: number }[] = [];
  const names = saved.seats.map((s) => s.name);
  try {
    const state = plugin.createFromOptions(saved.options);
    for (let i = 0; i < count; i++) {
      for (const e of plugin.apply(state, saved.actions[i])) {
        const line = plugin.describeEvent(e, names, state);
        if (line) out.push({ line, round: plugin.roundOf(state) });
      }
    }
  } catch {
    return [];
  }
  return out;
}
