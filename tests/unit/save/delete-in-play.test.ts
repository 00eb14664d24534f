/**
 * Issue #30: deletion belongs to the host. A game deleted (moved to the trash) while it is
 * being played is never continued, its autosave never writes into the deleted slot (nor
 * makes a headerless file), Undo takes it back with every move made meanwhile, and a slot
 * that vanishes behind the autosave's back is written afresh, whole, with a notice. The
 * same with the memory store, the conf file store and the browser's localStorage store.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serialize } from '../../../src-shared/games/automobiles';
import { InlineBotRunner } from '../../../src-shared/bots/bot-runner';
import { GameSession } from '../../../src-shared/session/game-session';
import { createDispatcher } from '../../../src-shared/ipc/dispatch';
import { createSaveHandlers } from '../../../src-shared/ipc/save-handlers';
import { MemorySaveStore, SaveSlots, autosaveSink, loadSave, type SaveStore } from '../../../src-shared/save';
import { createConfSaveStore } from '../../../src-main/saves/conf-save-store';
import { BrowserSaveStore } from '../../../src-renderer/client/browser-save-store';
import { fakeClock, greedyNext } from '../../helpers/save-games';
import { wordedNotices, wordedReply } from '../../helpers/worded';
import type { SaveNotice } from '../../../src-shared/save/save-problem';
import { type NewGameSetup } from '../../../src-shared/games/automobiles/kit';
import type { GameState } from '../../../src-shared/games/automobiles';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** localStorage in a Map. */
class MapStorage implements Storage {
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

const STORES: [string, () => SaveStore][] = [
  ['memory store', () => new MemorySaveStore()],
  [
    'conf file store',
    () => {
      const d = mkdtempSync(join(tmpdir(), 'automobiles-trash-'));
      dirs.push(d);
      return createConfSaveStore(join(d, 'saves'));
    },
  ],
  ['browser store', () => new BrowserSaveStore(new MapStorage())],
];

const now = () => Promise.resolve();
const setup = (name: string, seed: number): NewGameSetup => ({
  seats: [
    { kind: 'human', name },
    { kind: 'bot', name: 'Gus', level: 'greedy' },
  ],
  track: 'beginner-oval',
  laps: 1,
  cards: { kind: 'set', id: 'first-game' },
  variants: { openBags: true, weaving: false, acceleratedPlay: false },
  seed,
});

function launch(store: SaveStore) {
  const slots = new SaveSlots(store, { now: fakeClock() });
  const session: GameSession = new GameSession({
    bots: new InlineBotRunner({ yieldNow: now }),
    pause: now,
    save: autosaveSink(slots),
  });
  const dispatch = createDispatcher(session, createSaveHandlers(session, slots));
  return { slots, session, dispatch };
}

async function humanPlays(session: GameSession, turns: number): Promise<void> {
  for (let i = 0; i < turns; i++) {
    await session.idle();
    const action = greedyNext(session.state as GameState);
    if (!action) return;
    expect(session.act(action).ok).toBe(true);
  }
  await session.idle();
}

/** Every stored text loads (no headerless or otherwise unreadable file was made). */
function everyTextLoads(store: SaveStore): void {
  for (const id of store.list()) expect(() => loadSave(store.read(id)!), id).not.toThrow();
}

describe.each(STORES)('deleting a game in play (%s)', (_name, makeStore) => {
  it('Continue never opens a game in the trash; its autosave stops; Undo brings it back with every move', async () => {
    const store = makeStore();
    const { slots, session, dispatch } = launch(store);
    session.newGame(setup('Ann', 3));
    await humanPlays(session, 6);
    const older = slots.recorder.slotOf(session.saved()!.id)!;
    session.newGame(setup('Bea', 4));
    await humanPlays(session, 6);
    const playing = slots.recorder.slotOf(session.saved()!.id)!;
    await slots.recorder.flush();
    expect(slots.lastGameId()).toBe(playing);

    // The start screen deletes the most recent game (the one still in the session).
    const listed = await dispatch('trashSlot', { id: playing });
    expect(listed.ok).toBe(true);
    expect((listed as { data: { id: string }[] }).data.map((s) => s.id)).toEqual([older]);
    // The host closed the deleted game in play: nothing writes into its slot any more.
    expect(session.hasGame()).toBe(false);
    expect(wordedReply(await dispatch('loadSlot', { id: playing }))).toEqual({
      ok: false,
      error: `There is no save "${playing}".`,
    });
    // Continue inside the undo window: the older game, never the one in the trash.
    expect(slots.lastGameId()).toBe(older);
    expect((await dispatch('continueLast', undefined)).ok).toBe(true);
    expect(session.seats[0].name).toBe('Ann');
    await humanPlays(session, 2);
    await slots.recorder.flush();
    expect(store.read(playing)).toBeNull();
    everyTextLoads(store);

    // Undo: the slot is back, complete, and continues.
    expect((await dispatch('restoreSlot', { id: playing })).ok).toBe(true);
    await slots.recorder.flush();
    everyTextLoads(store);
    expect((await dispatch('loadSlot', { id: playing })).ok).toBe(true);
    expect(session.seats[0].name).toBe('Bea');
    session.dispose();
  });

  it('the autosave of a game whose slot is in the trash writes nothing; Undo writes every move made meanwhile', async () => {
    const store = makeStore();
    const { slots, session, dispatch } = launch(store);
    session.newGame(setup('Cy', 5));
    await humanPlays(session, 4);
    const slot = slots.recorder.slotOf(session.saved()!.id)!;
    await slots.recorder.flush();
    // The slots themselves (not the handler, which closes the game in play): the game goes on.
    await slots.trash(slot);
    await humanPlays(session, 8);
    await slots.recorder.flush();
    expect(store.read(slot)).toBeNull();
    expect(slots.list().map((s) => s.id)).toEqual([]);
    everyTextLoads(store);

    expect((await dispatch('restoreSlot', { id: slot })).ok).toBe(true);
    await slots.recorder.flush();
    const back = loadSave(store.read(slot)!);
    expect(back.save.actions).toEqual(session.saved()!.actions);
    expect(serialize(back.state)).toBe(serialize(session.state as GameState));
    // And it keeps autosaving there.
    await humanPlays(session, 3);
    await slots.recorder.flush();
    expect(loadSave(store.read(slot)!).save.actions).toEqual(session.saved()!.actions);
    session.dispose();
  });

  it('deleted for good (the undo window ran out): the game in play never writes it again; a new start empties the trash', async () => {
    const store = makeStore();
    const { slots, session, dispatch } = launch(store);
    session.newGame(setup('Dee', 6));
    await humanPlays(session, 4);
    const slot = slots.recorder.slotOf(session.saved()!.id)!;
    await slots.recorder.flush();
    await slots.trash(slot); // (the slots themselves: the game goes on)
    expect((await dispatch('deleteSlot', { id: slot })).ok).toBe(true);
    await humanPlays(session, 6);
    await slots.recorder.flush();
    expect(store.list()).toEqual([]);
    expect((await dispatch('restoreSlot', { id: slot })).ok).toBe(false);

    // A trashed slot left when the app closed is deleted at the next start.
    session.newGame(setup('Eve', 7));
    await humanPlays(session, 2);
    const second = slots.recorder.slotOf(session.saved()!.id)!;
    await slots.recorder.flush();
    expect((await dispatch('trashSlot', { id: second })).ok).toBe(true);
    session.dispose();
    const again = new SaveSlots(store, { now: fakeClock() });
    expect(again.trashed()).toEqual([second]);
    again.emptyTrash();
    expect(store.list()).toEqual([]);
  });

  it('a slot removed behind the autosave’s back is never appended to: the whole game is written afresh and the player is told', async () => {
    const store = makeStore();
    const { slots, session, dispatch } = launch(store);
    session.newGame(setup('Fay', 8));
    await humanPlays(session, 4);
    const slot = slots.recorder.slotOf(session.saved()!.id)!;
    await slots.recorder.flush();
    store.remove(slot);
    await humanPlays(session, 3);
    await slots.recorder.flush();
    const text = store.read(slot)!;
    expect(text.startsWith('{"format":"automobiles-save"')).toBe(true);
    const back = loadSave(text);
    expect(back.save.actions).toEqual(session.saved()!.actions);
    const status = (await dispatch('saveStatus', undefined)) as { ok: true; data: { notices: SaveNotice[] } };
    expect(wordedNotices(status.data.notices)).toEqual([
      expect.stringMatching(/^The autosave could not add to its file \(.*\): the whole game was written again/),
    ]);
    expect(slots.recorder.status).toEqual({ ok: true });
    session.dispose();
  });
});

describe('stores refuse to append to a missing or headerless slot', () => {
  it.each(STORES)('%s', async (_name, makeStore) => {
    const store = makeStore();
    await expect(Promise.resolve().then(() => store.append!('game-x', '[]\n'))).rejects.toThrow(
      'the save "game-x" no longer exists',
    );
    expect(store.read('game-x')).toBeNull();
    store.write('game-y', '[{"type":"endBuy"}]\n');
    await expect(Promise.resolve().then(() => store.append!('game-y', '[]\n'))).rejects.toThrow(
      'the save "game-y" has no header',
    );
    expect(store.read('game-y')).toBe('[{"type":"endBuy"}]\n');
  });
});
