/**
 * Save slots on top of a SaveStore, with the in-memory store and the conf file store:
 * named saves and their metadata, the autosave, import/export, and damaged files (corrupt,
 * truncated, foreign, newer, not replayable) that are reported clearly, never overwritten
 * or deleted silently, while the other saves stay usable.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serialize } from '../../../src-shared/games/automobiles';
import {
  AUTOSAVE_ID,
  MemorySaveStore,
  SaveSlotError,
  SaveSlots,
  loadSave,
  stringifySave,
  type GoodSlot,
  type SaveStore,
  type SlotInfo,
} from '../../../src-shared/save';
import { createConfSaveStore } from '../../../src-main/saves/conf-save-store';
import { fakeClock, playUntil, toSave, type PlayedUntil, saveOfGame } from '../../helpers/save-games';
import { replyErrorText } from '../../helpers/worded';
import { troubleText } from '../../../src-renderer/i18n/save-wording';

const OPTIONS = { players: ['Ann', 'Bob', 'Cy'], seed: 21, track: 'road-course', cards: 'first-game', laps: 1 };
const race = (n: number) => playUntil(OPTIONS, (_s, a) => a.length >= n);
const early = race(40);
const later = race(160);

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function confDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'automobiles-slots-'));
  dirs.push(d);
  return join(d, 'saves');
}

const STORES: [string, () => SaveStore][] = [
  ['memory store', () => new MemorySaveStore()],
  ['conf store', () => createConfSaveStore(confDir())],
];

const damaged = (list: SlotInfo[]) =>
  Object.fromEntries(list.filter((s) => !s.ok).map((s) => [s.id, s.ok ? '' : troubleText(s)]));
const snapshot = (store: SaveStore) => Object.fromEntries(store.list().map((id) => [id, store.read(id)]));

/** The SaveSlotError `fn` throws, with its problem in the catalogue's words as `message`. */
function errorOf(fn: () => unknown): { message: string; problem: SaveSlotError['problem'] } {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(SaveSlotError);
    const { problem } = e as SaveSlotError;
    return { message: replyErrorText(problem), problem };
  }
  throw new Error('expected a SaveSlotError');
}

/** Texts that are not usable saves, each with the reason the slot list must give. */
function badTexts(good: string): [string, string, RegExp][] {
  const raw = JSON.parse(good);
  const newer = JSON.stringify({ ...raw, version: 99 });
  const illegal = JSON.stringify({ ...raw, actions: [{ type: 'step', space: 3 }, ...raw.actions] });
  return [
    ['save-91', 'not json {', /^not a save file: the text is not valid JSON/],
    ['save-92', good.slice(0, Math.floor(good.length / 2)), /^not a save file: the text is not valid JSON/],
    ['save-93', '', /^not a save file: the text is not valid JSON/],
    [
      'save-94',
      JSON.stringify({ name: 'some-package', version: '1.0.0' }),
      /^not an Automobiles save file: it has no "format" field/,
    ],
    [
      'save-95',
      newer,
      /^save version 99 is newer than this version of the game supports \(4\); please update the game$/,
    ],
    ['save-96', illegal, /^move 1 of \d+ cannot be replayed: .*\(\{"type":"step","space":3\} is not legal/],
    [
      'save-97',
      JSON.stringify({ ...raw, actions: [{ type: 'buy', color: 'pink' }] }),
      /^damaged save file: actions\[0\]\.color/,
    ],
  ];
}

describe.each(STORES)('SaveSlots with the %s', (_name, makeStore) => {
  it('saves into named slots with metadata, lists newest first, loads the same game', () => {
    const store = makeStore();
    const slots = new SaveSlots(store, { now: fakeClock() });
    expect(slots.list()).toEqual([]);
    const a = slots.saveAs('  Early  ', toSave(early));
    const b = slots.saveAs(
      'Later',
      toSave(later, [
        { kind: 'human', name: 'Ann' },
        { kind: 'bot', name: 'Bob', level: 'hard' },
        { kind: 'bot', name: 'Cy', level: 'greedy' },
      ]),
    );
    expect(a).toMatchObject({
      id: 'save-1',
      kind: 'named',
      label: 'Early',
      ok: true,
      savedAt: '2025-01-02T03:05:05.000Z',
    });
    expect(b).toMatchObject({ id: 'save-2', label: 'Later', savedAt: '2025-01-02T03:06:05.000Z' });
    expect(b.seats.map((s) => s.kind)).toEqual(['human', 'bot', 'bot']);
    expect(b.summary).toMatchObject({
      track: 'road-course',
      trackName: 'Valle Parco Road Course',
      race: 1,
      races: 1,
      over: false,
      actionCount: 160,
      round: later.state.round,
    });
    expect(b.summary.standings.map((s) => s.place)).toEqual([1, 2, 3]);
    expect(b.summary.standings.map((s) => s.name).sort()).toEqual(['Ann', 'Bob', 'Cy']);
    expect(b.summary.standings.every((s) => s.points === null)).toBe(true);
    expect(slots.list().map((s) => s.id)).toEqual(['save-2', 'save-1']);

    const loaded = slots.load('save-1');
    expect(serialize(loaded.state)).toBe(serialize(early.state));
    expect(loaded.save.actions).toEqual(early.actions);
    // A fresh instance on the same storage sees the same list (the metadata is in the files).
    const again = new SaveSlots(store, { now: fakeClock() });
    expect(again.list()).toEqual(slots.list());
    expect(serialize(again.load('save-2').state)).toBe(serialize(later.state));
  });

  it('the autosave is one slot, listed first, overwritten by every autosave', () => {
    const store = makeStore();
    const slots = new SaveSlots(store, { now: fakeClock() });
    slots.saveAs('named', toSave(early));
    slots.autosave(toSave(early));
    slots.autosave(toSave(later));
    const list = slots.list();
    expect(list.map((s) => s.id)).toEqual([AUTOSAVE_ID, 'save-1']);
    expect(list[0]).toMatchObject({ kind: 'autosave', label: { key: 'autosave' }, ok: true });
    expect((list[0] as GoodSlot).summary.actionCount).toBe(160);
    expect(serialize(slots.continueLast().state)).toBe(serialize(later.state));
    expect(store.list().sort()).toEqual([AUTOSAVE_ID, 'save-1']);
  });

  it('lists corrupt, truncated, empty, foreign, newer and unplayable files as damaged; the rest stay usable; nothing is rewritten', () => {
    const store = makeStore();
    const slots = new SaveSlots(store, { now: fakeClock() });
    slots.saveAs('keep me', toSave(early));
    slots.autosave(toSave(later));
    const good = store.read('save-1')!;
    const bad = badTexts(good);
    for (const [id, text] of bad) store.write(id, text);
    const before = snapshot(store);

    const fresh = new SaveSlots(store, { now: fakeClock() });
    // Listing checks every file the way loading does, and replays it: a file that parses but
    // does not replay (save-96: edited, or from another rules version) is damaged at once,
    // never offered as if it could load.
    const first = fresh.list();
    expect(first.map((s) => s.id)).toEqual([AUTOSAVE_ID, 'save-1', ...bad.map(([id]) => id)]);
    expect(Object.keys(damaged(first)).sort()).toEqual(bad.map(([id]) => id));
    // Loading any damaged slot is a clear error that says the file is kept.
    for (const [id] of bad)
      expect(errorOf(() => fresh.load(id)).message).toMatch(
        /^“(keep me|save-9\d)” cannot be loaded: .+\. The save is kept as it is\.$/,
      );
    const list = fresh.list();
    expect(list.map((s) => s.id)).toEqual([AUTOSAVE_ID, 'save-1', ...bad.map(([id]) => id)]);
    const errors = damaged(list);
    for (const [id, , reason] of bad) expect(errors[id], id).toMatch(reason);
    // The good ones still load.
    expect(serialize(fresh.load('save-1').state)).toBe(serialize(early.state));
    expect(serialize(fresh.continueLast().state)).toBe(serialize(later.state));
    // Saving more never reuses a damaged slot's id, and nothing stored was changed.
    expect(fresh.saveAs('another', toSave(later)).id).toBe('save-98');
    fresh.autosave(toSave(early));
    const after = snapshot(store);
    for (const [id, text] of Object.entries(before)) if (id !== AUTOSAVE_ID) expect(after[id], id).toBe(text);
    expect(damaged(fresh.list())).toEqual(errors);
  });

  it('a damaged or newer autosave is copied aside before a new autosave is written', () => {
    const store = makeStore();
    const good = stringifySave(saveOfGame(OPTIONS));
    const newer = JSON.stringify({ ...JSON.parse(good), version: 7 });
    store.write(AUTOSAVE_ID, newer);
    const slots = new SaveSlots(store, { now: fakeClock() });
    expect(slots.list()[0]).toMatchObject({
      id: AUTOSAVE_ID,
      ok: false,
      problem: { key: 'versionTooNew', version: 7 },
    });
    slots.autosave(toSave(early));
    slots.autosave(toSave(later));
    expect(store.read('kept-autosave-1')).toBe(newer);
    const list = slots.list();
    expect(list.map((s) => [s.id, s.ok])).toEqual([
      [AUTOSAVE_ID, true],
      ['kept-autosave-1', false],
    ]);
    expect(list[1]).toMatchObject({ kind: 'kept', label: { key: 'keptAside', n: '1' } });
    // A truncated autosave (a crash in a non-atomic write, an edited file) is kept too.
    store.write(AUTOSAVE_ID, store.read(AUTOSAVE_ID)!.slice(0, 100));
    const next = new SaveSlots(store, { now: fakeClock() });
    next.autosave(toSave(early));
    expect(store.read('kept-autosave-2')).toMatch(/^\{"format":"automobiles-save"/);
    expect(store.read('kept-autosave-1')).toBe(newer);
    // A good autosave is simply overwritten.
    const third = new SaveSlots(store, { now: fakeClock() });
    third.autosave(toSave(later));
    expect(
      store
        .list()
        .filter((id) => id.startsWith('kept-'))
        .sort(),
    ).toEqual(['kept-autosave-1', 'kept-autosave-2']);
  });

  it('exports a save as file text and imports it back into a new slot', () => {
    const store = makeStore();
    const slots = new SaveSlots(store, { now: fakeClock() });
    slots.saveAs('Sunday race!', toSave(later));
    const out = slots.exportText('save-1');
    expect(out.fileName).toBe('automobiles-sunday-race.json');
    expect(loadSave(out.text).save.meta.label).toBe('Sunday race!');
    const imported = slots.importText(out.text);
    expect(imported).toMatchObject({
      id: 'save-2',
      label: 'Sunday race!',
      savedAt: (slots.info('save-1') as GoodSlot).savedAt,
    });
    expect(serialize(slots.load('save-2').state)).toBe(serialize(later.state));
    // A version 1 file (no seats) imports as a current save with a snapshot.
    const v1 = JSON.stringify({
      format: 'automobiles-save',
      version: 1,
      options: saveOfGame(OPTIONS).options,
      actions: early.actions,
      meta: {},
    });
    const fromV1 = slots.importText(v1);
    expect(fromV1).toMatchObject({
      label: { key: 'imported', track: 'Valle Parco Road Course' },
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Bob' },
        { kind: 'human', name: 'Cy' },
      ],
    });
    expect(JSON.parse(store.read(fromV1.id)!)).toMatchObject({ version: 4, snapshot: { actionCount: 40 } });
    // The autosave exports too; a damaged slot exports as it is, marked in the file name.
    slots.autosave(toSave(early));
    expect(slots.exportText(AUTOSAVE_ID).fileName).toBe('automobiles-autosave.json');
    store.write('save-50', '{oops');
    expect(slots.exportText('save-50')).toEqual({ fileName: 'automobiles-save-50-damaged.json', text: '{oops' });
  });

  it('refuses to import a bad file with a clear message and writes nothing', () => {
    const store = makeStore();
    const slots = new SaveSlots(store, { now: fakeClock() });
    slots.saveAs('one', toSave(early));
    const before = snapshot(store);
    for (const [, text, reason] of badTexts(store.read('save-1')!)) {
      const e = errorOf(() => slots.importText(text));
      expect(e.message.startsWith('This file cannot be imported: ')).toBe(true);
      expect(e.message.slice('This file cannot be imported: '.length)).toMatch(
        new RegExp(reason.source.replace(/\$$/, '')),
      );
    }
    expect(snapshot(store)).toEqual(before);
  });

  it('deletes a slot only when asked; ids are never reused while a slot exists', () => {
    const store = makeStore();
    const slots = new SaveSlots(store, { now: fakeClock() });
    slots.saveAs('a', toSave(early));
    slots.saveAs('b', toSave(early));
    slots.remove('save-1');
    expect(slots.list().map((s) => s.id)).toEqual(['save-2']);
    expect(slots.saveAs('c', toSave(early)).id).toBe('save-3');
    expect(errorOf(() => slots.remove('save-1')).message).toBe('There is no save "save-1".');
    expect(errorOf(() => slots.load('../../etc/passwd')).message).toMatch(/There is no save/);
    expect(errorOf(() => slots.continueLast()).message).toBe('There is no unfinished game to continue.');
    expect(errorOf(() => slots.saveAs('   ', toSave(early))).message).toBe('A save needs a name.');
    store.write('save-9', 'garbage');
    slots.remove('save-9');
    expect(store.read('save-9')).toBeNull();
  });

  it('a save without a summary (a version 1 file) is summarized by replaying it', () => {
    const store = makeStore();
    store.write(
      'save-1',
      JSON.stringify({
        format: 'automobiles-save',
        version: 1,
        options: saveOfGame(OPTIONS).options,
        actions: later.actions,
        meta: { label: 'v1' },
      }),
    );
    const info = new SaveSlots(store, { now: fakeClock() }).info('save-1') as GoodSlot;
    expect(info).toMatchObject({ ok: true, label: 'v1', savedAt: null });
    expect(info.summary.actionCount).toBe(160);
  });
});

describe('SaveSlots: storage failures', () => {
  it('a slot the storage cannot read is listed as damaged; the others are fine', () => {
    const inner = new MemorySaveStore();
    const slots = new SaveSlots(inner, { now: fakeClock() });
    slots.saveAs('fine', toSave(early));
    inner.write('save-2', 'x');
    const flaky: SaveStore = {
      ...inner,
      list: () => inner.list(),
      read: (id) =>
        id === 'save-2'
          ? (() => {
              throw Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' });
            })()
          : inner.read(id),
      write: (i, t) => inner.write(i, t),
      remove: (i) => inner.remove(i),
    };
    const list = new SaveSlots(flaky, { now: fakeClock() }).list();
    expect(list.map((s) => [s.id, s.ok])).toEqual([
      ['save-1', true],
      ['save-2', false],
    ]);
    expect(damaged(list)['save-2']).toBe('cannot be read from storage: the storage reported an error');
  });

  it('a failed write is a clear error and keeps the previous save', () => {
    const inner = new MemorySaveStore();
    const slots = new SaveSlots(inner, { now: fakeClock() });
    slots.autosave(toSave(early));
    const before = inner.read(AUTOSAVE_ID);
    const full: SaveStore = {
      list: () => inner.list(),
      read: (id) => inner.read(id),
      write: () => {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      },
      remove: (id) => inner.remove(id),
    };
    const e = errorOf(() => new SaveSlots(full, { now: fakeClock() }).autosave(toSave(later)));
    expect(e.message).toBe('The game could not be saved (the disk is full); the previous save is kept.');
    expect(inner.read(AUTOSAVE_ID)).toBe(before);
  });
});

describe('conf store files', () => {
  it('one file per slot holding exactly the save text; damaged files on disk are read as text, never rewritten', () => {
    const dir = confDir();
    const store = createConfSaveStore(dir);
    const slots = new SaveSlots(store, { now: fakeClock() });
    slots.saveAs('on disk', toSave(early as PlayedUntil));
    const file = join(dir, 'slot-save-1.json');
    expect(readFileSync(file, 'utf8')).toBe(store.read('save-1'));
    expect(loadSave(readFileSync(file, 'utf8')).save.meta.label).toBe('on disk');
    const truncated = readFileSync(file, 'utf8').slice(0, 500);
    writeFileSync(join(dir, 'slot-save-2.json'), truncated);
    writeFileSync(join(dir, 'slot-save-3.json'), Buffer.from([0xff, 0xfe, 0x00, 0x41]));
    writeFileSync(join(dir, 'notes.txt'), 'not a slot');
    writeFileSync(join(dir, 'slot-save-1.json.tmp-1234567890abcdef'), 'left by a kill');
    const again = new SaveSlots(createConfSaveStore(dir), { now: fakeClock() });
    const list = again.list();
    expect(list.map((s) => [s.id, s.ok])).toEqual([
      ['save-1', true],
      ['save-2', false],
      ['save-3', false],
    ]);
    expect(readFileSync(join(dir, 'slot-save-2.json'), 'utf8')).toBe(truncated);
    // Stale temporary files of an interrupted write are tidied; other files are left alone.
    expect(readdirSync(dir).sort()).toEqual(['notes.txt', 'slot-save-1.json', 'slot-save-2.json', 'slot-save-3.json']);
  });
});
