/**
 * The timer variant (RULINGS §11): a human's car turn gets 30 s (40 s when the player drives
 * a team of two cars). The clock runs only while that human may move (never during a penalty
 * roll, a defence question, an animation or a hand-off); at zero `onExpire` plays `forfeit`.
 * Bots are never timed.
 */
import { onBeforeUnmount, ref, watch, type Ref } from 'vue';
import type { RacepackTableView } from './racepack-table';
import { timerKey, turnSeconds } from './timer-rules';

export function useTurnTimer(view: Ref<RacepackTableView | null>, paused: Ref<boolean>, onExpire: () => void) {
  const left = ref<number | null>(null);
  let key = '';
  let remainingMs = 0;
  let last = performance.now();
  let fired = false;
  const tick = () => {
    const now = performance.now();
    const dt = now - last;
    last = now;
    const v = view.value;
    const k = v ? timerKey(v) : null;
    if (!v || k === null) {
      left.value = null;
      key = '';
      return;
    }
    if (k !== key) {
      key = k;
      remainingMs = turnSeconds(v) * 1000;
      fired = false;
    }
    if (!paused.value) remainingMs = Math.max(0, remainingMs - dt);
    left.value = Math.ceil(remainingMs / 1000);
    if (remainingMs <= 0 && !paused.value && !fired) {
      fired = true;
      onExpire();
    }
  };
  const id = setInterval(tick, 200);
  watch(view, tick);
  onBeforeUnmount(() => clearInterval(id));
  return { left };
}
