/**
 * No English sentence crosses the IPC contract: every error reply and every save notice is
 * a key from a known set with plain parameters, and the renderer's catalogue words each of
 * them; the sources of src-shared/save and src-shared/ipc build no player-facing sentence.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InlineBotRunner } from '../../../src-shared/bots/bot-runner';
import { GameSession } from '../../../src-shared/session/game-session';
import { MESSAGE_NAMES, type Reply, type SaveStatus, type SlotInfo } from '../../../src-shared/ipc/contract';
import { createDispatcher } from '../../../src-shared/ipc/dispatch';
import { createSaveHandlers } from '../../../src-shared/ipc/save-handlers';
import { REPLY_ERROR_KEYS, isReplyError, isSaveNotice, type ReplyError } from '../../../src-shared/ipc/reply-error';
import {
  CURRENT_SAVE_VERSION,
  MemorySaveStore,
  SAVE_FORMAT,
  SAVE_FORMAT_PROBLEM_KEYS,
  SAVE_NOTICE_KEYS,
  STORAGE_FAULTS,
  SaveFormatError,
  SaveSlots,
  faultOf,
  autosaveSink,
  parseSaveText,
  replaySave,
  stringifySave,
} from '../../../src-shared/save';
import {
  REPLY_ERROR_WORDING,
  SAVE_FORMAT_WORDING,
  STORAGE_FAULT_WORDING,
  SAVE_NOTICE_WORDING,
  saveFormatText,
  replyErrorText,
  slotLabelText,
} from '../../../src-renderer/i18n/save-wording';
import { fakeClock, greedyNext, saveOfGame } from '../../helpers/save-games';
import type { BotDecision } from '../../../src-shared/bots/bot-runner';
import type { ActResult } from '../../../src-shared/session/types';
import type { HintResult } from '../../../src-shared/session/hint';
import { MemoryRecordsStorage, RecordBook } from '../../../src-shared/records/record-book';
import {
  SHARED_RECORD_FORMAT,
  createRecordHandlers,
  type ImportRecordResult,
  type RecordsList,
  type SharedRecordProblem,
} from '../../../src-shared/ipc/record-messages';
import { HINT_REFUSALS, actRefusalText } from '../../../src-renderer/i18n/log-wording';
import { HOME_MESSAGES } from '../../../src-renderer/i18n/home-messages';
import { MESSAGES } from '../../../src-renderer/i18n/messages';
import { raceRecord } from '../records/record-fixtures';
import { type NewGameSetup } from '../../../src-shared/games/automobiles/kit';
import type { GameState } from '../../../src-shared/games/automobiles';

const now = () => Promise.resolve();
const SETUP: NewGameSetup = {
  seats: [
    { kind: 'human', name: 'Ann' },
    { kind: 'bot', name: 'Gus', level: 'greedy' },
  ],
  track: 'beginner-oval',
  laps: 1,
  cards: { kind: 'set', id: 'first-game' },
  variants: { openBags: true, weaving: false, acceleratedPlay: false },
  seed: 5,
};

/**
 * Reads as a sentence: at least three words (a `${…}` part counts as one) that start with a
 * capital or end with a full stop, question or exclamation mark.
 */
const SENTENCE = {
  test(text: string): boolean {
    const t = text.replace(/\$\{[^}]*\}/g, 'x').trim();
    return t.split(/\s+/).length >= 3 && (/^[A-Z“"]/.test(t) || /[.!?]$/.test(t));
  },
};

function launch(store = new MemorySaveStore(), later?: (work: () => void) => void) {
  /** The host's log: where the diagnostics (an OS error's, a schema's message) go instead. */
  const log: string[] = [];
  const warn = (m: string) => void log.push(m);
  const slots = new SaveSlots(store, { now: fakeClock(), warn });
  const session = new GameSession({
    bots: new InlineBotRunner({ yieldNow: now }),
    pause: now,
    save: autosaveSink(slots),
    warn,
  });
  const dispatch = createDispatcher(session, createSaveHandlers(session, slots, later ? { later } : {}));
  return { store, slots, session, dispatch, log };
}

/** An error as Node's fs throws it: its code, and a message in English. */
const osError = (code: string, message: string) => Object.assign(new Error(`${code}: ${message}`), { code });

async function humanPlays(session: GameSession, turns: number): Promise<void> {
  for (let i = 0; i < turns; i++) {
    await session.idle();
    const action = greedyNext(session.state as GameState);
    if (action) expect(session.act(action).ok).toBe(true);
  }
  await session.idle();
}

/** Checks one error reply: a known key, plain parameters, no English in any of them (a diagnostic neither). */
function expectKeyed(r: Reply<unknown>): ReplyError {
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error('expected an error reply');
  expect(isReplyError(r.error), JSON.stringify(r.error)).toBe(true);
  for (const [name, value] of Object.entries(r.error)) {
    if (name === 'key') continue;
    expect(SENTENCE.test(String(value)), `${r.error.key}.${name}: ${String(value)}`).toBe(false);
  }
  expect(englishIn(r.error)).toEqual([]);
  expect(replyErrorText(r.error)).not.toBe(r.error.key);
  return r.error;
}

describe('what crosses the contract is keys and parameters', () => {
  it('every error reply of a refused or bad message is a known key, worded by the catalogue', async () => {
    const seen = new Set<string>();
    const note = (r: Reply<unknown>) => seen.add(expectKeyed(r).key);
    const { store, session, dispatch } = launch();
    note(await dispatch('noSuchMessage', undefined));
    for (const name of MESSAGE_NAMES) note(await dispatch(name, { surely: 'not this' }));
    note(await dispatch('saveAs', { label: 'nothing yet' }));
    note(await dispatch('continueLast', undefined));
    note(await dispatch('replayRecord', {}));
    note(await dispatch('loadSlot', { id: 'save-9' }));
    note(await dispatch('loadSlot', { id: 'autosave' }));
    note(await dispatch('deleteSlot', { id: 'save-9' }));
    note(await dispatch('importSave', {}));
    note(await dispatch('importSave', { text: 'not json {' }));
    note(await dispatch('newGame', { ...SETUP, track: 'no-such-track' }));
    store.write('save-3', '{"format":"automobiles-save","version":99}');
    note(await dispatch('loadSlot', { id: 'save-3' }));
    // A host without saves.
    const bare = createDispatcher(session);
    note(await bare('saveAs', { label: 'x' }));
    expect([...seen].sort()).toEqual(
      [
        'unknownMessage',
        'badMessage',
        'noGameToSave',
        'noUnfinishedGame',
        'noGameToReplay',
        'noSuchSave',
        'noAutosave',
        'noFileToImport',
        'cannotImport',
        'badOptions',
        'cannotLoad',
        'savingUnavailable',
      ].sort(),
    );
    session.dispose();
  });

  it('the autosave status and the notices are keys too (a failed write, a repaired save, a failed full check)', async () => {
    const jobs: (() => void)[] = [];
    const first = launch();
    first.session.newGame(SETUP);
    await humanPlays(first.session, 6);
    expect((await first.dispatch('saveAs', { label: 'edited' })).ok).toBe(true);
    first.session.dispose();
    const raw = JSON.parse(first.store.read('save-1')!);
    raw.meta.savedAt = 'last Tuesday';
    raw.snapshot.state.stock[0] -= 1;
    raw.snapshot.state.players[0].bag[0] += 1;
    first.store.write('save-1', JSON.stringify(raw));

    const second = launch(first.store, (w) => jobs.push(w));
    expect((await second.dispatch('loadSlot', { id: 'save-1' })).ok).toBe(true);
    while (jobs.length) jobs.shift()!();
    const status = (await second.dispatch('saveStatus', undefined)) as { ok: true; data: SaveStatus };
    expect(status.data.notices.map((n) => n.key).sort()).toEqual(['repaired', 'verifyFailed']);
    for (const n of status.data.notices) {
      expect(isSaveNotice(n), JSON.stringify(n)).toBe(true);
      expect(SENTENCE.test(SAVE_NOTICE_WORDING[n.key](n as never))).toBe(true);
    }
    // What was repaired crosses as keyed notes: no English in them, not even a clause.
    expect(status.data.notices.find((n) => n.key === 'repaired')).toEqual({
      key: 'repaired',
      notes: [{ key: 'savedAtDropped', value: '"last Tuesday"' }],
    });
    expect(englishIn(status.data.notices)).toEqual([]);
    // The autosave fails: its status is a key with the storage's fault as a key; the OS's
    // message goes to the host's log only.
    second.store.write = () => {
      throw osError('ENOSPC', 'no space left on device, write');
    };
    second.store.append = second.store.write;
    await humanPlays(second.session, 2);
    const failed = (await second.dispatch('saveStatus', undefined)) as { ok: true; data: SaveStatus };
    expect(failed.data.autosave).toEqual({ ok: false, error: { key: 'autosaveFailed', reason: 'diskFull' } });
    expect(englishIn(failed.data)).toEqual([]);
    if (failed.data.autosave.ok) throw new Error('expected a failed autosave');
    expect(replyErrorText(failed.data.autosave.error)).toBe(
      'The game could not be saved (the disk is full). It goes on; nothing is lost while the app stays open.',
    );
    expect(second.log.some((l) => l.includes('ENOSPC: no space left on device'))).toBe(true);
    second.session.dispose();
  });

  it('a view’s legal options are data, worded by the renderer: no sentence of the engine crosses (either game)', async () => {
    const { session, dispatch } = launch();
    const english: string[] = [];
    const legalOf = async () => {
      const r = (await dispatch('getView', undefined)) as Reply<{ legal: unknown[] } | null>;
      expect(r.ok).toBe(true);
      return r.ok && r.data ? r.data.legal : [];
    };
    session.newGame({ ...SETUP, seats: [SETUP.seats[0], { kind: 'human', name: 'Bo' }] });
    await session.idle();
    const automobiles = await legalOf();
    expect(automobiles.length).toBeGreaterThan(0);
    english.push(...englishIn(automobiles), ...sentencesIn(automobiles));
    session.newGame({ game: 'racepack', seats: [SETUP.seats[0], { kind: 'human', name: 'Bo' }], track: 'indy-oval' });
    await session.idle();
    const racepack = await legalOf();
    expect(racepack.length).toBeGreaterThan(0);
    english.push(...englishIn(racepack), ...sentencesIn(racepack));
    expect(english).toEqual([]);
    // The check fails on the engine's sentence as an option once carried it.
    expect(englishIn([{ n: 0, action: { type: 'endBuy' }, label: 'End the Buy Phase and drive' }])).toEqual([
      'data[0].label: End the Buy Phase and drive',
    ]);
    session.dispose();
  });

  it('the check fails on a repair note in English (as the save file once sent them)', () => {
    const before = { key: 'repaired', notes: ['its save time "last Tuesday" is not a date and was dropped'] };
    expect(englishIn([before])).toEqual([
      'data[0].notes[0]: its save time "last Tuesday" is not a date and was dropped',
    ]);
    expect(isSaveNotice(before)).toBe(false);
    // No parameter is exempt: a diagnostic in English (as `reason` and `detail` once were) fails too.
    const diagnostic = { key: 'verifyFailed', reason: 'move 3 of 9 cannot be replayed' };
    expect(englishIn([diagnostic])).toEqual(['data[0].reason: move 3 of 9 cannot be replayed']);
    expect(isSaveNotice(diagnostic)).toBe(false);
    expect(isReplyError({ key: 'cannotWrite', reason: 'ENOSPC: no space left on device' })).toBe(false);
    expect(isReplyError({ key: 'cannotWrite', reason: 'diskFull' })).toBe(true);
    expect(
      englishIn({ key: 'failed', name: 'loadSlot', detail: 'unexpected error: cannot read properties of undefined' }),
    ).toEqual(['data.detail: unexpected error: cannot read properties of undefined']);
  });

  it('the catalogue words every key the host may send', () => {
    for (const key of REPLY_ERROR_KEYS) expect(typeof REPLY_ERROR_WORDING[key], key).toBe('function');
    for (const key of SAVE_NOTICE_KEYS) expect(typeof SAVE_NOTICE_WORDING[key], key).toBe('function');
    expect(replyErrorText({ key: 'noSuchSave', id: 'save-1' })).toBe('There is no save "save-1".');
    // Every storage fault is worded, as a clause of its own (never its key).
    for (const fault of STORAGE_FAULTS) {
      expect(typeof STORAGE_FAULT_WORDING[fault], fault).toBe('string');
      expect(STORAGE_FAULT_WORDING[fault]).not.toBe(fault);
      expect(replyErrorText({ key: 'cannotWrite', reason: fault })).toContain(`(${STORAGE_FAULT_WORDING[fault]})`);
    }
  });

  it('a damaged, foreign or newer save is refused with a keyed problem, no English (cannotLoad, cannotImport)', async () => {
    const { store, session, dispatch } = launch();
    store.write('save-9', JSON.stringify({ format: SAVE_FORMAT, version: 99 }));
    const load = expectKeyed(await dispatch('loadSlot', { id: 'save-9' }));
    expect(load).toMatchObject({
      key: 'cannotLoad',
      problem: { key: 'versionTooNew', version: 99, supported: CURRENT_SAVE_VERSION },
    });
    expect(load).not.toHaveProperty('reason');
    expect(englishIn(load)).toEqual([]);
    expect(replyErrorText(load)).toMatch(
      `cannot be loaded: save version 99 is newer than this version of the game supports (${CURRENT_SAVE_VERSION}); please update the game. The save is kept as it is.`,
    );

    const foreign = expectKeyed(await dispatch('importSave', { text: JSON.stringify({ hello: 1 }) }));
    expect(foreign).toEqual({ key: 'cannotImport', problem: { key: 'noFormat' } });
    expect(replyErrorText(foreign)).toBe(
      'This file cannot be imported: not an Automobiles save file: it has no "format" field.',
    );

    // Not JSON: the parser's own message stays out (the host's log has it).
    const notJson = expectKeyed(await dispatch('importSave', { text: 'not a save' }));
    expect(notJson).toEqual({ key: 'cannotImport', problem: { key: 'notJson' } });
    expect(replyErrorText(notJson)).toBe('This file cannot be imported: not a save file: the text is not valid JSON.');

    // The listing says the same of the damaged slot, as a key.
    const listed = (await dispatch('listSaves', undefined)) as { ok: true; data: SlotInfo[] };
    expect(listed.data.find((s) => s.id === 'save-9')).toMatchObject({
      ok: false,
      problem: { key: 'versionTooNew', version: 99 },
    });
    expect(englishIn(listed.data)).toEqual([]);
    session.dispose();
  });

  it('the catalogue words every save file problem, as the save code says it (its diagnostic message)', () => {
    for (const key of SAVE_FORMAT_PROBLEM_KEYS) expect(typeof SAVE_FORMAT_WORDING[key], key).toBe('function');
    const good = stringifySave(
      saveOfGame({ players: ['Ann', 'Bob'], seed: 21, track: 'road-course', cards: 'first-game', laps: 1 }),
    );
    const head = JSON.parse(good.split('\n', 1)[0]) as Record<string, unknown>;
    const withHead = (more: Record<string, unknown>) => JSON.stringify({ ...head, ...more });
    const thrown = (fn: () => unknown): SaveFormatError => {
      try {
        fn();
      } catch (e) {
        if (e instanceof SaveFormatError) return e;
        throw e;
      }
      throw new Error('expected a SaveFormatError');
    };
    const cases: [string, () => unknown][] = [
      ['notJson', () => parseSaveText('not a save')],
      ['notAnObject', () => parseSaveText('[1]')],
      ['noFormat', () => parseSaveText('{}')],
      ['otherFormat', () => parseSaveText('{"format":"chess"}')],
      ['bareState', () => parseSaveText('{"schema":1,"players":[],"rng":1}')],
      ['versionNotWhole', () => parseSaveText(withHead({ version: 'one' }))],
      ['versionTooNew', () => parseSaveText(withHead({ version: 99 }))],
      ['lineNotJson', () => parseSaveText(`${good.trimEnd()}\n{oops\n[]\n`)],
      ['lineNotActions', () => parseSaveText(`${good.trimEnd()}\n5\n`)],
      ['badShape', () => parseSaveText(withHead({ seats: 'x' }))],
      ['cannotReplay', () => replaySave(parseSaveText(withHead({ actions: [{ type: 'step', space: 9999 }] })).save)],
    ];
    const seen = new Set<string>();
    // A library's or the engine's own text (the JSON parser's, a schema's issue, the engine's
    // refusal) is in the diagnostic message only: the player's words leave it out.
    const withDiagnostic = new Set(['notJson', 'badShape', 'cannotReplay']);
    for (const [key, fn] of cases) {
      const e = thrown(fn);
      expect(e.problem.key, e.message).toBe(key);
      expect(englishIn(e.problem), key).toEqual([]);
      // The player's words are the English the save code has always said (its diagnostic message).
      if (!withDiagnostic.has(key)) expect(saveFormatText(e.problem)).toBe(e.message);
      else expect(e.message.startsWith(saveFormatText(e.problem).split(':')[0])).toBe(true);
      seen.add(key);
    }
    expect(thrown(cases.find(([k]) => k === 'badShape')![1]).problem).toEqual({
      key: 'badShape',
      path: 'seats',
      count: expect.any(Number),
    });
    expect(saveFormatText({ key: 'badShape', path: 'seats', count: 1 })).toBe(
      'damaged save file: seats is not as a save has it',
    );
    expect(saveFormatText({ key: 'badShape', path: '', count: 3 })).toBe(
      'damaged save file: the file is not as a save has it (and 2 more places)',
    );
    const replay = thrown(cases.find(([k]) => k === 'cannotReplay')![1]);
    expect(replay.problem).toEqual({ key: 'cannotReplay', move: 1, of: 1, action: '{"type":"step","space":9999}' });
    expect(seen.size).toBe(cases.length);
  });
});

describe('a failure’s own text stays with the host: the reply is its key, the catalogue words it', () => {
  /** A game with a named save, for the failures below. */
  async function withSave() {
    const host = launch();
    host.session.newGame(SETUP);
    await humanPlays(host.session, 4);
    expect((await host.dispatch('saveAs', { label: 'kept' })).ok).toBe(true);
    return host;
  }

  it('an OS error is a fault by its code (ENOSPC, EACCES, EPERM, EROFS, ENOENT, any other), a storage error by its name', () => {
    expect(faultOf(osError('ENOSPC', 'no space left on device'))).toBe('diskFull');
    expect(faultOf(osError('EACCES', 'permission denied'))).toBe('noPermission');
    expect(faultOf(osError('EPERM', 'operation not permitted'))).toBe('noPermission');
    expect(faultOf(osError('EROFS', 'read-only file system'))).toBe('readOnly');
    expect(faultOf(osError('ENOENT', 'no such file or directory'))).toBe('missing');
    expect(faultOf(osError('EIO', 'i/o error'))).toBe('ioFailed');
    expect(faultOf(Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' }))).toBe(
      'diskFull',
    );
    expect(faultOf(new TypeError('cannot read properties of undefined'))).toBe('unexpected');
    expect(faultOf('a string thrown')).toBe('unexpected');
    expect(faultOf(null)).toBe('unexpected');
  });

  it('a failed write (ENOSPC) is cannotWrite with the fault diskFull; the OS message is only in the host’s log', async () => {
    const { store, session, dispatch, log } = await withSave();
    const write = store.write.bind(store);
    store.write = () => {
      throw osError('ENOSPC', 'no space left on device, write');
    };
    const r = expectKeyed(await dispatch('saveAs', { label: 'again' }));
    expect(r).toEqual({ key: 'cannotWrite', reason: 'diskFull' });
    expect(replyErrorText(r)).toBe('The game could not be saved (the disk is full); the previous save is kept.');
    expect(log.some((l) => l.includes('saveAs') && l.includes('ENOSPC: no space left on device'))).toBe(true);
    store.write = write;
    session.dispose();
  });

  it('a delete the OS refuses (EACCES, EROFS) is cannotDelete with its fault', async () => {
    const { store, session, dispatch } = await withSave();
    const [remove, move] = [store.remove.bind(store), store.move.bind(store)];
    for (const [code, fault, words] of [
      ['EACCES', 'noPermission', 'permission was denied'],
      ['EROFS', 'readOnly', 'the storage is read-only'],
    ] as const) {
      store.remove = store.move = () => {
        throw osError(code, 'refused, rename');
      };
      const r = expectKeyed(await dispatch('deleteSlot', { id: 'save-1' }));
      expect(r).toEqual({ key: 'cannotDelete', id: 'save-1', reason: fault });
      expect(replyErrorText(r)).toBe(`The save "save-1" could not be deleted: ${words}.`);
    }
    store.remove = remove;
    store.move = move;
    expect((await dispatch('deleteSlot', { id: 'save-1' })).ok).toBe(true);
    session.dispose();
  });

  it('an unreadable file (EACCES on read) is listed and refused with its fault', async () => {
    const { store, session, dispatch } = await withSave();
    const read = store.read.bind(store);
    store.read = (id) => {
      if (id === 'save-1') throw osError('EACCES', 'permission denied, open');
      return read(id);
    };
    const listed = (await dispatch('listSaves', undefined)) as { ok: true; data: SlotInfo[] };
    expect(listed.data.find((s) => s.id === 'save-1')).toMatchObject({
      ok: false,
      problem: { key: 'storageUnreadable', reason: 'noPermission' },
    });
    expect(englishIn(listed.data)).toEqual([]);
    const r = expectKeyed(await dispatch('loadSlot', { id: 'save-1' }));
    expect(r).toEqual({ key: 'cannotReadStored', id: 'save-1', reason: 'noPermission' });
    expect(replyErrorText(r)).toBe('The save "save-1" cannot be read from storage: permission was denied.');
    session.dispose();
  });

  it('a corrupt save is refused with a path and counts, no schema or engine text', async () => {
    const { store, session, dispatch, log } = await withSave();
    const [head, ...rest] = store.read('save-1')!.split('\n');
    const raw = JSON.parse(head);
    raw.seats[0].name = 42;
    store.write('save-2', [JSON.stringify(raw), ...rest].join('\n'));
    const shape = expectKeyed(await dispatch('loadSlot', { id: 'save-2' }));
    expect(shape).toMatchObject({ key: 'cannotLoad', problem: { key: 'badShape', path: 'seats[0].name', count: 1 } });
    expect(replyErrorText(shape)).toBe(
      '“kept” cannot be loaded: damaged save file: seats[0].name is not as a save has it. The save is kept as it is.',
    );
    // The schema's own words went to the log.
    expect(log.some((l) => l.includes('seats[0].name:'))).toBe(true);

    const bad = JSON.parse(head);
    delete bad.snapshot;
    bad.actions = [{ type: 'step', space: 9999 }];
    const imported = expectKeyed(await dispatch('importSave', { text: JSON.stringify(bad) }));
    expect(imported).toMatchObject({ key: 'cannotImport', problem: { key: 'cannotReplay', move: 1, of: 1 } });
    expect(imported).not.toHaveProperty('problem.detail');
    session.dispose();
  });

  it('an unexpected throw is a key (failed, cannotLoad with reason unexpected): no “unexpected error: …” text crosses', async () => {
    const { session, dispatch, log } = await withSave();
    const getView = session.getView.bind(session);
    session.getView = () => {
      throw new TypeError("Cannot read properties of undefined (reading 'seats')");
    };
    const failed = expectKeyed(await dispatch('getView', undefined));
    expect(failed).toEqual({ key: 'failed', name: 'getView' });
    expect(replyErrorText(failed)).toBe('getView failed: unexpected error');
    expect(log.some((l) => l.includes("Cannot read properties of undefined (reading 'seats')"))).toBe(true);
    session.getView = getView;

    session.restore = () => {
      throw new TypeError("Cannot read properties of undefined (reading 'snapshot')");
    };
    const load = expectKeyed(await dispatch('loadSlot', { id: 'save-1' }));
    expect(load).toEqual({ key: 'cannotLoad', label: 'kept', reason: 'unexpected' });
    expect(replyErrorText(load)).toBe('“kept” cannot be loaded: unexpected error. The save is kept as it is.');
    // The slot is listed as damaged for the same key.
    const listed = (await dispatch('listSaves', undefined)) as { ok: true; data: SlotInfo[] };
    expect(listed.data.find((s) => s.id === 'save-1')).toMatchObject({ ok: false, reason: 'unexpected' });
    session.dispose();
  });

  it('a bad message names its first wrong field; bad options are a key; the schema’s and game’s words are logged', async () => {
    const { session, dispatch, log } = launch();
    const bad = expectKeyed(await dispatch('loadSlot', { id: 7 }));
    expect(bad).toEqual({ key: 'badMessage', name: 'loadSlot', path: 'id' });
    expect(replyErrorText(bad)).toBe('bad loadSlot message: id');
    const options = expectKeyed(await dispatch('newGame', { ...SETUP, track: 'no-such-track' }));
    expect(options).toEqual({ key: 'badOptions' });
    expect(log.some((l) => l.includes('no-such-track'))).toBe(true);
    session.dispose();
  });
});

/** A runner whose bots decide as the inline one does, and fail (as a dead worker) once `failing` is set. */
class FailableBotRunner extends InlineBotRunner {
  failing = false;
  override decide<A extends { readonly type: string }>(...args: Parameters<InlineBotRunner['decide']>): BotDecision<A> {
    if (!this.failing) return super.decide<A>(...args);
    return { promise: Promise.reject(new Error('Worker terminated: out of memory in bot search')), cancel: () => {} };
  }
}

/** Every object in `data` whose own fields are deep-frozen: any write the engine makes throws a TypeError. */
function deepFreeze(data: unknown): void {
  if (!data || typeof data !== 'object' || Object.isFrozen(data)) return;
  Object.freeze(data);
  for (const v of Object.values(data)) deepFreeze(v);
}

describe('refusals, hints and records cross as keys: the engine’s, a bot’s and the storage’s text go to the log', () => {
  /** Checks a reply's data: no English anywhere in it (a diagnostic neither), worded by `text` as a sentence. */
  function expectWorded(data: unknown, text: string) {
    expect(englishIn(data)).toEqual([]);
    expect(sentencesIn(data)).toEqual([]);
    expect(SENTENCE.test(text), text).toBe(true);
  }

  async function hotSeat() {
    const log: string[] = [];
    const bots = new FailableBotRunner({ yieldNow: now });
    const session = new GameSession({ bots, pause: now, warn: (m) => void log.push(m) });
    const dispatch = createDispatcher(session);
    session.newGame({ ...SETUP, seats: [SETUP.seats[0], { kind: 'human', name: 'Bo' }] });
    await session.idle();
    const view = (await dispatch('getView', undefined)) as { ok: true; data: { decider: number; version: number } };
    return { log, bots, session, dispatch, view: view.data };
  }

  it('an illegal move: the refusal is the key alone, the catalogue words it, the engine’s reason is logged', async () => {
    const { log, session, dispatch, view } = await hotSeat();
    const r = (await dispatch('act', {
      seat: view.decider,
      version: view.version,
      action: { type: 'step', space: 9999 },
    })) as Reply<ActResult>;
    expect(r.ok).toBe(true);
    if (!r.ok || r.data.ok) throw new Error('expected a refused act');
    expect(r.data.refusal).toEqual({ key: 'illegal' });
    const text = actRefusalText(r.data.refusal, ['Ann', 'Bo']);
    expect(text).toBe('That move is not allowed now; it was not played.');
    expectWorded(r.data, text);
    // The engine's own reason is the host's log's.
    expect(log.some((l) => l.startsWith('refused {"type":"step","space":9999}:') && englishIn(l).length > 0)).toBe(
      true,
    );
    session.dispose();
  });

  it('an engine that throws mid-action: engineFailed alone, the game as it was, the TypeError logged', async () => {
    const { log, session, dispatch, view } = await hotSeat();
    const action = greedyNext(session.state as GameState);
    // Every write the engine makes now throws (a TypeError with the runtime's English message).
    deepFreeze(session.state);
    const r = (await dispatch('act', { seat: view.decider, version: view.version, action })) as Reply<ActResult>;
    if (!r.ok || r.data.ok) throw new Error('expected a refused act');
    expect(r.data.refusal).toEqual({ key: 'engineFailed' });
    const text = actRefusalText(r.data.refusal, ['Ann', 'Bo']);
    expect(text).toBe('The rules engine failed on this action; the game is as it was before it.');
    expectWorded(r.data, text);
    expect(
      log.some((l) => l.startsWith('engine error on') && /TypeError|read.only|frozen|not extensible/i.test(l)),
    ).toBe(true);
    // Rebuilt from the log: the same move now plays.
    const again = (await dispatch('act', { seat: view.decider, version: view.version, action })) as Reply<ActResult>;
    expect(again.ok && again.data.ok).toBe(true);
    session.dispose();
  });

  it('a hint whose bot fails: botFailed alone, worded by the catalogue, the bot’s message logged', async () => {
    const { log, bots, session, dispatch, view } = await hotSeat();
    const good = (await dispatch('hint', undefined)) as Reply<HintResult>;
    expect(good.ok && good.data.ok).toBe(true);
    bots.failing = true;
    const r = (await dispatch('hint', undefined)) as Reply<HintResult>;
    expect(r.ok).toBe(true);
    if (!r.ok) throw new Error('expected a hint reply');
    expect(r.data).toEqual({ ok: false, version: view.version, why: 'botFailed' });
    expect(HINT_REFUSALS.botFailed()).toBe('the bot could not decide');
    const text = MESSAGES.learn.hint.failed(HINT_REFUSALS[r.data.ok ? 'illegal' : r.data.why]());
    expectWorded(r.data, text);
    expect(log).toContain('hint bot failed: Worker terminated: out of memory in bot search');
    session.dispose();
  });

  it('a shared race that does not read: a key for each way, worded by the catalogue (no parser’s or schema’s text)', async () => {
    const book = new RecordBook(new MemoryRecordsStorage(), {
      now: () => '2026-01-01T00:00:00.000Z',
      newId: () => 'p1',
    });
    const session = new GameSession({ bots: new InlineBotRunner({ yieldNow: now }), pause: now });
    const dispatch = createDispatcher(session, undefined, createRecordHandlers(book));
    const shared = (record: unknown) => JSON.stringify({ format: SHARED_RECORD_FORMAT, version: 1, record });
    const cases: [SharedRecordProblem, { text?: string }][] = [
      ['noFile', {}],
      ['notJson', { text: 'not a race {' }],
      ['notShared', { text: JSON.stringify({ format: 'automobiles-save' }) }],
      ['badRecord', { text: shared({ id: 7, seats: 'Ann and Gus' }) }],
      ['noReplay', { text: shared(raceRecord()) }],
    ];
    const seen: string[] = [];
    for (const [problem, payload] of cases) {
      const r = (await dispatch('importRecord', payload)) as Reply<ImportRecordResult>;
      expect(r.ok, problem).toBe(true);
      if (!r.ok) continue;
      expect(r.data, problem).toEqual({ kind: 'unreadable', problem });
      const text = HOME_MESSAGES.stats.importFailed(problem);
      expectWorded(r.data, text);
      seen.push(text);
    }
    expect(new Set(seen).size).toBe(cases.length);
    expect(HOME_MESSAGES.stats.importFailed('notJson')).toBe(
      'That file cannot be opened: it is not a shared race (its text is not valid JSON).',
    );
    // A good one still opens.
    const good = (await dispatch('importRecord', {
      text: shared(raceRecord({ replay: { options: {}, seats: [], actions: [] } })),
    })) as Reply<ImportRecordResult>;
    expect(good.ok && good.data.kind).toBe('imported');
    session.dispose();
  });

  it('records that cannot be written or kept aside: recordsNotSaved with the storage fault, the OS’s message logged', async () => {
    const log: string[] = [];
    const storage = new MemoryRecordsStorage();
    storage.write = () => {
      throw osError('ENOSPC', 'no space left on device, write');
    };
    const book = new RecordBook(storage, {
      now: () => '2026-01-01T00:00:00.000Z',
      newId: () => 'p1',
      warn: (m) => void log.push(m),
    });
    const session = new GameSession({ bots: new InlineBotRunner({ yieldNow: now }), pause: now });
    const dispatch = createDispatcher(session, undefined, createRecordHandlers(book));
    book.add(raceRecord());
    // A damaged profiles file with nowhere to keep it aside: not written over, and said so.
    storage.files.set('profiles', 'not json');
    storage.keepAside = () => {
      throw Object.assign(new Error('EACCES: permission denied, copyfile'), { code: 'EACCES' });
    };
    expect((await dispatch('listProfiles', undefined)).ok).toBe(true);
    const r = (await dispatch('listRecords', undefined)) as Reply<RecordsList>;
    if (!r.ok) throw new Error('expected the records');
    expect(r.data.problems).toEqual([
      { key: 'recordsNotSaved', file: 'records', reason: 'diskFull' },
      { key: 'recordsNotSaved', file: 'profiles', reason: 'noPermission' },
    ]);
    expect(englishIn(r.data.problems)).toEqual([]);
    const texts = r.data.problems.map((p) => HOME_MESSAGES.stats.problem(p));
    expect(texts).toEqual([
      `The records could not be stored (${STORAGE_FAULT_WORDING.diskFull}): they last until the app closes.`,
      `The profiles could not be stored (${STORAGE_FAULT_WORDING.noPermission}): they last until the app closes.`,
    ]);
    for (const t of texts) expect(SENTENCE.test(t)).toBe(true);
    expect(log.join('\n')).toContain('ENOSPC: no space left on device');
    expect(log.join('\n')).toContain('EACCES: permission denied');
    session.dispose();
  });

  it('the check fails on the engine’s, the bot’s and the parser’s text as these replies once carried it', () => {
    expect(englishIn({ ok: false, refusal: { key: 'illegal', detail: 'card 3 is not in your hand' } })).toEqual([
      'data.refusal.detail: card 3 is not in your hand',
    ]);
    expect(englishIn({ ok: false, why: 'botFailed', detail: 'Worker terminated: out of memory' })).toEqual([
      'data.detail: Worker terminated: out of memory',
    ]);
    expect(englishIn({ kind: 'unreadable', detail: 'Unexpected token o in JSON at position 1' })).toEqual([
      'data.detail: Unexpected token o in JSON at position 1',
    ]);
    expect(englishIn({ key: 'recordsNotSaved', file: 'records', detail: 'ENOSPC: no space left on device' })).toEqual([
      'data.detail: ENOSPC: no space left on device',
    ]);
  });
});

/** The string literals of a source that read as sentences (comments left out). */
function sentencesInSource(file: string, source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  for (const m of code.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g))
    if (SENTENCE.test(m[2])) found.push(`${file}: ${m[2]}`);
  return found;
}

/** The .ts files under a folder, at any depth. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Notes or notices pushed as a string or template literal (`notes.push('…')`), with their text. */
function textPushes(file: string, source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/\b(?:notes|notices)\.push\(\s*(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g))
    found.push(`${file}: ${m[2]}`);
  return found;
}

/**
 * Every string in data crossing the contract that reads as English words (three words or more,
 * whatever their case: a clause such as "its name was not text and was dropped" too), with
 * where it is. No parameter is exempt (a diagnostic neither: the host logs those).
 */
function englishIn(data: unknown, at = 'data'): string[] {
  if (typeof data === 'string')
    return data
      .trim()
      .split(/\s+/)
      .filter((w) => /[a-z]{2}/i.test(w)).length >= 3
      ? [`${at}: ${data}`]
      : [];
  if (Array.isArray(data)) return data.flatMap((x, i) => englishIn(x, `${at}[${i}]`));
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([k, v]) => englishIn(v, `${at}.${k}`));
  return [];
}

/** Every string in a reply's data that reads as a sentence, with where it is. */
function sentencesIn(data: unknown, at = 'data'): string[] {
  if (typeof data === 'string') return SENTENCE.test(data) ? [`${at}: ${data}`] : [];
  if (Array.isArray(data)) return data.flatMap((x, i) => sentencesIn(x, `${at}[${i}]`));
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([k, v]) => sentencesIn(v, `${at}.${k}`));
  return [];
}

describe('the save and IPC sources build no sentence for the player', () => {
  for (const dir of ['src-shared/save', 'src-shared/ipc', 'src-shared/session', 'src-shared/records']) {
    it(`${dir}: no string literal reads as a sentence`, () => {
      const found = readdirSync(dir)
        .filter((f) => f.endsWith('.ts'))
        .flatMap((file) => sentencesInSource(file, readFileSync(`${dir}/${file}`, 'utf8')));
      expect(found).toEqual([]);
    });
  }

  it('no repair note or notice is pushed as text anywhere in src-shared (a game’s save rules too): they are keys', () => {
    const found = filesUnder('src-shared').flatMap((file) => textPushes(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
    // As the save file and Racepack's upgrade once did (clauses no sentence check would catch).
    const before = [
      "    notes.push('its metadata was not readable and was dropped');",
      '    notes.push(',
      '      `it was saved under earlier Racepack rules: ${matched} of its moves were replayed`,',
      "    notes.push({ key: 'metaUnreadable' });",
    ].join('\n');
    expect(textPushes('save-file.ts', before)).toEqual([
      'save-file.ts: its metadata was not readable and was dropped',
      'save-file.ts: it was saved under earlier Racepack rules: ${matched} of its moves were replayed',
    ]);
  });

  it('the source scan fails on a default name written as English (as the slots once did)', () => {
    const before = [
      "  if (id.startsWith(GAME_SLOT_PREFIX)) return 'Game in progress';",
      '  return `Autosave kept aside (${id.slice(KEPT_PREFIX.length)})`;',
      "  // 'A comment may say Anything it likes.'",
    ].join('\n');
    expect(sentencesInSource('save-store.ts', before)).toEqual([
      'save-store.ts: Game in progress',
      'save-store.ts: Autosave kept aside (${id.slice(KEPT_PREFIX.length)})',
    ]);
  });

  it('a slot listing crossing IPC holds no sentence: default names are keys, the catalogue words them', async () => {
    const { store, session, dispatch } = launch();
    session.newGame(SETUP);
    await humanPlays(session, 4);
    expect((await dispatch('saveAs', { label: 'Ann and Gus at the oval' })).ok).toBe(true);
    const exported = store.read('save-1')!;
    const unnamed = JSON.parse(exported.split('\n', 1)[0]);
    delete unnamed.meta.label;
    expect((await dispatch('importSave', { text: JSON.stringify(unnamed) })).ok).toBe(true);
    store.write('autosave', exported);
    store.write('kept-autosave-1', 'not a save');
    store.write('game-zz', 'not a save either');
    const listed = (await dispatch('listSaves', undefined)) as { ok: true; data: SlotInfo[] };
    expect(listed.ok).toBe(true);
    const labels = Object.fromEntries(listed.data.map((s) => [s.id, s.label]));
    expect(labels).toMatchObject({
      autosave: { key: 'autosave' },
      'kept-autosave-1': { key: 'keptAside', n: '1' },
      'game-zz': { key: 'gameInProgress' },
      'save-1': 'Ann and Gus at the oval',
      'save-2': { key: 'imported', track: expect.any(String) },
    });
    // The player's own name is theirs to word; nothing else in the listing is a sentence.
    const own = listed.data.map((s) => ({ ...s, label: s.id === 'save-1' ? 'x' : s.label }));
    expect(sentencesIn(own)).toEqual([]);
    for (const s of listed.data) if (typeof s.label !== 'string') expect(slotLabelText(s.label)).not.toBe(s.label.key);
    expect(slotLabelText({ key: 'keptAside', n: '1' })).toBe('Autosave kept aside (1)');
    // The check fails on an English sentence in the listing.
    const english = own.map((s) => (s.id === 'game-zz' ? { ...s, label: 'Game in progress' } : s));
    expect(sentencesIn(english)).toEqual([expect.stringMatching(/\.label: Game in progress$/)]);
    session.dispose();
  });

  it('the check finds a sentence where there is one', () => {
    expect(SENTENCE.test('There is no save "x".')).toBe(true);
    expect(SENTENCE.test('The save could not be written')).toBe(true);
    expect(SENTENCE.test('noSuchSave')).toBe(false);
    expect(SENTENCE.test('${file} is too large to be a save (${bytes} bytes).')).toBe(true);
    expect(SENTENCE.test('Player ${p + 1}')).toBe(false);
    expect(SENTENCE.test('${seats.length} seats for ${players} players')).toBe(false);
  });
});

/** A renderer file by its name, wherever it is under src-renderer (files move between folders). */
function rendererFile(name: string): string {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const path = join(dir, f);
      return statSync(path).isDirectory() ? walk(path) : f === name ? [path] : [];
    });
  const [path] = walk('src-renderer');
  if (!path) throw new Error(`${name} is not under src-renderer`);
  return path;
}

/**
 * English in a component's template: text between tags (the {{ … }} parts left out) and the
 * static titles, labels and placeholders; the catalogue's words come in through bindings.
 */
function templateWords(file: string, source: string): string[] {
  const template = /<template>([\s\S]*)<\/template>/.exec(source)?.[1] ?? '';
  // Comments, interpolations and bound attributes (`:title="…"`, `@click="…"`, `v-if="…"`) are
  // code: their words come from the catalogue (a `<=` in a binding is no tag either).
  const bare = template
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\{\{[\s\S]*?\}\}/g, ' ')
    .replace(/\s(?:[:@#]|v-)[\w.:[\]-]*="[^"]*"/g, ' ');
  const found: string[] = [];
  for (const m of bare.matchAll(/>([^<>]*)</g)) {
    const text = m[1].replace(/\s+/g, ' ').trim();
    if (/[A-Za-z]{2}/.test(text)) found.push(`${file}: ${text}`);
  }
  for (const m of bare.matchAll(/\s(?:title|aria-label|placeholder|label|alt)="([^"]*[A-Za-z]{2}[^"]*)"/g))
    found.push(`${file}: ${m[1]}`);
  return found;
}

/** The renderer's stores the saves use: every word from the catalogue. */
const CATALOGUED_STORES = ['src-renderer/stores/saves.ts', 'src-renderer/stores/game.ts'];

/**
 * Template text that is not a word to translate: the keys printed on key caps. Nothing else
 * may be here (a symbol or a number is no word and passes the scan anyway).
 */
const NOT_WORDS = new Set(['Esc', 'Space', 'Del']);

/** The .vue files under a folder, at any depth. */
function componentsUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? componentsUnder(path) : path.endsWith('.vue') ? [path] : [];
  });
}

/** A string literal of a component that reads as a sentence and has words in it (an SVG path has none). */
function componentSentences(file: string, code: string): string[] {
  const words = (t: string) => t.split(/\s+/).filter((w) => /^[“"(]?[A-Za-z][a-z’']+[,.:;!?…)”"]*$/.test(w)).length;
  return sentencesInSource(file, code).filter((hit) => words(hit.slice(file.length + 2)) >= 2);
}

/** Every component's English of its own: template text, static titles and labels, sentences in its code. */
function componentEnglish(file: string, source: string): string[] {
  // A bound attribute's value is code, not a string: the literals inside it are scanned.
  const code = source
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/(\s(?:[:@#]|v-)[\w.:[\]-]*=)"([^"]*)"/g, '$1($2)');
  const text = templateWords(file, source).filter((hit) => !NOT_WORDS.has(hit.slice(file.length + 2)));
  return [...componentSentences(file, code), ...text];
}

const COMPONENTS = componentsUnder('src-renderer');

describe('the renderer words the saves from its catalogue only', () => {
  it.each(CATALOGUED_STORES)('%s: no sentence of its own', (path) => {
    expect(sentencesInSource(path, readFileSync(path, 'utf8'))).toEqual([]);
  });

  it.each(['slot-label.ts', 'bot-label.ts'])('%s: no sentence of its own', (name) => {
    expect(sentencesInSource(name, readFileSync(rendererFile(name), 'utf8'))).toEqual([]);
  });

  it('every component under src-renderer takes its words from a catalogue (template text, titles, sentences in code)', () => {
    // The scan reaches every screen of both games and the shell, the saves' screens among them.
    expect(COMPONENTS.length).toBeGreaterThan(80);
    for (const name of [
      'SavesPanel.vue',
      'StartScreen.vue',
      'PromptDialog.vue',
      'FuelDraftScreen.vue',
      'RacepackSetup.vue',
    ])
      expect(
        COMPONENTS.some((p) => p.endsWith(`/${name}`)),
        name,
      ).toBe(true);
    const found = COMPONENTS.flatMap((path) => componentEnglish(path, readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });

  it('the component scan fails on English where the components once had it, and passes keys and SVG', () => {
    const before = [
      '<script setup lang="ts">',
      'const label = computed(() => `Portrait of ${driverName(props.number)}`);',
      "const d = 'M12 34c0-14 9-24 20-24s20 10 20 24v4H12z';",
      '</script>',
      '<template>',
      '  <div class="zoom" role="group" aria-label="Zoom">',
      '  <p v-if="failed">The board could not be drawn: {{ failed }}</p>',
      '  <span v-if="t.bot" class="muted small"> · bot</span>',
      '  <input placeholder="random" :title="M.seatPreview(p.seat + 1)" />',
      '  <li :class="{ on: v >= speeds.lo && v <= speeds.hi }">{{ M.close }} <span class="kbd">Esc</span></li>',
      '  <text font-size="26">null</text>',
      '  <span :title="def.pay ? \'Cubes moved from your active pile onto the card\' : B.any">→</span>',
      '</template>',
    ].join('\n');
    expect(componentEnglish('X.vue', before)).toEqual([
      'X.vue: Portrait of ${driverName(props.number)}',
      'X.vue: Cubes moved from your active pile onto the card',
      'X.vue: The board could not be drawn:',
      'X.vue: · bot',
      'X.vue: null',
      'X.vue: Zoom',
      'X.vue: random',
    ]);
  });

  it('the scan fails on English written in a template or a store (as the saves panel once had)', () => {
    const before = [
      '<template>',
      '  <h2>Save as…</h2>',
      '  <button class="btn" title="Delete this game" @click="go">{{ SAVE_MESSAGES.load }}</button>',
      '  <p>{{ n > 1 ? M.many : M.one }}</p>',
      "  <p>{{ n === 1 ? 'One save cannot be read.' : M.many }}</p>",
      '</template>',
    ].join('\n');
    expect(templateWords('SaveAsDialog.vue', before)).toEqual([
      'SaveAsDialog.vue: Save as…',
      'SaveAsDialog.vue: Delete this game',
    ]);
    expect(sentencesInSource('SaveAsDialog.vue', before)).toEqual([
      'SaveAsDialog.vue: Delete this game',
      'SaveAsDialog.vue: One save cannot be read.',
    ]);
    expect(
      sentencesInSource('game.ts', "  return { ok: false, error: 'The game session is not connected.' };"),
    ).toEqual(['game.ts: The game session is not connected.']);
  });
});
