/**
 * Channel names of the IPC contract (no dependencies, so the sandboxed preload can import
 * it). The schemas and types of each message are in contract.ts.
 */
export const MESSAGE_NAMES = [
  // what a game's start screen lists (its kit's catalogue: tracks, card sets...)
  'gameCatalog',
  'newGame',
  'getView',
  'act',
  'undo',
  'closeGame',
  // save slots (save-messages.ts)
  'listSaves',
  'saveAs',
  'loadSlot',
  'deleteSlot',
  'trashSlot',
  'restoreSlot',
  'exportSave',
  'importSave',
  'continueLast',
  // the replay viewer (replay-messages.ts)
  'replayRecord',
  'saveStatus',
  'retrySave',
  // the desktop app: show the saves folder in the system's file manager
  'openSavesFolder',
  // "What would a strong bot do?" (session/hint.ts, the game's plugin)
  'hint',
  // profiles and records (record-messages.ts)
  'listProfiles',
  'saveProfile',
  'deleteProfile',
  'listRecords',
  'getRecord',
  'exportRecord',
  'importRecord',
] as const;
export type MessageName = (typeof MESSAGE_NAMES)[number];

export const CHANNEL_PREFIX = 'automobiles:';
export function channelOf(name: MessageName): string {
  return `${CHANNEL_PREFIX}${name}`;
}

/** Main → renderer push of every session update (view + events). */
export const UPDATE_CHANNEL = `${CHANNEL_PREFIX}update`;

/**
 * Main → renderer push of the application menu's commands (src-main/app-menu.ts): the items
 * the renderer carries out. Plain strings, worded nowhere.
 */
export const MENU_CHANNEL = `${CHANNEL_PREFIX}menu`;
export const MENU_COMMANDS = ['newRace', 'saveAs', 'rules', 'shortcuts'] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number];
export const isMenuCommand = (x: unknown): x is MenuCommand =>
  typeof x === 'string' && (MENU_COMMANDS as readonly string[]).includes(x);
