/**
 * The record book's files on disk (<userData>/records): profiles.json and records.json, each
 * written whole through a temporary file and a rename (a crash keeps the old file). A file
 * that did not read is copied beside it as `<name>.unreadable-<n>.json`, never overwritten.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RecordsFile, RecordsStorage } from '../../src-shared/records/record-book';
import { writeFileAtomic } from '../files/write-atomic';

export function createFileRecordsStorage(dir: string): RecordsStorage {
  const pathOf = (file: RecordsFile) => join(dir, `${file}.json`);
  return {
    read(file) {
      const path = pathOf(file);
      return existsSync(path) ? readFileSync(path, 'utf8') : null;
    },
    write(file, text) {
      mkdirSync(dir, { recursive: true });
      writeFileAtomic(pathOf(file), text);
    },
    keepAside(file, text) {
      mkdirSync(dir, { recursive: true });
      let n = 1;
      while (existsSync(join(dir, `${file}.unreadable-${n}.json`))) n++;
      const name = `${file}.unreadable-${n}.json`;
      // The file as it is on disk when it is still there (byte for byte), else the text read.
      if (existsSync(pathOf(file))) copyFileSync(pathOf(file), join(dir, name));
      else writeFileSync(join(dir, name), text, { flag: 'wx' });
      return name;
    },
  };
}
