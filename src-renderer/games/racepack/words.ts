/** Racepack's words for the shell (its log, its records' names, its seats' colours, its rules book). */
import { findTrack } from '../../../src-shared/games/racepack';
import type { GameWords } from '../kit';
import { RACEPACK_MESSAGES } from './i18n/racepack-messages';
import { RACEPACK_LOG_WORDING } from './i18n/log-wording';
import { RACEPACK_REPLAY_CAUSES } from './i18n/save-causes';
import { SEAT_COLORS } from './driving-view';
import { RACEPACK_RULES_BOOK } from './rules/rules-book';

export const racepackWords: GameWords = {
  title: RACEPACK_MESSAGES.racepack,
  log: RACEPACK_LOG_WORDING,
  // A track from the builder is not listed: the record kept its name.
  trackName: (track, kept) => findTrack(track)?.name ?? (typeof kept === 'string' ? kept : track),
  levelName: (level) => (RACEPACK_MESSAGES.setup.levels as Record<string, string>)[level],
  seatColors: SEAT_COLORS,
  replayCauses: RACEPACK_REPLAY_CAUSES,
  summarySeries: RACEPACK_MESSAGES.summarySeries,
  saveStage: (m) => {
    const laps = m.raceLaps ?? 1;
    return RACEPACK_MESSAGES.saveLap(Math.min((m.standings[0]?.laps ?? 0) + 1, laps), laps);
  },
  rules: RACEPACK_RULES_BOOK,
};
