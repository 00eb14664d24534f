/** Names of what the records hold (tracks, bot levels, games), from the games' own words. */
import { findTrack } from '../../src-shared/games/automobiles';
import { findTrack as findRacepackTrack } from '../../src-shared/games/racepack';
import { BOT_LEVEL_NAMES } from '../i18n/messages';
import { RACEPACK_MESSAGES } from '../i18n/racepack-messages';
import { HOME_MESSAGES } from '../i18n/home-messages';

export function gameName(game: string): string {
  return HOME_MESSAGES.stats.games[game] ?? game;
}

/** A track's name: the game's own, or the name a Racepack record kept (a track from the builder). */
export function trackName(game: string, track: string, kept?: unknown): string {
  if (game === 'racepack') return findRacepackTrack(track)?.name ?? (typeof kept === 'string' ? kept : track);
  return findTrack(track)?.name ?? track;
}

export function levelName(game: string, level: string): string {
  const names: Record<string, string> =
    game === 'racepack' ? RACEPACK_MESSAGES.setup.levels : (BOT_LEVEL_NAMES as Record<string, string>);
  return names[level] ?? level;
}
