/**
 * Browser build: a game open in two tabs (one localStorage). Before, both tabs appended to one
 * save ("move 8 of 36 cannot be replayed"); now the tab that opened the game last has it, the
 * other's writes are refused (its status says so), and the save stays whole.
 */
import { describe, expect, it } from 'vitest';
import { BrowserSaveStore } from '../../../src-renderer/client/browser-save-store';
import { OWNER_KEY_PREFIX, TabGuardedSaveStore, TabOwnership } from '../../../src-renderer/client/tab-ownership';
import { SaveSlots, autosaveSink } from '../../../src-shared/save';
import { createSaveHandlers } from '../../../src-shared/ipc/save-handlers';
import { GameSession } from '../../../src-shared/session/game-session';
import { fakeClock, greedyNext } from '../../helpers/save-games';
import type { GameState } from '../../../src-shared/games/automobiles';

/** localStorage in memory, shared by the "tabs" of a test. */
class MemoryStorage implements Storage {
  map = new Map<string, string>();
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
    this.map.set(key, value);
  }
}

/** One tab: its ownership, its save slots, its session and its save handlers. */
function tab(storage: Storage, name: string) {
  const tabs = new TabOwnership(storage, { tabId: name });
  const slots = new SaveSlots(new TabGuardedSaveStore(new BrowserSaveStore(storage), tabs), { now: fakeClock() });
  const adopt = slots.recorder.adopt.bind(slots.recorder);
  slots.recorder.adopt = (gameId, slot, text, n, at) => {
    tabs.claim(slot);
    adopt(gameId, slot, text, n, at);
  };
  const session = new GameSession({ pause: () => Promise.resolve(), save: autosaveSink(slots), newId: () => 'g1' });
  const handlers = createSaveHandlers(session, slots, { later: () => {} });
  const play = (n: number) => {
    for (let i = 0; i < n; i++) {
      const v = session.getView()!;
      expect(
        session.act(greedyNext(session.state as GameState)!, { seat: v.decider, version: v.version }),
      ).toMatchObject({
        ok: true,
      });
    }
  };
  return { tabs, slots, session, handlers, play };
}

describe('a game is open in one tab at a time', () => {
  it('the tab that opened it last saves it; the other is refused and told; the save stays whole', async () => {
    const storage = new MemoryStorage();
    const a = tab(storage, 'tab-a');
    a.session.newGame({
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Bob' },
      ],
      track: 'beginner-oval',
      laps: 1,
      cards: { kind: 'set', id: 'first-game' },
      variants: { openBags: true, weaving: false, acceleratedPlay: false },
      seed: 5,
    });
    a.play(10);
    await a.slots.recorder.flush();
    const slot = a.slots.recorder.slotOf('g1')!;
    // A new game's slot is claimed by its first write.
    expect(storage.getItem(OWNER_KEY_PREFIX + slot)).toBe('tab-a');

    const b = tab(storage, 'tab-b');
    await b.handlers.continueLast(undefined as never);
    expect(a.tabs.lost(slot)).toBe(true);
    expect(b.tabs.holds(slot)).toBe(true);
    // Both play on from the same position: only B's moves reach the save.
    a.play(4);
    b.play(6);
    await a.slots.recorder.flush();
    await b.slots.recorder.flush();
    expect(a.slots.recorder.status).toEqual({
      ok: false,
      error: { key: 'autosaveFailed', reason: 'openElsewhere' },
    });
    expect(b.slots.recorder.status).toEqual({ ok: true });
    const c = new SaveSlots(new BrowserSaveStore(storage), { now: fakeClock() });
    const loaded = c.load(slot);
    expect(loaded.save.actions).toHaveLength(16);
    expect(loaded.save.actions).toEqual(b.session.saved()!.actions);

    // A takes it back (opens it again from its save): B is refused from now on.
    await a.handlers.loadSlot({ id: slot });
    expect(b.tabs.lost(slot)).toBe(true);
    a.play(2);
    b.play(1);
    await a.slots.recorder.flush();
    await b.slots.recorder.flush();
    expect(new SaveSlots(new BrowserSaveStore(storage), { now: fakeClock() }).load(slot).save.actions).toHaveLength(18);
    // A tab that goes away lets go of its games.
    a.tabs.releaseAll();
    expect(storage.getItem(OWNER_KEY_PREFIX + slot)).toBeNull();
  });

  it('named saves are not guarded (each has its own new slot)', () => {
    const storage = new MemoryStorage();
    const a = new TabOwnership(storage, { tabId: 'a' });
    const b = new TabOwnership(storage, { tabId: 'b' });
    b.claim('game-x');
    expect(a.mayWrite('game-x')).toBe(false);
    expect(a.mayWrite('save-1')).toBe(true);
    expect(a.mayWrite('game-y')).toBe(true);
    expect(b.mayWrite('game-y')).toBe(false);
  });
});
