export { SaveFormatError, SAVE_FORMAT, newSave, saveFromGame, stringifySave, parseSave, replaySave, loadSave } from './save-file';
export type { SaveFile, SaveMeta } from './save-file';
export { CURRENT_SAVE_VERSION, MIGRATIONS, migrateSave, type Migration } from './migrations';
