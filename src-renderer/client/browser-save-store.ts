import { type SaveStore, isSlotId, refuseAppend } from '../../src-shared/save/save-store';

/** Each slot's text is stored under `automobiles.save.<id>`. */
export const SAVE_KEY_PREFIX = 'automobiles.save.';
/** A write in progress: the new text, before it replaces the slot's key. */
export const TEMP_KEY_PREFIX = 'automobiles.save-tmp.';
/**
 * Test hook (end-to-end tests): while this key holds "1", every write fails as a full
 * storage would. Harmless for players: nothing sets it.
 */
export const FAIL_WRITES_KEY = 'automobiles.test.fail-saves';

/**
 * Save slots in localStorage (the browser build). A write first stores the new text under a
 * temporary key, then swaps it into the slot's key and drops the temporary copy, so a crash
 * (or a full storage) at any point keeps the previous version: every setItem replaces one
 * value as a whole, and the slot's key is only replaced by a text that was stored completely.
 * A slot whose very first write was cut short after the temporary copy is read from that copy.
 */
export class BrowserSaveStore implements SaveStore {
  constructor(private readonly storage: Storage = localStorage) {}

  list(): string[] {
    const ids = new Set<string>();
    for (let i = 0; i < this.storage.length; i++) {
      const key = this.storage.key(i);
      if (!key) continue;
      const id = key.startsWith(SAVE_KEY_PREFIX)
        ? key.slice(SAVE_KEY_PREFIX.length)
        : key.startsWith(TEMP_KEY_PREFIX)
          ? key.slice(TEMP_KEY_PREFIX.length)
          : null;
      if (id !== null && isSlotId(id)) ids.add(id);
    }
    return [...ids].sort();
  }

  read(id: string): string | null {
    return this.storage.getItem(SAVE_KEY_PREFIX + id) ?? this.storage.getItem(TEMP_KEY_PREFIX + id);
  }

  size(id: string): number | null {
    return this.read(id)?.length ?? null;
  }

  write(id: string, text: string): void {
    const temp = TEMP_KEY_PREFIX + id;
    if (this.storage.getItem(FAIL_WRITES_KEY) === '1')
      throw new Error('the browser storage refused the save (test hook)');
    try {
      this.storage.setItem(temp, text);
      this.storage.setItem(SAVE_KEY_PREFIX + id, text);
    } catch (e) {
      // Full or disabled storage: the slot's key still holds the previous version.
      this.dropTemp(temp);
      const full = e instanceof DOMException && (e.name === 'QuotaExceededError' || e.code === 22);
      throw new Error(
        full
          ? 'the browser storage for this page is full'
          : `browser storage refused the save (${(e as Error).message})`,
        { cause: e },
      );
    }
    this.dropTemp(temp);
  }

  /**
   * localStorage cannot append: the slot's text is replaced by itself plus `text`, the same
   * safe way. A missing or headerless slot is refused (SaveStore.append).
   */
  append(id: string, text: string, replaceTail = 0): void {
    const old = this.read(id);
    const keep = old === null ? 0 : old.length - replaceTail;
    refuseAppend(id, old === null ? null : old.slice(0, 1), replaceTail ? old?.slice(keep) : undefined);
    this.write(id, old!.slice(0, keep) + text);
  }

  /** The text is written under the new id first (the same safe way), then the old id is removed. */
  move(from: string, to: string): void {
    const text = this.read(from);
    if (text === null) throw new Error(`there is no slot ${from}`);
    this.write(to, text);
    this.remove(from);
  }

  remove(id: string): void {
    this.storage.removeItem(SAVE_KEY_PREFIX + id);
    this.storage.removeItem(TEMP_KEY_PREFIX + id);
  }

  private dropTemp(key: string): void {
    try {
      this.storage.removeItem(key);
    } catch {
      /* nothing more to do */
    }
  }
}
