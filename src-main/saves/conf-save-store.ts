import Conf from 'conf';
import { FileSaveStore } from './file-save-store';

/** Save slots as files in `dir`, through conf (tests and the CLI; the app uses electron-store). */
export function createConfSaveStore(dir: string): FileSaveStore {
  return new FileSaveStore(
    dir,
    ({ name, ...options }) => new Conf<Record<string, unknown>>({ ...options, configName: name, cwd: dir }),
  );
}
