/**
 * How the game asks a bot for a decision without caring where it runs: inline (tests,
 * CLI) or in a worker (the app: the search never blocks the UI thread).
 */
import type { Action, GameState } from '../engine';
import type { Bot } from './bot';
import { BotCancelledError, decideSliced } from './bot-decide';
import { createBotFromSpec, specKey, type BotSpec } from './bot-spec';
import type { BotProgress, FromBotWorker, ToBotWorker } from './bot-worker-protocol';

export interface BotDecision {
  /** Resolves with a legal action for `player`; rejects with BotCancelledError after cancel(). */
  promise: Promise<Action>;
  cancel(): void;
}

export interface BotRunner {
  /** Asks the bot `spec` to decide for `player` (who must be currentPlayer(state)). The state is not modified. */
  decide(state: GameState, player: number, spec: BotSpec, onProgress?: (p: BotProgress) => void): BotDecision;
  /** Forgets cached plans (new game, undo). */
  reset(): void;
  dispose(): void;
}

/** Bots by seat and spec: a bot keeps its turn plan between the decisions of a turn. */
export class BotCache {
  private bots = new Map<string, Bot>();
  constructor(private readonly clock?: () => number) {}
  get(player: number, spec: BotSpec): Bot {
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

  decide(state: GameState, player: number, spec: BotSpec, onProgress?: (p: BotProgress) => void): BotDecision {
    const signal = { aborted: false };
    const bot = this.cache.get(player, spec);
    const promise = Promise.resolve().then(() => {
      if (signal.aborted) throw new BotCancelledError();
      return decideSliced(bot, state, player, { signal, onProgress, yieldNow: this.options.yieldNow, clock: this.options.clock });
    });
    return { promise: promise.then((r) => r.action), cancel: () => void (signal.aborted = true) };
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
  terminate(): void;
}

/** Runs bots in a worker speaking bot-worker-protocol. */
export class WorkerBotRunner implements BotRunner {
  private nextId = 1;
  private pending = new Map<number, { resolve(a: Action): void; reject(e: Error): void; onProgress?: (p: BotProgress) => void }>();

  constructor(private readonly worker: WorkerLike) {
    worker.addMessageListener((msg) => this.onMessage(msg));
  }

  decide(state: GameState, player: number, spec: BotSpec, onProgress?: (p: BotProgress) => void): BotDecision {
    const id = this.nextId++;
    const promise = new Promise<Action>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress });
    });
    this.worker.postMessage({ type: 'decide', id, state, player, spec });
    return { promise, cancel: () => this.pending.has(id) && this.worker.postMessage({ type: 'cancel', id }) };
  }

  reset(): void {
    this.worker.postMessage({ type: 'reset' });
  }

  dispose(): void {
    for (const p of this.pending.values()) p.reject(new BotCancelledError());
    this.pending.clear();
    this.worker.terminate();
  }

  private onMessage(msg: FromBotWorker): void {
    const p = this.pending.get(msg.id);
    if (!p) return;
    if (msg.type === 'progress') {
      p.onProgress?.(msg.progress);
      return;
    }
    this.pending.delete(msg.id);
    if (msg.type === 'done') p.resolve(msg.action);
    else if (msg.type === 'cancelled') p.reject(new BotCancelledError());
    else p.reject(new Error(msg.message));
  }
}
