/** The timer variant's clock on the screen: the time left is kept with the game across a reload. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { effectScope, ref } from 'vue';
import { racepack } from '../../../src-shared/games/racepack';
import type { RacepackTableView } from '../../../src-renderer/games/racepack/racepack-table';
import { timerStoreKey } from '../../../src-renderer/games/racepack/timer-rules';
import { useTurnTimer } from '../../../src-renderer/games/racepack/use-turn-timer';

function tableView(): RacepackTableView {
  const s = racepack.create(racepack.normalizeOptions({ players: 4, timer: true, timerSeconds: { car: 30 } }), 2);
  return {
    gameId: 'g1',
    version: 0,
    setup: { seats: [], options: {} },
    state: s,
    seat: s.cars[s.turn.car].seat,
    humanToAct: true,
    legal: racepack.legalActions(s),
    canUndo: false,
    log: [],
    over: false,
    finishOrder: null,
  };
}

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useTurnTimer', () => {
  it('counts down from the race’s own time, stops while paused, keeps the time left across a reload, then forfeits', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    vi.stubGlobal('localStorage', memoryStorage());
    const view = ref<RacepackTableView | null>(tableView());
    const blocked = ref(false);
    let expired = 0;
    const scope = effectScope();
    const t = scope.run(() => useTurnTimer(view, blocked, () => expired++, ref('g1')))!;
    vi.advanceTimersByTime(10_000);
    expect(t.left.value).toBe(20);
    t.togglePause();
    vi.advanceTimersByTime(10_000);
    expect(t.left.value).toBe(20);
    expect(t.paused.value).toBe(true);
    t.togglePause();
    vi.advanceTimersByTime(5_000);
    expect(t.left.value).toBe(15);
    scope.stop();
    // A reload: a new clock for the same game starts from what was left, not from 30 s.
    expect(JSON.parse(localStorage.getItem(timerStoreKey('g1'))!)).toBeTruthy();
    const scope2 = effectScope();
    const t2 = scope2.run(() => useTurnTimer(view, blocked, () => expired++, ref('g1')))!;
    vi.advanceTimersByTime(1_000);
    expect(t2.left.value).toBe(14);
    // The clock waits while the human may not act (an animation, a penalty roll).
    blocked.value = true;
    vi.advanceTimersByTime(20_000);
    expect(expired).toBe(0);
    blocked.value = false;
    vi.advanceTimersByTime(15_000);
    expect(expired).toBe(1);
    scope2.stop();
  });
});
