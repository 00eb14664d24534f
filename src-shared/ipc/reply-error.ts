/**
 * Why a message of the contract got no answer, as data (a Reply's `error`): a key and its
 * parameters, worded by the renderer's catalogue (src-renderer/i18n/save-wording.ts). Every
 * parameter is a name, an id, a number, a path, or a key (a `reason` is a StorageFault): no
 * text of a library, the engine or the operating system crosses (the host logs it).
 */
import {
  STORAGE_FAULTS,
  SAVE_FORMAT_PROBLEM_KEYS,
  SAVE_NOTE_KEYS,
  SAVE_NOTICE_KEYS,
  SAVE_PROBLEM_KEYS,
  type SaveFormatProblem,
  type SaveNote,
  type SaveNotice,
  type SaveProblem,
} from '../save/save-problem';

export type ReplyError =
  | SaveProblem
  | { key: 'unknownMessage'; name: string }
  /** `path`: the first wrong field of the payload ('' for the payload itself). */
  | { key: 'badMessage'; name: string; path: string }
  | { key: 'untrustedSender' }
  /** The game refused the options of a new game. */
  | { key: 'badOptions' }
  /** The message failed unexpectedly (a bug: the host logs why). */
  | { key: 'failed'; name: string };

export const REPLY_ERROR_KEYS = [
  ...SAVE_PROBLEM_KEYS,
  'unknownMessage',
  'badMessage',
  'untrustedSender',
  'badOptions',
  'failed',
] as const satisfies readonly ReplyError['key'][];

type Unlisted = Exclude<ReplyError['key'], (typeof REPLY_ERROR_KEYS)[number]>;
const everyKeyListed: [Unlisted] extends [never] ? true : false = true;
void everyKeyListed;

/**
 * A name, an id, a number, a list of keyed save notes (a `repaired` notice's), or a save
 * file's keyed problem (a `problem`); a `reason` is a storage fault's key.
 */
const plainParam = (name: string, v: unknown): boolean =>
  name === 'reason'
    ? (STORAGE_FAULTS as readonly unknown[]).includes(v)
    : typeof v === 'number' ||
      typeof v === 'string' ||
      (Array.isArray(v) && v.every(isSaveNote)) ||
      isSaveFormatProblem(v);

function keyed(x: unknown, keys: readonly string[]): boolean {
  if (!x || typeof x !== 'object' || Array.isArray(x)) return false;
  const { key, ...params } = x as Record<string, unknown>;
  return typeof key === 'string' && keys.includes(key) && Object.entries(params).every(([n, v]) => plainParam(n, v));
}

/** Is this a reply error the catalogue knows (a known key with plain parameters)? */
export const isReplyError = (x: unknown): x is ReplyError => keyed(x, REPLY_ERROR_KEYS);
/** Is this a save note the catalogue knows (its parameters names, ids and numbers)? */
export function isSaveNote(x: unknown): x is SaveNote {
  if (!keyed(x, SAVE_NOTE_KEYS)) return false;
  const { key: _key, ...params } = x as Record<string, unknown>;
  return Object.values(params).every((v) => typeof v === 'number' || typeof v === 'string');
}
/** Is this a save notice the catalogue knows? */
export const isSaveNotice = (x: unknown): x is SaveNotice => keyed(x, SAVE_NOTICE_KEYS);
/** Is this a save file's problem the catalogue knows (its parameters names, ids and numbers)? */
export function isSaveFormatProblem(x: unknown): x is SaveFormatProblem {
  if (!keyed(x, SAVE_FORMAT_PROBLEM_KEYS)) return false;
  const { key: _key, ...params } = x as Record<string, unknown>;
  return Object.values(params).every((v) => typeof v === 'number' || typeof v === 'string');
}
