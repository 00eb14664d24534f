import { defineStore } from 'pinia';
import { ref } from 'vue';
import { RULES, rulesEntry, rulesGameOf } from './rules-index';

/** The rules reference overlay: open or not, the entry shown, the search text. */
export const useRulesStore = defineStore('rules', () => {
  const isOpen = ref(false);
  /** The first page of the book (where an unknown id opens). */
  const first = RULES[0]?.id ?? '';
  const entry = ref<string>(first);
  const query = ref('');
  /** Bumped on every open, so the view scrolls to the entry even when it is already selected. */
  const focusTick = ref(0);
  /** The game the reference was opened for (the one whose entry it opened at): its groups of sections come first in the index. */
  const game = ref<string | undefined>(rulesGameOf(first));

  /** Opens the reference, at an entry when given (an unknown id opens the first page). */
  function open(id?: string) {
    if (id) {
      entry.value = rulesEntry(id) ? id : first;
      query.value = '';
    }
    game.value = rulesGameOf(entry.value);
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

  return { first, isOpen, entry, query, focusTick, game, open, close, show };
});
