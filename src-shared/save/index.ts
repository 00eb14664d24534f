export {
  SaveFormatError,
  SAVE_FORMAT,
  MAX_LABEL_CHARS,
  isAppendable,
  appendTail,
  endMark,
  newRecord,
  saveFileOf,
  recordOfFile,
  stringifySave,
  actionsLine,
  parseSave,
  parseSaveText,
  replaySave,
  saveVerifier,
  loadSave,
} from './save-file';
export type { SaveFile, SaveMeta, SaveSeat, SaveSummary, SaveHeader, SaveSnapshot, ParsedSave } from './save-file';
export { CURRENT_SAVE_VERSION, MIGRATIONS, migrateSave, v1ToV2, v2ToV3, type Migration } from './migrations';
export { summarize } from './save-summary';
export {
  SaveSlots,
  SaveSlotError,
  AUTOSAVE_ID,
  MAX_SAVE_CHARS,
  TRASH_PREFIX,
  isSlotId,
  isGameSlot,
  type SaveStore,
  type SlotInfo,
  type GoodSlot,
  type DamagedSlot,
  type LoadedSlot,
  type OpenedSlot,
} from './save-store';
export {
  GameRecorder,
  SNAPSHOT_EVERY,
  GAME_SLOT_PREFIX,
  slotOfGame,
  gameIdOf,
  type AutosaveStatus,
} from './game-recorder';
export { MemorySaveStore } from './memory-save-store';
export {
  SAVE_PROBLEM_KEYS,
  SAVE_NOTICE_KEYS,
  SAVE_NOTE_KEYS,
  SLOT_LABEL_KEYS,
  SAVE_FORMAT_PROBLEM_KEYS,
  STORAGE_FAULTS,
  faultOf,
  type StorageFault,
  type SaveFormatProblem,
  type SaveTrouble,
  type SlotLabel,
  type SlotLabelKey,
  type SaveProblem,
  type SaveNotice,
  type SaveNote,
  type SaveNoteKey,
  type SaveProblemKey,
  type SaveNoticeKey,
} from './save-problem';
export { autosaveSink } from './session-save';
