/**
 * The save rules of every game, one line per game, each from the game's own folder: a record
 * is parsed, replayed and verified with the rules of its `game` (absent: the first game,
 * Automobiles, as every save made before Racepack). Nothing else in src-shared/save names a game.
 */
import { automobilesSaveRules } from '../games/automobiles';
import { racepackSaveRules } from '../games/racepack';
import type { GameSaveRules, SaveSnapshotLike } from '../games/save-rules-shape';
import type { SessionGameId } from '../session/game-plugin';

const TABLE = {
  automobiles: automobilesSaveRules,
  racepack: racepackSaveRules,
} as const satisfies { [K in SessionGameId]?: GameSaveRules<K> };

export type SaveGameId = keyof typeof TABLE;
export type SaveRules = GameSaveRules<SaveGameId>;
export type { SaveSnapshotLike };
export const SAVE_GAMES = Object.keys(TABLE) as [SaveGameId, ...SaveGameId[]];
/** The game of a record that names none (every save before Racepack). */
const UNNAMED: SaveGameId = SAVE_GAMES[0];

/** The rules of a record's game (absent or unknown: the game of records that name none). */
export function saveRulesOf(game: string | undefined): SaveRules {
  return (TABLE as Record<string, SaveRules>)[game ?? UNNAMED] ?? TABLE[UNNAMED];
}
