import type { SaveStore } from '../../src-shared/save/save-store';
import { GAME_SLOT_PREFIX } from '../../src-shared/save/game-recorder';
import { storageError } from '../../src-shared/save/save-problem';

/** Which tab has a game open: `automobiles.open.<slot id>` holds that tab's id. */
export const OWNER_KEY_PREFIX = 'automobiles.open.';

/** The slots a game autosaves into (one game, one slot): the only ones two tabs could both write. */
export const isGameSlotId = (id: string): boolean => id.startsWith(GAME_SLOT_PREFIX) || id === 'autosave';

/**
 * A game is open in one tab at a time (the browser build; every tab of the page shares its
 * localStorage). Opening a game (Continue, Load) claims its slot for this tab; a tab writes a
 * game's slot only while it holds it, so two tabs never append to one save. The tab that lost
 * a game sees it at once (the storage event of the claim) and may take it back, which opens the
 * game again from its save. A slot nobody holds (a new game, a tab that closed) is claimed by
 * its first write; a tab releases its slots when the page goes away.
 */
export class TabOwnership {
  readonly tabId: string;
  /** Slots this tab claimed (it may have lost some since). */
  private readonly claimed = new Set<string>();
  private readonly listeners: ((slot: string) => void)[] = [];

  constructor(
    private readonly storage: Storage,
    options: { tabId?: string; window?: Pick<Window, 'addEventListener'> } = {},
  ) {
    this.tabId = options.tabId ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    options.window?.addEventListener('pagehide', () => this.releaseAll());
    options.window?.addEventListener('storage', (e) => {
      const key = (e as StorageEvent).key;
      if (!key?.startsWith(OWNER_KEY_PREFIX)) return;
      const slot = key.slice(OWNER_KEY_PREFIX.length);
      if (this.claimed.has(slot) && !this.holds(slot)) for (const l of this.listeners) l(slot);
    });
  }

  /** Opens `slot` in this tab: any other tab that had it stops writing it. */
  claim(slot: string): void {
    this.storage.setItem(OWNER_KEY_PREFIX + slot, this.tabId);
    this.claimed.add(slot);
  }

  holds(slot: string): boolean {
    return this.storage.getItem(OWNER_KEY_PREFIX + slot) === this.tabId;
  }

  /** Did this tab have `slot` and another tab take it? */
  lost(slot: string): boolean {
    return this.claimed.has(slot) && !this.holds(slot);
  }

  /** May this tab write `slot` now? A slot no tab holds is claimed on the way. */
  mayWrite(slot: string): boolean {
    if (!isGameSlotId(slot)) return true;
    const owner = this.storage.getItem(OWNER_KEY_PREFIX + slot);
    if (owner === this.tabId) return true;
    if (owner !== null) return false;
    this.claim(slot);
    return true;
  }

  /** Called when another tab takes a slot this tab had. */
  onLost(listener: (slot: string) => void): void {
    this.listeners.push(listener);
  }

  forget(slot: string): void {
    if (this.holds(slot)) this.storage.removeItem(OWNER_KEY_PREFIX + slot);
    this.claimed.delete(slot);
  }

  releaseAll(): void {
    for (const slot of [...this.claimed]) this.forget(slot);
  }
}

/** The refusal of a write to a game that another tab has open (the autosave banner shows it). */
export const OPEN_ELSEWHERE = 'this game is open in another tab';

/** A save store that writes a game's slot only from the tab that has the game open. */
export class TabGuardedSaveStore implements SaveStore {
  constructor(
    private readonly inner: SaveStore,
    readonly tabs: TabOwnership,
  ) {}

  list(): string[] {
    return this.inner.list();
  }

  read(id: string): string | null {
    return this.inner.read(id);
  }

  write(id: string, text: string): void {
    this.check(id);
    this.inner.write(id, text);
  }

  append(id: string, text: string, replaceTail = 0): void | Promise<void> {
    this.check(id);
    if (this.inner.append) return this.inner.append(id, text, replaceTail);
    const old = this.inner.read(id) ?? '';
    this.inner.write(id, old.slice(0, old.length - replaceTail) + text);
  }

  size(id: string): number | null {
    return this.inner.size ? this.inner.size(id) : (this.inner.read(id)?.length ?? null);
  }

  /** The trash: a move is a write of the new id and a removal of the old one. */
  move(from: string, to: string): void {
    this.check(to);
    if (this.inner.move) this.inner.move(from, to);
    else {
      const text = this.inner.read(from);
      if (text === null) throw storageError(`there is no slot ${from}`, 'missing');
      this.inner.write(to, text);
      this.inner.remove(from);
    }
    this.tabs.forget(from);
  }

  remove(id: string): void {
    this.inner.remove(id);
    this.tabs.forget(id);
  }

  private check(id: string): void {
    if (!this.tabs.mayWrite(id)) throw storageError(OPEN_ELSEWHERE, 'openElsewhere');
  }
}
