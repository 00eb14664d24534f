import { describe, expect, it } from 'vitest';
import {
  MemoryRecordsStorage,
  RecordBook,
  REPLAYS_KEPT,
  RECORDS_FORMAT,
} from '../../../src-shared/records/record-book';

import { raceRecord } from './record-fixtures';

let ids = 0;
const deps = { now: () => '2026-01-01T00:00:00.000Z', newId: () => `p${++ids}` };

describe('the record book', () => {
  it('records a finish once and only once, and keeps it across a restart', () => {
    const storage = new MemoryRecordsStorage();
    const book = new RecordBook(storage, deps);
    expect(book.add(raceRecord())).toBe(true);
    expect(book.add(raceRecord({ finish: [1, 0] }))).toBe(false);
    const again = new RecordBook(storage, deps);
    expect(again.records()).toHaveLength(1);
    expect(again.records()[0].finish).toEqual([0, 1]);
    expect(again.problems).toEqual([]);
  });

  it('keeps an unreadable records file aside, reports it and never writes over the copy', () => {
    const storage = new MemoryRecordsStorage();
    storage.write('records', '{"format": "automobiles-rec');
    const book = new RecordBook(storage, deps);
    expect(book.records()).toEqual([]);
    expect(book.problems).toEqual([
      { key: 'recordsUnreadable', file: 'records', keptAs: 'records.unreadable-1', dropped: 0 },
    ]);
    book.add(raceRecord());
    expect(storage.read('records')).toContain('g1:race0');
    expect(storage.files.get('records.unreadable-1')).toBe('{"format": "automobiles-rec');
  });

  it('keeps the good entries of a file with a bad one, and the whole file aside', () => {
    const storage = new MemoryRecordsStorage();
    const text = JSON.stringify({
      format: RECORDS_FORMAT,
      version: 1,
      items: [raceRecord(), { id: 'broken' }, raceRecord({ id: 'g2:race0' })],
    });
    storage.write('records', text);
    const book = new RecordBook(storage, deps);
    expect(book.records().map((r) => r.id)).toEqual(['g1:race0', 'g2:race0']);
    expect(book.problems[0]).toMatchObject({ key: 'recordsUnreadable', dropped: 1 });
    expect(storage.files.get('records.unreadable-1')).toBe(text);
  });

  it('writes nothing over a file it could neither read nor keep aside', () => {
    const storage = new MemoryRecordsStorage();
    storage.write('records', 'not json');
    storage.keepAside = () => {
      throw new Error('disk full');
    };
    const book = new RecordBook(storage, deps);
    book.add(raceRecord());
    expect(storage.read('records')).toBe('not json');
    expect(book.problems[0]).toEqual({ key: 'recordsNotSaved', file: 'records', reason: 'unexpected' });
  });

  it('says so when a write fails, and keeps the record for this session', () => {
    const storage = new MemoryRecordsStorage();
    storage.write = () => {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    };
    const log: string[] = [];
    const book = new RecordBook(storage, { ...deps, warn: (m) => void log.push(m) });
    book.add(raceRecord());
    expect(book.records()).toHaveLength(1);
    // The fault as a key; the OS's message goes to the host's log only.
    expect(book.problems).toEqual([{ key: 'recordsNotSaved', file: 'records', reason: 'diskFull' }]);
    expect(log).toEqual(['the records file could not be written: ENOSPC: no space left on device, write']);
  });

  it('keeps the action log of the newest records only', () => {
    const book = new RecordBook(new MemoryRecordsStorage(), deps);
    for (let i = 0; i < REPLAYS_KEPT + 3; i++)
      book.add(raceRecord({ id: `g${i}:race0`, replay: { options: {}, seats: [], actions: [] } }));
    const records = book.records();
    expect(records.filter((r) => r.replay)).toHaveLength(REPLAYS_KEPT);
    expect(records.slice(0, 3).every((r) => !r.replay)).toBe(true);
    expect(records.at(-1)!.replay).toBeDefined();
  });

  it('makes and changes profiles with unique names', () => {
    const book = new RecordBook(new MemoryRecordsStorage(), deps);
    const ann = book.saveProfile({ name: 'Ann', color: 'red', look: 'star' });
    expect(() => book.saveProfile({ name: ' ann ', color: 'blue', look: 'bolt' })).toThrow('nameTaken');
    const changed = book.saveProfile({ id: ann.id, name: 'Annie', color: 'teal', look: 'crown' });
    expect(changed).toMatchObject({ id: ann.id, name: 'Annie', color: 'teal', look: 'crown' });
    expect(book.profiles()).toHaveLength(1);
    expect(book.deleteProfile(ann.id)).toEqual([]);
  });
});
