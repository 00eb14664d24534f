/**
 * Racepack's catalogue: the shell's (src-renderer/i18n/messages.ts) with Racepack's own wording
 * (racepack-messages.ts) as MESSAGES.racepack, which its screens read (issue #26: the shell
 * names no game).
 */
import { MESSAGES as SHELL } from '../../../i18n/messages';
import { RACEPACK_MESSAGES } from './racepack-messages';

export const MESSAGES = {
  ...SHELL,
  /** Racepack's screens (start-screen setup, the race, the log): racepack-messages.ts. */
  racepack: RACEPACK_MESSAGES,
} as const;
