/**
 * Automobiles in the renderer shell: its words, its screens (loaded when first shown, so the
 * registry, and the log and records that read its words, load no .vue file) and its sounds.
 */
import { defineAsyncComponent } from 'vue';
import type { GameEvent } from '../../../src-shared/games/automobiles';
import type { RendererKit, SoundCue } from '../kit';
import { AUTOMOBILES_TITLE, MESSAGES } from './i18n/messages';
import { AUTOMOBILES_HELP } from './i18n/help-words';
import { automobilesStoreKit } from './store-kit';
import { automobilesWords } from './words';
import { lazyTutorial } from '../lazy-tutorial';

export const automobilesKit: RendererKit = {
  words: automobilesWords,
  playScreen: defineAsyncComponent(() => import('./AutomobilesPlay.vue')),
  replayScreen: defineAsyncComponent(() => import('./components/replay/ReplayScreen.vue')),
  // Its shortcuts (games/automobiles/use-shortcuts.ts) toggle the help on "?" and H.
  ownsHelpKeys: true,
  // rules (#26): its pictures in the rules book (its sections: its words' `rules`).
  rules: { art: defineAsyncComponent(() => import('./rules/AutomobilesRulesArt.vue')) },
  sounds(events, beat) {
    // Spread the sounds of a batch roughly like the board's animation of it.
    const out: SoundCue[] = [];
    let cubes = 0;
    for (const e of events as GameEvent[]) {
      if (e.type === 'cubePlaced' && cubes < 6) out.push({ kind: 'cube', delay: cubes++ * beat });
      else if (e.type === 'carMoved') out.push({ kind: 'engine', delay: cubes * beat, size: e.path.length });
      else if (e.type === 'lapCompleted') out.push({ kind: 'lap', delay: cubes * beat + 0.4 });
      else if (e.type === 'raceFinished') out.push({ kind: 'finish', delay: cubes * beat + 0.6 });
    }
    return out;
  },
  // components (#26)
  name: { title: AUTOMOBILES_TITLE, tagline: MESSAGES.start.screen.tagline },
  setupPanel: defineAsyncComponent(() => import('./components/start/AutomobilesSetup.vue')),
  offersLearning: true,
  help: {
    keysTitle: AUTOMOBILES_HELP.keysTitle,
    keys: MESSAGES.help.shortcuts,
    undo: AUTOMOBILES_HELP.undo,
    rulesSection: 'turn',
    symbols: defineAsyncComponent(() => import('./components/CubeSymbols.vue')),
    screens: AUTOMOBILES_HELP.screens,
  },

  // stores (#26)
  ...automobilesStoreKit,

  // learn (#26)
  tutorial: lazyTutorial(async () => (await import('./learn/tutorial-store')).useTutorialStore),
};
