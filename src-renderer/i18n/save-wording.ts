/**
 * The catalogue's wording of what the host says about saves and messages (src-shared/save/save-problem.ts,
 * src-shared/ipc/reply-error.ts): one function per key, given its parameters. The tables' types list
 * every key, so a key without wording does not compile. Also the saves panel's and store's own sentences.
 */
import type {
  SaveFormatProblem,
  SaveNote,
  SaveNotice,
  SaveTrouble,
  SlotLabel,
  StorageFault,
  SlotLabelKey,
} from '../../src-shared/save/save-problem';
import type { ReplyError } from '../../src-shared/ipc/reply-error';
import { wordsOf } from '../games/registry';
import { PLAY_MESSAGES } from './messages';

type Words<U extends { key: string }> = { [K in U['key']]: (m: Extract<U, { key: K }>) => string };

export const REPLY_ERROR_WORDING: Words<ReplyError> = {
  saveNeedsName: () => 'A save needs a name.',
  noUnfinishedGame: () => 'There is no unfinished game to continue.',
  noGameToSave: () => 'There is no game in progress to save.',
  noGameToReplay: () => 'There is no game to replay.',
  noFileToImport: () => 'No file was given to import.',
  savingUnavailable: () => 'Saving is not available here.',
  noAutosave: () => 'There is no autosave.',
  noSuchSave: (m) => `There is no save "${m.id}".`,
  cannotLoad: (m) => `“${slotLabelText(m.label)}” cannot be loaded: ${troubleText(m)}. The save is kept as it is.`,
  cannotDelete: (m) => `The save "${m.id}" could not be deleted: ${faultText(m.reason)}.`,
  notInTrash: (m) => `The save "${m.id}" is not in the trash.`,
  restoreNameTaken: (m) => `The save "${m.id}" cannot be taken back: another save has its name.`,
  cannotRestore: (m) => `The save "${m.id}" could not be taken back: ${faultText(m.reason)}.`,
  slotTooLarge: (m) =>
    `“${slotLabelText(m.label)}” cannot be opened: it is too large to be a save (${megabytes(m.chars)}; a save is at most ${megabytes(m.max)}). The file is kept as it is.`,
  importTooLarge: (m) => `This file cannot be imported: it is too large to be a save (${m.chars} characters).`,
  cannotImport: (m) => `This file cannot be imported: ${troubleText(m)}.`,
  cannotList: (m) => `The saves cannot be listed: ${faultText(m.reason)}.`,
  cannotReadStored: (m) => `The save "${m.id}" cannot be read from storage: ${faultText(m.reason)}.`,
  cannotWrite: (m) => `The game could not be saved (${faultText(m.reason)}); the previous save is kept.`,
  notReadBack: (m) => `The save "${m.id}" could not be read back${m.problem || m.reason ? `: ${troubleText(m)}` : ''}.`,
  autosaveFailed: (m) =>
    `The game could not be saved (${faultText(m.reason)}). It goes on; nothing is lost while the app stays open.`,
  openElsewhere: () => PLAY_MESSAGES.openElsewhere,
  fileNotWritten: (m) => `The save could not be written to ${m.file}: ${faultText(m.reason)}.`,
  fileTooLarge: (m) => `${m.file} is too large to be a save (${m.bytes} bytes).`,
  fileUnreadable: (m) => `${m.file} cannot be read: ${faultText(m.reason)}.`,
  noSavesFolder: () => 'The saves are kept in this browser, not in a folder.',
  folderNotOpened: (m) => `The saves folder could not be opened: ${faultText(m.reason)}.`,
  unknownMessage: (m) => `unknown message "${m.name}"`,
  badMessage: (m) => `bad ${m.name} message${m.path ? `: ${m.path}` : ''}`,
  untrustedSender: () => 'untrusted sender',
  badOptions: () => 'These game options cannot be used.',
  failed: (m) => `${m.name} failed: unexpected error`,
};

export const SAVE_NOTICE_WORDING: Words<SaveNotice> = {
  verifyFailed: (m) =>
    `The save you loaded did not pass its full check: ${troubleText(m)}. It is now listed as damaged; the game in play goes on.`,
  autosaveRewritten: (m) =>
    `The autosave could not add to its file (${faultText(m.reason)}): the whole game was written again, nothing is lost.`,
  repaired: (m) => `The save loaded after a repair: ${m.notes.map(saveNoteText).join('; ')}.`,
};

/** The app a save file should be of, by its product name (electron-builder.json; its save format is the app's, not a game's). */
const SAVE_GAME = 'Automobiles';

/**
 * Why a storage operation failed (a clause), by its fault's key: an OS error's code or a
 * browser storage error's name, as the host read it (save-problem.ts faultOf).
 */
export const STORAGE_FAULT_WORDING: Record<StorageFault, string> = {
  diskFull: 'the disk is full',
  noPermission: 'permission was denied',
  readOnly: 'the storage is read-only',
  missing: 'the file or folder is missing',
  ioFailed: 'the storage reported an error',
  openElsewhere: 'this game is open in another tab',
  unexpected: 'unexpected error',
};

/** A storage fault in words (a fault from a newer host than this renderer: its key). */
export const faultText = (f: StorageFault): string => STORAGE_FAULT_WORDING[f] ?? f;

/** Why a save's text cannot be used (a clause). */
export const SAVE_FORMAT_WORDING: Words<SaveFormatProblem> = {
  notJson: () => 'not a save file: the text is not valid JSON',
  lineNotJson: (m) => `damaged save file: line ${m.line} is not valid JSON`,
  notAnObject: () => `not an ${SAVE_GAME} save file: expected a JSON object`,
  bareState: () => `not an ${SAVE_GAME} save file: this is a bare game state, not a save`,
  noFormat: () => `not an ${SAVE_GAME} save file: it has no "format" field`,
  otherFormat: (m) => `not an ${SAVE_GAME} save file: its format is ${m.format}`,
  versionNotWhole: (m) => `save version must be a whole number, got ${m.value}`,
  versionTooNew: (m) =>
    `save version ${m.version} is newer than this version of the game supports (${m.supported}); please update the game`,
  versionTooOld: (m) => `save version ${m.version} is too old: no migration to version ${m.target}`,
  actionsNotList: () => 'damaged save file: actions: expected an array',
  lineNotActions: () => 'damaged save file: an appended line is not a list of actions',
  endMarkTooLow: (m) => `damaged save file: its end mark counts ${m.end} moves but it holds ${m.moves}`,
  badShape: (m) =>
    `damaged save file: ${m.path || 'the file'} is not as a save has it${m.count > 1 ? ` (and ${m.count - 1} more ${m.count === 2 ? 'place' : 'places'})` : ''}`,
  badAction: (m) => `damaged save file: ${m.path} is not an action of the game`,
  seatsMismatch: (m) => `damaged save file: seats: ${m.seats} seats for ${m.players} players`,
  storageUnreadable: (m) => `cannot be read from storage: ${faultText(m.reason)}`,
  tooLarge: (m) => `it is too large to be a save (${megabytes(m.size)}; a save is at most ${megabytes(m.max)})`,
  noSeats: () => 'seats: a saved game needs its seats',
  badOptions: () => 'options: they are not options of this game',
  snapshotAfterEnd: (m) => `snapshot is after action #${m.at} but the save has only ${m.actions} actions`,
  badSnapshot: () => 'snapshot: the game cannot read its state',
  snapshotOtherOptions: () => 'snapshot: it is of a game with other options',
  snapshotMismatch: (m) =>
    `snapshot does not match the replay after action #${m.at}: the save was edited or made by a different rules version`,
  cannotReplay: (m) =>
    `move ${m.move} of ${m.of} cannot be replayed: the save is damaged or was made with an older version of the rules or tracks (${m.action} is not legal)`,
};

/** Why a save's text cannot be used, in words (a clause). */
export const saveFormatText = (p: SaveFormatProblem): string => worded(SAVE_FORMAT_WORDING, p);
/** Why a save cannot be used: its keyed problem, else its fault, worded. */
export const troubleText = (t: SaveTrouble): string =>
  t.problem ? saveFormatText(t.problem) : faultText(t.reason ?? 'unexpected');

/** A game's name in a note (an id this renderer does not know is shown as given). */
const gameName = (game: string) => wordsOf(game)?.title ?? game;

/** A recorded action the current rules do not allow: the words of a cause its game does not word. */
const otherCause = (action: string) => `a ${action} the current rules do not allow there`;

/** Why a recorded move cannot be replayed under its game's current rules: its game's words for the cause. */
const causeText = (m: Extract<SaveNote, { key: 'movesLeftOut' }>) =>
  (wordsOf(m.game)?.replayCauses?.[m.cause] ?? otherCause)(m.action);

/** What was repaired in a save to load it, one clause each (a `repaired` notice joins them). */
export const SAVE_NOTE_WORDING: Words<SaveNote> = {
  metaUnreadable: () => 'its metadata was not readable and was dropped',
  savedAtDropped: (m) => `its save time ${m.value} is not a date and was dropped`,
  labelNotText: () => 'its name was not text and was dropped',
  labelShortened: (m) => `its name was longer than ${m.max} characters and was shortened`,
  lastLineCut: () => 'the last moves were being written when the game stopped and were lost',
  endMarkMissing: (m) =>
    `the file ends after move ${m.moves} without its end mark: the moves after it were lost when the game stopped`,
  movesMissing: (m) => `the file holds ${m.moves} of its ${m.of} moves: the moves after move ${m.moves} were lost`,
  movesMatched: (m) =>
    `it was saved under earlier ${gameName(m.game)} rules: ${m.moves} of its moves ${m.moves === 1 ? 'was' : 'were'} replayed as the same move under the current rules`,
  movesLeftOut: (m) =>
    `move ${m.move} of ${m.of} cannot be replayed under the current ${gameName(m.game)} rules (${causeText(m)}); the game goes on from just before it, without ${m.of - m.move + 1 === 1 ? 'that move' : `the ${m.of - m.move + 1} moves from there on`} (the save file is kept as it was)`,
};

/** A slot's default name, by what the slot is (a save named by the player shows its own name). */
export const SLOT_LABEL_WORDING: Words<SlotLabelKey> = {
  autosave: () => 'Autosave',
  gameInProgress: () => 'Game in progress',
  keptAside: (m) => `Autosave kept aside (${m.n})`,
  imported: (m) => `Imported: ${m.track}`,
};

/** Characters of a save as the player reads a size (a save's text is about one byte a character). */
const megabytes = (n: number) => `${(n / 1_000_000).toFixed(n < 10_000_000 ? 1 : 0)} MB`;

function worded<U extends { key: string }>(table: Words<U>, m: U): string {
  const words = (table as unknown as Record<string, ((m: U) => string) | undefined>)[m.key];
  // A key from a newer host than this renderer: show the key rather than nothing.
  return words ? words(m) : m.key;
}

/** A refused message's reason in words. */
export const replyErrorText = (e: ReplyError): string => worded(REPLY_ERROR_WORDING, e);
/** A message from the saves for the player, in words. */
export const saveNoticeText = (n: SaveNotice): string => worded(SAVE_NOTICE_WORDING, n);
/** What was repaired in a save, in words (a clause). */
export function saveNoteText(n: SaveNote): string {
  return worded(SAVE_NOTE_WORDING, n);
}

/** A slot's name as the player reads it: its own text, or its default name worded. */
export const slotLabelText = (label: SlotLabel): string =>
  typeof label === 'string' ? label : worded(SLOT_LABEL_WORDING, label);

/** The saves store's and panel's own sentences. */
export const SAVE_MESSAGES = {
  /** The start screen's button and the panel's title. */
  openPanel: 'Saved games…',
  panelTitle: 'Saved games',
  openFolder: 'Open saves folder',
  openFolderTitle: 'Show the save files in the file manager',
  savedAs: (label: string) => `Saved as “${label}”.`,
  deleted: (label: string) => `Deleted “${label}”.`,
  exportedAs: (fileName: string) => `Exported as ${fileName}.`,
  exportedTo: (path: string) => `Exported to ${path}.`,
  imported: (label: string) => `Imported “${label}”.`,
  fileTooLarge: (name: string) => `${name} is too large to be a save.`,
  fileUnreadable: (name: string, why: string) => `${name} cannot be read: ${why}`,
  damagedSlot: (why: string) => `This save cannot be read: ${why}. It is kept unchanged.`,
  /** The panel's buttons. */
  importFile: 'Import…',
  close: 'Close',
  load: 'Load',
  exportSlot: 'Export',
  deleteSlot: 'Delete',
  reallyDelete: 'Really delete?',
  undo: 'Undo',
  /** The damaged saves' warning above the list. */
  damagedCount: (n: number) =>
    n === 1
      ? 'One save cannot be read: it is kept unchanged (export it to inspect it, or delete it).'
      : `${n} saves cannot be read: they are kept unchanged (export them to inspect them, or delete them).`,
  othersUnaffected: 'The other saves are not affected.',
  empty:
    'No saved games yet. The game autosaves after every action; use “Save as…” during a race to keep a named copy.',
  /** A slot's lines: its date, where its game stands, the standings and the players. */
  noDate: 'no date',
  raceOf: (race: number, races: number) => `Race ${race} of ${races}`,
  singleRace: 'Single race',
  finished: (race: string) => `${race} · finished`,
  points: (n: number) => ` ${n} pts`,
  botSeat: (name: string, level: string) => `${name} (${level} bot)`,
  /** A bot seat of the recent games (its level as botLabel words it). */
  botSeatShort: (name: string, level: string) => `${name} (${level})`,
  /** A bot of no level (an older save). */
  bot: 'bot',
  /** The "Save as…" dialog. */
  saveAs: {
    title: 'Save as…',
    dialogLabel: 'Save as',
    name: 'Name',
    defaultName: 'My race',
    needsName: 'A save needs a name.',
    tooLong: (max: number) => `At most ${max} characters.`,
    hint: 'The game also autosaves after every action; a named save is a copy you can come back to.',
    cancel: 'Cancel',
    save: 'Save',
  },
  /** The start screen's unfinished games. */
  recent: {
    label: 'Recent games',
    title: 'Unfinished games',
    continue: 'Continue',
    deleteTitle: 'Delete this game',
  },
  /** The game screen's autosave banner. */
  banner: {
    retry: 'Retry',
    saveAs: 'Save as…',
    dismiss: 'Dismiss',
  },
  /** The session is not there to answer (the window's host is gone). */
  notConnected: 'The game session is not connected.',
  /** Each save's kind, as a badge beside its name: a save named with "Save as…" never looks like an autosave. */
  kindBadge: {
    named: 'Named save',
    game: 'Autosave',
    autosave: 'Autosave',
    kept: 'Kept aside',
  } as Record<'named' | 'game' | 'autosave' | 'kept', string>,
  kindTitle: {
    named: 'Saved by you with “Save as…”: kept until you delete it',
    game: 'Saved by the game after every action',
    autosave: 'Saved by the game after every action',
    kept: 'An autosave kept aside when a new game took its place',
  } as Record<'named' | 'game' | 'autosave' | 'kept', string>,
};
