/**
 * What went wrong with a save, or what the player should know about one, as data: a key and
 * its parameters. Nothing here is worded: the renderer's catalogue words every key
 * (src-renderer/i18n/save-wording.ts), as it words the log. `reason` is a diagnostic detail
 * (a save file's own validation message, the storage's error) passed through unchanged.
 */

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
 * the catalogue words. `detail` is a diagnostic passed through unchanged (a schema's issue
 * message, a game's options or engine error message); `path` is a JSON path in the file.
 */
export type SaveFormatProblem =
  /** Not JSON at all (`detail`: the JSON parser's message). */
  | { key: 'notJson'; detail: string }
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
  /** Of the wrong shape (`detail`: up to three paths with the schema's issue messages). */
  | { key: 'badShape'; detail: string }
  /** An action of the wrong shape (`path`: where, `detail`: the schema's issue message). */
  | { key: 'badAction'; path: string; detail: string }
  /** `seats` seats for a game of `players` players. */
  | { key: 'seatsMismatch'; seats: number; players: number }
  /** Over the size limit (`size` characters, at most `max`): listed, never read whole. */
  | { key: 'tooLarge'; size: number; max: number }
  /** The store could not read it (`detail`: the store's own message, diagnostic). */
  | { key: 'storageUnreadable'; detail: string }
  /** No seats given for a saved game. */
  | { key: 'noSeats' }
  /** Its options are not the game's (`detail`: the game's message). */
  | { key: 'badOptions'; detail: string }
  /** Its snapshot is after action `at` but it holds `actions`. */
  | { key: 'snapshotAfterEnd'; at: number; actions: number }
  /** Its snapshot cannot be read (`detail`: the game's message). */
  | { key: 'badSnapshot'; detail: string }
  /** Its snapshot is of a game with other options. */
  | { key: 'snapshotOtherOptions' }
  /** Its snapshot does not match the replay after action `at`. */
  | { key: 'snapshotMismatch'; at: number }
  /**
   * Move `move` of `of` cannot be replayed (`action`: the action as JSON, `detail`: the
   * engine's message).
   */
  | { key: 'cannotReplay'; move: number; of: number; action: string; detail: string };

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
 * an unexpected failure a diagnostic `reason` text.
 */
export interface SaveTrouble {
  problem?: SaveFormatProblem;
  reason?: string;
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
  | { key: 'cannotDelete'; id: string; reason: string }
  | { key: 'notInTrash'; id: string }
  | { key: 'restoreNameTaken'; id: string }
  | { key: 'cannotRestore'; id: string; reason: string }
  | { key: 'slotTooLarge'; label: SlotLabel; chars: number; max: number }
  | { key: 'importTooLarge'; chars: number }
  | ({ key: 'cannotImport' } & SaveTrouble)
  | { key: 'cannotList'; reason: string }
  | { key: 'cannotReadStored'; id: string; reason: string }
  | { key: 'cannotWrite'; reason: string }
  | ({ key: 'notReadBack'; id: string } & SaveTrouble)
  | { key: 'autosaveFailed'; reason: string }
  /** The browser build: another tab has this game open and saves it (this tab does not). */
  | { key: 'openElsewhere' }
  | { key: 'fileNotWritten'; file: string; reason: string }
  | { key: 'fileTooLarge'; file: string; bytes: number }
  | { key: 'fileUnreadable'; file: string; reason: string }
  | { key: 'noSavesFolder' }
  | { key: 'folderNotOpened'; reason: string };

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
  | { key: 'autosaveRewritten'; reason: string }
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

/** A slot operation that cannot be done; `problem` is for the player (worded by the renderer's catalogue). */
export class SaveSlotError extends Error {
  constructor(readonly problem: SaveProblem) {
    super(problemText(problem));
    this.name = 'SaveSlotError';
  }
}

/** The reason text of any thrown value (a storage error, an unexpected failure). */
export const reasonText = (e: unknown): string => (e as Error)?.message ?? String(e);
