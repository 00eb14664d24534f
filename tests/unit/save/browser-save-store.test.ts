/**
 * The browser build's localStorage save store: the temporary key, then the swap; a crash at
 * any step keeps a complete version; a full storage keeps the previous version; appends are
 * small tagged parts, so a game writes little more than its save.
 */
import { describe, expect, it } from 'vitest';
import {
  BrowserSaveStore,
  PART_KEY_PREFIX,
  SAVE_KEY_PREFIX,
  TEMP_KEY_PREFIX,
  tagOf,
} from '../../../src-renderer/client/browser-save-store';
import { MemorySaveStore, SaveSlots, autosaveSink } from '../../../src-shared/save';
import { InlineBotRunner } from '../../../src-shared/bots/bot-runner';
import { GameSession } from '../../../src-shared/session/game-session';
import { isTerminal } from '../../../src-shared/games/automobiles';
import { fakeClock, greedyNext, playUntil, toSave } from '../../helpers/save-games';
import type { GameState } from '../../../src-shared/games/automobiles';

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
  /** Characters passed to setItem (keys and values). */
  written = 0;
  setItem(key: string, value: string) {
    if (this.sets.length === this.failAt) {
      this.sets.push(`FAILED ${key}`);
      throw this.failWith();
    }
    this.sets.push(key);
    this.written += key.length + value.length;
    this.map.set(key, value);
  }
}

/** A 1-lap race of a greedy bot against another, autosaved into `storage`; resolves with its slot id. */
async function botRace(storage: Storage): Promise<{ slot: string; slots: SaveSlots }> {
  const slots = new SaveSlots(new BrowserSaveStore(storage), { now: fakeClock() });
  const session = new GameSession({
    bots: new InlineBotRunner({ yieldNow: () => Promise.resolve() }),
    pause: () => Promise.resolve(),
    save: autosaveSink(slots),
    newId: () => 'race',
  });
  session.newGame({
    seats: [
      { kind: 'bot', name: 'Gus', level: 'greedy' },
      { kind: 'bot', name: 'Rita', level: 'greedy' },
    ],
    track: 'beginner-oval',
    laps: 1,
    cards: { kind: 'set', id: 'first-game' },
    variants: { openBags: true, weaving: false, acceleratedPlay: false },
    seed: 5,
  });
  await session.idle();
  expect(isTerminal(session.state as GameState)).toBe(true);
  await slots.recorder.flush();
  session.dispose();
  return { slot: slots.recorder.slotOf('race')!, slots };
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

describe('BrowserSaveStore appends (chunked keys)', () => {
  it('a 1-lap race against a bot writes at most 10 times its final save (not the whole save per action)', async () => {
    const storage = new FakeStorage();
    const { slot, slots } = await botRace(storage);
    const final = new BrowserSaveStore(storage).read(slot)!;
    const amplification = storage.written / final.length;
    expect(storage.sets.length).toBeGreaterThan(100);
    expect(amplification).toBeLessThanOrEqual(10);
    // The save is whole: it lists, loads, and is the finished race.
    const info = slots.info(slot);
    expect(info?.ok && info.summary.over).toBe(true);
  });

  it('an append is one small setItem of a tagged part; reading joins them; a whole write drops them', () => {
    const storage = new FakeStorage();
    const store = new BrowserSaveStore(storage);
    store.write('game-a', '{h}\n');
    storage.sets = [];
    store.append('game-a', 'one\n');
    store.append('game-a', 'two\n');
    expect(storage.sets).toEqual([`${PART_KEY_PREFIX}game-a.1`, `${PART_KEY_PREFIX}game-a.2`]);
    expect(storage.getItem(`${PART_KEY_PREFIX}game-a.2`)).toBe(`${tagOf('{h}\n')}\ntwo\n`);
    expect(store.read('game-a')).toBe('{h}\none\ntwo\n');
    expect(store.list()).toEqual(['game-a']);
    store.write('game-a', '{w}\n');
    expect([...storage.map.keys()]).toEqual([`${SAVE_KEY_PREFIX}game-a`]);
    expect(store.read('game-a')).toBe('{w}\n');
    // The same text written again after appends: the parts do not come back.
    store.append('game-a', 'x\n');
    store.write('game-a', '{w}\n');
    expect(store.read('game-a')).toBe('{w}\n');
    store.append('game-a', 'y\n');
    store.remove('game-a');
    expect(storage.map.size).toBe(0);
    // Appending to a slot that does not exist, or has no header, is refused (an autosave never writes there).
    expect(() => store.append('game-b', 'first\n')).toThrow('no longer exists');
    store.write('game-c', 'x\n');
    expect(() => store.append('game-c', 'more\n')).toThrow('has no header');
  });

  it('an append that replaces the end mark does it in the same part: one setItem, and the mark is gone', () => {
    const storage = new FakeStorage();
    const store = new BrowserSaveStore(storage);
    store.write('game-a', '{h}\n{"end":0}\n');
    storage.sets = [];
    store.append('game-a', 'one\n{"end":1}\n', '{"end":0}\n'.length);
    store.append('game-a', 'two\n{"end":2}\n', '{"end":1}\n'.length);
    expect(storage.sets).toEqual([`${PART_KEY_PREFIX}game-a.1`, `${PART_KEY_PREFIX}game-a.2`]);
    expect(store.read('game-a')).toBe('{h}\none\ntwo\n{"end":2}\n');
    expect(new BrowserSaveStore(storage).read('game-a')).toBe('{h}\none\ntwo\n{"end":2}\n');
    // A tail that is not an end mark is refused, and nothing is written.
    expect(() => store.append('game-a', 'x\n', 3)).toThrow('does not end as expected');
    expect(store.read('game-a')).toBe('{h}\none\ntwo\n{"end":2}\n');
  });

  it('a crash after a rewrite, before its old parts were removed: they are never read, and are replaced', () => {
    const storage = new FakeStorage();
    const store = new BrowserSaveStore(storage);
    store.write('game-a', '{o}\n');
    store.append('game-a', 'a1\n');
    store.append('game-a', 'a2\n');
    // The rewrite's crash: the slot key holds the new text, the old parts are still there.
    storage.setItem(`${SAVE_KEY_PREFIX}game-a`, '{n}\n');
    const fresh = new BrowserSaveStore(storage);
    expect(fresh.read('game-a')).toBe('{n}\n');
    fresh.append('game-a', 'b1\n');
    expect(fresh.read('game-a')).toBe('{n}\nb1\n');
    expect(new BrowserSaveStore(storage).read('game-a')).toBe('{n}\nb1\n');
  });

  it('a full storage on an append is a clear error and the slot keeps what it had', () => {
    const storage = new FakeStorage();
    const store = new BrowserSaveStore(storage);
    store.write('game-a', '{h}\n');
    storage.failAt = storage.sets.length;
    expect(() => store.append('game-a', 'lost\n')).toThrow('the browser storage for this page is full');
    expect(store.read('game-a')).toBe('{h}\n');
  });

  it("an earlier version's save (one key, the whole text) loads, continues and appends in parts", async () => {
    // As the earlier store left a game's slot: one key, every append folded into its text.
    const memory = new MemorySaveStore();
    const legacySlots = new SaveSlots(memory, { now: fakeClock() });
    const humanSession = () =>
      new GameSession({ pause: () => Promise.resolve(), save: autosaveSink(legacySlots), newId: () => 'old' });
    const first = humanSession();
    first.newGame({
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
    const play = (session: GameSession, n: number) => {
      for (let i = 0; i < n; i++) {
        const v = session.getView()!;
        expect(
          session.act(greedyNext(session.state as GameState)!, { seat: v.decider, version: v.version }),
        ).toMatchObject({
          ok: true,
        });
      }
    };
    play(first, 30);
    await legacySlots.recorder.flush();
    first.dispose();
    const legacy = memory.read('game-old')!;
    expect(legacy.split('\n').length).toBeGreaterThan(10);

    const storage = new FakeStorage();
    storage.setItem(`${SAVE_KEY_PREFIX}game-old`, legacy);
    const slots = new SaveSlots(new BrowserSaveStore(storage), { now: fakeClock() });
    expect(slots.list().map((s) => [s.id, s.ok])).toEqual([['game-old', true]]);
    const opened = slots.open('game-old');
    const session = new GameSession({ pause: () => Promise.resolve(), save: autosaveSink(slots) });
    slots.recorder.adopt(
      'old',
      'game-old',
      opened.text,
      opened.record.actions.length,
      opened.record.snapshot!.actionCount,
    );
    session.restore({ ...opened.record, id: 'old' });
    play(session, 3);
    await slots.recorder.flush();
    session.dispose();
    expect(storage.getItem(`${SAVE_KEY_PREFIX}game-old`)).toBe(legacy);
    expect(storage.getItem(`${PART_KEY_PREFIX}game-old.1`)).not.toBeNull();
    const again = new SaveSlots(new BrowserSaveStore(storage), { now: fakeClock() });
    expect(again.load('game-old').save.actions).toHaveLength(33);
  });
});
