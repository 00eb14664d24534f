import type { WireApi } from '../../src-shared/ipc/contract';
import { decodedUpdates } from './update-decoder';
import { plainCopy } from '../../src-shared/ipc/plain-data';
import type { GameClient } from './game-client';

declare global {
  interface Window {
    /** Exposed by src-main/preload.ts (contextBridge) when running inside Electron. */
    api?: WireApi;
  }
}

/**
 * The session lives in the Electron main process; window.api forwards each message over IPC,
 * which copies it with structured clone: every payload is made plain data first (a reactive
 * setup from a store would otherwise fail to cross).
 */
export function createElectronClient(api: WireApi): GameClient {
  return Object.assign(Object.create(null) as object, {
    kind: 'electron' as const,
    gameCatalog: (request) => api.gameCatalog(plainCopy(request)),
    newGame: (setup) => api.newGame(plainCopy(setup)),
    getView: () => api.getView(),
    act: (request) => api.act(plainCopy(request)),
    undo: () => api.undo(),
    closeGame: () => api.closeGame(),
    listSaves: () => api.listSaves(),
    saveAs: (request) => api.saveAs(plainCopy(request)),
    loadSlot: (request) => api.loadSlot(plainCopy(request)),
    deleteSlot: (request) => api.deleteSlot(plainCopy(request)),
    trashSlot: (request) => api.trashSlot(plainCopy(request)),
    restoreSlot: (request) => api.restoreSlot(plainCopy(request)),
    exportSave: (request) => api.exportSave(plainCopy(request)),
    importSave: (request) => api.importSave(plainCopy(request)),
    continueLast: () => api.continueLast(),
    replayRecord: (request) => api.replayRecord(plainCopy(request)),
    saveStatus: () => api.saveStatus(),
    retrySave: () => api.retrySave(),
    openSavesFolder: () => api.openSavesFolder(),
    hint: () => api.hint(),
    listProfiles: () => api.listProfiles(),
    saveProfile: (request) => api.saveProfile(plainCopy(request)),
    deleteProfile: (request) => api.deleteProfile(plainCopy(request)),
    listRecords: () => api.listRecords(),
    getRecord: (request) => api.getRecord(plainCopy(request)),
    exportRecord: (request) => api.exportRecord(plainCopy(request)),
    importRecord: (request) => api.importRecord(plainCopy(request)),
    ...(api.onMenu
      ? { onMenu: (listener: Parameters<NonNullable<WireApi['onMenu']>>[0]) => api.onMenu!(listener) }
      : {}),
    onUpdate: decodedUpdates(
      (listener) => api.onUpdate(listener),
      () => api.getView(),
    ),
  } satisfies GameClient);
}
