import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileRecordsStorage } from '../../../src-main/records/file-records-storage';
import { RecordBook } from '../../../src-shared/records/record-book';
import { raceRecord } from '../records/record-fixtures';

const deps = { now: () => '2026-01-01T00:00:00.000Z', newId: () => 'p1' };

describe('the records on disk', () => {
  it('writes profiles.json and records.json that a new book reads back', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'records-')), 'records');
    const book = new RecordBook(createFileRecordsStorage(dir), deps);
    book.saveProfile({ name: 'Ann', color: 'red', look: 'star' });
    book.add(raceRecord());
    expect(readdirSync(dir).sort()).toEqual(['profiles.json', 'records.json']);
    const again = new RecordBook(createFileRecordsStorage(dir), deps);
    expect(again.profiles().map((p) => p.name)).toEqual(['Ann']);
    expect(again.records().map((r) => r.id)).toEqual(['g1:race0']);
  });

  it('copies a damaged file aside byte for byte before writing a new one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'records-'));
    writeFileSync(join(dir, 'records.json'), '{"format":"automobiles-records","version":1,"items":[{"id":');
    const book = new RecordBook(createFileRecordsStorage(dir), deps);
    book.add(raceRecord());
    expect(book.problems).toEqual([
      { key: 'recordsUnreadable', file: 'records', keptAs: 'records.unreadable-1.json', dropped: 0 },
    ]);
    expect(readFileSync(join(dir, 'records.unreadable-1.json'), 'utf8')).toContain('"items":[{"id":');
    expect(JSON.parse(readFileSync(join(dir, 'records.json'), 'utf8')).items).toHaveLength(1);
  });
});
