import type { BotLevel } from '../../src-shared/session/types';
import { SAVE_MESSAGES } from '../i18n/save-wording';

/** A bot's level as shown next to its name: "hard", or "hard · 500 ms" with its own thinking time. */
export function botLabel(level: BotLevel | null, thinkMs?: number | null): string {
  if (!level) return SAVE_MESSAGES.bot;
  return thinkMs ? `${level} · ${thinkMs} ms` : level;
}
