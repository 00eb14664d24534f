import { contextBridge } from 'electron';

// The renderer reaches the main process only through this object (window.api).
// Empty for now; IPC methods get added here as the game needs them.
const api = {} as const;

export type PreloadApi = typeof api;

contextBridge.exposeInMainWorld('api', api);
