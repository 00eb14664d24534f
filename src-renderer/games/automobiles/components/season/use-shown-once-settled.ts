import { ref, watchEffect, type Ref } from 'vue';
import { useGameStore } from '../../../../stores/game';

/** True from the moment the race's last animation (the finish banner) has played: the screens between races wait for it. */
export function useShownOnceSettled(): Ref<boolean> {
  const game = useGameStore();
  const shown = ref(false);
  watchEffect(() => {
    if (!game.animating && game.settled) shown.value = true;
  });
  return shown;
}
