import { defineStore } from 'pinia';
import { computed, ref, watch } from 'vue';
import { unwrap } from '../client/game-client';
import { MESSAGES } from '../i18n/messages';
import { HINT_REFUSALS } from '../i18n/log-wording';
import { useGameStore } from '../stores/game';
import { useLearnSettings } from './learn-settings';

/**
 * "What would the Hard bot do?": asks the session (the bot runs off the UI thread) and shows its
 * choice as the emphasised option (button highlight, its space on the board) with one sentence
 * (the game's kit finds the option and words it: RendererKit.hintOf).
 * A hint belongs to the view version it was asked on and disappears when the game moves on.
 */
export const useHintStore = defineStore('hint', () => {
  const game = useGameStore();
  const learn = useLearnSettings();
  const thinking = ref(false);
  const hint = ref<{ version: number; option: number; text: string } | null>(null);
  const error = ref<string | null>(null);

  /** Hot-seat tables see hints only when they turned them on. */
  const allowed = computed(() => game.humans <= 1 || learn.hintsInHotSeat);
  const canAsk = computed(() => allowed.value && game.canAct && !thinking.value);
  /** The legal option the hint points at, while it is still the position it was asked on. */
  const option = computed(() => (hint.value && game.view?.version === hint.value.version ? hint.value.option : null));
  const sentence = computed(() => (option.value !== null ? hint.value!.text : null));

  watch(
    () => game.view?.version,
    () => {
      error.value = null;
      if (hint.value && hint.value.version !== game.view?.version) hint.value = null;
    },
  );

  async function ask() {
    const client = game.getClient();
    const v = game.view;
    if (!client || !v || !canAsk.value) return;
    thinking.value = true;
    error.value = null;
    hint.value = null;
    try {
      const r = await unwrap<'hint'>(client.hint());
      if (game.view?.version !== v.version || r.version !== v.version) return; // the game moved on
      if (!r.ok) {
        error.value = MESSAGES.learn.hint.failed(HINT_REFUSALS[r.why]());
        return;
      }
      const found = (await game.kit?.hintOf?.(v, r.action)) ?? null;
      if (game.view?.version !== v.version) return; // the game moved on while the kit loaded its wording
      if (!found) {
        error.value = MESSAGES.learn.hint.failed(MESSAGES.learn.hint.notAmongYours);
        return;
      }
      hint.value = { version: v.version, option: found.option, text: MESSAGES.learn.hint.says(found.words) };
    } catch (e) {
      error.value = MESSAGES.learn.hint.failed((e as Error).message);
    } finally {
      thinking.value = false;
    }
  }

  function dismiss() {
    hint.value = null;
    error.value = null;
  }

  return { thinking, allowed, canAsk, option, sentence, error, ask, dismiss };
});
