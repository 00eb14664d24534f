/** Automobiles' words for the shell (its log, its records' names, its cars' colours, its rules book). */
import { findTrack } from '../../../src-shared/games/automobiles';
import { CAR_COLORS } from '../../../src-shared/games/automobiles/kit';
import type { GameWords } from '../kit';
import { BOT_LEVEL_NAMES } from './i18n/level-words';
import { AUTOMOBILES_TITLE, PLAY_MESSAGES, SAVE_WHERE, SUMMARY_SERIES } from './i18n/messages';
import { AUTOMOBILES_LOG_WORDING } from './i18n/log-wording';
import { AUTOMOBILES_RULES } from './rules/rules-book';

export const automobilesWords: GameWords = {
  title: AUTOMOBILES_TITLE,
  log: AUTOMOBILES_LOG_WORDING,
  trackName: (track) => findTrack(track)?.name ?? track,
  levelName: (level) => (BOT_LEVEL_NAMES as Record<string, string>)[level],
  seatColors: CAR_COLORS,
  rules: AUTOMOBILES_RULES,
  saveStage: (m) =>
    m.phase === 'sponsors'
      ? SAVE_WHERE.sponsors
      : m.phase === 'draft'
        ? SAVE_WHERE.draft
        : PLAY_MESSAGES.stage(m.round),
  saveRace: (m) => (m.races > 1 ? SAVE_WHERE.raceOf(m.race, m.races) : SAVE_WHERE.singleRace),
  summarySeries: SUMMARY_SERIES,
};
