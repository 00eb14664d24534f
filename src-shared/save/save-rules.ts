/**
 * The save rules of a record's game, from its kit (src-shared/games/registry.ts; each game's
 * own in src-shared/games/<id>/save-rules.ts): a record is parsed, replayed and verified with
 * the rules of its `game` (absent: the registry's default game, as every save made before the
 * second game). Nothing in src-shared/save names a game.
 */
import { DEFAULT_GAME, GAME_IDS, findKit, kitOf, type GameId } from '../games/registry';
import type { GameSaveRules, SaveSnapshotLike } from '../games/save-rules-shape';

export type SaveGameId = GameId;
export type SaveRules = GameSaveRules<SaveGameId>;
export type { SaveSnapshotLike };
/** Every game whose records a save may hold, the registry's order. */
export const SAVE_GAMES = GAME_IDS as [SaveGameId, ...SaveGameId[]];

/** The rules of a record's game (absent or unknown: the game of records that name none). */
export function saveRulesOf(game: string | undefined): SaveRules {
  return (findKit(game ?? DEFAULT_GAME) ?? kitOf(DEFAULT_GAME)).saveRules as SaveRules;
}
