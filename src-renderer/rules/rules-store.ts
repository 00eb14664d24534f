import { defineStore } from 'pinia';
import { ref } from 'vue';
import { rulesEntry } from './rules-index';

/** The rules reference overlay: open or not, the entry shown, the search text. */
export const useRulesStore = defineStore('rules', () => {
  const isOpen = ref(false);
  const entry = ref<string>('overview');
  const query = ref('');
  /** Bumped on every open, so the view scrolls to the entry even when it is already selected. */
  const focusTick = ref(0);
  /** The game the reference was opened for: its group of sections comes first in the index. */
  const game = ref<'automobiles' | 'racepack'>('automobiles');

  /** Opens the reference, at an entry when given (an unknown id opens the overview). */
  function open(id?: string) {
    if (id) {
      entry.value = rulesEntry(id) ? id : 'overview';
      query.value = '';
    }
    game.value = rulesEntry(entry.value)?.group === 'racepack' ? 'racepack' : 'automobiles';
    isOpen.value = true;
    focusTick.value++;
  }
  function close() {
    isOpen.value = false;
  }
  function show(id: string) {
    if (rulesEntry(id)) entry.value = id;
    focusTick.value++;
  }

  return { isOpen, entry, query, focusTick, game, open, close, show };
});
