/**
 * The autosave: the session's save hook, writing each game into its own slot
 * (`game-<game id>`, so no two games, and no two app instances, write the same slot).
 *
 * Cheap by design (a season is thousands of actions): a new action is appended to the slot
 * as one short line (an append-only log); the whole file is rewritten, with a fresh snapshot
 * of the state, only for a new or restored game, after an undo, and every SNAPSHOT_EVERY
 * actions (so loading replays at most that many). Writes run one at a time; while one is in
 * flight (an asynchronous store) later changes are coalesced into the next write.
 *
 * A failed write never stops the game: the status turns to failed (the player sees a
 * banner), the next change (or retry) rewrites the whole file, and the status clears once a
 * write succeeds. An append the store refuses (the slot is gone or has no header) is never
 * forced: the whole game is written afresh at once, and the player is told (`takeNotices`).
 * A slot in the trash (`pause`) is not written at all until it is restored (`resume`).
 */
import { actionsLine, appendTail, endMark, listingOf, saveFileOf, stringifySave, type SaveListing } from './save-file';
import { summarize } from './save-summary';
import type { SaveStore } from './save-store';
import type { GameChange, SaveSink } from '../session/types';
import { faultOf, reasonText, type SaveNotice, type SaveProblem } from './save-problem';

export const GAME_SLOT_PREFIX = 'game-';
/** Actions between two full rewrites (each with a snapshot). */
export const SNAPSHOT_EVERY = 200;

/** A game id as it goes into a slot id and the file (lowercase words and dashes). */
export function gameIdOf(id: string): string {
  const clean = id
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 58);
  return clean || 'game';
}

/** What the slot list shows of a game after a change (kept in the end mark of its slot). */
function listingNow(change: GameChange, savedAt: string | undefined): SaveListing {
  const { seats, game } = change.record(false);
  return { ...(savedAt ? { savedAt } : {}), seats, summary: summarize(change.state, seats, game) };
}

export const slotOfGame = (gameId: string): string => `${GAME_SLOT_PREFIX}${gameIdOf(gameId)}`;

/**
 * The action log's JSON (without brackets) cut out of a stored text: the first line's
 * `"actions":[...]` and the appended lines, so that the first rewrite after a load need not
 * stringify a long log again (tens of milliseconds for 200,000 actions). Null when the text
 * does not hold exactly `count` actions in that layout (then the rewrite stringifies them):
 * every action is one object starting `{"type":`, which no string inside one can contain
 * (its quotes would be escaped), and no action holds a list, so the log's `]` is the first.
 */
export function actionsJsonOf(text: string, count: number): string | null {
  const firstEnd = text.indexOf('\n');
  const open = text.indexOf(',"actions":[');
  if (firstEnd < 0 || open < 0 || open > firstEnd) return null;
  const close = text.indexOf(']', open);
  if (close < 0 || close > firstEnd || (text[close + 1] !== ',' && text[close + 1] !== '}')) return null;
  if (close > open + 12 && text[close - 1] !== '}') return null;
  const parts: string[] = [];
  if (close > open + 12) parts.push(text.slice(open + 12, close));
  for (let at = firstEnd + 1; at < text.length;) {
    const end = text.indexOf('\n', at);
    if (text.startsWith('{"end":', at)) {
      at = end < 0 ? text.length : end + 1; // an end mark (save-file.ts)
      continue;
    }
    if (end < 0 || text[at] !== '[' || text[end - 1] !== ']') return null;
    if (end - at > 2) parts.push(text.slice(at + 1, end - 1));
    at = end + 1;
  }
  const json = parts.join(',');
  let found = 0;
  for (let i = json.indexOf('{"type":'); i >= 0; i = json.indexOf('{"type":', i + 8)) found++;
  return found === count ? json : null;
}

/** The autosave's state, as the player sees it. */
export type AutosaveStatus =
  { ok: true } | { ok: false; error: Extract<SaveProblem, { key: 'autosaveFailed' | 'openElsewhere' }> };

interface Tracked {
  slot: string;
  /** Actions in the slot once the queued writes are done. */
  written: number;
  /** Actions covered by the slot's snapshot. */
  snapshotAt: number;
  /** The last write failed: the next one rewrites the whole file. */
  dirty: boolean;
  /**
   * The JSON of the first `actionsCount` actions, without brackets (built up append by
   * append), so a rewrite does not stringify the whole log again; null when unknown.
   */
  actionsJson: string | null;
  actionsCount: number;
  /** The length of the end mark the slot's text ends with (an append replaces it). */
  tail: number;
  /** The save time of the slot's last whole write (its header's; each end mark's listing repeats it). */
  savedAt?: string;
  /** The slot is in the trash (or deleted): nothing is written until it is restored. */
  paused?: boolean;
  /** The game's last change (a restored slot is brought up to date from it). */
  last?: GameChange;
}

/** `replaceTail`: an append first removes that many characters (the old end mark). */
type Op = { slot: string; kind: 'rewrite' | 'append'; text: string; replaceTail?: number };

export interface RecorderOptions {
  /** ISO time stamped on each rewrite. */
  now: () => string;
  snapshotEvery?: number;
  /** Called whenever the status changes (ok → failed, failed → ok). */
  onStatus?: (status: AutosaveStatus) => void;
  /** Measures each synchronous store call (the benchmark: no write may block long). */
  onWrite?: (info: { kind: 'rewrite' | 'append'; bytes: number; syncMs: number }) => void;
  /** A clock for onWrite, in ms (the benchmark passes performance.now). */
  clock?: () => number;
  /** The host's log: a failed write's own message (the status carries only its fault's key). */
  warn?: (message: string) => void;
}

export class GameRecorder implements SaveSink {
  private readonly games = new Map<string, Tracked>();
  private readonly queue: Op[] = [];
  private busy = false;
  private idleWaiters: (() => void)[] = [];
  private last: GameChange | null = null;
  private statusNow: AutosaveStatus = { ok: true };
  private readonly every: number;
  private readonly notices: SaveNotice[] = [];

  constructor(
    private readonly store: SaveStore,
    private readonly options: RecorderOptions,
  ) {
    this.every = options.snapshotEvery ?? SNAPSHOT_EVERY;
  }

  get status(): AutosaveStatus {
    return this.statusNow;
  }

  /**
   * A game loaded from `slot`, whose stored `text` holds `actionCount` actions and a snapshot
   * at `snapshotAt`: its next changes go to that slot, appended when the text allows it
   * (else the first change rewrites it whole).
   */
  adopt(gameId: string, slot: string, text: string, actionCount: number, snapshotAt: number): void {
    const tail = appendTail(text);
    const appendable = tail !== null;
    const actionsJson = appendable ? actionsJsonOf(text, actionCount) : null;
    const savedAt = appendable ? listingOf(text, text)?.listing.savedAt : undefined;
    this.games.set(gameIdOf(gameId), {
      slot,
      written: actionCount,
      snapshotAt,
      tail: tail ?? 0,
      ...(savedAt ? { savedAt } : {}),
      dirty: !appendable,
      actionsJson,
      actionsCount: actionsJson === null ? 0 : actionCount,
    });
  }

  /**
   * The slot went to the trash or was deleted: the games written there stop autosaving into
   * it (their queued writes are dropped; one in flight finishes: `flush` waits for it).
   */
  pause(slot: string): void {
    for (const t of this.games.values()) if (t.slot === slot) t.paused = true;
    for (let i = this.queue.length - 1; i >= 0; i--) if (this.queue[i].slot === slot) this.queue.splice(i, 1);
  }

  /** The slot is back: a game written there is rewritten whole at once (with the moves made meanwhile). */
  resume(slot: string): void {
    for (const t of this.games.values()) {
      if (t.slot !== slot || !t.paused) continue;
      t.paused = false;
      t.dirty = true;
      if (t.last) this.save({ ...t.last, reason: 'restore' });
    }
  }

  /** Messages for the player about the autosave (read once). */
  takeNotices(): SaveNotice[] {
    return this.notices.splice(0);
  }

  /** The slot a game is written to (null when this recorder has not seen it). */
  slotOf(gameId: string): string | null {
    return this.games.get(gameIdOf(gameId))?.slot ?? null;
  }

  /** The session's hook: called after every change. Never throws; failures go to the status. */
  save(change: GameChange): void {
    this.last = change;
    const gameId = gameIdOf(change.id);
    let t = this.games.get(gameId);
    if (!t) {
      t = {
        slot: slotOfGame(gameId),
        written: -1,
        snapshotAt: 0,
        tail: 0,
        dirty: true,
        actionsJson: null,
        actionsCount: 0,
      };
      this.games.set(gameId, t);
    }
    t.last = change;
    const count = change.actionCount;
    if (t.paused) {
      t.dirty = true;
      return;
    }
    if (change.reason === 'restore' && !t.dirty && t.written === count) return;
    const appendable =
      !t.dirty &&
      (change.reason === 'action' || change.reason === 'bot') &&
      t.written >= 0 &&
      t.written <= count &&
      count - t.snapshotAt < this.every &&
      typeof this.store.append === 'function';
    // The bookkeeping first: a synchronous store writes (or fails) inside enqueue.
    const from = t.written;
    t.written = count;
    if (appendable) {
      if (count > from) {
        const line = actionsLine(change.actionsSince(from));
        if (t.actionsJson !== null && t.actionsCount === from) {
          const items = line.slice(1, -2);
          t.actionsJson = t.actionsJson && items ? `${t.actionsJson},${items}` : t.actionsJson || items;
          t.actionsCount = count;
        } else t.actionsJson = null;
        const mark = endMark(count, this.store.readEnds ? listingNow(change, t.savedAt) : undefined);
        this.enqueue({ slot: t.slot, kind: 'append', text: line + mark, replaceTail: t.tail });
        t.tail = mark.length;
      }
    } else {
      const text = this.fullText(change, gameId, t);
      t.tail = text.length - text.lastIndexOf('\n', text.length - 2) - 1;
      t.snapshotAt = count;
      t.dirty = false;
      this.enqueue({ slot: t.slot, kind: 'rewrite', text });
    }
  }

  /** Rewrites the last game's whole file now (the banner's Retry); resolves with the status. */
  async retry(): Promise<AutosaveStatus> {
    const change = this.last;
    if (change) {
      const t = this.games.get(gameIdOf(change.id));
      if (t) t.dirty = true;
      this.save({
        reason: 'restore',
        id: change.id,
        actionCount: change.actionCount,
        actionsSince: change.actionsSince,
        record: change.record,
        ...(change.serializeState ? { serializeState: change.serializeState } : {}),
        ...(change.game ? { game: change.game } : {}),
        state: change.state,
        stats: change.stats,
      });
    }
    await this.flush();
    return this.statusNow;
  }

  /** Resolves when every queued write is done (tests, quitting). */
  flush(): Promise<void> {
    if (!this.busy && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  // ---------------------------------------------------------------------------------------

  /**
   * The whole file, by stringifySave given the action log's JSON (kept up to date append by
   * append, so that it is not made again) and the state's (the session's own serializer).
   */
  private fullText(change: GameChange, gameId: string, t: Tracked): string {
    const count = change.actionCount;
    const progressed = change.reason === 'action' || change.reason === 'bot';
    if (t.actionsJson !== null && progressed && t.actionsCount < count) {
      // The periodic rewrite: the log known so far plus the actions since (not the whole log again).
      const more = JSON.stringify(change.actionsSince(t.actionsCount)).slice(1, -1);
      t.actionsJson = t.actionsJson ? `${t.actionsJson},${more}` : more;
      t.actionsCount = count;
    }
    if (t.actionsJson === null || t.actionsCount !== count || !progressed) {
      t.actionsJson = JSON.stringify(change.actionsSince(0)).slice(1, -1);
      t.actionsCount = count;
    }
    const { id: _id, ...record } = change.record(false);
    void _id;
    t.savedAt = this.options.now();
    const save = saveFileOf(
      { ...record, snapshot: { actionCount: count, state: change.state, stats: change.stats } },
      { savedAt: t.savedAt },
      gameId,
    );
    const stateJson = change.serializeState?.();
    // Only a store that reads a slot's ends lists from the mark: others are not made to write it on every append.
    const listing = this.store.readEnds
      ? { savedAt: t.savedAt, seats: record.seats, summary: summarize(change.state, record.seats, record.game) }
      : undefined;
    return stringifySave(save, {
      actionsJson: { json: t.actionsJson, count },
      ...(listing ? { listing } : {}),
      ...(stateJson ? { stateJson } : {}),
    });
  }

  private enqueue(op: Op): void {
    if (op.kind === 'rewrite') {
      // The rewrite holds everything: queued writes of that slot are superseded.
      for (let i = this.queue.length - 1; i >= 0; i--) if (this.queue[i].slot === op.slot) this.queue.splice(i, 1);
      this.queue.push(op);
    } else {
      const tail = this.queue[this.queue.length - 1];
      // Coalesced: the queued text's own end mark gives way to the new lines and mark.
      if (tail && tail.slot === op.slot)
        tail.text = tail.text.slice(0, tail.text.length - (op.replaceTail ?? 0)) + op.text;
      else this.queue.push(op);
    }
    this.pump();
  }

  private pump(): void {
    while (!this.busy) {
      const op = this.queue.shift();
      if (!op) {
        for (const w of this.idleWaiters.splice(0)) w();
        return;
      }
      let result: void | Promise<void>;
      const clock = this.options.clock;
      const t0 = clock?.() ?? 0;
      try {
        result =
          op.kind === 'append'
            ? this.store.append!(op.slot, op.text, op.replaceTail ?? 0)
            : this.store.writeAsync
              ? this.store.writeAsync(op.slot, op.text)
              : this.store.write(op.slot, op.text);
      } catch (e) {
        this.failed(op, e);
        continue;
      } finally {
        this.options.onWrite?.({ kind: op.kind, bytes: op.text.length, syncMs: clock ? clock() - t0 : 0 });
      }
      if (result && typeof (result as Promise<void>).then === 'function') {
        this.busy = true;
        (result as Promise<void>).then(
          () => {
            this.busy = false;
            this.succeeded();
            this.pump();
          },
          (e: unknown) => {
            this.busy = false;
            this.failed(op, e);
            this.pump();
          },
        );
        return;
      }
      this.succeeded();
    }
  }

  private succeeded(): void {
    if (this.statusNow.ok) return;
    // Only clear the banner once nothing is left dirty.
    for (const t of this.games.values()) if (t.dirty) return;
    this.setStatus({ ok: true });
  }

  private failed(op: Op, e: unknown): void {
    const reason = faultOf(e);
    this.options.warn?.(`autosave of ${op.slot} failed: ${reasonText(e)}`);
    for (let i = this.queue.length - 1; i >= 0; i--) if (this.queue[i].slot === op.slot) this.queue.splice(i, 1);
    let rewritten = false;
    for (const t of this.games.values()) {
      if (t.slot !== op.slot) continue;
      t.dirty = true;
      // A refused append (the slot is gone or headerless): the whole game is written afresh now.
      if (op.kind === 'append' && !t.paused && t.last) {
        if (!rewritten) this.notices.push({ key: 'autosaveRewritten', reason });
        rewritten = true;
        this.save({ ...t.last, reason: 'restore' });
      }
    }
    if (rewritten) return;
    this.setStatus({ ok: false, error: { key: 'autosaveFailed', reason } });
  }

  private setStatus(s: AutosaveStatus): void {
    this.statusNow = s;
    try {
      this.options.onStatus?.(s);
    } catch {
      /* a listener's problem is not the save's */
    }
  }
}
