/**
 * Registers one ipcMain.handle per contract message. Each call is checked before anything
 * happens: the sender must be the main window's top frame showing our own page, and the
 * payload must pass the message's schema. A bad message gets an error reply and changes nothing.
 */
import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { MESSAGE_NAMES, UPDATE_CHANNEL, channelOf } from '../src-shared/ipc/contract';
import { createDispatcher } from '../src-shared/ipc/dispatch';
import type { GameSession } from '../src-shared/session/game-session';
import { ViewEncoder } from '../src-shared/session/view-patch';
import type { SaveHandlers } from '../src-shared/ipc/save-handlers';
import type { RecordHandlers } from '../src-shared/ipc/record-messages';

export interface IpcOptions {
  session: GameSession;
  /** The main window's webContents, or null while there is none. */
  target: () => WebContents | null;
  /** Is this URL our renderer page (the built index.html or the dev server)? */
  isAppUrl: (url: string) => boolean;
  log?: (message: string) => void;
  /** Serves the save messages (createSaveHandlers); without it they answer with an error. */
  saves?: SaveHandlers;
  /** Serves the profiles and records (createRecordHandlers); without it they are empty. */
  records?: RecordHandlers;
}

/** The sender check: our window, its main frame, our page. */
export function isTrustedSender(event: IpcMainInvokeEvent, opts: Pick<IpcOptions, 'target' | 'isAppUrl'>): boolean {
  const wc = opts.target();
  if (!wc || wc.isDestroyed() || event.sender !== wc) return false;
  const frame = event.senderFrame;
  if (!frame || frame !== wc.mainFrame) return false;
  return opts.isAppUrl(frame.url);
}

/** Registers the handlers and the update push; returns a function that removes them. */
export function registerIpcHandlers(opts: IpcOptions): () => void {
  const dispatch = createDispatcher(opts.session, opts.saves, opts.records);
  for (const name of MESSAGE_NAMES) {
    ipcMain.handle(channelOf(name), async (event, ...args: unknown[]) => {
      if (!isTrustedSender(event, opts)) {
        opts.log?.(`rejected ${name} from an untrusted sender (${event.senderFrame?.url ?? 'no frame'})`);
        return { ok: false, error: { key: 'untrustedSender' } };
      }
      if (args.length > 1) return { ok: false, error: { key: 'badMessage', name, detail: 'one payload at most' } };
      return dispatch(name, args[0]);
    });
  }
  // Views go out once, then as patches (a reloaded page resyncs with getView).
  const encoder = new ViewEncoder();
  const unsubscribe = opts.session.onUpdate((update) => {
    const wire = encoder.encode(update);
    const wc = opts.target();
    if (wc && !wc.isDestroyed()) wc.send(UPDATE_CHANNEL, wire);
  });
  return () => {
    unsubscribe();
    for (const name of MESSAGE_NAMES) ipcMain.removeHandler(channelOf(name));
  };
}
