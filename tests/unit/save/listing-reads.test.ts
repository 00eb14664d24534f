/**
 * Issue #30: listing reads only what it shows. A slot written by this build keeps what the
 * list shows (round, seats, standings, finish…) in its end mark, so the listing reads the
 * file's first characters and its end, however long the file: a 4 MB slot lists after
 * reading under 64 KB. An older file without that mark is read whole once, as before, and a
 * slot over the size limit is still listed as too large without being read.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_SAVE_CHARS, MemorySaveStore, SaveSlots, type GoodSlot, type SaveStore } from '../../../src-shared/save';
import { LISTING_TAIL_CHARS } from '../../../src-shared/save/save-store';
import { createConfSaveStore } from '../../../src-main/saves/conf-save-store';
import { continueUntil, fakeClock, humans, playUntil } from '../../helpers/save-games';
import type { GameChange, UpdateReason } from '../../../src-shared/session/types';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Counts the characters the store hands out (what the listing read). */
function counting(store: SaveStore): { store: SaveStore; read: () => number } {
  let chars = 0;
  const read = store.read.bind(store);
  const ends = store.readEnds?.bind(store);
  store.read = (id) => {
    const t = read(id);
    chars += t?.length ?? 0;
    return t;
  };
  if (ends)
    store.readEnds = (id, h, t) => {
      const r = ends(id, h, t);
      chars += r ? r.head.length + r.tail.length : 0;
      return r;
    };
  return {
    store,
    read: () => {
      const n = chars;
      chars = 0;
      return n;
    },
  };
}

/** The slot's text with 4 MB of padding inside its first line (a long season's record, in size). */
const padded = (text: string) => text.replace('"meta":{', `"meta":{"pad":"${'x'.repeat(4_000_000)}",`);

const OPTIONS = { players: ['Ann', 'Bøb', 'Cy'], seed: 5, track: 'beginner-oval', laps: 1 };

/** Autosaves a game of 60 greedy actions into `game-ends` as the app does: a whole write, then an append per action. */
async function autosaveGame(slots: SaveSlots): Promise<void> {
  const played = playUntil(OPTIONS, () => false, 0);
  const seats = humans(played.state);
  const change = (reason: UpdateReason): GameChange => ({
    reason,
    id: 'ends',
    actionCount: played.actions.length,
    actionsSince: (from) => played.actions.slice(from).map((a) => ({ ...a })),
    record: () => ({ id: 'ends', options: played.state.options, seats, actions: [...played.actions] }),
    state: played.state,
    stats: [],
  });
  slots.recorder.save(change('new'));
  for (let i = 0; i < 60; i++) {
    continueUntil(played, (_s, a) => a.length > i);
    slots.recorder.save(change('action'));
  }
  await slots.recorder.flush();
}

/** The slots of `store` as a whole read and replay of every slot lists them (the store reads no ends). */
function listedWhole(store: SaveStore) {
  const wholeStore: SaveStore = {
    list: () => store.list(),
    read: (id) => store.read(id),
    write: () => undefined,
    remove: () => undefined,
  };
  return new SaveSlots(wholeStore, { now: fakeClock() }).list();
}

describe('listing reads only what it shows (#30)', () => {
  it('conf file store: a 4 MB game slot lists after reading under 64 KB; an older one without the listing is read whole', async () => {
    const d = mkdtempSync(join(tmpdir(), 'automobiles-listing-'));
    dirs.push(d);
    const dir = join(d, 'saves');
    const { store, read } = counting(createConfSaveStore(dir));
    await autosaveGame(new SaveSlots(store, { now: fakeClock(), snapshotEvery: 1000 }));
    const expected = listedWhole(store);
    expect(expected).toMatchObject([{ id: 'game-ends', ok: true }]);
    const file = join(dir, 'slot-game-ends.json');
    const text = readFileSync(file, 'utf8');
    expect(text.split('\n').length).toBeGreaterThan(60); // the header line, an appended line per action, the end mark
    writeFileSync(file, padded(text));
    expect(padded(text).length).toBeGreaterThan(4_000_000);

    const fresh = new SaveSlots(store, { now: fakeClock() });
    read();
    const listed = fresh.list();
    const bytes = read();
    console.log(`listing a ${(padded(text).length / 1e6).toFixed(1)} MB slot read ${bytes} characters`);
    expect(bytes).toBeLessThan(64_000);
    expect(listed).toEqual(expected);
    expect((listed[0] as GoodSlot).summary.standings.map((s) => s.name).sort()).toEqual(['Ann', 'Bøb', 'Cy']);

    // The same file as an older build wrote it (no listing in its end mark): read whole, as before.
    const lines = padded(text).split('\n');
    lines[lines.length - 2] = `{"end":60}`;
    writeFileSync(file, lines.join('\n'));
    const older = new SaveSlots(store, { now: fakeClock() });
    read();
    expect(older.list()).toEqual(expected);
    expect(read()).toBeGreaterThan(4_000_000);

    // Over the limit: listed as too large, not read.
    writeFileSync(join(dir, 'slot-game-huge.json'), `${lines[0].slice(0, -1)}${'x'.repeat(MAX_SAVE_CHARS)}}\n`);
    read();
    expect(older.info('game-huge')).toMatchObject({ ok: false, tooLarge: true });
    expect(read()).toBe(0);
  });

  it('memory store: a game slot lists from its end mark as a whole read and replay lists it', async () => {
    const store = new MemorySaveStore();
    await autosaveGame(new SaveSlots(store, { now: fakeClock(), snapshotEvery: 1000 }));
    const { store: counted, read } = counting(store);
    const fromMark = new SaveSlots(counted, { now: fakeClock() }).list();
    expect(read()).toBeLessThan(LISTING_TAIL_CHARS + 100);
    expect(fromMark).toEqual(listedWhole(store));
    expect((fromMark[0] as GoodSlot).summary.actionCount).toBeGreaterThan(0);
  });
});
