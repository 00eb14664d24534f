import type { GameApi, MessageName, Reply, ReplyError, ResponseOf } from '../../src-shared/ipc/contract';
import { replyErrorText } from '../i18n/save-wording';

/**
 * What the renderer talks to: exactly the IPC contract (one function per message plus
 * onUpdate). Two implementations: Electron (window.api, the session in the main process)
 * and the browser (the same session in the page, behind the same schemas).
 */
export type GameClient = GameApi & { readonly kind: 'electron' | 'browser' };

/** A refused message: `reason` is the host's key and parameters, the message its wording by the catalogue. */
export class ClientError extends Error {
  constructor(
    message: string,
    readonly reason?: ReplyError,
  ) {
    super(message);
    this.name = 'ClientError';
  }
}

/** Unwraps a reply; a rejected message becomes a ClientError. */
export async function unwrap<K extends MessageName>(reply: Promise<Reply<ResponseOf<K>>>): Promise<ResponseOf<K>> {
  const r = await reply;
  if (!r || typeof r !== 'object' || !('ok' in r)) throw new ClientError('malformed reply');
  if (!r.ok) throw new ClientError(replyErrorText(r.error), r.error);
  return r.data;
}
