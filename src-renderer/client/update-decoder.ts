import type { AnySessionUpdate, Reply, WireUpdate } from '../../src-shared/ipc/contract';
import { viewUpdate, type SessionView } from '../../src-shared/session/types';
import { ViewDecoder } from '../../src-shared/session/view-patch';

/**
 * Turns the wire's updates (a whole view once, then patches) back into full updates. A patch
 * that does not start from the view held (a lost or reordered message, a reloaded page) asks
 * the session for the whole view and shows it as a restore.
 */
export function decodedUpdates(
  subscribe: (listener: (w: WireUpdate) => void) => () => void,
  getView: () => Promise<Reply<SessionView | null>>,
): (listener: (u: AnySessionUpdate) => void) => () => void {
  return (listener) => {
    const decoder = new ViewDecoder();
    let resyncing = false;
    return subscribe((wire) => {
      const u = decoder.decode(wire);
      if (u !== 'resync') return listener(u);
      if (resyncing) return;
      resyncing = true;
      void getView()
        .then((r) => {
          if (r.ok && r.data) {
            decoder.seen(r.data);
            listener(viewUpdate('restore', r.data));
          }
        })
        .catch(() => {})
        .finally(() => (resyncing = false));
    });
  };
}
