import { readFileSync } from 'node:fs';
import { writeFileAtomic } from '../src-main/files/write-atomic';
import { loadSave, SaveFormatError, type SaveFile } from '../src-shared/save';
import type { GameState } from '../src-shared/games/automobiles';
import { UsageError } from './cli-errors';

/** Reads and replays a save; any problem is a UsageError naming the file. */
export function readSave(file: string): { state: GameState; save: SaveFile } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(
      `cannot read save file ${file}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : (e as Error).message}`,
    );
  }
  try {
    return loadSave(text);
  } catch (e) {
    if (e instanceof SaveFormatError) throw new UsageError(`${file}: ${e.message}`);
    throw e;
  }
}

/** Writes atomically (readers never see half a file), with a usage error on failure. */
export function writeAtomic(file: string, text: string): void {
  try {
    writeFileAtomic(file, text);
  } catch (e) {
    throw new UsageError(`cannot write ${file}: ${(e as Error).message}`);
  }
}
