/** Dice Race in the renderer shell (test build only): a play screen, a replay stand-in, no sounds. */
import type { RendererKit } from '../../../src-renderer/games/kit';
import DiceRacePlay from './DiceRacePlay.vue';

export const diceRaceRendererKit: RendererKit = {
  playScreen: DiceRacePlay,
  replayScreen: DiceRacePlay,
  resumesOnReload: true,
  sounds: () => [],
};
