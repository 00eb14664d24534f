/**
 * Racepack in the renderer shell: its words, its race screen and track builder (loaded when
 * first shown, so the registry, and the log and records that read its words, load no .vue
 * file) and the sounds of its events.
 */
import { defineAsyncComponent } from 'vue';
import type { RacepackEvent } from '../../../src-shared/games/racepack';
import type { RacepackView } from '../../../src-shared/games/racepack/kit';
import { MESSAGES } from './i18n/messages';
import type { RendererKit, SoundCue } from '../kit';
import { RACEPACK_HELP } from './i18n/help-words';
import { racepackWords } from './words';

export const racepackKit: RendererKit = {
  words: racepackWords,
  playScreen: defineAsyncComponent(() => import('./components/RacepackScreen.vue')),
  replayScreen: defineAsyncComponent(() => import('./components/RacepackReplay.vue')),
  tools: { 'track-builder': defineAsyncComponent(() => import('./components/TrackBuilder.vue')) },
  resumesOnReload: true,
  // rules (#26): its pictures in the rules book (its sections: its words' `rules`).
  rules: { art: defineAsyncComponent(() => import('./rules/RacepackRulesArt.vue')) },
  sounds(events, beat) {
    // One cue per movement, the die and the spin-out where the board shows them (RacepackBoard paces them).
    const out: SoundCue[] = [];
    let t = 0;
    for (const e of events as RacepackEvent[]) {
      if (e.type === 'moved') {
        out.push({ kind: 'engine', delay: t, size: e.path.length });
        t += e.path.length * beat;
      } else if (e.type === 'cornerRoll') {
        out.push({ kind: 'cube', delay: t });
        t += 4 * beat;
      } else if (e.type === 'spunOut') out.push({ kind: 'cube', delay: t, size: 3 });
      else if (e.type === 'lap') out.push({ kind: 'lap', delay: t });
      else if (e.type === 'raceOver') out.push({ kind: 'finish', delay: t + 0.4 });
    }
    return out;
  },
  // components (#26)
  name: {
    title: MESSAGES.racepack.racepack,
    tagline: MESSAGES.racepack.tagline,
    tabNote: MESSAGES.racepack.racepackTag,
  },
  setupPanel: defineAsyncComponent(() => import('./components/RacepackStartPanel.vue')),
  rulesSection: 'rp-overview',
  help: {
    keysTitle: RACEPACK_HELP.keysTitle,
    keys: RACEPACK_HELP.keys,
    undo: RACEPACK_HELP.undo,
    rulesSection: 'rp-overview',
    screens: RACEPACK_HELP.screens,
  },

  // stores (#26)
  saveName(v) {
    const rp = v as unknown as RacepackView;
    return MESSAGES.racepack.screen.saveLabel(rp.race.options.track.name, rp.race.round + 1);
  },
  // Its history words the log (i18n/log-wording.ts, which reads this registry): loaded on first use.
  openReplay: async (record) => new (await import('./racepack-history')).RacepackHistory(record),
};
