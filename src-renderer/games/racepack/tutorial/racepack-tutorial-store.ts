/**
 * Racepack's guided first race: started from the Racepack setup ("Learn to play"), its coach
 * marks read from the batches on screen, its progress kept in localStorage (a race continued
 * from its autosave shows only the marks not yet read). Skipping ends the marks; the race goes on.
 */
import { defineStore } from 'pinia';
import { computed, ref, watch } from 'vue';
import type { RacepackEvent } from '../../../../src-shared/games/racepack';
import { isRacepackView, type RacepackUpdate } from '../../../../src-shared/games/racepack/kit';
import { MESSAGES } from '../i18n/messages';
import { useGameStore } from '../../../stores/game';
import { useRacepackStore } from '../racepack-store';
import { racepackTableView } from '../session-racepack-table';
import {
  TUTORIAL_HUMAN,
  acknowledge,
  currentStep,
  isComplete,
  observe,
  progressOf,
  racepackTutorialSetup,
  stepOf,
  type RacepackTutorialState,
  type RacepackTutorialStepId,
} from './racepack-tutorial';

const KEY = 'racepack.tutorial';

interface Stored {
  status: 'new' | 'running' | 'done';
  seen: RacepackTutorialStepId[];
  gameId: string | null;
}

function load(): Stored {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Stored> | null;
    if (v && (v.status === 'new' || v.status === 'running' || v.status === 'done') && Array.isArray(v.seen))
      return { status: v.status, seen: v.seen.filter((x) => typeof x === 'string'), gameId: v.gameId ?? null };
  } catch {
    /* unreadable: a fresh start */
  }
  return { status: 'new', seen: [], gameId: null };
}

export const useRacepackTutorial = defineStore('racepack-tutorial', () => {
  const game = useGameStore();
  const racepack = useRacepackStore();
  const stored = ref<Stored>(load());
  watch(
    stored,
    (v) => {
      try {
        localStorage.setItem(KEY, JSON.stringify(v));
      } catch {
        /* not kept past this visit */
      }
    },
    { deep: true },
  );
  /** A tutorial race was asked for: the next new race is it. */
  let starting = false;
  const machine = ref<RacepackTutorialState>({ seen: [...stored.value.seen], pending: [] });

  /** The race on screen is the tutorial's, and its marks are running. */
  const active = computed(
    () =>
      stored.value.status === 'running' &&
      racepack.active &&
      !!stored.value.gameId &&
      racepack.current?.view.id === stored.value.gameId,
  );
  const step = computed(() => {
    const id = active.value ? currentStep(machine.value) : null;
    return id ? stepOf(id) : null;
  });
  const progress = computed(() => (active.value ? progressOf(machine.value) : null));

  function see(u: RacepackUpdate | null, events: readonly RacepackEvent[]) {
    if (!active.value || !u) return;
    machine.value = observe(machine.value, { view: racepackTableView(u.view), events, human: TUTORIAL_HUMAN });
  }
  // Every batch shown may bring a step's moment; a skip (a click while the board moves) jumps
  // over batches, whose events (a die, a spin-out) still bring their marks.
  watch(
    () => racepack.current,
    (u) => {
      // The tutorial race just started: its first batch names it.
      if (starting && u && u.reason === 'new') {
        starting = false;
        stored.value = { ...stored.value, gameId: u.view.id };
      }
      see(u, (u?.events ?? []) as RacepackEvent[]);
    },
    { immediate: true },
  );
  watch(
    () => game.skippedBatches,
    (batches) =>
      see(
        racepack.current,
        batches.flatMap((b) => (isRacepackView(b.view) ? (b as RacepackUpdate).events : [])),
      ),
  );
  watch(active, (on) => {
    if (on) {
      machine.value = { seen: [...stored.value.seen], pending: [] };
      see(racepack.current, []);
    }
  });

  /** A fresh tutorial race (its marks from the first). */
  async function start() {
    machine.value = { seen: [], pending: [] };
    stored.value = { status: 'running', seen: [], gameId: null };
    starting = true;
    const ok = await racepack.start(racepackTutorialSetup(MESSAGES.racepack.tutorial.botName));
    if (!ok) {
      starting = false;
      stored.value = { status: 'new', seen: [], gameId: null };
    }
  }

  /** "Got it": the mark is read for good. */
  function next() {
    machine.value = acknowledge(machine.value);
    const done = isComplete(machine.value);
    stored.value = { ...stored.value, seen: [...machine.value.seen], status: done ? 'done' : 'running' };
    if (!done) see(racepack.current, []);
  }

  /** No more marks in this race (the setup's "Learn to play" starts a new tutorial race). */
  function skip() {
    machine.value = { seen: machine.value.seen, pending: [] };
    stored.value = { ...stored.value, status: 'done' };
  }

  const status = computed(() => stored.value.status);
  return { active, step, progress, status, start, next, skip };
});
