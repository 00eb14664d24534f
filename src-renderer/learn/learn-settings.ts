import { defineStore } from 'pinia';
import { ref, watch } from 'vue';

const KEY = 'automobiles.learn';

/** Where the guided first race is: not started, at a step (resumable), or finished/skipped. */
export interface TutorialProgress {
  /** 'new': never started; 'running': stopped at `seen` steps; 'done': finished or skipped. */
  status: 'new' | 'running' | 'done';
  /** Ids of the coach marks already acknowledged. */
  seen: string[];
  /** The tutorial race's game id (to resume it from its autosave), or null. */
  gameId: string | null;
}

interface Stored {
  hintsInHotSeat: boolean;
  tutorial: TutorialProgress;
}

export const NEW_TUTORIAL: TutorialProgress = { status: 'new', seen: [], gameId: null };

function load(): Stored {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Stored>;
    const t = raw.tutorial;
    const tutorial: TutorialProgress =
      t && ['new', 'running', 'done'].includes(t.status) && Array.isArray(t.seen)
        ? { status: t.status, seen: t.seen.filter((x) => typeof x === 'string'), gameId: t.gameId ?? null }
        : { ...NEW_TUTORIAL };
    return { hintsInHotSeat: raw.hintsInHotSeat === true, tutorial };
  } catch {
    return { hintsInHotSeat: false, tutorial: { ...NEW_TUTORIAL } };
  }
}

/** The Learn preferences, kept in localStorage: hints at hot-seat tables and the tutorial's progress. */
export const useLearnSettings = defineStore('learn-settings', () => {
  const initial = load();
  const hintsInHotSeat = ref(initial.hintsInHotSeat);
  const tutorial = ref<TutorialProgress>(initial.tutorial);
  watch(
    [hintsInHotSeat, tutorial],
    () => {
      try {
        localStorage.setItem(KEY, JSON.stringify({ hintsInHotSeat: hintsInHotSeat.value, tutorial: tutorial.value }));
      } catch {
        /* a page that may not store anything: the settings last for this visit */
      }
    },
    { deep: true },
  );
  return { hintsInHotSeat, tutorial };
});
