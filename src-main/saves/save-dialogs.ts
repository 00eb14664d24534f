/**
 * Export and import through the operating system's file dialogs (Electron main process).
 * The renderer never names a path: it asks to export or import, and the player picks the
 * file here.
 */
import { readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { dialog, type BrowserWindow, type OpenDialogOptions, type SaveDialogOptions } from 'electron';
import type { SaveHost } from '../../src-shared/ipc/save-handlers';
import { MAX_SAVE_CHARS } from '../../src-shared/save/save-store';
import { SaveSlotError, faultOf, reasonText } from '../../src-shared/save/save-problem';
import { writeFileAtomic } from '../files/write-atomic';

const FILTERS = [
  { name: 'Automobiles save', extensions: ['json'] },
  { name: 'All files', extensions: ['*'] },
];

/** Writes the chosen file atomically (never left half written), with a save error on failure. */
function writeChosenFile(file: string, text: string): void {
  try {
    writeFileAtomic(file, text);
  } catch (e) {
    throw new SaveSlotError({ key: 'fileNotWritten', file, reason: faultOf(e) }, reasonText(e));
  }
}

/** Reads a chosen file, refusing anything too large to be a save. */
export function readSaveFile(file: string): string {
  try {
    const size = statSync(file).size;
    if (size > MAX_SAVE_CHARS * 2) throw new SaveSlotError({ key: 'fileTooLarge', file: basename(file), bytes: size });
    return readFileSync(file, 'utf8');
  } catch (e) {
    if (e instanceof SaveSlotError) throw e;
    throw new SaveSlotError({ key: 'fileUnreadable', file: basename(file), reason: faultOf(e) }, reasonText(e));
  }
}

/** The save host of the Electron app: native save and open dialogs on the main window. */
export function dialogSaveHost(opts: { window: () => BrowserWindow | null; defaultFolder: () => string }): SaveHost {
  return {
    async exportFile(fileName, text) {
      const options: SaveDialogOptions = {
        title: 'Export save',
        defaultPath: join(opts.defaultFolder(), fileName),
        filters: FILTERS,
      };
      const win = opts.window();
      const r = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
      if (r.canceled || !r.filePath) return null;
      writeChosenFile(r.filePath, text);
      return r.filePath;
    },
    async importFile() {
      const options: OpenDialogOptions = { title: 'Import save', properties: ['openFile'], filters: FILTERS };
      const win = opts.window();
      const r = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options);
      const file = r.filePaths[0];
      if (r.canceled || !file) return null;
      return readSaveFile(file);
    },
  };
}
