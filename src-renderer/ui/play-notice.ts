import { ref } from 'vue';

/**
 * A short word to the player after a key did something they may not have meant (Enter ended
 * the setup buy with money left): shown in the game screen's top bar, gone after a while or on
 * a click. Not an error, and never over the controls.
 */
export const playNotice = ref<string | null>(null);
let timer: ReturnType<typeof setTimeout> | null = null;

export function sayNotice(text: string, ms = 10_000): void {
  playNotice.value = text;
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    playNotice.value = null;
    timer = null;
  }, ms);
}

export function clearNotice(): void {
  playNotice.value = null;
  if (timer) clearTimeout(timer);
  timer = null;
}
