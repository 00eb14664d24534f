/**
 * The Racepack screens' store: the race being shown (the game store's batch on screen, through
 * the one batch pacer: each update is queued once, paced by the animation speed), the hot-seat
 * hand-off, racing again and the track builder's requests. The session keeps the
 * race, its log and undo; this store never rebuilds any of them.
 */
import { defineStore } from 'pinia';
import { computed, ref, watch } from 'vue';
import type { RacepackAction } from '../../../src-shared/games/racepack';
import { isRacepackView, type RacepackSetup, type RacepackUpdate } from '../../../src-shared/games/racepack/kit';
import { useGameStore } from '../../stores/game';
import { navigation } from '../../navigation';
import { racepackTableView } from './session-racepack-table';
import type { RacepackSetupData, RacepackTableView } from './racepack-table';

const CHOICE_KEY = 'racepack.chosenGame';

export const useRacepackStore = defineStore('racepack', () => {
  const game = useGameStore();
  /** Which game the start screen sets up. */
  const chosenGame = ref<'automobiles' | 'racepack'>(loadChoice());
  /** The batch on screen of a Racepack game (null while another game is shown; the board reads this one). */
  const current = computed<RacepackUpdate | null>(() =>
    game.shown && isRacepackView(game.shown.view) ? (game.shown as RacepackUpdate) : null,
  );
  /** The race's screen is the one shown. */
  const active = computed(() => navigation.current.value.screen === 'play' && !!current.value);
  /** The view the screen shows: the batch on screen (it trails the session while the board animates). */
  const shown = computed<RacepackTableView | null>(() =>
    active.value && current.value ? racepackTableView(current.value.view) : null,
  );
  /** The batch on screen has finished animating and nothing waits behind it. */
  const settled = computed(() => game.settled && !game.animating);
  const error = ref<string | null>(null);
  const busy = ref(false);
  /** The human seat that last confirmed the hand-off (hot seat). */
  const confirmedSeat = ref(-1);
  /** The builder asks the setup to select a track (and to start a race on it at once). */
  const trackRequest = ref<{ id: string; start: boolean } | null>(null);
  const builderOpen = computed({
    get: () => navigation.current.value.screen === 'tool',
    set: (open: boolean) => (open ? navigation.go({ screen: 'tool', tool: 'track-builder' }) : navigation.toStart()),
  });

  function choose(choice: 'automobiles' | 'racepack') {
    chosenGame.value = choice;
    try {
      localStorage.setItem(CHOICE_KEY, choice);
    } catch {
      /* private mode: not remembered */
    }
  }

  /** Starts a race in the session; its screen opens when the session answers. */
  async function start(setup: RacepackSetupData): Promise<boolean> {
    error.value = null;
    game.clearError();
    const ok = await game.newGame(sessionSetup(setup));
    if (!ok) error.value = game.error ?? 'The race could not be started.';
    return !!ok;
  }

  // A race opened (new, loaded, continued): its own hand-off.
  watch(
    () => current.value?.view.id ?? null,
    (id) => {
      if (!id || !current.value) return;
      confirmedSeat.value = -1;
      error.value = null;
    },
  );

  const humans = computed(() => (shown.value?.setup.seats ?? []).filter((s) => s.kind === 'human').length);
  /** Hot seat: a different human decides now than the one who last looked at the table. */
  const needsHandoff = computed(() => {
    const v = shown.value;
    if (!v || !v.humanToAct || humans.value < 2 || !settled.value) return false;
    return v.seat !== confirmedSeat.value;
  });
  /** The shown view is the latest and a human decides: clicks are accepted. */
  const canAct = computed(
    () => !!shown.value && shown.value.humanToAct && settled.value && !needsHandoff.value && !busy.value,
  );

  function confirmHandoff() {
    if (shown.value) confirmedSeat.value = shown.value.seat;
  }

  async function act(action: RacepackAction) {
    const v = shown.value;
    if (!v || !canAct.value) return;
    busy.value = true;
    try {
      const r = await game.sessionPort.act({ seat: v.seat, version: v.version, action });
      error.value = r.ok ? null : r.error;
      if (r.ok && humans.value < 2) confirmedSeat.value = v.seat;
    } finally {
      busy.value = false;
    }
  }

  async function undo() {
    if (!shown.value?.canUndo || !settled.value) return;
    const r = await game.sessionPort.undo();
    error.value = r.ok ? null : r.error;
  }

  /** The same race with a fresh seed (the session's setup of it: after a reload too). */
  async function raceAgain() {
    error.value = null;
    if (!(await game.raceAgain())) error.value = game.error ?? 'The race could not be started.';
  }

  /** Leaves the race's screen (the race stays in the session and its autosave: Continue resumes it). */
  function close() {
    if (active.value) game.toMenu();
  }

  return {
    current,
    chosenGame,
    active,
    shown,
    settled,
    error,
    busy,
    needsHandoff,
    canAct,
    builderOpen,
    trackRequest,
    choose,
    start,
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
