/**
 * The catalogue's wording of what the host says about saves and messages (src-shared/save/save-problem.ts,
 * src-shared/ipc/reply-error.ts): one function per key, given its parameters. The tables' types list
 * every key, so a key without wording does not compile. Also the saves panel's and store's own sentences.
 */
import type { SaveNotice, SlotLabel, SlotLabelKey } from '../../src-shared/save/save-problem';
import type { ReplyError } from '../../src-shared/ipc/reply-error';
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
  cannotLoad: (m) => `“${slotLabelText(m.label)}” cannot be loaded: ${m.reason}. The save is kept as it is.`,
  cannotDelete: (m) => `The save "${m.id}" could not be deleted: ${m.reason}.`,
  notInTrash: (m) => `The save "${m.id}" is not in the trash.`,
  restoreNameTaken: (m) => `The save "${m.id}" cannot be taken back: another save has its name.`,
  cannotRestore: (m) => `The save "${m.id}" could not be taken back: ${m.reason}.`,
  slotTooLarge: (m) =>
    `“${slotLabelText(m.label)}” cannot be opened: it is too large to be a save (${megabytes(m.chars)}; a save is at most ${megabytes(m.max)}). The file is kept as it is.`,
  importTooLarge: (m) => `This file cannot be imported: it is too large to be a save (${m.chars} characters).`,
  cannotImport: (m) => `This file cannot be imported: ${m.reason}.`,
  cannotList: (m) => `The saves cannot be listed: ${m.reason}.`,
  cannotReadStored: (m) => `The save "${m.id}" cannot be read from storage: ${m.reason}.`,
  cannotWrite: (m) => `The game could not be saved (${m.reason}); the previous save is kept.`,
  notReadBack: (m) => `The save "${m.id}" could not be read back${m.reason ? `: ${m.reason}` : ''}.`,
  autosaveFailed: (m) =>
    `The game could not be saved (${m.reason}). It goes on; nothing is lost while the app stays open.`,
  openElsewhere: () => PLAY_MESSAGES.openElsewhere,
  fileNotWritten: (m) => `The save could not be written to ${m.file}: ${m.reason}`,
  fileTooLarge: (m) => `${m.file} is too large to be a save (${m.bytes} bytes).`,
  fileUnreadable: (m) => `${m.file} cannot be read: ${m.reason}`,
  noSavesFolder: () => 'The saves are kept in this browser, not in a folder.',
  folderNotOpened: (m) => `The saves folder could not be opened: ${m.reason}.`,
  unknownMessage: (m) => `unknown message "${m.name}"`,
  badMessage: (m) => `bad ${m.name} message: ${m.detail}`,
  untrustedSender: () => 'untrusted sender',
  badOptions: (m) => m.detail,
  failed: (m) => `${m.name} failed: ${m.detail}`,
};

export const SAVE_NOTICE_WORDING: Words<SaveNotice> = {
  verifyFailed: (m) =>
    `The save you loaded did not pass its full check: ${m.reason}. It is now listed as damaged; the game in play goes on.`,
  autosaveRewritten: (m) =>
    `The autosave could not add to its file (${m.reason}): the whole game was written again, nothing is lost.`,
  repaired: (m) => `The save loaded after a repair: ${m.notes.join('; ')}.`,
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
