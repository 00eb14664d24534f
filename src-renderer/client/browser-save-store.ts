import { type SaveStore, isSlotId, refuseAppend } from '../../src-shared/save/save-store';
import { faultOf, storageError } from '../../src-shared/save/save-problem';

/** Each slot's text (as of its last whole write) is stored under `automobiles.save.<id>`. */
export const SAVE_KEY_PREFIX = 'automobiles.save.';
/** A write in progress: the new text, before it replaces the slot's key. */
export const TEMP_KEY_PREFIX = 'automobiles.save-tmp.';
/**
 * Appended parts of a slot: `automobiles.save-part.<id>.<n>` (n = 1, 2, …), each holding the
 * tag of the text it follows (tagOf), then `~k` when it replaces the last k characters of the
 * text before it (the autosave's end mark), a newline, then the appended text.
 */
export const PART_KEY_PREFIX = 'automobiles.save-part.';
/**
 * Test hook (end-to-end tests): while this key holds "1", every write fails as a full
 * storage would. Harmless for players: nothing sets it.
 */
export const FAIL_WRITES_KEY = 'automobiles.test.fail-saves';

/**
 * The tag binding a part to the whole text it follows: the text's length and a 32-bit
 * FNV-1a hash of it. A part whose tag is not its slot's is left over from an earlier text
 * (a crash between a rewrite and the removal of the old parts) and is never read.
 */
export function tagOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `${text.length.toString(36)}.${(h >>> 0).toString(36)}`;
}

/**
 * Save slots in localStorage (the browser build), written with little more than what changed.
 *
 * - A whole write first stores the new text under a temporary key, then swaps it into the
 *   slot's key and drops the temporary copy and the slot's parts: every setItem replaces one
 *   value as a whole, so a crash (or a full storage) at any point keeps a complete version.
 *   A slot whose very first write was cut short after the temporary copy is read from it.
 * - An append (the autosave's next actions) is one setItem of a new small part key, tagged
 *   with the slot's whole text: atomic, and a few hundred characters instead of the whole
 *   save again. Reading a slot joins its text and its parts in order, up to the first part
 *   that is missing or tagged for another text.
 *
 * Saves of earlier versions (one key per slot, no parts) are read as they are: the format is
 * the same with zero parts, and their next append adds the first part.
 */
export class BrowserSaveStore implements SaveStore {
  /** The tag of the last whole text seen per slot (hashing it again for every append would cost). */
  private readonly tags = new Map<string, { text: string; tag: string }>();

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
    const head = this.head(id);
    if (head === null) return null;
    let text = head;
    for (const part of this.parts(id, head)) text = text.slice(0, text.length - part.trim) + part.text;
    return text;
  }

  size(id: string): number | null {
    return this.read(id)?.length ?? null;
  }

  write(id: string, text: string): void {
    const temp = TEMP_KEY_PREFIX + id;
    this.checkHook();
    // The same text again: its parts must go first (they would read as following it).
    if (this.storage.getItem(SAVE_KEY_PREFIX + id) === text) this.dropParts(id);
    try {
      this.storage.setItem(temp, text);
      this.storage.setItem(SAVE_KEY_PREFIX + id, text);
    } catch (e) {
      // Full or disabled storage: the slot's key still holds the previous version.
      this.dropKey(temp);
      throw refused(e);
    }
    this.dropKey(temp);
    this.dropParts(id);
  }

  /**
   * Adds `text` as the slot's next part (one small atomic setItem), replacing the last
   * `replaceTail` characters (the end mark) in the same part. A missing or headerless slot is
   * refused (SaveStore.append).
   */
  append(id: string, text: string, replaceTail = 0): void {
    const old = this.read(id);
    const keep = old === null ? 0 : old.length - replaceTail;
    refuseAppend(id, old === null ? null : old.slice(0, 1), replaceTail ? old?.slice(keep) : undefined);
    const head = this.head(id)!;
    this.checkHook();
    const n = this.parts(id, head).length + 1;
    const trim = replaceTail ? `~${replaceTail}` : '';
    try {
      this.storage.setItem(partKey(id, n), `${this.tag(id, head)}${trim}\n${text}`);
    } catch (e) {
      throw refused(e);
    }
  }

  /** The text is written under the new id first (the same safe way), then the old id is removed. */
  move(from: string, to: string): void {
    const text = this.read(from);
    if (text === null) throw storageError(`there is no slot ${from}`, 'missing');
    this.write(to, text);
    this.remove(from);
  }

  remove(id: string): void {
    this.storage.removeItem(SAVE_KEY_PREFIX + id);
    this.storage.removeItem(TEMP_KEY_PREFIX + id);
    this.dropParts(id);
    this.tags.delete(id);
  }

  // ---------------------------------------------------------------------------------------

  private head(id: string): string | null {
    return this.storage.getItem(SAVE_KEY_PREFIX + id) ?? this.storage.getItem(TEMP_KEY_PREFIX + id);
  }

  private tag(id: string, head: string): string {
    const known = this.tags.get(id);
    if (known && known.text === head) return known.tag;
    const tag = tagOf(head);
    this.tags.set(id, { text: head, tag });
    return tag;
  }

  /** The appended texts that follow `head`, in order, each with the characters it replaces. */
  private parts(id: string, head: string): { trim: number; text: string }[] {
    const tag = this.tag(id, head);
    const out: { trim: number; text: string }[] = [];
    for (let n = 1; ; n++) {
      const v = this.storage.getItem(partKey(id, n));
      const m = v === null ? null : /^([^\n~]*)(?:~(\d+))?\n/.exec(v);
      if (v === null || !m || m[1] !== tag) return out;
      out.push({ trim: m[2] ? Number(m[2]) : 0, text: v.slice(m[0].length) });
    }
  }

  /** Removes every part of the slot, last first (a crash part-way leaves a run from 1, all stale). */
  private dropParts(id: string): void {
    let n = 0;
    while (this.storage.getItem(partKey(id, n + 1)) !== null) n++;
    for (; n >= 1; n--) this.dropKey(partKey(id, n));
  }

  private checkHook(): void {
    if (this.storage.getItem(FAIL_WRITES_KEY) === '1')
      throw storageError('the browser storage refused the save (test hook: as a full storage)', 'diskFull');
  }

  private dropKey(key: string): void {
    try {
      this.storage.removeItem(key);
    } catch {
      /* nothing more to do */
    }
  }
}

const partKey = (id: string, n: number) => `${PART_KEY_PREFIX}${id}.${n}`;

/** The storage's refusal as a fault the player is told (full, or refused), its own message for the log. */
function refused(e: unknown): Error {
  const full = e instanceof DOMException && (e.name === 'QuotaExceededError' || e.code === 22);
  const fault = full ? 'diskFull' : faultOf(e);
  return storageError(
    full ? 'the browser storage for this page is full' : `browser storage refused the save (${(e as Error).message})`,
    fault === 'unexpected' ? 'ioFailed' : fault,
    e,
  );
}
