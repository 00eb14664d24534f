import { ref, shallowRef } from 'vue';
import type { AnySessionUpdate as SessionUpdate } from '../../src-shared/session/types';

/** Events that move something on the board (worth waiting for an animation). */
const BOARD_EVENTS = new Set(['cubePlaced', 'carMoved', 'momentum', 'lapCompleted']);

export interface PacerOptions {
  /** The animation speed multiplier now (0 = no animations). */
  speed: () => number;
  /** A real animated board reports 'animation-done' (otherwise a timer paces batches). */
  boardAnimates: () => boolean;
  /** Called whenever a batch becomes the one on screen. */
  onShow?: (u: SessionUpdate) => void;
  /**
   * Called when a skip jumps over batches: the batches whose events were not animated (the
   * one on screen and the queued ones), so watchers of events (the tutorial) miss none.
   */
  onSkipped?: (skipped: SessionUpdate[]) => void;
}

/**
 * The queue of update batches between the session and the screen: one batch is shown at a
 * time and its events animate; the next is shown when the board says 'animation-done' (or a
 * timer paces it). Stale and duplicated batches are dropped; a new game, a restore or an undo
 * replaces everything at once.
 */
export function createBatchPacer(opts: PacerOptions) {
  /** The batch on screen now, of either game (its view is what the UI shows; its events are animating). */
  const current = shallowRef<SessionUpdate | null>(null);
  /** Batches received but not shown yet. */
  const queue = shallowRef<SessionUpdate[]>([]);
  const animating = ref(false);
  let timer: ReturnType<typeof setTimeout> | null = null;

  function show(u: SessionUpdate) {
    current.value = u;
    opts.onShow?.(u);
  }

  function stop() {
    animating.value = false;
    if (timer) clearTimeout(timer);
    timer = null;
  }

  function receive(u: SessionUpdate) {
    const cur = current.value;
    const sameGame = cur && cur.view.id === u.view.id;
    if (sameGame && u.batchId <= Math.max(cur.batchId, ...queue.value.map((q) => q.batchId))) return; // stale
    if (!sameGame || u.reason === 'new' || u.reason === 'restore' || u.reason === 'undo') {
      queue.value = [];
      stop();
      show({ ...u, events: [] } as SessionUpdate);
      return;
    }
    queue.value = [...queue.value, u];
    if (!animating.value) advance();
  }

  /** Shows the next queued batch and waits for its animation (or a timer without a real board). */
  function advance() {
    stop();
    const [next, ...rest] = queue.value;
    if (!next) return;
    queue.value = rest;
    show(next);
    const speed = opts.speed();
    const moves = (next.events as { type: string }[]).some((e) => BOARD_EVENTS.has(e.type));
    animating.value = true;
    if (speed === 0) {
      timer = setTimeout(advance, 0);
      return;
    }
    // A real board reports 'animation-done'; the timer is the pace without one, and a safety net with one.
    const ms = opts.boardAnimates() ? 10000 / speed : moves ? 450 / speed : next.reason === 'bot' ? 160 / speed : 0;
    timer = setTimeout(advance, ms);
  }

  function animationDone(batchId: number) {
    if (current.value?.batchId === batchId && animating.value) advance();
  }

  /** Jump to the newest view without animating the rest. */
  function skip() {
    const last = queue.value[queue.value.length - 1];
    const skipped = [...(current.value && current.value.events.length ? [current.value] : []), ...queue.value];
    stop();
    if (skipped.length) opts.onSkipped?.(skipped);
    if (last) {
      queue.value = [];
      show({ ...last, events: [] } as SessionUpdate);
    } else if (current.value && current.value.events.length) {
      show({ ...current.value, events: [] } as SessionUpdate);
    }
  }

  return { current, queue, animating, show, receive, animationDone, skip };
}
