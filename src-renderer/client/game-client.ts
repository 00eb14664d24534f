import type { GameApi, MessageName, Reply, ResponseOf } from '../../src-shared/ipc/contract';

/**
 * What the renderer talks to: exactly the IPC contract (one function per message plus
 * onUpdate). Two implementations: Electron (window.api, the session in the main process)
 * and the browser (the same session in the page, behind the same schemas).
 */
export type GameClient = GameApi & { readonly kind: 'electron' | 'browser' };

export class ClientError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ClientError';
  }
}

/** Unwraps a reply; a rejected message becomes a ClientError. */
export async function unwrap<K extends MessageName>(reply: Promise<Reply<ResponseOf<K>>>): Promise<ResponseOf<K>> {
  const r = await reply;
  if (!r || typeof r !== 'object' || !('ok' in r)) throw new ClientError('malformed reply');
  if (!r.ok) throw new ClientError(r.error);
  return r.data;
}
