/**
 * The log as the session keeps it, for every game: a line is a head (who it is about, how it
 * is shown) and a message (a key and its parameters, worded by the renderer's catalogue).
 * The messages themselves are each game's (its kit's session/log-messages.ts); the session
 * adds only its notices (a bot that failed).
 */
import type { LogMessage } from '../games/registry';

/** How a log line is shown (and who it is about), beside its message. */
export interface LogHead {
  /** Player the line is about, or -1. */
  player: number;
  kind: 'turn' | 'play' | 'draw' | 'buy' | 'move' | 'wear' | 'lap' | 'info' | 'finish';
}

/** Something that went wrong behind the scenes; the game went on (a bot seat `p` failed). */
export type NoticeMessage = { key: 'botFailed'; p: number; why: string } | { key: 'botIllegal'; p: number };

/** The notices' keys (the catalogue test checks each has its wording). */
export const NOTICE_KEYS = ['botFailed', 'botIllegal'] as const satisfies readonly NoticeMessage['key'][];

/** A log line: a message key with its parameters (worded by the renderer's catalogue), never text. */
export type LogLine = LogHead & { seq: number; round: number } & LogMessage;

/** A short message about something that went wrong behind the scenes; the game went on. */
export type BotNotice = {
  /** Increases with every notice of the session. */
  id: number;
} & NoticeMessage;
