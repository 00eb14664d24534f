/** Dice Race in the renderer shell (test build only): its words, a play screen, a replay stand-in, no sounds. */
import { defineAsyncComponent } from 'vue';
import type { RendererKit } from '../../../src-renderer/games/kit';
import { diceRaceWords } from './words';

// Loaded when first shown, as the house's kits do: the registry loads no .vue file.
const DiceRacePlay = defineAsyncComponent(() => import('./DiceRacePlay.vue'));

export const diceRaceRendererKit: RendererKit = {
  words: diceRaceWords,
  playScreen: DiceRacePlay,
  replayScreen: DiceRacePlay,
  resumesOnReload: true,
  sounds: () => [],
};
