import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { MENU_CHANNEL, MESSAGE_NAMES, UPDATE_CHANNEL, channelOf, isMenuCommand } from '../src-shared/ipc/channels';
import type { WireApi, WireUpdate } from '../src-shared/ipc/contract';

// The renderer reaches the main process only through this object (window.api): one
// function per contract message and a subscription to session updates. Nothing else of
// ipcRenderer is exposed. (Sandboxed preload: it may import only 'electron' at run time.)
const api: Record<string, unknown> = {};
for (const name of MESSAGE_NAMES) {
  api[name] = (payload?: unknown) =>
    payload === undefined ? ipcRenderer.invoke(channelOf(name)) : ipcRenderer.invoke(channelOf(name), payload);
}
api.onUpdate = (listener: (update: WireUpdate) => void) => {
  if (typeof listener !== 'function') throw new TypeError('onUpdate needs a function');
  const handler = (_event: IpcRendererEvent, update: WireUpdate) => listener(update);
  ipcRenderer.on(UPDATE_CHANNEL, handler);
  return () => {
    ipcRenderer.removeListener(UPDATE_CHANNEL, handler);
  };
};

api.onMenu = (listener: (command: string) => void) => {
  if (typeof listener !== 'function') throw new TypeError('onMenu needs a function');
  const handler = (_event: IpcRendererEvent, command: unknown) => {
    if (isMenuCommand(command)) listener(command);
  };
  ipcRenderer.on(MENU_CHANNEL, handler);
  return () => {
    ipcRenderer.removeListener(MENU_CHANNEL, handler);
  };
};

export type PreloadApi = WireApi;

contextBridge.exposeInMainWorld('api', api as unknown as PreloadApi);
