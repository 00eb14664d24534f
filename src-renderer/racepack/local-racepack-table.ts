/**
 * A `RacepackTable` run in the page: the Racepack engine and the generic bots, no session.
 * Bots play one action per macrotask (setTimeout), so the page repaints and takes clicks
 * between their moves. Undo rebuilds the state by replaying the actions from the start of
 * the deciding human's turn (the engine is deterministic: the dice live in the state).
 */
import {
  createRacepackBot,
  racepack,
  type RacepackAction,
  type RacepackBot,
  type RacepackEvent,
  type RacepackState,
} from '../../src-shared/games/racepack';
import type {
  ActResult,
  RacepackLogLine,
  RacepackSetupData,
  RacepackTable,
  RacepackTableView,
  RacepackUpdate,
} from './racepack-table';
import { logLines } from './racepack-log';

export interface LocalTableOptions {
  /** Pause before each bot action, ms (0 in tests). */
  botDelayMs?: number;
}

export class LocalRacepackTable implements RacepackTable {
  private state: RacepackState;
  private version = 0;
  private readonly log: RacepackLogLine[] = [];
  private readonly listeners = new Set<(u: RacepackUpdate) => void>();
  private readonly bots: (RacepackBot | null)[];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  /** Undo point: the state at the start of the current human stretch, and the actions since. */
  private undoBase: { state: RacepackState; logLength: number; seat: number; car: number } | null = null;
  private undoActions: RacepackAction[] = [];
  private readonly botDelayMs: number;

  constructor(
    readonly setup: RacepackSetupData,
    opts: LocalTableOptions = {},
  ) {
    this.botDelayMs = opts.botDelayMs ?? 350;
    const options = racepack.normalizeOptions({ ...setup.options, players: setup.seats.length });
    const seed = setup.seed ?? Math.floor(Math.random() * 1e9);
    this.setup = { ...setup, seed };
    this.state = racepack.create(options, seed);
    this.bots = setup.seats.map((s, i) => (s.kind === 'bot' ? createRacepackBot(s.level, seed + 101 * (i + 1)) : null));
    this.log.push(...logLines.start(this.state, this.setup));
    this.markUndoBase();
    this.scheduleBot();
  }

  view(): RacepackTableView {
    const s = this.state;
    const seat = racepack.currentPlayer(s);
    const humanToAct = seat >= 0 && this.setup.seats[seat]?.kind === 'human';
    const result = racepack.result(s);
    return {
      version: this.version,
      setup: structuredClone(this.setup),
      state: racepack.playerView(s, seat) as RacepackTableView['state'],
      seat,
      humanToAct,
      legal: humanToAct ? racepack.legalActions(s) : [],
      canUndo: humanToAct && this.undoActions.length > 0,
      log: this.log.slice(),
      over: racepack.isTerminal(s),
      finishOrder: result ? [...result.finishOrder] : null,
    };
  }

  async act(action: RacepackAction, version: number): Promise<ActResult> {
    if (this.disposed) return { ok: false, error: 'This race was closed.' };
    if (version !== this.version) return { ok: false, error: 'That choice was made on an older view; choose again.' };
    const seat = racepack.currentPlayer(this.state);
    if (seat < 0 || this.setup.seats[seat]?.kind !== 'human') return { ok: false, error: 'It is not your turn.' };
    const r = this.apply(action);
    if (r.ok) this.scheduleBot();
    return r;
  }

  async undo(): Promise<ActResult> {
    if (!this.undoBase || this.undoActions.length === 0) return { ok: false, error: 'Nothing to undo in this turn.' };
    const base = this.undoBase;
    const replay = this.undoActions.slice(0, -1);
    const s = racepack.clone(base.state);
    this.log.length = base.logLength;
    for (const a of replay) this.log.push(...this.lines(s, a, racepack.apply(s, a)));
    this.state = s;
    this.undoActions = replay;
    this.version++;
    this.emit({ view: this.view(), events: [], action: null, undo: true });
    return { ok: true };
  }

  onUpdate(listener: (u: RacepackUpdate) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.listeners.clear();
  }

  private apply(action: RacepackAction): ActResult {
    const before = this.state;
    const seat = racepack.currentPlayer(before);
    const car = before.turn.car;
    let events: RacepackEvent[];
    try {
      events = racepack.apply(this.state, action);
    } catch (e) {
      return { ok: false, error: `That move is not allowed now (${(e as Error).message}).` };
    }
    this.log.push(...this.lines(this.state, action, events));
    this.version++;
    // Undo reaches back to the start of this human's stretch of the same car's turn, never past a die.
    const rolled = events.some((e) => e.type === 'cornerRoll');
    const sameStretch =
      racepack.currentPlayer(this.state) === seat && this.state.turn.car === car && this.state.phase === 'move';
    if (this.setup.seats[seat]?.kind === 'human' && sameStretch && !rolled && this.undoBase) {
      this.undoActions.push(action);
    } else {
      this.markUndoBase();
    }
    this.emit({ view: this.view(), events, action, undo: false });
    return { ok: true };
  }

  private lines(s: RacepackState, action: RacepackAction, events: RacepackEvent[]): RacepackLogLine[] {
    return logLines.fromEvents(s, this.setup, action, events);
  }

  private markUndoBase(): void {
    this.undoBase = {
      state: racepack.clone(this.state),
      logLength: this.log.length,
      seat: racepack.currentPlayer(this.state),
      car: this.state.turn.car,
    };
    this.undoActions = [];
  }

  private emit(u: RacepackUpdate): void {
    for (const l of this.listeners) l(u);
  }

  private scheduleBot(): void {
    if (this.disposed || this.timer) return;
    const seat = racepack.currentPlayer(this.state);
    const bot = seat >= 0 ? this.bots[seat] : null;
    if (!bot) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.disposed) return;
      const s = this.state;
      const legal = racepack.legalActions(s).filter((a) => a.type !== 'forfeit');
      const choice = bot.chooseAction(racepack.clone(s), legal.length ? legal : racepack.legalActions(s));
      this.apply(choice);
      this.scheduleBot();
    }, this.botDelayMs);
  }
}
