/** How a save slot or the Continue button names where a game stands, per game (through the catalogue). */
import type { SaveSummary } from '../../src-shared/save/save-file';
import { wordsOf } from '../games/words';
import { PLAY_MESSAGES } from '../i18n/messages';
import { SAVE_MESSAGES } from '../i18n/save-wording';

/** The game's name: "Racepack", "Automobiles". */
export function gameName(m: SaveSummary): string {
  return wordsOf(m.game)?.title ?? m.game;
}

/** "lap 2/3" for a Racepack race; "round 4", "sponsors", "driver draft" for Automobiles. */
export function stageText(m: SaveSummary): string {
  if (m.game === 'racepack') {
    const laps = m.raceLaps ?? 1;
    return PLAY_MESSAGES.lapOf(Math.min((m.standings[0]?.laps ?? 0) + 1, laps), laps);
  }
  if (m.phase === 'sponsors') return SAVE_MESSAGES.stageSponsors;
  if (m.phase === 'draft') return SAVE_MESSAGES.stageDraft;
  return PLAY_MESSAGES.stage(m.round);
}

/** "Racepack · Grand Prix · lap 2/3", "Automobiles · Monza · race 2 of 3 · round 4". */
export function whereText(m: SaveSummary): string {
  if (m.game === 'racepack') return `${gameName(m)} · ${m.trackName} · ${stageText(m)}`;
  const race = m.races > 1 ? SAVE_MESSAGES.raceOfLower(m.race, m.races) : SAVE_MESSAGES.singleRaceLower;
  return `${gameName(m)} · ${m.trackName} · ${race} · ${stageText(m)}`;
}
