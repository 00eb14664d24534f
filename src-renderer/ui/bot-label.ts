import { wordsOf } from '../games/registry';
import { SAVE_MESSAGES } from '../i18n/save-wording';

/**
 * A bot's level as shown next to its name, in its game's words (the names its start screen
 * gives the levels): "Hard", or "Hard · 500 ms" with its own thinking time. A level the game does
 * not name (a record from another version) shows as stored.
 */
export function botLabel(game: string | undefined, level: string | null, thinkMs?: number | null): string {
  if (!level) return SAVE_MESSAGES.bot;
  const name = wordsOf(game)?.levelName(level) ?? level;
  return thinkMs ? `${name} · ${thinkMs} ms` : name;
}
