/**
 * Messages between the game and a bot worker (browser Web Worker or Node worker_threads;
 * both run bot-worker-core.ts), for any game: a spec names its game, whose state and actions
 * cross as they are. All payloads are plain data (structured-cloneable).
 */
import type { BotSpec } from './bot-kit';

/** A game's action as it crosses the boundary (the spec's game says which). */
type AnyAction = { readonly type: string };

export interface BotProgress {
  /** Search iterations so far in this decision. */
  iterations: number;
  elapsedMs: number;
  /** Best action so far (null before the first iteration). */
  best: AnyAction | null;
  /** Its estimated value for the deciding player, 0..1. */
  value: number;
}

export type ToBotWorker =
  /** Decide for `player` (who must be currentPlayer(state)). One decision at a time per worker is typical, several are queued. */
  | { type: 'decide'; id: number; state: unknown; player: number; spec: BotSpec }
  /** Stop decision `id`: it answers with 'cancelled'. */
  | { type: 'cancel'; id: number }
  /** Forget cached plans (a new game, an undo). */
  | { type: 'reset' };

export type FromBotWorker =
  /** Sent once when the worker has loaded: the host starts decision clocks from here. */
  | { type: 'ready' }
  | { type: 'progress'; id: number; progress: BotProgress }
  | { type: 'done'; id: number; action: AnyAction; iterations: number; elapsedMs: number }
  | { type: 'cancelled'; id: number }
  | { type: 'error'; id: number; message: string };
