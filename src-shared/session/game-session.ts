/**
 * One session owns the game (like boardgame.io's Master): the options, the seats, the action
 * log and the state. It applies actions, runs the bots of bot seats, undoes within a turn,
 * autosaves through a hook and pushes updates (view + events) to its listeners.
 * Pure TypeScript: the Electron main process and the in-browser client both use it.
 */
import {
  IllegalActionError,
  applyAction,
  clone,
  createGame,
  currentPlayer,
  isTerminal,
  legalActions,
  withStoredDefaults,
  type Action,
  type GameEvent,
  type GameOptions,
  type GameState,
  sameAction,
  findTrack,
} from '../games/automobiles';
import { buildView } from './build-view';
import { suggestMove, type HintResult } from './hint';
import { countStats, describeEvent, emptyStats } from './game-log';
import { InlineBotRunner, type BotDecision, type BotRunner } from '../bots/bot-runner';
import { BotCancelledError } from '../bots/bot-decide';
import { GreedyBot } from '../bots/automobiles/greedy-bot';
import {
  botSpecOf,
  type ActRequest,
  type ActResult,
  type GameChange,
  type NewGameSetup,
  type SaveSink,
  type SavedGame,
  type Seat,
  type SessionUpdate,
  type UpdateReason,
} from './types';
import type { BotNotice, GameView, LogLine, PlayerStats } from './view-types';

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

interface Entry {
  player: number;
  action: Action;
  /** The action drew cubes (a chance event): undo may never cross it. */
  drew: boolean;
  events: GameEvent[];
}

interface Running {
  id: string;
  setup: NewGameSetup & { seed: number };
  state: GameState;
  /** Actions before `entries` (restored from a save's snapshot: no events, never undone). */
  prefix: Action[];
  /** The statistics after `prefix` (from the snapshot), or null to count from zero. */
  baseStats: PlayerStats[] | null;
  entries: Entry[];
  /** Entries before this index can never be undone. */
  floor: number;
  /** The state after entries[0..floor): undo replays the log from here. */
  checkpoint: GameState;
  log: LogLine[];
  stats: PlayerStats[];
  generation: number;
  /** The last thing the player should know that the board does not show (a bot that failed). */
  notice: BotNotice | null;
}

export type SessionListener = (update: SessionUpdate) => void;

const timerPause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function engineOptions(setup: NewGameSetup & { seed: number }) {
  return {
    players: setup.seats.map((s) => ({ name: s.name })),
    track: setup.track,
    laps: setup.laps,
    cards: setup.cards,
    variants: setup.variants,
    seed: setup.seed,
    drivers: setup.drivers ?? 'off',
    expansionCards: setup.expansionCards ?? false,
    season: setup.solo ? null : (setup.season ?? null),
    seatOneStarts: setup.seatOneStarts ?? false,
    ...(setup.solo ? { solo: true } : {}),
    ...(setup.fuelMixture ? { fuelMixture: true } : {}),
  };
}

/** The setup a restored game's options describe (the options stay the source of truth). */
function setupOf(o: GameOptions, seats: Seat[]): NewGameSetup & { seed: number } {
  return {
    seats,
    track: o.track,
    laps: o.laps,
    cards: o.cards,
    variants: { ...o.variants },
    seed: o.seed,
    drivers: o.drivers,
    expansionCards: o.expansionCards,
    season: o.season ? { tracks: [...o.season.tracks] } : null,
  };
}

const actionsOf = (g: Running, from: number): Action[] => {
  const out: Action[] = [];
  const p = g.prefix.length;
  for (let i = from; i < p; i++) out.push({ ...g.prefix[i] });
  for (let i = Math.max(0, from - p); i < g.entries.length; i++) out.push({ ...g.entries[i].action });
  return out;
};

function recordOf(g: Running, withActions = true): SavedGame {
  return {
    id: g.id,
    options: JSON.parse(JSON.stringify(g.state.options)) as GameOptions,
    seats: g.setup.seats.map((s) => ({ ...s })),
    actions: withActions ? actionsOf(g, 0) : [],
  };
}

/** What the autosave hook sees of a change (copies made only when asked for). */
function changeOf(g: Running, reason: UpdateReason): GameChange {
  return {
    reason,
    id: g.id,
    get actionCount() {
      return g.prefix.length + g.entries.length;
    },
    actionsSince: (from) => actionsOf(g, from),
    record: (withActions) => recordOf(g, withActions),
    // Live: a later read (an autosave retry) sees the game as it is then.
    get state() {
      return g.state;
    },
    get stats() {
      return g.stats;
    },
  };
}

const drewCubes = (events: GameEvent[]) => events.some((e) => e.type === 'cubesDrawn' || e.type === 'bagRefilled');

export class GameSession {
  private game: Running | null = null;
  private readonly listeners = new Set<SessionListener>();
  private batchId = 0;
  private generation = 0;
  private loop: Promise<void> = Promise.resolve();
  private looping = -1;
  private readonly bots: BotRunner;
  private pending: BotDecision | null = null;
  private noticeId = 0;
  private readonly pause: () => Promise<void>;
  private readonly newSeed: () => number;
  private readonly newId: () => string;
  private readonly warn: (m: string) => void;

  constructor(private readonly deps: SessionDeps = {}) {
    this.pause = deps.pause ?? timerPause;
    this.bots = deps.bots ?? new InlineBotRunner({ yieldNow: timerPause });
    let counter = 0;
    this.newSeed = deps.newSeed ?? (() => ++counter);
    this.newId = deps.newId ?? (() => `g${++counter}`);
    this.warn = deps.warn ?? (() => {});
  }

  onUpdate(listener: SessionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  hasGame(): boolean {
    return this.game !== null;
  }

  /** The live state (read-only use: tests, the CLI). */
  get state(): GameState | null {
    return this.game?.state ?? null;
  }

  get seats(): Seat[] {
    return this.game ? this.game.setup.seats.map((s) => ({ ...s })) : [];
  }

  /** Starts a race. Bad options throw (GameOptionsError) and leave the current game alone. */
  newGame(setup: NewGameSetup): GameView {
    const full = { ...setup, seats: setup.seats.map((s) => ({ ...s })), seed: setup.seed ?? this.newSeed() };
    const state = createGame(engineOptions(full));
    this.install(this.newId(), full, state, []);
    return this.changed('new', -1, []);
  }

  /**
   * Continues a saved game: from its snapshot when it has one (only the actions after it are
   * replayed, once), else from the start. Throws when an action does not apply.
   */
  restore(saved: SavedGame): GameView {
    if (saved.seats.length !== saved.options.players.length)
      throw new Error(`${saved.seats.length} seats for ${saved.options.players.length} players`);
    const snap = saved.snapshot;
    const from = snap ? snap.actionCount : 0;
    const state = snap ? clone(snap.state) : createGame(withStoredDefaults(saved.options));
    const entries: Entry[] = [];
    for (let i = from; i < saved.actions.length; i++) {
      const action = saved.actions[i];
      const player = currentPlayer(state);
      const events = applyAction(state, action);
      entries.push({ player, action, drew: drewCubes(events), events });
    }
    const seats = saved.seats.map((s) => ({ ...s }));
    const prefix = saved.actions.slice(0, from).map((a) => ({ ...a }));
    this.install(saved.id, setupOf(state.options, seats), state, entries, prefix, snap?.stats ?? null);
    return this.changed('restore', -1, []);
  }

  private install(
    id: string,
    setup: NewGameSetup & { seed: number },
    state: GameState,
    entries: Entry[],
    prefix: Action[] = [],
    baseStats: PlayerStats[] | null = null,
  ): void {
    this.stopBots();
    this.game = {
      id,
      setup,
      state,
      prefix,
      baseStats,
      entries,
      floor: entries.length,
      checkpoint: clone(state),
      log: [],
      stats: [],
      generation: this.generation,
      notice: null,
    };
    this.rebuildDerived(this.game);
  }

  /** Forgets the current game (bots stop). */
  close(): void {
    this.stopBots();
    this.game = null;
  }

  /** Stops the bots for good (the host is shutting down). */
  dispose(): void {
    this.close();
    this.bots.dispose();
  }

  /** Cancels a running bot decision and forgets bot plans (new game, undo, close). */
  private stopBots(): void {
    this.generation++;
    this.pending?.cancel();
    this.pending = null;
    this.bots.reset();
  }

  getView(): GameView | null {
    // Every call doubles as a watchdog: a bot seat to move with no decision running is restarted.
    this.runBots();
    return this.game ? this.view(this.game) : null;
  }

  /** The game as its record (null without a game): the one record the save files hold. */
  saved(): SavedGame | null {
    const g = this.game;
    return g ? recordOf(g) : null;
  }

  /** The game's running statistics (a copy; for save snapshots). */
  stats(): PlayerStats[] {
    return this.game ? this.game.stats.map((s) => ({ ...s })) : [];
  }

  /**
   * A human's action. Anything not legal comes back as an error and changes nothing. `from`
   * (always given by an IPC message) names the seat that chose it and the view version it was
   * chosen on: a stale or repeated message, or one for a seat not deciding now, is refused.
   */
  act(action: Action, from?: Omit<ActRequest, 'action'>): ActResult {
    const g = this.game;
    if (!g) return { ok: false, error: 'No game in progress.', version: this.batchId };
    const decider = currentPlayer(g.state);
    if (decider < 0) return { ok: false, error: 'The race is over.', version: this.batchId };
    this.runBots(); // a watchdog too: a bot to move with no decision running starts again
    if (from && from.version !== this.batchId) {
      return {
        ok: false,
        stale: true,
        error: `That move was chosen on an older position (version ${from.version}, the game is at ${this.batchId}); it was not played.`,
        version: this.batchId,
      };
    }
    if (from && from.seat !== decider) {
      const who = g.state.players[from.seat]?.name ?? `seat ${from.seat + 1}`;
      return {
        ok: false,
        error: `${who} is not to decide now (${g.state.players[decider].name} is); the move was not played.`,
        version: this.batchId,
      };
    }
    if (g.setup.seats[decider]?.kind !== 'human') {
      return { ok: false, error: `${g.state.players[decider].name} (a bot) is deciding now.`, version: this.batchId };
    }
    const r = this.apply(g, action, decider);
    if (!r.ok) return { ok: false, error: r.error, version: this.batchId };
    this.changed('action', decider, r.events);
    this.runBots();
    return { ok: true, version: this.batchId };
  }

  /** "What would the Hard bot do?" for the human deciding now; nothing is played (hint.ts). */
  hint(): Promise<HintResult> {
    return suggestMove(this.game?.state ?? null, this.game?.setup.seats ?? [], this.bots, this.batchId);
  }

  canUndo(): boolean {
    const g = this.game;
    if (!g || isTerminal(g.state)) return false;
    const last = g.entries[g.entries.length - 1];
    if (!last || g.entries.length <= g.floor) return false;
    const decider = currentPlayer(g.state);
    return last.player === decider && g.setup.seats[decider]?.kind === 'human';
  }

  /**
   * Takes back the current human's last action: only within the turn, never across a draw
   * or another player's action. The state is rebuilt by replaying the log from the last
   * point that cannot be undone.
   */
  undo(): ActResult {
    const g = this.game;
    if (!g) return { ok: false, error: 'No game in progress.', version: this.batchId };
    if (!this.canUndo())
      return {
        ok: false,
        error: 'Nothing to undo (undo stops at a draw and at another player’s action).',
        version: this.batchId,
      };
    g.entries.pop();
    this.bots.reset();
    const state = clone(g.checkpoint);
    for (let i = g.floor; i < g.entries.length; i++) applyAction(state, g.entries[i].action);
    g.state = state;
    this.rebuildDerived(g);
    this.changed('undo', -1, []);
    return { ok: true, version: this.batchId };
  }

  /** Resolves once no bot is deciding (tests, shutdown). */
  async idle(): Promise<void> {
    let seen: Promise<void> | null = null;
    while (seen !== this.loop) {
      seen = this.loop;
      await seen;
    }
  }

  // ---------------------------------------------------------------------------------------

  private apply(
    g: Running,
    action: Action,
    player: number,
  ): { ok: true; events: GameEvent[] } | { ok: false; error: string } {
    let events: GameEvent[];
    try {
      events = applyAction(g.state, action);
    } catch (e) {
      if (e instanceof IllegalActionError) return { ok: false, error: e.message };
      // An engine failure mid-action: rebuild the state from the log so it stays consistent.
      this.warn(`engine error on ${JSON.stringify(action)}: ${(e as Error).message}`);
      const state = clone(g.checkpoint);
      for (let i = g.floor; i < g.entries.length; i++) applyAction(state, g.entries[i].action);
      g.state = state;
      return { ok: false, error: `The rules engine failed on this action: ${(e as Error).message}` };
    }
    const drew = drewCubes(events);
    g.entries.push({ player, action, drew, events });
    for (const e of events) {
      countStats(g.stats, e);
      const line = describeEvent(
        e,
        g.state.players.map((p) => p.name),
      );
      if (line) this.pushLine(g, line);
    }
    // Draws and bot moves can never be taken back: move the undo floor past them.
    if (drew || g.setup.seats[player]?.kind !== 'human') {
      g.floor = g.entries.length;
      g.checkpoint = clone(g.state);
    }
    return { ok: true, events };
  }

  private pushLine(g: Running, line: Omit<LogLine, 'seq' | 'round'>): void {
    g.log.push({ ...line, seq: g.log.length, round: g.state.round });
  }

  private rebuildDerived(g: Running): void {
    g.stats = g.setup.seats.map((_, i) => (g.baseStats?.[i] ? { ...g.baseStats[i] } : emptyStats()));
    g.log = [];
    const names = g.setup.seats.map((s) => s.name);
    const track = findTrack(g.setup.track)?.name ?? g.setup.track;
    const laps = `${g.setup.laps} ${g.setup.laps === 1 ? 'lap' : 'laps'}`;
    const season = g.state.options.season;
    if (season) {
      const names = season.tracks.map((t) => findTrack(t)?.name ?? t).join(', ');
      this.pushLine(g, {
        player: -1,
        kind: 'info',
        text: `Season of ${season.tracks.length} races (${names}): ${laps} each, ${g.setup.seats.length} cars`,
      });
    } else
      this.pushLine(g, { player: -1, kind: 'info', text: `Race at ${track}: ${laps}, ${g.setup.seats.length} cars` });
    for (const entry of g.entries) {
      for (const e of entry.events) {
        countStats(g.stats, e);
        const line = describeEvent(e, names);
        if (line) this.pushLine(g, line);
      }
    }
  }

  private view(g: Running): GameView {
    const decider = currentPlayer(g.state);
    return buildView({
      id: g.id,
      version: this.batchId,
      state: g.state,
      seats: g.setup.seats,
      log: g.log,
      stats: g.stats,
      canUndo: this.canUndo(),
      thinking: decider >= 0 && g.setup.seats[decider]?.kind === 'bot',
      notice: g.notice,
    });
  }

  private changed(reason: UpdateReason, actor: number, events: GameEvent[]): GameView {
    const g = this.game!;
    this.batchId++;
    const view = this.view(g);
    const update: SessionUpdate = { reason, batchId: this.batchId, actor, events, view };
    for (const l of this.listeners) {
      try {
        l(update);
      } catch (e) {
        this.warn(`update listener failed: ${(e as Error).message}`);
      }
    }
    if (this.deps.save) {
      try {
        const r = this.deps.save.save(changeOf(g, reason));
        if (r && typeof (r as Promise<void>).catch === 'function')
          (r as Promise<void>).catch((e: Error) => this.warn(`autosave failed: ${e.message}`));
      } catch (e) {
        this.warn(`autosave failed: ${(e as Error).message}`);
      }
    }
    if (reason === 'new' || reason === 'restore') this.runBots();
    return view;
  }

  /** Starts the bot loop for this game if a bot decides and no loop runs for it yet. */
  private runBots(): void {
    const g = this.game;
    if (!g || this.looping === g.generation) return;
    const d = currentPlayer(g.state);
    if (d < 0 || g.setup.seats[d]?.kind !== 'bot') return;
    this.looping = g.generation;
    const gen = g.generation;
    // A loop that stops on an error leaves the bot seat idle: the next getView/act (or the
    // renderer's watchdog) notices and starts it again. It never rejects into the host.
    this.loop = this.botLoop(gen)
      .catch((e: Error) => this.warn(`bot loop stopped: ${e?.message ?? e}`))
      .finally(() => {
        if (this.looping === gen) this.looping = -1;
      });
  }

  /** Tells the player something went wrong behind the scenes (shown once by the renderer). */
  private notify(g: Running, text: string): void {
    this.warn(text);
    g.notice = { id: ++this.noticeId, text };
    this.pushLine(g, { player: -1, kind: 'info', text });
  }

  private async botLoop(gen: number): Promise<void> {
    for (;;) {
      await this.pause();
      const g = this.game;
      if (!g || g.generation !== gen) return;
      const player = currentPlayer(g.state);
      const seat = player >= 0 ? g.setup.seats[player] : undefined;
      if (!seat || seat.kind !== 'bot') return;
      let action: Action;
      let decision: BotDecision | null = null;
      try {
        decision = this.bots.decide(clone(g.state), player, botSpecOf(seat.level, player, seat.thinkMs));
        this.pending = decision;
        action = await decision.promise;
      } catch (e) {
        if (e instanceof BotCancelledError || this.game !== g || g.generation !== gen) return;
        // A crashed or timed-out worker (already replaced by the runner) or a bot error: this
        // one move is the greedy bot's, decided here; the game goes on.
        this.notify(g, `${seat.name}'s bot failed (${(e as Error).message}); the greedy bot made this move instead.`);
        action = new GreedyBot().chooseAction(clone(g.state), legalActions(g.state));
      } finally {
        if (decision && this.pending === decision) this.pending = null;
      }
      if (this.game !== g || g.generation !== gen || currentPlayer(g.state) !== player) return;
      const legal = legalActions(g.state);
      if (!legal.some((l) => sameAction(l, action))) {
        this.notify(g, `${seat.name}'s bot chose an illegal move; the greedy bot made this move instead.`);
        action = new GreedyBot().chooseAction(clone(g.state), legal);
      }
      const r = this.apply(g, action, player);
      if (!r.ok) {
        this.warn(`bot ${seat.name}: ${r.error}`);
        return;
      }
      this.changed('bot', player, r.events);
    }
  }
}
