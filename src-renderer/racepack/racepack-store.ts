/**
 * The Racepack screens' store: the open table, the view being shown, the queue of updates
 * the board still has to animate, the hot-seat hand-off and the setup to race again.
 * The table is the game session's (session-racepack-table.ts, through the game store, the
 * client's only caller); it is kept raw (never reactive): only plain views enter Vue state.
 */
import { defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef } from 'vue';
import type { RacepackAction } from '../../src-shared/games/racepack';
import type { RacepackView } from '../../src-shared/session/racepack-view-types';
import type { RacepackSetup } from '../../src-shared/session/types';
import { useGameStore } from '../stores/game';
import { useSavesStore } from '../stores/saves';
import { SessionRacepackTable } from './session-racepack-table';
import type { RacepackSetupData, RacepackTable, RacepackTableView, RacepackUpdate } from './racepack-table';

const CHOICE_KEY = 'racepack.chosenGame';

export const useRacepackStore = defineStore('racepack', () => {
  /** Which game the start screen sets up. */
  const chosenGame = ref<'automobiles' | 'racepack'>(loadChoice());
  const active = ref(false);
  let table: RacepackTable | null = null;
  let unsubscribe: (() => void) | null = null;
  /** The latest view from the table. */
  const latest = shallowRef<RacepackTableView | null>(null);
  /** The view the screen shows (it trails `latest` while the board animates). */
  const shown = shallowRef<RacepackTableView | null>(null);
  const queue = shallowRef<RacepackUpdate[]>([]);
  const error = ref<string | null>(null);
  const busy = ref(false);
  /** The human seat that last confirmed the hand-off (hot seat). */
  const confirmedSeat = ref(-1);
  const lastSetup = shallowRef<RacepackSetupData | null>(null);
  const builderOpen = ref(false);
  /** The builder asks the setup to select a track (and to start a race on it at once). */
  const trackRequest = ref<{ id: string; start: boolean } | null>(null);

  function choose(game: 'automobiles' | 'racepack') {
    chosenGame.value = game;
    try {
      localStorage.setItem(CHOICE_KEY, game);
    } catch {
      /* private mode: not remembered */
    }
  }

  /** Starts a race in the session; its screen opens when the session answers. */
  async function start(setup: RacepackSetupData): Promise<boolean> {
    const game = useGameStore();
    close();
    error.value = null;
    game.clearError();
    starting = setup;
    const ok = await game.newGame(sessionSetup(setup));
    starting = null;
    if (!ok) error.value = game.error ?? 'The race could not be started.';
    return !!ok;
  }

  /** The setup of the race being started (Race again starts it again; a loaded race's own otherwise). */
  let starting: RacepackSetupData | null = null;
  /** Every open: the newest one wins (a slower answer for an older request is dropped). */
  let opening = 0;

  /** Shows a race of the session (new, loaded, continued) on the Racepack screen. */
  async function open(first: RacepackView): Promise<void> {
    const ticket = ++opening;
    close();
    error.value = null;
    const opened = await SessionRacepackTable.open(useGameStore().racepackPort, first);
    if (ticket !== opening) {
      opened.dispose();
      return;
    }
    table = markRaw(opened);
    const v = table.view();
    lastSetup.value = starting ?? v.setup;
    latest.value = v;
    shown.value = v;
    queue.value = [];
    confirmedSeat.value = -1;
    unsubscribe = table.onUpdate((u) => {
      latest.value = u.view;
      queue.value = [...queue.value, u];
    });
    active.value = true;
  }

  /** The board has shown this update: it becomes the shown view. */
  function shift(): RacepackUpdate | undefined {
    const [first, ...rest] = queue.value;
    queue.value = rest;
    if (first) shown.value = first.view;
    return first;
  }

  const humans = computed(() => (shown.value?.setup.seats ?? []).filter((s) => s.kind === 'human').length);
  /** Hot seat: a different human decides now than the one who last looked at the table. */
  const needsHandoff = computed(() => {
    const v = shown.value;
    if (!v || !v.humanToAct || humans.value < 2 || queue.value.length > 0) return false;
    return v.seat !== confirmedSeat.value;
  });
  /** The shown view is the latest and a human decides: clicks are accepted. */
  const canAct = computed(
    () => !!shown.value && shown.value.humanToAct && queue.value.length === 0 && !needsHandoff.value && !busy.value,
  );

  function confirmHandoff() {
    if (shown.value) confirmedSeat.value = shown.value.seat;
  }

  async function act(action: RacepackAction) {
    if (!table || !shown.value || !canAct.value) return;
    busy.value = true;
    try {
      const r = await table.act(action, shown.value.version);
      error.value = r.ok ? null : r.error;
      if (r.ok && humans.value < 2) confirmedSeat.value = shown.value.seat;
    } finally {
      busy.value = false;
    }
  }

  async function undo() {
    if (!table || !shown.value?.canUndo || queue.value.length > 0) return;
    const r = await table.undo();
    error.value = r.ok ? null : r.error;
  }

  function raceAgain() {
    if (lastSetup.value) void start({ ...lastSetup.value, seed: undefined });
  }

  /** Leaves the race's screen (the race stays in the session and its autosave: Continue resumes it). */
  function close() {
    const wasActive = active.value;
    unsubscribe?.();
    unsubscribe = null;
    table?.dispose();
    table = null;
    active.value = false;
    latest.value = null;
    shown.value = null;
    queue.value = [];
    if (wasActive) {
      useGameStore().toMenu();
      void useSavesStore().refresh();
    }
  }

  return {
    chosenGame,
    active,
    latest,
    shown,
    queue,
    error,
    busy,
    needsHandoff,
    canAct,
    lastSetup,
    builderOpen,
    trackRequest,
    choose,
    start,
    open,
    shift,
    confirmHandoff,
    act,
    undo,
    raceAgain,
    close,
  };
});

/** The session's setup of a race from the setup screen's. */
export function sessionSetup(setup: RacepackSetupData): RacepackSetup {
  const o = setup.options;
  return {
    game: 'racepack',
    seats: setup.seats.map((s) =>
      s.kind === 'bot'
        ? { kind: 'bot', name: s.name, level: s.level }
        : { kind: 'human', name: s.name, ...(s.profile ? { profile: s.profile } : {}) },
    ),
    track: o.track ?? 'grand-prix',
    ...(o.laps !== undefined ? { laps: o.laps } : {}),
    ...(o.timer !== undefined ? { timer: o.timer } : {}),
    ...(o.pitLane !== undefined ? { pitLane: o.pitLane } : {}),
    ...(o.extraHazards !== undefined ? { extraHazards: o.extraHazards } : {}),
    ...(o.finish !== undefined ? { finish: o.finish } : {}),
    ...(setup.seed !== undefined ? { seed: setup.seed } : {}),
  };
}

function loadChoice(): 'automobiles' | 'racepack' {
  try {
    return localStorage.getItem(CHOICE_KEY) === 'racepack' ? 'racepack' : 'automobiles';
  } catch {
    return 'automobiles';
  }
}
