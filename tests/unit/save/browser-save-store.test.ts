/**
 * The browser build's localStorage save store: the temporary key, then the swap; a crash at
 * any step keeps a complete version; a full storage keeps the previous version.
 */
import { describe, expect, it } from 'vitest';
import { BrowserSaveStore, SAVE_KEY_PREFIX, TEMP_KEY_PREFIX } from '../../../src-renderer/client/browser-save-store';
import { SaveSlots } from '../../../src-shared/save';
import { fakeClock, playUntil, toSave } from '../../helpers/save-games';

/** A Storage in memory; `failAt` makes the n-th setItem throw (a crash, or a full quota). */
class FakeStorage implements Storage {
  map = new Map<string, string>();
  sets: string[] = [];
  failAt = -1;
  failWith: () => Error = () => new DOMException('quota', 'QuotaExceededError');
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.sets.length === this.failAt) {
      this.sets.push(`FAILED ${key}`);
      throw this.failWith();
    }
    this.sets.push(key);
    this.map.set(key, value);
  }
}

describe('BrowserSaveStore (localStorage)', () => {
  it('writes the temporary key first, then the slot key, then drops the temporary copy', () => {
    const storage = new FakeStorage();
    storage.setItem('automobiles.settings', '{}');
    storage.sets = [];
    const store = new BrowserSaveStore(storage);
    store.write('autosave', 'one');
    expect(storage.sets).toEqual([`${TEMP_KEY_PREFIX}autosave`, `${SAVE_KEY_PREFIX}autosave`]);
    expect([...storage.map.keys()].sort()).toEqual(['automobiles.save.autosave', 'automobiles.settings']);
    expect(store.read('autosave')).toBe('one');
    expect(store.list()).toEqual(['autosave']);
    store.remove('autosave');
    expect(store.read('autosave')).toBeNull();
    expect(store.list()).toEqual([]);
  });

  it('a crash between the two writes keeps the previous version (or the new one for a new slot)', () => {
    const storage = new FakeStorage();
    const store = new BrowserSaveStore(storage);
    store.write('autosave', 'old');
    // The crash: the temporary copy is stored, the slot key is not replaced.
    storage.setItem(`${TEMP_KEY_PREFIX}autosave`, 'new');
    expect(store.read('autosave')).toBe('old');
    // A new slot whose first write stopped after the temporary copy: that copy is complete.
    storage.setItem(`${TEMP_KEY_PREFIX}save-1`, 'first');
    expect(store.list()).toEqual(['autosave', 'save-1']);
    expect(store.read('save-1')).toBe('first');
    // The next write completes normally and tidies up.
    store.write('autosave', 'newer');
    expect(store.read('autosave')).toBe('newer');
    expect(storage.getItem(`${TEMP_KEY_PREFIX}autosave`)).toBeNull();
  });

  it('a full storage is a clear error and the previous version stays', () => {
    const storage = new FakeStorage();
    const store = new BrowserSaveStore(storage);
    store.write('save-1', 'kept');
    for (const failAt of [0, 1]) {
      storage.sets = [];
      storage.failAt = failAt;
      expect(() => store.write('save-1', 'lost')).toThrow('the browser storage for this page is full');
      expect(store.read('save-1')).toBe('kept');
      expect(storage.getItem(`${TEMP_KEY_PREFIX}save-1`)).toBeNull();
    }
  });

  it('under SaveSlots: a corrupted entry is listed as damaged and left alone; the other saves load', () => {
    const storage = new FakeStorage();
    const game = playUntil({ players: 2, seed: 4, laps: 1 }, (_s, a) => a.length >= 20);
    const slots = new SaveSlots(new BrowserSaveStore(storage), { now: fakeClock() });
    slots.saveAs('a', toSave(game));
    slots.saveAs('b', toSave(game));
    storage.setItem(`${SAVE_KEY_PREFIX}save-1`, '{"format":"automobiles-save","vers');
    storage.setItem(`${SAVE_KEY_PREFIX}not a slot id`, 'ignored');
    const again = new SaveSlots(new BrowserSaveStore(storage), { now: fakeClock() });
    const list = again.list();
    expect(list.map((s) => [s.id, s.ok])).toEqual([
      ['save-2', true],
      ['save-1', false],
    ]);
    expect(again.load('save-2').save.actions).toHaveLength(20);
    again.autosave(toSave(game));
    expect(storage.getItem(`${SAVE_KEY_PREFIX}save-1`)).toBe('{"format":"automobiles-save","vers');
  });
});
