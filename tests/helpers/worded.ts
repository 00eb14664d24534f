/**
 * The host's keyed errors and notices in the catalogue's words, for tests that check the
 * sentences a player reads (the host sends keys and parameters: src-shared/ipc/reply-error.ts).
 */
import type { Reply } from '../../src-shared/ipc/contract';
import type { Dispatch } from '../../src-shared/ipc/dispatch';
import type { SaveNotice } from '../../src-shared/save/save-problem';
import { replyErrorText, saveNoticeText } from '../../src-renderer/i18n/save-wording';

/** A reply with its error worded (`{ ok: false, error: 'There is no save "x".' }`). */
export function wordedReply<T>(r: Reply<T>): { ok: true; data: T } | { ok: false; error: string } {
  return r.ok ? r : { ok: false, error: replyErrorText(r.error) };
}

/** A dispatcher whose error replies come worded. */
export const wordedDispatch =
  (dispatch: Dispatch) =>
  async (name: unknown, payload: unknown): Promise<{ ok: true; data: unknown } | { ok: false; error: string }> =>
    wordedReply(await dispatch(name, payload));

/** Save notices in words. */
export const wordedNotices = (notices: readonly SaveNotice[]): string[] => notices.map(saveNoticeText);

export { replyErrorText, saveNoticeText };
