import { defineStore } from 'pinia';
import { computed, ref, watch } from 'vue';
import { prepareTrack, sameAction, type Action } from '../../src-shared/games/automobiles';
import type { GameView, LegalOption } from '../../src-shared/games/automobiles/kit';
import { placeWords } from '../games/automobiles/ui/place-words';
import { unwrap } from '../client/game-client';
import { MESSAGES } from '../i18n/messages';
import { optionLabel } from '../games/automobiles/i18n/prompt-wording';
import { HINT_REFUSALS } from '../i18n/log-wording';
import { useGameStore } from '../stores/game';
import { useLearnSettings } from './learn-settings';

/**
 * "What would the Hard bot do?": asks the session (the bot runs off the UI thread) and shows its
 * choice as the emphasised option (button highlight, its space on the board) with one sentence.
 * A hint belongs to the view version it was asked on and disappears when the game moves on.
 */
export const useHintStore = defineStore('hint', () => {
  const game = useGameStore();
  const learn = useLearnSettings();
  const thinking = ref(false);
  const hint = ref<{ version: number; option: number; text: string } | null>(null);
  const error = ref<string | null>(null);

  /** Hot-seat tables see hints only when they turned them on. */
  const allowed = computed(() => (game.view?.humans ?? 0) <= 1 || learn.hintsInHotSeat);
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
      const o = v.legal.find((x) => sameAction(x.action, r.action as Action));
      if (!o) {
        error.value = MESSAGES.learn.hint.failed('its move is not among yours');
        return;
      }
      hint.value = { version: v.version, option: o.n, text: MESSAGES.learn.hint.says(hintWords(o, v)) };
    } catch (e) {
      error.value = MESSAGES.learn.hint.failed((e as Error).message);
    } finally {
      thinking.value = false;
    }
  }

  /** The option as its button says it: a space as "white space, inner lane, 1 ahead" (as the move buttons). */
  function hintWords(o: LegalOption, v: GameView): string {
    const t = game.track;
    if (o.action.type === 'step' && t) {
      const car = v.players[v.decider]?.car.space ?? -1;
      return MESSAGES.learn.hint.moveTo(placeWords(t, prepareTrack(t), o.action.space, car));
    }
    return lowerFirst(optionLabel(o, v));
  }

  function dismiss() {
    hint.value = null;
    error.value = null;
  }

  return { thinking, allowed, canAsk, option, sentence, error, ask, dismiss };
});

const lowerFirst = (s: string) => (s ? s[0].toLowerCase() + s.slice(1) : s);
