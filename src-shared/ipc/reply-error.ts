/**
 * Why a message of the contract got no answer, as data (a Reply's `error`): a key and its
 * parameters, worded by the renderer's catalogue (src-renderer/i18n/save-wording.ts). `detail`
 * and `reason` are diagnostics passed through unchanged (a schema's or the engine's own
 * message); every other parameter is a name, an id or a number.
 */
import {
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
  | { key: 'badMessage'; name: string; detail: string }
  | { key: 'untrustedSender' }
  | { key: 'badOptions'; detail: string }
  | { key: 'failed'; name: string; detail: string };

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

/** Parameters that may hold free text (a diagnostic); the others are names, ids and numbers. */
export const DIAGNOSTIC_PARAMS: readonly string[] = ['detail', 'reason'];

/**
 * A name, an id, a number, a list of keyed save notes (a `repaired` notice's), or a save
 * file's keyed problem (a `problem`).
 */
const plainParam = (v: unknown): boolean =>
  typeof v === 'number' || typeof v === 'string' || (Array.isArray(v) && v.every(isSaveNote)) || isSaveFormatProblem(v);

function keyed(x: unknown, keys: readonly string[]): boolean {
  if (!x || typeof x !== 'object' || Array.isArray(x)) return false;
  const { key, ...params } = x as Record<string, unknown>;
  return typeof key === 'string' && keys.includes(key) && Object.values(params).every(plainParam);
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
