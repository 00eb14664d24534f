/**
 * How the game asks a bot for a decision without caring where it runs: inline (tests,
 * CLI) or in a worker (the app: the search never blocks the UI thread).
 */
import type { Bot } from './bot';
import { BotCancelledError, decideSliced } from './bot-decide';
import type { BotSpec } from './bot-kit';
import { kitOfSpec } from './bot-kits';
import { createBotFromSpec, specKey, thinkTimeOf } from './bot-spec';
import type { BotProgress, FromBotWorker, ToBotWorker } from './bot-worker-protocol';
import { capText } from '../ipc/cap-text';

export { thinkTimeOf };

/** Any game's action (the spec's game says which). */
type AnyAction = { readonly type: string };

export interface BotDecision<A = AnyAction> {
  /** Resolves with a legal action for `player`; rejects with BotCancelledError after cancel(). */
  promise: Promise<A>;
  cancel(): void;
}

export interface BotRunner {
  /**
   * Asks the bot `spec` to decide for `player` (who must be currentPlayer(state)) in a state of
   * the spec's game; `A` is that game's action. The state is not modified.
   */
  decide<A extends AnyAction = AnyAction, Spec extends BotSpec = BotSpec>(
    state: unknown,
    player: number,
    spec: Spec,
    onProgress?: (p: BotProgress) => void,
  ): BotDecision<A>;
  /** Forgets cached plans (new game, undo). */
  reset(): void;
  dispose(): void;
}

/** Bots by seat and spec: a bot keeps its turn plan between the decisions of a turn. */
export class BotCache {
  private bots = new Map<string, Bot<unknown, AnyAction>>();
  constructor(private readonly clock?: () => number) {}
  get(player: number, spec: BotSpec): Bot<unknown, AnyAction> {
    const key = `${player}|${specKey(spec)}`;
    let bot = this.bots.get(key);
    if (!bot) {
      bot = createBotFromSpec(spec, this.clock);
      this.bots.set(key, bot);
    }
    return bot;
  }
  clear(): void {
    this.bots.clear();
  }
}

/** Runs bots on the calling thread, in slices (cancel and progress still work between slices). */
export class InlineBotRunner implements BotRunner {
  private cache: BotCache;
  constructor(private readonly options: { yieldNow?: () => Promise<void>; clock?: () => number } = {}) {
    this.cache = new BotCache(options.clock);
  }

  decide<A extends AnyAction = AnyAction, Spec extends BotSpec = BotSpec>(
    state: unknown,
    player: number,
    spec: Spec,
    onProgress?: (p: BotProgress) => void,
  ): BotDecision<A> {
    const signal = { aborted: false };
    const promise = Promise.resolve().then(() => {
      if (signal.aborted) throw new BotCancelledError();
      const bot = this.cache.get(player, spec);
      return decideSliced(bot, state, player, kitOfSpec(spec).game, {
        signal,
        onProgress,
        yieldNow: this.options.yieldNow,
        clock: this.options.clock,
      });
    });
    return { promise: promise.then((r) => r.action as A), cancel: () => void (signal.aborted = true) };
  }

  reset(): void {
    this.cache.clear();
  }

  dispose(): void {
    this.cache.clear();
  }
}

/** The part of a Worker (Web Worker or a wrapped worker_threads Worker) the runner needs. */
export interface WorkerLike {
  postMessage(msg: ToBotWorker): void;
  addMessageListener(fn: (msg: FromBotWorker) => void): void;
  /** The worker threw, exited or sent a message that could not be read: it is of no further use. */
  addFaultListener(fn: (reason: string) => void): void;
  terminate(): void;
}

/** The worker crashed or ran out of time: the decision is lost, the worker was replaced. */
export class BotFaultError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BotFaultError';
  }
}

export interface WorkerBotRunnerOptions {
  /** Added to a decision's thinking time to make its time limit (ms; default 3000). */
  marginMs?: number;
  /** How long a new worker may take to load before its first decision's clock starts (ms; default 20000). */
  bootMs?: number;
  /**
   * With a fallback: how long a decision waits for a worker that has not loaded yet before it
   * is decided by the fallback instead (ms; default 5000, at most bootMs). The worker goes on
   * loading for the next turn.
   */
  waitBootMs?: number;
  /** Told of every fault (a crash, a timeout) after the worker was replaced. */
  onFault?: (reason: string) => void;
  /**
   * Where decisions go after `maxFaults` faults in a row with no answer between them (a worker
   * that cannot load or always fails): e.g. an InlineBotRunner. Without one, workers keep being replaced.
   */
  fallback?: BotRunner;
  /** Faults in a row before the fallback takes over (default 3). */
  maxFaults?: number;
}

interface PendingDecision {
  resolve(a: AnyAction): void;
  reject(e: Error): void;
  onProgress?: (p: BotProgress) => void;
  limitMs: number;
  timer: ReturnType<typeof setTimeout> | null;
  /** Waiting for a worker that has not loaded: when it fires, the fallback decides. */
  bootWait: ReturnType<typeof setTimeout> | null;
  /** The turn this decision belongs to (turnOf). */
  turn: string;
  /** Moved to the fallback (waited too long for the worker): its decision, to cancel. */
  redirected: BotDecision | null;
}

/** The messages a bot worker may send (anything else is a fault). */
const WORKER_MESSAGES = new Set(['ready', 'progress', 'done', 'cancelled', 'error']);

/**
 * Which turn a decision belongs to (the game's kit says: a player's consecutive decisions).
 * After a worker fault the rest of that turn is decided by the fallback.
 */
function turnOf(state: unknown, player: number, spec: BotSpec): string {
  return `${spec.game}|${kitOfSpec(spec).turnOf(state, player)}`;
}

/**
 * Runs bots in a worker speaking bot-worker-protocol, and keeps that worker alive: every
 * decision has a time limit (its thinking time plus a margin). A worker that misses it, throws
 * or exits is terminated and replaced by a fresh one; its decisions reject with BotFaultError
 * (the session then lets the greedy bot decide inline). Nothing from a replaced worker is heard.
 *
 * With a fallback, a fault never costs more than one wait per turn: the rest of the faulted
 * turn is decided by the fallback while a fresh worker loads in the background, and a decision
 * that finds the worker still loading waits at most `waitBootMs` before the fallback takes it.
 */
export class WorkerBotRunner implements BotRunner {
  private nextId = 1;
  private pending = new Map<number, PendingDecision>();
  private worker: WorkerLike | null = null;
  /** The current worker has spoken (it loaded): decision clocks run from when they are sent. */
  private booted = false;
  private bootTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  private faultsInARow = 0;
  /** The turn (turnOf) whose remaining decisions go to the fallback after a fault, or null. */
  private inlineTurn: string | null = null;
  private readonly marginMs: number;
  private readonly bootMs: number;
  private readonly waitBootMs: number;
  /** Workers started so far (the first one included). */
  spawned = 0;

  constructor(
    private readonly spawn: () => WorkerLike,
    private readonly options: WorkerBotRunnerOptions = {},
  ) {
    this.marginMs = options.marginMs ?? 3000;
    this.bootMs = options.bootMs ?? 20_000;
    this.waitBootMs = Math.min(options.waitBootMs ?? 5000, this.bootMs);
  }

  /** Decisions go to the fallback runner now (the workers failed too often). */
  get fellBack(): boolean {
    return !!this.options.fallback && this.faultsInARow >= (this.options.maxFaults ?? 3);
  }

  decide<A extends AnyAction = AnyAction, Spec extends BotSpec = BotSpec>(
    state: unknown,
    player: number,
    spec: Spec,
    onProgress?: (p: BotProgress) => void,
  ): BotDecision<A> {
    if (this.fellBack) return this.options.fallback!.decide<A>(state, player, spec, onProgress);
    const turn = turnOf(state, player, spec);
    if (this.inlineTurn !== null) {
      if (this.inlineTurn === turn && this.options.fallback)
        return this.options.fallback.decide<A>(state, player, spec, onProgress);
      this.inlineTurn = null;
    }
    const id = this.nextId++;
    const entry: PendingDecision = {
      resolve: () => {},
      reject: () => {},
      onProgress,
      limitMs: thinkTimeOf(spec) + this.marginMs,
      timer: null,
      bootWait: null,
      turn,
      redirected: null,
    };
    const promise = new Promise<A>((resolve, reject) => {
      entry.resolve = resolve as (a: AnyAction) => void;
      entry.reject = reject;
    });
    if (this.disposed) {
      entry.reject(new BotCancelledError());
      return { promise, cancel: () => {} };
    }
    this.pending.set(id, entry);
    try {
      this.live().postMessage({ type: 'decide', id, state, player, spec });
    } catch (e) {
      this.fault(`the bot worker refused the request (${(e as Error).message})`);
      return { promise, cancel: () => {} };
    }
    if (this.booted) this.startClock(id, entry);
    else if (this.options.fallback)
      entry.bootWait = setTimeout(() => this.redirect(id, entry, state, player, spec), this.waitBootMs);
    return {
      promise,
      cancel: () => {
        if (entry.redirected) entry.redirected.cancel();
        else if (this.pending.has(id)) this.worker?.postMessage({ type: 'cancel', id });
      },
    };
  }

  /**
   * The worker has not loaded in time for this decision: the fallback decides it, and the rest
   * of its turn; the worker goes on loading (its own boot limit still applies).
   */
  private redirect(id: number, p: PendingDecision, state: unknown, player: number, spec: BotSpec): void {
    p.bootWait = null;
    if (this.pending.get(id) !== p || this.booted || this.disposed) return;
    this.pending.delete(id);
    this.inlineTurn = p.turn;
    try {
      this.worker?.postMessage({ type: 'cancel', id });
    } catch {
      /* the worker is of no further use anyway */
    }
    const d = this.options.fallback!.decide(state, player, spec, p.onProgress);
    p.redirected = d;
    d.promise.then(p.resolve, p.reject);
  }

  reset(): void {
    // A fresh worker has nothing to forget.
    this.worker?.postMessage({ type: 'reset' });
    this.options.fallback?.reset();
  }

  dispose(): void {
    this.disposed = true;
    for (const p of this.pending.values()) {
      if (p.timer) clearTimeout(p.timer);
      if (p.bootWait) clearTimeout(p.bootWait);
      p.reject(new BotCancelledError());
    }
    this.pending.clear();
    this.stopWorker();
    this.options.fallback?.dispose();
  }

  /** The worker, started when there is none (the first decision, or after a fault). */
  private live(): WorkerLike {
    if (this.worker) return this.worker;
    const worker = this.spawn();
    this.spawned++;
    this.worker = worker;
    this.booted = false;
    worker.addMessageListener((msg) => {
      if (this.worker === worker) this.onMessage(msg);
    });
    worker.addFaultListener((reason) => {
      if (this.worker === worker) this.fault(reason);
    });
    this.bootTimer = setTimeout(() => {
      if (this.worker === worker && !this.booted)
        this.fault(`the bot worker did not start within ${Math.round(this.bootMs / 1000)} s`);
    }, this.bootMs);
    return worker;
  }

  private startClock(id: number, p: PendingDecision): void {
    p.timer = setTimeout(() => {
      if (this.pending.get(id) === p) this.fault(`the bot did not answer within ${(p.limitMs / 1000).toFixed(1)} s`);
    }, p.limitMs);
  }

  private onBooted(): void {
    if (this.booted) return;
    this.booted = true;
    if (this.bootTimer) clearTimeout(this.bootTimer);
    this.bootTimer = null;
    for (const [id, p] of this.pending) {
      if (p.bootWait) clearTimeout(p.bootWait);
      p.bootWait = null;
      if (!p.timer) this.startClock(id, p);
    }
  }

  /**
   * Drops the worker (terminated, never heard again) and fails its decisions. With a fallback,
   * the rest of their turn goes to it, and a fresh worker starts loading now, in the background.
   */
  private fault(why: string): void {
    const reason = capText(why);
    this.stopWorker();
    this.faultsInARow++;
    const lost = [...this.pending.values()];
    this.pending.clear();
    for (const p of lost) {
      if (p.timer) clearTimeout(p.timer);
      if (p.bootWait) clearTimeout(p.bootWait);
      p.reject(new BotFaultError(reason));
    }
    if (this.options.fallback && lost.length) this.inlineTurn = lost[lost.length - 1].turn;
    this.options.onFault?.(reason);
    if (this.options.fallback && !this.disposed && !this.fellBack) {
      try {
        this.live();
      } catch {
        /* the next decision tries again */
      }
    }
  }

  private stopWorker(): void {
    const w = this.worker;
    this.worker = null;
    this.booted = false;
    if (this.bootTimer) clearTimeout(this.bootTimer);
    this.bootTimer = null;
    if (!w) return;
    try {
      w.terminate();
    } catch {
      /* already gone */
    }
  }

  private onMessage(msg: FromBotWorker): void {
    // Only our messages count (an unknown one neither answers a decision nor clears faults).
    if (!msg || typeof msg !== 'object' || !WORKER_MESSAGES.has((msg as { type?: unknown }).type as string))
      return this.fault('the bot worker sent a message that is not one of ours');
    this.onBooted();
    if (msg.type === 'ready') return;
    const p = this.pending.get(msg.id);
    if (!p) return;
    if (msg.type === 'progress') {
      p.onProgress?.(msg.progress);
      return;
    }
    this.pending.delete(msg.id);
    if (p.timer) clearTimeout(p.timer);
    this.faultsInARow = 0;
    if (msg.type === 'done') p.resolve(msg.action);
    else if (msg.type === 'cancelled') p.reject(new BotCancelledError());
    else p.reject(new Error(capText(msg.message ?? 'no reason given')));
  }
}
