/** Racepack in the renderer shell: its race screen, the track builder and the sounds of its events. */
import type { RacepackEvent } from '../../../src-shared/games/racepack';
import type { RacepackView } from '../../../src-shared/games/racepack/kit';
import { MESSAGES } from './i18n/messages';
import type { RendererKit, SoundCue } from '../kit';
import RacepackScreen from './components/RacepackScreen.vue';
import TrackBuilder from './components/TrackBuilder.vue';
import RacepackReplay from './components/RacepackReplay.vue';
import RacepackStartPanel from './components/RacepackStartPanel.vue';
import { RACEPACK_HELP } from './i18n/help-words';
import { RacepackHistory } from './racepack-history';
import RacepackRulesArt from './rules/RacepackRulesArt.vue';

export const racepackKit: RendererKit = {
  playScreen: RacepackScreen,
  replayScreen: RacepackReplay,
  tools: { 'track-builder': TrackBuilder },
  resumesOnReload: true,
  // rules (#26): its pictures in the rules book (its sections: its words' `rules`).
  rules: { art: RacepackRulesArt },
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
  setupPanel: RacepackStartPanel,
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
  openReplay: (record) => new RacepackHistory(record),
};
