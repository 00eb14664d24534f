/**
 * The test build's src-shared/save/save-rules.ts (swapped in by toy-build.ts): the house's
 * save rules plus the toy game's one line.
 */
import * as house from '../../../src-shared/save/save-rules';
import type { SaveGameId, SaveRules } from '../../../src-shared/save/save-rules';
import { diceRaceSaveRules } from '../dice-race/save-rules';

export * from '../../../src-shared/save/save-rules';

export const SAVE_GAMES = [...house.SAVE_GAMES, diceRaceSaveRules.id] as unknown as typeof house.SAVE_GAMES;

export function saveRulesOf(game: string | undefined): SaveRules {
  return game === diceRaceSaveRules.id ? (diceRaceSaveRules as unknown as SaveRules) : house.saveRulesOf(game);
}
export type { SaveGameId };
