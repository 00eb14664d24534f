import { readFileSync } from 'node:fs';
import { writeFileAtomic } from '../src-main/files/write-atomic';
import { parseSaveText, replaySave, SaveFormatError, type SaveFile } from '../src-shared/save';
import type { AnyGame } from '../src-shared/games/game';
import { DEFAULT_GAME, gameById } from '../src-shared/games/registry';
import { UsageError } from '../src-shared/games/cli-shape';

const withArticle = (name: string) => `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;

/** Reads and replays a save of this game; any problem is a UsageError naming the file. */
export function readSave(file: string, game: AnyGame): { state: unknown; save: SaveFile } {
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
    const { save } = parseSaveText(text);
    const saved = save.game ?? DEFAULT_GAME;
    if (saved !== game.id)
      throw new UsageError(
        `${file} is not ${withArticle(game.name)} save (it is ${withArticle(gameById(saved).name)} game)`,
      );
    return { state: replaySave(save), save };
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
