import { defineStore } from 'pinia';
import { computed, ref, watch } from 'vue';
import { slotOfGame } from '../../../../src-shared/save/game-recorder';
import type { AutomobilesUpdate as SessionUpdate, NewGameSetup } from '../../../../src-shared/games/automobiles/kit';
import { MESSAGES } from '../i18n/messages';
import { useGameStore } from '../../../stores/game';
import { useSavesStore } from '../../../stores/saves';
import { useLearnSettings } from '../../../learn/learn-settings';
import { isAutomobilesView, useAutomobilesGame } from '../automobiles-game';
import {
  TUTORIAL_HUMAN,
  TUTORIAL_SEED,
  TUTORIAL_TRACK,
  acknowledge,
  currentStep,
  isComplete,
  observe,
  progressOf,
  stepById,
  type TutorialState,
} from './tutorial-machine';

export { TUTORIAL_HUMAN };

export function tutorialSetup(): NewGameSetup {
  const T = MESSAGES.learn.tutorial;
  return {
    // Seat order is grid order (seat 1 starts): the bot in front, the player beside it (TUTORIAL_HUMAN).
    seats: [
      { kind: 'bot', name: T.botName, level: 'beginner' },
      { kind: 'human', name: T.playerName },
    ],
    track: TUTORIAL_TRACK,
    laps: 1,
    cards: { kind: 'set', id: 'first-game' },
    variants: { openBags: true, weaving: false, acceleratedPlay: false },
    seed: TUTORIAL_SEED,
    seatOneStarts: true,
  };
}

/**
 * The guided first race: starts, resumes (the race from memory or its autosave, the coach marks
 * already read from localStorage), skips; once finished or skipped it never shows again unless
 * the player picks "Tutorial" on the start screen.
 */
export const useTutorialStore = defineStore('tutorial', () => {
  const game = useGameStore();
  const auto = useAutomobilesGame();
  const learn = useLearnSettings();
  const machine = ref<TutorialState>({ seen: [...learn.tutorial.seen] as TutorialState['seen'], pending: [] });

  /** The race on screen is the tutorial's, and the tutorial is running. */
  const active = computed(
    () =>
      learn.tutorial.status === 'running' &&
      game.screen === 'game' &&
      !!auto.view &&
      auto.view.id === learn.tutorial.gameId,
  );
  const step = computed(() => {
    const id = active.value ? currentStep(machine.value) : null;
    return id ? stepById(id) : null;
  });
  // The numbered marks in the order the race brings them (the situational ones are tips, unnumbered).
  const progress = computed(() => (active.value ? progressOf(machine.value) : null));
  const canResume = computed(() => learn.tutorial.status === 'running' && learn.tutorial.gameId !== null);

  // Every batch shown (its view and events) may bring a step's moment.
  watch(
    () => auto.current,
    (u) => {
      if (!active.value || !u) return;
      machine.value = observe(machine.value, u.view, u.events, TUTORIAL_HUMAN);
    },
    { immediate: true },
  );
  // A skip (a click while the board moves) jumps over batches: their events (drafting, momentum)
  // still bring their marks, with the view on screen after the skip.
  watch(
    () => game.skippedBatches,
    (batches) => {
      if (!active.value || !auto.current) return;
      const events = batches.flatMap((b) => (isAutomobilesView(b.view) ? (b as SessionUpdate).events : []));
      machine.value = observe(machine.value, auto.current.view, events, TUTORIAL_HUMAN);
    },
  );
  watch(active, (on) => {
    if (on && auto.current)
      machine.value = observe(machine.value, auto.current.view, auto.current.events, TUTORIAL_HUMAN);
  });

  async function start() {
    machine.value = { seen: [], pending: [] };
    learn.tutorial = { status: 'running', seen: [], gameId: null };
    await game.newGame(tutorialSetup());
    if (auto.view && game.screen === 'game') learn.tutorial = { ...learn.tutorial, gameId: auto.view.id };
    else learn.tutorial = { status: 'new', seen: [], gameId: null };
  }

  /** Back to the tutorial race where it was left (or a fresh one when it cannot be found). */
  async function resume() {
    const id = learn.tutorial.gameId;
    if (!id) return start();
    machine.value = { seen: [...learn.tutorial.seen] as TutorialState['seen'], pending: [] };
    if (auto.view?.id === id && !auto.view.over) return game.continueGame();
    await useSavesStore().load(slotOfGame(id));
    if (game.screen === 'game' && auto.view && !auto.view.over) {
      learn.tutorial = { ...learn.tutorial, gameId: auto.view.id };
      return;
    }
    return start();
  }

  /** "Got it": the mark is read for good (stored, so a resumed tutorial does not repeat it). */
  function next() {
    machine.value = acknowledge(machine.value);
    const done = isComplete(machine.value);
    learn.tutorial = { ...learn.tutorial, seen: [...machine.value.seen], status: done ? 'done' : 'running' };
    if (!done && auto.current)
      machine.value = observe(machine.value, auto.current.view, auto.current.events, TUTORIAL_HUMAN);
  }

  /** Skip: no more coach marks, now or later (the start screen's "Tutorial" starts it again). */
  function skip() {
    machine.value = { seen: machine.value.seen, pending: [] };
    learn.tutorial = { ...learn.tutorial, status: 'done' };
  }

  return { active, step, progress, canResume, start, resume, next, skip };
});
