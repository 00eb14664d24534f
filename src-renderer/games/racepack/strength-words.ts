/** A Racepack bot level's strength in the player's terms, from its measured table (RACEPACK_LEVEL_STRENGTH). */
import { RACEPACK_LEVEL_STRENGTH, racepackWinsInTen, type RacepackBotKind } from '../../../src-shared/games/racepack';
import { MESSAGES } from './i18n/messages';

/** "wins about 6 of 10 against Hard": against a level of the ladder, never an internal bot name. */
export function racepackStrengthWords(kind: RacepackBotKind): string {
  const M = MESSAGES.racepack.setup;
  return M.strengthWords(racepackWinsInTen(kind), M.levels[RACEPACK_LEVEL_STRENGTH[kind].opponent]!);
}
