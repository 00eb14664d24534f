/**
 * The application menu, built from Electron's standard roles (quit, fullscreen, zoom, about
 * on macOS, the edit and window menus) plus the game's own items. Items that belong to the
 * renderer (new race, save as, rules, keyboard shortcuts) are sent to it as MenuCommands on
 * the contract's menu channel; the main process does the rest itself (open the saves folder,
 * about with versions).
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../src-shared/ipc/channels';

/** Words of the menu (the main process has no renderer catalogue; English, in this one place). */
export const MENU_WORDS = {
  game: 'Game',
  newRace: 'New race',
  saveAs: 'Save as…',
  openSavesFolder: 'Open saves folder',
  view: 'View',
  help: 'Help',
  rules: 'Rules',
  shortcuts: 'Keyboard shortcuts',
  about: (name: string) => `About ${name}`,
  aboutDetail: (v: AppVersions) =>
    `Version ${v.app}\nElectron ${v.electron}\nChromium ${v.chrome}\nNode.js ${v.node}\nV8 ${v.v8}`,
};

export interface AppVersions {
  app: string;
  electron: string;
  chrome: string;
  node: string;
  v8: string;
}

export interface MenuOptions {
  platform: NodeJS.Platform;
  appName: string;
  /** Sends a command to the renderer (the contract's menu channel). */
  send(command: MenuCommand): void;
  openSavesFolder(): void;
  showAbout(): void;
}

/** The menu's template (data: tested without Electron; `Menu.buildFromTemplate` turns it into the menu). */
export function appMenuTemplate(o: MenuOptions): MenuItemConstructorOptions[] {
  const mac = o.platform === 'darwin';
  const about: MenuItemConstructorOptions = { label: MENU_WORDS.about(o.appName), click: () => o.showAbout() };
  const game: MenuItemConstructorOptions = {
    label: MENU_WORDS.game,
    submenu: [
      { label: MENU_WORDS.newRace, accelerator: 'CmdOrCtrl+N', click: () => o.send('newRace') },
      { label: MENU_WORDS.saveAs, accelerator: 'CmdOrCtrl+Shift+S', click: () => o.send('saveAs') },
      { label: MENU_WORDS.openSavesFolder, click: () => o.openSavesFolder() },
      ...(mac ? [] : [{ type: 'separator' } as const, { role: 'quit' } as const]),
    ],
  };
  const view: MenuItemConstructorOptions = {
    label: MENU_WORDS.view,
    submenu: [
      { role: 'togglefullscreen', accelerator: mac ? 'Ctrl+Cmd+F' : 'F11' },
      { type: 'separator' },
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
    ],
  };
  const help: MenuItemConstructorOptions = {
    role: 'help',
    label: MENU_WORDS.help,
    submenu: [
      { label: MENU_WORDS.rules, accelerator: 'F1', click: () => o.send('rules') },
      { label: MENU_WORDS.shortcuts, click: () => o.send('shortcuts') },
      ...(mac ? [] : [{ type: 'separator' } as const, about]),
    ],
  };
  return [
    ...(mac
      ? [
          {
            label: o.appName,
            submenu: [
              about,
              { type: 'separator' },
              { role: 'hide' },
              { role: 'hideOthers' },
              { type: 'separator' },
              { role: 'quit' },
            ],
          } satisfies MenuItemConstructorOptions,
        ]
      : []),
    game,
    { role: 'editMenu' },
    view,
    { role: 'windowMenu' },
    help,
  ];
}
