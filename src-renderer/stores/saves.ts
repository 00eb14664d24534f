import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { GoodSlot, SlotInfo } from '../../src-shared/ipc/contract';
import { unwrap, type GameClient } from '../client/game-client';
import { useGameStore } from './game';
import { viewUpdate } from '../../src-shared/session/types';
import { SAVE_MESSAGES, replyErrorText, saveNoticeText, slotLabelText } from '../i18n/save-wording';

/** Offers text as a file download (the browser build's export). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Save slots as the UI sees them: the list (with damaged saves and why), save as, load,
 * delete, export and import. Talks to the same client as the game store.
 */
export const useSavesStore = defineStore('saves', () => {
  const game = useGameStore();
  const slots = shallowRef<SlotInfo[]>([]);
  const loaded = ref(false);
  const busy = ref(false);
  const error = ref<string | null>(null);
  const notice = ref<string | null>(null);
  /** The Saves panel (start screen) and the Save as dialog (in game). */
  const panelOpen = ref(false);
  const saveAsOpen = ref(false);

  const damaged = computed(() => slots.value.filter((s) => !s.ok));
  const canImportFromDialog = computed(() => game.clientKind === 'electron');

  /** Deletions the player can still take back (the slot is deleted when the time runs out). */
  const pendingDeletes = ref<{ id: string; label: string }[]>([]);
  const deleteTimers = new Map<string, ReturnType<typeof setTimeout>>();
  /** The autosave's last failure (the game screen's banner), or null. */
  const autosaveError = ref<string | null>(null);
  /** Messages from the saves for the player (a repaired save, a failed background check). */
  const notices = ref<string[]>([]);

  /** Every unfinished game (each autosaves into its own slot), most recent first. */
  const recentGames = computed(() =>
    slots.value.filter((s): s is GoodSlot => s.ok && (s.kind === 'game' || s.kind === 'autosave') && !s.summary.over),
  );

  function syncAutosave() {
    game.autosave = recentGames.value[0] ?? null;
  }

  async function run<T>(fn: (client: GameClient) => Promise<T>): Promise<T | undefined> {
    const client = game.getClient();
    if (!client) return undefined;
    busy.value = true;
    error.value = null;
    try {
      return await fn(client);
    } catch (e) {
      error.value = (e as Error).message;
      return undefined;
    } finally {
      busy.value = false;
    }
  }

  async function refresh() {
    const list = await run((c) => unwrap<'listSaves'>(c.listSaves()));
    if (list) {
      slots.value = list;
      loaded.value = true;
      syncAutosave();
    }
  }

  async function openPanel() {
    notice.value = null;
    error.value = null;
    panelOpen.value = true;
    await refresh();
  }

  async function saveAs(label: string): Promise<GoodSlot | undefined> {
    notice.value = null;
    const slot = await run((c) => unwrap<'saveAs'>(c.saveAs({ label })));
    if (slot) {
      const message = SAVE_MESSAGES.savedAs(slotLabelText(slot.label));
      notice.value = message;
      setTimeout(() => {
        if (notice.value === message && !panelOpen.value) notice.value = null;
      }, 6000);
      await refresh();
    }
    return slot;
  }

  async function load(id: string) {
    notice.value = null;
    const view = await run((c) => unwrap<'loadSlot'>(c.loadSlot({ id })));
    if (!view) return;
    game.receive(viewUpdate('restore', view));
    panelOpen.value = false;
    game.openGame(view);
    await pollStatus();
  }

  /**
   * Deletes a slot with an undo: the host moves it to its trash at once (it is no longer
   * listed or continued, and a game in play stops autosaving into it); Undo takes it back;
   * when the time runs out the host deletes it for good.
   */
  async function removeWithUndo(id: string, delayMs = 8000) {
    const slot = slots.value.find((s) => s.id === id);
    const label = slot ? slotLabelText(slot.label) : id;
    if (pendingDeletes.value.some((p) => p.id === id)) return;
    notice.value = null;
    const list = await run((c) => unwrap<'trashSlot'>(c.trashSlot({ id })));
    if (!list) return;
    slots.value = list;
    pendingDeletes.value = [...pendingDeletes.value, { id, label }];
    syncAutosave();
    deleteTimers.set(
      id,
      setTimeout(() => {
        deleteTimers.delete(id);
        pendingDeletes.value = pendingDeletes.value.filter((p) => p.id !== id);
        void purge(id);
      }, delayMs),
    );
  }

  async function undoDelete(id: string) {
    const t = deleteTimers.get(id);
    if (t) clearTimeout(t);
    deleteTimers.delete(id);
    pendingDeletes.value = pendingDeletes.value.filter((p) => p.id !== id);
    const list = await run((c) => unwrap<'restoreSlot'>(c.restoreSlot({ id })));
    if (list) slots.value = list;
    syncAutosave();
  }

  /** The undo window ran out: the host deletes the trashed slot for good. */
  async function purge(id: string) {
    const client = game.getClient();
    if (!client) return;
    try {
      const list = await unwrap<'deleteSlot'>(client.deleteSlot({ id }));
      slots.value = list;
      syncAutosave();
    } catch {
      /* already gone (another window, or the host emptied its trash) */
    }
  }

  /** Asks the host how the autosave is doing and for messages for the player. */
  async function pollStatus() {
    const client = game.getClient();
    if (!client) return;
    try {
      const s = await unwrap<'saveStatus'>(client.saveStatus());
      autosaveError.value = s.autosave.ok ? null : replyErrorText(s.autosave.error);
      if (s.notices.length) notices.value = [...notices.value, ...s.notices.map(saveNoticeText)];
    } catch {
      /* a host without saves: nothing to show */
    }
  }

  async function retrySave() {
    const s = await run((c) => unwrap<'retrySave'>(c.retrySave()));
    if (!s) return;
    autosaveError.value = s.autosave.ok ? null : replyErrorText(s.autosave.error);
    if (s.notices.length) notices.value = [...notices.value, ...s.notices.map(saveNoticeText)];
  }

  /** The desktop app: shows the saves folder in the system's file manager. */
  async function openFolder() {
    await run((c) => unwrap<'openSavesFolder'>(c.openSavesFolder()));
  }

  async function remove(id: string) {
    notice.value = null;
    const slot = slots.value.find((s) => s.id === id);
    const label = slot ? slotLabelText(slot.label) : id;
    const list = await run((c) => unwrap<'deleteSlot'>(c.deleteSlot({ id })));
    if (list) {
      slots.value = list;
      syncAutosave();
      notice.value = SAVE_MESSAGES.deleted(label);
    }
  }

  async function exportSlot(id: string) {
    notice.value = null;
    const r = await run((c) => unwrap<'exportSave'>(c.exportSave({ id })));
    if (!r) return;
    if (r.kind === 'download') {
      downloadText(r.fileName, r.text);
      notice.value = SAVE_MESSAGES.exportedAs(r.fileName);
    } else if (r.kind === 'file') {
      notice.value = SAVE_MESSAGES.exportedTo(r.path);
    }
  }

  /** Imports file text (browser: read from the chosen file), or asks the main process to open a dialog (Electron). */
  async function importText(text?: string) {
    notice.value = null;
    const r = await run((c) => unwrap<'importSave'>(c.importSave(text === undefined ? {} : { text })));
    if (r?.kind === 'imported') {
      notice.value = SAVE_MESSAGES.imported(slotLabelText(r.slot.label));
      await refresh();
    }
  }

  async function importFile(file: File) {
    if (file.size > 40_000_000) {
      error.value = SAVE_MESSAGES.fileTooLarge(file.name);
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch (e) {
      error.value = SAVE_MESSAGES.fileUnreadable(file.name, (e as Error).message);
      return;
    }
    await importText(text);
  }

  return {
    slots,
    recentGames,
    pendingDeletes,
    autosaveError,
    notices,
    removeWithUndo,
    undoDelete,
    pollStatus,
    retrySave,
    loaded,
    busy,
    error,
    notice,
    panelOpen,
    saveAsOpen,
    damaged,
    canImportFromDialog,
    refresh,
    openPanel,
    saveAs,
    load,
    remove,
    exportSlot,
    importText,
    importFile,
    openFolder,
  };
});
