/**
 * What went wrong with a save, or what the player should know about one, as data: a key and
 * its parameters. Nothing here is worded: the renderer's catalogue words every key
 * (src-renderer/i18n/save-wording.ts), as it words the log. No text of a library, of the
 * engine or of the operating system crosses: a storage error is a StorageFault key (by its
 * `code`), a damaged file a SaveFormatProblem with plain parameters (a path, a move, a line);
 * their own messages are diagnostics for the host's log (SaveSlotError.diagnostic,
 * SaveFormatError.message), never sent.
 */

/**
 * Why a storage operation failed, as a key: an OS error by its `code` (ENOSPC, EACCES…), a
 * browser storage error by its `name` (QuotaExceededError…), a store's own refusal by the
 * `fault` it names (storageError: `openElsewhere`, the browser build's other tab);
 * `unexpected` is a failure that is no storage error at all (a bug). faultOf gives it; the
 * catalogue words it.
 */
export type StorageFault =
  'diskFull' | 'noPermission' | 'readOnly' | 'missing' | 'ioFailed' | 'openElsewhere' | 'unexpected';
export const STORAGE_FAULTS = [
  'diskFull',
  'noPermission',
  'readOnly',
  'missing',
  'ioFailed',
  'openElsewhere',
  'unexpected',
] as const satisfies readonly StorageFault[];

/** A store's refusal: `message` for the host's log, `fault` for the player (a key). */
export const storageError = (message: string, fault: StorageFault, cause?: unknown): Error =>
  Object.assign(new Error(message, cause === undefined ? undefined : { cause }), { fault });

const FAULT_BY_CODE: Record<string, StorageFault> = {
  ENOSPC: 'diskFull',
  EDQUOT: 'diskFull',
  EACCES: 'noPermission',
  EPERM: 'noPermission',
  EROFS: 'readOnly',
  ENOENT: 'missing',
  ENOTDIR: 'missing',
};
const FAULT_BY_NAME: Record<string, StorageFault> = {
  QuotaExceededError: 'diskFull',
  NotAllowedError: 'noPermission',
  SecurityError: 'noPermission',
  NotFoundError: 'missing',
  NotReadableError: 'ioFailed',
  InvalidStateError: 'ioFailed',
  UnknownError: 'ioFailed',
  DataError: 'ioFailed',
};

/** The fault of a thrown value: an OS error by its code (any other code: ioFailed), a storage error by its name. */
export function faultOf(e: unknown): StorageFault {
  const { code, name, fault } = (e ?? {}) as { code?: unknown; name?: unknown; fault?: unknown };
  if ((STORAGE_FAULTS as readonly unknown[]).includes(fault)) return fault as StorageFault;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return FAULT_BY_CODE[code] ?? 'ioFailed';
  if (typeof name === 'string' && FAULT_BY_NAME[name]) return FAULT_BY_NAME[name];
  return 'unexpected';
}

/**
 * A slot's name: the player's own text (a named save's name; a game's autosave is named by
 * its track), or a default name as a key the catalogue words (never English from the host).
 */
export type SlotLabel = string | SlotLabelKey;
export type SlotLabelKey =
  /** The single autosave slot of older versions. */
  | { key: 'autosave' }
  /** A game's autosave that cannot be read (its track is not known). */
  | { key: 'gameInProgress' }
  /** A damaged autosave copied aside (`n`: its number). */
  | { key: 'keptAside'; n: string }
  /** A save imported without a name of its own (`track`: its track's name). */
  | { key: 'imported'; track: string };
export const SLOT_LABEL_KEYS = [
  'autosave',
  'gameInProgress',
  'keptAside',
  'imported',
] as const satisfies readonly SlotLabelKey['key'][];

/**
 * Why a save's text cannot be used (SaveFormatError.problem), as a key and plain parameters
 * the catalogue words: numbers, a JSON path in the file (`seats.0.name`), an action as JSON.
 * The text a library or the engine gave (a schema's issue, the JSON parser's or a game's
 * message) stays in SaveFormatError.message, a diagnostic for logs.
 */
export type SaveFormatProblem =
  /** Not JSON at all. */
  | { key: 'notJson' }
  /** Line `line` (from 1) of a one-line-per-append file is not JSON. */
  | { key: 'lineNotJson'; line: number }
  /** The JSON is not an object. */
  | { key: 'notAnObject' }
  /** A bare game state, not a save. */
  | { key: 'bareState' }
  /** No "format" field. */
  | { key: 'noFormat' }
  /** Another "format" (`format`: its value as JSON). */
  | { key: 'otherFormat'; format: string }
  /** Its save version is not a whole number (`value`: the stored value as JSON). */
  | { key: 'versionNotWhole'; value: string }
  /** From a newer version of the game (`version`), this one reads up to `supported`. */
  | { key: 'versionTooNew'; version: number; supported: number }
  /** From a version no migration reads (`version`), to `target`. */
  | { key: 'versionTooOld'; version: number; target: number }
  /** Its actions are not a list. */
  | { key: 'actionsNotList' }
  /** An appended line is not a list of actions. */
  | { key: 'lineNotActions' }
  /** Its end mark counts `end` moves but it holds `moves`. */
  | { key: 'endMarkTooLow'; end: number; moves: number }
  /** Of the wrong shape: at `path` (the first wrong place; '' for the whole file), of `count` places in all. */
  | { key: 'badShape'; path: string; count: number }
  /** An action of the wrong shape (`path`: where). */
  | { key: 'badAction'; path: string }
  /** `seats` seats for a game of `players` players. */
  | { key: 'seatsMismatch'; seats: number; players: number }
  /** Over the size limit (`size` characters, at most `max`): listed, never read whole. */
  | { key: 'tooLarge'; size: number; max: number }
  /** The store could not read it (`reason`: why, as a key). */
  | { key: 'storageUnreadable'; reason: StorageFault }
  /** No seats given for a saved game. */
  | { key: 'noSeats' }
  /** Its options are not the game's. */
  | { key: 'badOptions' }
  /** Its snapshot is after action `at` but it holds `actions`. */
  | { key: 'snapshotAfterEnd'; at: number; actions: number }
  /** Its snapshot cannot be read (the game refused its state). */
  | { key: 'badSnapshot' }
  /** Its snapshot is of a game with other options. */
  | { key: 'snapshotOtherOptions' }
  /** Its snapshot does not match the replay after action `at`. */
  | { key: 'snapshotMismatch'; at: number }
  /** Move `move` of `of` cannot be replayed (`action`: the action as JSON). */
  | { key: 'cannotReplay'; move: number; of: number; action: string };

export type SaveFormatProblemKey = SaveFormatProblem['key'];
export const SAVE_FORMAT_PROBLEM_KEYS = [
  'notJson',
  'lineNotJson',
  'notAnObject',
  'bareState',
  'noFormat',
  'otherFormat',
  'versionNotWhole',
  'versionTooNew',
  'versionTooOld',
  'actionsNotList',
  'lineNotActions',
  'endMarkTooLow',
  'badShape',
  'badAction',
  'seatsMismatch',
  'tooLarge',
  'storageUnreadable',
  'noSeats',
  'badOptions',
  'snapshotAfterEnd',
  'badSnapshot',
  'snapshotOtherOptions',
  'snapshotMismatch',
  'cannotReplay',
] as const satisfies readonly SaveFormatProblemKey[];

/**
 * Why a save cannot be used, for the player: a keyed `problem` (a SaveFormatError's), or for
 * any other failure its `reason` as a key (a storage fault, or `unexpected`).
 */
export interface SaveTrouble {
  problem?: SaveFormatProblem;
  reason?: StorageFault;
}

/** A slot operation that cannot be done (SaveSlotError.problem, an error reply's `error`). */
export type SaveProblem =
  | { key: 'saveNeedsName' }
  | { key: 'noUnfinishedGame' }
  | { key: 'noGameToSave' }
  | { key: 'noGameToReplay' }
  | { key: 'noFileToImport' }
  | { key: 'savingUnavailable' }
  | { key: 'noAutosave' }
  | { key: 'noSuchSave'; id: string }
  | ({ key: 'cannotLoad'; label: SlotLabel } & SaveTrouble)
  | { key: 'cannotDelete'; id: string; reason: StorageFault }
  | { key: 'notInTrash'; id: string }
  | { key: 'restoreNameTaken'; id: string }
  | { key: 'cannotRestore'; id: string; reason: StorageFault }
  | { key: 'slotTooLarge'; label: SlotLabel; chars: number; max: number }
  | { key: 'importTooLarge'; chars: number }
  | ({ key: 'cannotImport' } & SaveTrouble)
  | { key: 'cannotList'; reason: StorageFault }
  | { key: 'cannotReadStored'; id: string; reason: StorageFault }
  | { key: 'cannotWrite'; reason: StorageFault }
  | ({ key: 'notReadBack'; id: string } & SaveTrouble)
  | { key: 'autosaveFailed'; reason: StorageFault }
  /** The browser build: another tab has this game open and saves it (this tab does not). */
  | { key: 'openElsewhere' }
  | { key: 'fileNotWritten'; file: string; reason: StorageFault }
  | { key: 'fileTooLarge'; file: string; bytes: number }
  | { key: 'fileUnreadable'; file: string; reason: StorageFault }
  | { key: 'noSavesFolder' }
  | { key: 'folderNotOpened'; reason: StorageFault };

/**
 * What was repaired in a save so that it loads (ParsedSave.notes, a slot's notes, the
 * `repaired` notice), as a key and plain parameters the catalogue words. The save code's own
 * repairs, and those of a game's save rules (`GameSaveRules.upgradeRecord`, which name their
 * game by its id).
 */
export type SaveNote =
  /** The record's metadata was not an object: dropped. */
  | { key: 'metaUnreadable' }
  /** Its save time is not a date: dropped (`value`: the stored value as JSON, cut to 40 characters). */
  | { key: 'savedAtDropped'; value: string }
  /** Its name is not text: dropped. */
  | { key: 'labelNotText' }
  /** Its name was longer than `max` characters: cut. */
  | { key: 'labelShortened'; max: number }
  /** The last line was cut short while being appended: its moves are lost. */
  | { key: 'lastLineCut' }
  /** An end-marked file without its end mark: it ends after move `moves`, the moves after it are lost. */
  | { key: 'endMarkMissing'; moves: number }
  /** The end mark counts `of` moves, the file holds `moves`: the rest are lost. */
  | { key: 'movesMissing'; moves: number; of: number }
  /** Recorded under a game's earlier rules: `moves` of its moves were replayed as the same move under the current ones. */
  | { key: 'movesMatched'; game: string; moves: number }
  /**
   * Recorded under a game's earlier rules: move `move` of `of` has no equivalent now, the game
   * goes on from just before it (the file is kept as it was). `cause`: why, as a key the game's
   * wording names (its save notes' causes); `action`: the recorded action's type.
   */
  | { key: 'movesLeftOut'; game: string; move: number; of: number; cause: string; action: string };

export type SaveNoteKey = SaveNote['key'];
export const SAVE_NOTE_KEYS = [
  'metaUnreadable',
  'savedAtDropped',
  'labelNotText',
  'labelShortened',
  'lastLineCut',
  'endMarkMissing',
  'movesMissing',
  'movesMatched',
  'movesLeftOut',
] as const satisfies readonly SaveNoteKey[];

/** A message for the player that is not an error (SaveStatus.notices). */
export type SaveNotice =
  | ({ key: 'verifyFailed' } & SaveTrouble)
  /** An append the store refused (the slot is gone or headerless): the whole game was written afresh. */
  | { key: 'autosaveRewritten'; reason: StorageFault }
  /** `notes`: what was repaired, each a keyed note. */
  | { key: 'repaired'; notes: SaveNote[] };

export type SaveProblemKey = SaveProblem['key'];
export type SaveNoticeKey = SaveNotice['key'];

/** Every key (a test checks that each is worded and that nothing else crosses the contract). */
export const SAVE_PROBLEM_KEYS = [
  'saveNeedsName',
  'noUnfinishedGame',
  'noGameToSave',
  'noGameToReplay',
  'noFileToImport',
  'savingUnavailable',
  'noAutosave',
  'noSuchSave',
  'cannotLoad',
  'cannotDelete',
  'notInTrash',
  'restoreNameTaken',
  'cannotRestore',
  'slotTooLarge',
  'importTooLarge',
  'cannotImport',
  'cannotList',
  'cannotReadStored',
  'cannotWrite',
  'notReadBack',
  'autosaveFailed',
  'openElsewhere',
  'fileNotWritten',
  'fileTooLarge',
  'fileUnreadable',
  'noSavesFolder',
  'folderNotOpened',
] as const satisfies readonly SaveProblemKey[];
export const SAVE_NOTICE_KEYS = [
  'verifyFailed',
  'autosaveRewritten',
  'repaired',
] as const satisfies readonly SaveNoticeKey[];

// Compile-time: the lists hold every key.
type Missing<All, Listed> = Exclude<All, Listed>;
const problemsListed: Missing<SaveProblemKey, (typeof SAVE_PROBLEM_KEYS)[number]> extends never ? true : false = true;
const noticesListed: Missing<SaveNoticeKey, (typeof SAVE_NOTICE_KEYS)[number]> extends never ? true : false = true;
const notesListed: Missing<SaveNoteKey, (typeof SAVE_NOTE_KEYS)[number]> extends never ? true : false = true;
const formatListed: Missing<SaveFormatProblemKey, (typeof SAVE_FORMAT_PROBLEM_KEYS)[number]> extends never
  ? true
  : false = true;
void formatListed;
const labelsListed: Missing<SlotLabelKey['key'], (typeof SLOT_LABEL_KEYS)[number]> extends never ? true : false = true;
void problemsListed;
void labelsListed;
void noticesListed;
void notesListed;

/** The error's message is the key and parameters (for logs and tests), never a sentence. */
const problemText = (p: SaveProblem) => {
  const { key, ...params } = p;
  return Object.keys(params).length ? `${key} ${JSON.stringify(params)}` : key;
};

/**
 * A slot operation that cannot be done; `problem` is for the player (worded by the renderer's
 * catalogue). `diagnostic`: the failure's own message (an OS error's), for the host's log only.
 */
export class SaveSlotError extends Error {
  constructor(
    readonly problem: SaveProblem,
    readonly diagnostic?: string,
  ) {
    super(diagnostic ? `${problemText(problem)} (${diagnostic})` : problemText(problem));
    this.name = 'SaveSlotError';
  }
}

/** The message of any thrown value (a storage error, an unexpected failure): a diagnostic for logs, never sent. */
export const reasonText = (e: unknown): string => (e as Error)?.message ?? String(e);
