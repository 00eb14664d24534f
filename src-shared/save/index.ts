export { SaveFormatError, SAVE_FORMAT, newSave, saveFromGame, stringifySave, parseSave, replaySave, loadSave, humanSeats } from './save-file';
export type { SaveFile, SaveMeta, SaveSeat, SaveSummary, SaveExtras } from './save-file';
export { CURRENT_SAVE_VERSION, MIGRATIONS, migrateSave, v1ToV2, type Migration } from './migrations';
export { summarize } from './save-summary';
export { SaveSlots, SaveSlotError, AUTOSAVE_ID, isSlotId, type SaveStore, type SlotInfo, type GoodSlot, type DamagedSlot, type LoadedSlot, type GameToSave } from './save-store';
export { MemorySaveStore } from './memory-save-store';
export { autosaveSink, gameToSave, sessionGameOf } from './session-save';
