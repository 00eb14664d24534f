/**
 * The timer variant (RULINGS §11) on the screen: the times come from the race's options (30 s
 * for a one-car turn, 40 s for a team's whole turn by default), and at zero `onExpire` plays
 * the engine's `forfeit` action (the engine puts the car back). The clock runs only while the
 * human may move: never during a penalty roll, a defence question, an animation or a
 * hand-off, nor while a dialog is open or the player paused it. Bots are never timed. The
 * time left is kept with the game (localStorage, by game id), so a reload does not refill it.
 */
import { onScopeDispose, ref, watch, type Ref } from 'vue';
import type { RacepackTableView } from './racepack-table';
import { carTurnKey, pruneRemaining, timerKey, timerStoreKey, turnSeconds } from './timer-rules';

/** A tick never takes more than this (a blocking confirm box, a sleeping tab): the player is not charged for it. */
const MAX_TICK_MS = 1000;

/** Any dialog open on the page (rules reference, help, saves, prompts): the clock waits. */
function dialogOpen(): boolean {
  return typeof document !== 'undefined' && document.querySelector('[aria-modal="true"], dialog[open]') !== null;
}

function load(gameId: string | null): Record<string, number> {
  if (!gameId) return {};
  try {
    const raw = JSON.parse(localStorage.getItem(timerStoreKey(gameId)) ?? '{}') as unknown;
    const out: Record<string, number> = {};
    if (raw && typeof raw === 'object')
      for (const [k, v] of Object.entries(raw)) if (typeof v === 'number' && v >= 0) out[k] = v;
    return out;
  } catch {
    return {};
  }
}

export function useTurnTimer(
  view: Ref<RacepackTableView | null>,
  blocked: Ref<boolean>,
  onExpire: () => void,
  gameId: Ref<string | null> = ref(null),
) {
  const left = ref<number | null>(null);
  /** The player's own pause (the Pause button). */
  const userPaused = ref(false);
  /** The clock is stopped now (the player's pause, or a dialog open). */
  const paused = ref(false);
  let id = gameId.value;
  let remaining = load(id);
  let firedFor = '';
  let last = performance.now();
  let savedAt = 0;
  const save = (force: boolean) => {
    const now = performance.now();
    if (!id || (!force && now - savedAt < 1000)) return;
    savedAt = now;
    try {
      localStorage.setItem(timerStoreKey(id), JSON.stringify(remaining));
    } catch {
      /* private mode: the time left is not kept across a reload */
    }
  };
  const tick = () => {
    const now = performance.now();
    const dt = Math.min(MAX_TICK_MS, Math.max(0, now - last));
    last = now;
    if (gameId.value !== id) {
      id = gameId.value;
      remaining = load(id);
    }
    const v = view.value;
    const k = v ? timerKey(v) : null;
    if (!v || k === null) {
      left.value = null;
      paused.value = userPaused.value;
      return;
    }
    if (!(k in remaining)) {
      remaining = { ...pruneRemaining(remaining, v.state.round), [k]: turnSeconds(v) * 1000 };
      save(true);
    }
    paused.value = userPaused.value || dialogOpen();
    const running = !blocked.value && !paused.value;
    if (running) {
      remaining[k] = Math.max(0, remaining[k] - dt);
      save(false);
    }
    left.value = Math.ceil(remaining[k] / 1000);
    const turn = carTurnKey(v);
    if (remaining[k] <= 0 && running && firedFor !== turn) {
      firedFor = turn;
      save(true);
      onExpire();
    }
  };
  const timer = setInterval(tick, 200);
  watch(view, tick);
  onScopeDispose(() => {
    clearInterval(timer);
    save(true);
  });
  const togglePause = () => {
    userPaused.value = !userPaused.value;
    tick();
  };
  return { left, paused, userPaused, togglePause };
}
