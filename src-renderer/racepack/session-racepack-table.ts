/**
 * A `RacepackTable` backed by the game session (main process in the app, the page in the
 * browser build), reached through the game store's port (the store is the client's only
 * caller). The session runs the bots, undo and autosave; this adapter turns its views into
 * the screens' `RacepackTableView` and keeps the log in the renderer's words: lines from each
 * update's events, and the whole log again from the game's record after a restore or an undo
 * (an update that carries no events). Updates are handled one at a time, in arrival order.
 */
import type { RacepackAction, RacepackEvent } from '../../src-shared/games/racepack';
import type { RacepackView } from '../../src-shared/games/racepack/kit';
import type { RacepackUpdate as SessionRacepackUpdate } from '../../src-shared/games/racepack/kit';
import { RacepackHistory, linesOf, setupOf, type RacepackRecordInput } from './racepack-history';
import { countEvents, emptyStats, type RacepackStats } from './racepack-stats';
import type {
  ActResult,
  RacepackLogLine,
  RacepackSetupData,
  RacepackTable,
  RacepackTableView,
  RacepackUpdate,
} from './racepack-table';

/** What the session offers the table (the game store implements it with its client). */
export interface RacepackSessionPort {
  act(request: { seat: number; version: number; action: RacepackAction }): Promise<ActResult>;
  undo(): Promise<ActResult>;
  /** Every update of a Racepack game; returns an unsubscribe function. */
  onUpdate(listener: (u: SessionRacepackUpdate) => void): () => void;
  /** The game in the session now, as a record, with the view version it was read at. */
  record(): Promise<RacepackRecordInput & { version?: number }>;
}

/** Why a log could not be rebuilt is no reason to stop the race: the table says so in the log. */
const LOG_LOST = 'The earlier moves of this race could not be listed again.';

export class SessionRacepackTable implements RacepackTable {
  private latest: RacepackTableView;
  private log: RacepackLogLine[] = [];
  private stats: RacepackStats = emptyStats(0, 0);
  /** The view version the log reflects: updates up to it add no lines. */
  private logVersion = -1;
  private readonly listeners = new Set<(u: RacepackUpdate) => void>();
  private readonly unsubscribe: () => void;
  private chain: Promise<void>;
  private disposed = false;
  readonly id: string;

  private constructor(
    private readonly port: RacepackSessionPort,
    first: RacepackView,
  ) {
    this.id = first.id;
    this.latest = this.toView(first);
    this.chain = this.resync(first);
    this.unsubscribe = port.onUpdate((u) => {
      if (u.view.id !== this.id) return; // another game's (a newer race replaced this one)
      this.chain = this.chain.then(() => this.receive(u)).catch((e) => console.error('racepack update failed', e));
    });
  }

  /** Opens the table on a session view (a new race, a restored or continued one). */
  static async open(port: RacepackSessionPort, first: RacepackView): Promise<SessionRacepackTable> {
    const table = new SessionRacepackTable(port, first);
    await table.chain;
    return table;
  }

  view(): RacepackTableView {
    return this.latest;
  }

  async act(action: RacepackAction, version: number): Promise<ActResult> {
    if (this.disposed) return { ok: false, error: 'This race was closed.' };
    const r = await this.port.act({ seat: this.latest.seat, version, action });
    return r.ok ? { ok: true } : { ok: false, error: r.error };
  }

  async undo(): Promise<ActResult> {
    if (this.disposed) return { ok: false, error: 'This race was closed.' };
    return this.port.undo();
  }

  onUpdate(listener: (u: RacepackUpdate) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops listening; the race itself goes on living in the session (and its autosave). */
  dispose(): void {
    this.disposed = true;
    this.unsubscribe();
    this.listeners.clear();
  }

  /** Resolves once every update received so far has been handled (tests). */
  settled(): Promise<void> {
    return this.chain;
  }

  private async receive(u: SessionRacepackUpdate): Promise<void> {
    if (this.disposed) return;
    if (u.events.length === 0 && u.view.version > this.logVersion) {
      // An undo, a restore or a resync: the log is listed again from the record.
      await this.resync(u.view);
    } else if (u.view.version > this.logVersion) {
      const setup = setupOf(u.view.seats.map(seatOf), u.view.race.options);
      this.log.push(...linesOf(u.view.race, setup, u.events as RacepackEvent[]));
      countEvents(
        this.stats,
        u.events as RacepackEvent[],
        u.view.race.cars.map((c) => c.seat),
        u.view.race.poolSeat,
      );
      this.logVersion = u.view.version;
    }
    if (this.disposed) return;
    this.latest = this.toView(u.view);
    const update: RacepackUpdate = {
      view: this.latest,
      events: u.events,
      action: null,
      undo: u.reason === 'undo',
    };
    for (const l of this.listeners) l(update);
  }

  private async resync(view: RacepackView): Promise<void> {
    try {
      const record = await this.port.record();
      const history = new RacepackHistory(record);
      this.log = history.log;
      this.stats = history.statsAt();
      this.logVersion = record.version ?? view.version;
    } catch (e) {
      console.warn(`racepack log: ${(e as Error).message}`);
      this.log = [{ seat: -1, text: LOG_LOST }];
      this.stats = emptyStats(view.race.cars.length, view.seats.length);
      this.logVersion = view.version;
    }
    this.latest = this.toView(view);
  }

  private toView(v: RacepackView): RacepackTableView {
    const setup: RacepackSetupData = setupOf(v.seats.map(seatOf), v.race.options);
    return {
      gameId: v.id,
      version: v.version,
      setup,
      state: v.race,
      seat: v.decider,
      humanToAct: v.deciderKind === 'human' && !v.over,
      legal: v.legal.map((o) => o.action),
      canUndo: v.canUndo,
      log: this.log.slice(),
      over: v.over,
      finishOrder: v.finishOrder ? [...v.finishOrder] : null,
      stats: structuredClone(this.stats),
    };
  }
}

function seatOf(s: RacepackView['seats'][number]) {
  return s.kind === 'bot' && s.level
    ? { kind: 'bot' as const, name: s.name, level: s.level }
    : { kind: 'human' as const, name: s.name };
}
