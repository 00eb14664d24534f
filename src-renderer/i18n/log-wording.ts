/**
 * The catalogue's wording of the session's log lines and notices: each game's lines by its own
 * table (src-renderer/games/<id>/i18n/log-wording.ts, found through its kit's words in
 * the registry, games/registry.ts), the session's notices here. One function per message key, given the
 * message's parameters and the players' names.
 */
import type { LogMessage } from '../../src-shared/games/registry';
import type { NoticeMessage } from '../../src-shared/session/log-types';
import type { HintRefusal } from '../../src-shared/session/hint';
import type { ActRefusal } from '../../src-shared/session/types';
import type { LogWords } from '../games/kit';
import { RENDERER_KITS } from '../games/registry';
import { YOU, secondPerson } from './second-person';

type Words = (m: never, who: (p: number) => string) => string;

/** The session's notices, in words. */
const NOTICE_WORDING: LogWords<NoticeMessage> = {
  botFailed: (m, who) => `${who(m.p)}'s bot failed (${m.why}); the greedy bot made this move instead.`,
  botIllegal: (m, who) => `${who(m.p)}'s bot chose an illegal move; the greedy bot made this move instead.`,
};

/** Every key's wording: each game's log lines and the notices. */
export const LOG_WORDING: Readonly<Record<string, Words>> = Object.assign(
  {},
  ...Object.values(RENDERER_KITS).map((kit) => kit.words.log),
  NOTICE_WORDING,
);

/** A log line or notice in words; `names` are the players' names by seat. */
export function logText(m: LogMessage, names: readonly string[]): string {
  const who = (p: number) => names[p] ?? `Player ${p + 1}`;
  const words = LOG_WORDING[m.key] as Words | undefined;
  // A key from a newer session than this renderer: show the key rather than nothing.
  const text = words ? words(m as never, who) : m.key;
  // The tutorial's player is "You": "You buy", "Your turn" (not "You buys", "You's turn").
  return names.includes(YOU) ? secondPerson(text) : text;
}

/** Why the session gave no hint, in words (the bot's own error is in the host's log). */
export const HINT_REFUSALS: Record<HintRefusal, () => string> = {
  noGame: () => 'There is no game in progress.',
  over: () => 'The race is over.',
  botDeciding: () => 'A bot is deciding now.',
  botFailed: () => 'the bot could not decide',
  illegal: () => 'the bot chose an illegal move',
};

/** Why a move or an undo was refused, in words; `names` are the players' names by seat. */
export function actRefusalText(r: ActRefusal, names: readonly string[]): string {
  const who = (p: number) => names[p] ?? `Seat ${p + 1}`;
  switch (r.key) {
    case 'noGame':
      return 'There is no game in progress.';
    case 'raceOver':
      return 'The race is over.';
    case 'stale':
      return `That move was chosen on an older position (version ${r.chosenAt}, the game is at ${r.at}); it was not played.`;
    case 'notDeciding':
      return `${who(r.seat)} is not to decide now (${who(r.decider)} is); the move was not played.`;
    case 'botDeciding':
      return `${who(r.decider)} (a bot) is deciding now.`;
    case 'illegal':
      return 'That move is not allowed now; it was not played.';
    case 'engineFailed':
      return 'The rules engine failed on this action; the game is as it was before it.';
    case 'nothingToUndo':
      return 'Nothing to undo (undo stops at a draw and at another player’s action).';
  }
}
