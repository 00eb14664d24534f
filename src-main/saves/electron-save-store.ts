import { join } from 'node:path';
import { app } from 'electron';
import ElectronStore from 'electron-store';
import { FileSaveStore } from './file-save-store';

/**
 * Save slots as files in `<userData>/saves`, through electron-store (main process only:
 * electron-store imports electron when it loads, so only src-main/index.ts imports this).
 */
export function createElectronSaveStore(dir: string = join(app.getPath('userData'), 'saves')): FileSaveStore {
  return new FileSaveStore(dir, (options) => new ElectronStore<Record<string, unknown>>({ ...options, cwd: dir }));
}
