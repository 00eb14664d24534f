import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Writes via a temporary file in the same folder and a rename: readers never see half a
 * file, and a failed write leaves the old file as it was. Throws the file system's error
 * (after removing the temporary file) for the caller to word.
 */
export function writeFileAtomic(file: string, text: string): void {
  const tmp = join(dirname(file), `.${basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    writeFileSync(tmp, text, { flag: 'wx' });
    renameSync(tmp, file);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}

let counter = 0;

/**
 * The same, with asynchronous calls (the work runs on libuv's threads, not the caller's):
 * a temporary file (`tempPrefix` + a unique tail), written and fsynced, then renamed over
 * the file. A failure removes the temporary file and rejects with the file system's error.
 */
export async function writeFileAtomicAsync(
  file: string,
  text: string,
  tempPrefix = join(dirname(file), `.${basename(file)}.tmp-`),
): Promise<void> {
  const tmp = `${tempPrefix}${process.pid}-${++counter}`;
  try {
    const handle = await open(tmp, 'wx');
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmp, file);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}
