import type { RecordsFile, RecordsStorage } from '../../src-shared/records/record-book';

/** The record book's files in localStorage (the browser build): `automobiles.records.<file>`. */
export const RECORDS_KEY_PREFIX = 'automobiles.records.';

/**
 * Profiles and records in localStorage, one key per file; a file that did not read is copied
 * to `automobiles.records.<file>.unreadable-<n>` before anything is written over it. Where
 * localStorage is off, every read finds nothing and every write throws (the book says so).
 */
export class BrowserRecordsStorage implements RecordsStorage {
  constructor(private readonly storage: Storage) {}

  read(file: RecordsFile): string | null {
    try {
      return this.storage.getItem(RECORDS_KEY_PREFIX + file);
    } catch {
      return null;
    }
  }

  write(file: RecordsFile, text: string): void {
    this.storage.setItem(RECORDS_KEY_PREFIX + file, text);
  }

  keepAside(file: RecordsFile, text: string): string {
    let n = 1;
    while (this.storage.getItem(`${RECORDS_KEY_PREFIX}${file}.unreadable-${n}`) !== null) n++;
    const key = `${RECORDS_KEY_PREFIX}${file}.unreadable-${n}`;
    this.storage.setItem(key, text);
    return key;
  }
}
