import type { GameApi } from '../../src-shared/ipc/contract';
import type { GameClient } from './game-client';

declare global {
  interface Window {
    /** Exposed by src-main/preload.ts (contextBridge) when running inside Electron. */
    api?: GameApi;
  }
}

/** The session lives in the Electron main process; window.api forwards each message over IPC. */
export function createElectronClient(api: GameApi): GameClient {
  return Object.assign(Object.create(null) as object, {
    kind: 'electron' as const,
    listTracks: () => api.listTracks(),
    listCardSets: () => api.listCardSets(),
    newGame: (setup) => api.newGame(setup),
    getView: () => api.getView(),
    act: (action) => api.act(action),
    undo: () => api.undo(),
    closeGame: () => api.closeGame(),
    listSaves: () => api.listSaves(),
    saveAs: (request) => api.saveAs(request),
    loadSlot: (request) => api.loadSlot(request),
    deleteSlot: (request) => api.deleteSlot(request),
    exportSave: (request) => api.exportSave(request),
    importSave: (request) => api.importSave(request),
    continueLast: () => api.continueLast(),
    saveStatus: () => api.saveStatus(),
    retrySave: () => api.retrySave(),
    onUpdate: (listener) => api.onUpdate(listener),
  } satisfies GameClient);
}
