/** Names of what the records hold (tracks, bot levels, games), from the games' own words. */
import { wordsOf } from '../games/registry';

export function gameName(game: string): string {
  return wordsOf(game)?.title ?? game;
}

/** A track's name: the game's own, or the name the record kept (a track it no longer lists). */
export function trackName(game: string, track: string, kept?: unknown): string {
  return wordsOf(game)?.trackName(track, kept) ?? track;
}

export function levelName(game: string, level: string): string {
  return wordsOf(game)?.levelName(level) ?? level;
}

/** A race summary plot's title: the game's words for its series key (a key it does not word: as it is). */
export function seriesTitle(game: string, key: string): string {
  return wordsOf(game)?.summarySeries?.[key] ?? key;
}
