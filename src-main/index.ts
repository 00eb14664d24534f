import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, Menu, protocol, screen, session, shell, utilityProcess } from 'electron';
import ElectronStore from 'electron-store';
import { InlineBotRunner, type BotRunner } from '../src-shared/bots/bot-runner';
import { APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './app-protocol';
import { contentSecurityPolicy } from './csp';
import { startMainServices, type MainServices } from './main-services';
import { createMainWindow } from './main-window';
import { appMenuTemplate, MENU_WORDS } from './app-menu';
import { restoreWindowState, trackWindowState, WINDOW_STATE_KEY } from './window-state';
import { MENU_CHANNEL, type MenuCommand } from '../src-shared/ipc/channels';
import { APP_SCHEME, isRendererUrl, rendererSource } from './renderer-source';
import { createElectronSaveStore } from './saves/electron-save-store';
import { createFileRecordsStorage } from './records/file-records-storage';
import { dialogSaveHost } from './saves/save-dialogs';
import { focusWindow, holdSingleInstanceLock } from './single-instance';
import { createUtilityProcessBotRunner } from './workers/node-bot-runner';

// Built by electron-vite to out/main/index.js; siblings are out/preload and out/renderer.
const here = fileURLToPath(new URL('.', import.meta.url));
const rendererRoot = join(here, '../renderer');

/**
 * Bots think in a process of their own (an Electron utility process running out/main/bot-process.js)
 * when it was built, else in slices here. A process, not a thread: V8 aborts the whole process on
 * some huge allocations even in a capped worker thread; a bot process's death is only a fault
 * (the rest of the turn inline, a notice), and a fresh one starts in the background.
 */
function botRunner(): BotRunner {
  const entry = join(here, 'bot-process.js');
  if (existsSync(entry)) {
    try {
      return createUtilityProcessBotRunner((path, args, options) => utilityProcess.fork(path, args, options), entry);
    } catch (e) {
      console.warn(`[bots] bot process unavailable (${(e as Error).message}); running bots inline`);
    }
  }
  return new InlineBotRunner({ yieldNow: () => new Promise((r) => setImmediate(r)) });
}

// Must happen before 'ready' (Electron's rule for privileged schemes).
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);

let mainWindow: BrowserWindow | null = null;

// Only one instance touches the save files; a second launch brings the first window forward.
if (holdSingleInstanceLock(app, () => focusWindow(mainWindow))) startApp();

/** The application menu (app-menu.ts): renderer commands go out on the contract's menu channel. */
function installAppMenu(savesDir: string): void {
  const send = (command: MenuCommand) => {
    if (mainWindow && !mainWindow.isDestroyed()) mainWindow.webContents.send(MENU_CHANNEL, command);
  };
  const template = appMenuTemplate({
    platform: process.platform,
    appName: app.getName(),
    send,
    openSavesFolder: () => void openFolder(savesDir),
    showAbout: () => {
      const detail = MENU_WORDS.aboutDetail({
        app: app.getVersion(),
        electron: process.versions.electron ?? '?',
        chrome: process.versions.chrome ?? '?',
        node: process.versions.node,
        v8: process.versions.v8,
      });
      const options = { type: 'info' as const, title: MENU_WORDS.about(app.getName()), message: app.getName(), detail };
      void (mainWindow ? dialog.showMessageBox(mainWindow, options) : dialog.showMessageBox(options));
    },
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

/** Opens a folder in the system's file manager (shell.openPath answers '' or why not). */
async function openFolder(dir: string): Promise<string | null> {
  const why = await shell.openPath(dir);
  if (why) console.warn(`[saves] the saves folder could not be opened: ${why}`);
  return why || null;
}

function startApp(): void {
  const source = rendererSource({
    isPackaged: app.isPackaged,
    env: process.env,
    warn: (m) => console.warn(`[window] ${m}`),
  });
  const isAppUrl = (url: string) => isRendererUrl(source, url);
  const csp = contentSecurityPolicy({ dev: source.kind === 'dev-server' });
  let services: MainServices | null = null;

  const openWindow = () => {
    // Size, position and fullscreen as the player left them (<userData>/window-state.json).
    const windowStore = new ElectronStore<Record<string, unknown>>({ name: 'window-state' });
    const displays = screen.getAllDisplays().map((d) => d.workArea);
    const state = restoreWindowState(windowStore.get(WINDOW_STATE_KEY), displays);
    const win = createMainWindow({ preload: join(here, '../preload/index.cjs'), source, state });
    trackWindowState(win, windowStore);
    mainWindow = win;
    win.on('closed', () => {
      if (mainWindow === win) mainWindow = null;
    });
  };

  void app.whenReady().then(() => {
    protocol.handle(
      APP_SCHEME,
      createAppProtocolHandler({ root: rendererRoot, csp, log: (m) => console.warn(`[protocol] ${m}`) }),
    );
    // app:// responses carry the CSP themselves; this covers the dev server (http) in `electron-vite dev`.
    session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
      callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] } });
    });
    // The game needs no camera, microphone, notifications, ...
    session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
    session.defaultSession.setPermissionCheckHandler(() => false);

    /** Save slots in <userData>/saves (one file each); the session autosaves after every change. */
    const savesDir = join(app.getPath('userData'), 'saves');
    services = startMainServices({
      store: createElectronSaveStore(savesDir),
      records: createFileRecordsStorage(join(app.getPath('userData'), 'records')),
      bots: botRunner(),
      target: () => (mainWindow && !mainWindow.isDestroyed() ? mainWindow.webContents : null),
      isAppUrl,
      saveHost: {
        ...dialogSaveHost({ window: () => mainWindow, defaultFolder: () => app.getPath('documents') }),
        openFolder: () => openFolder(savesDir),
      },
    });
    installAppMenu(savesDir);
    openWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) openWindow();
    });
  });

  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });

  // Quitting waits for the autosave's queued writes (appends are asynchronous), then stops.
  let stopped = false;
  app.on('before-quit', (event) => {
    if (stopped || !services) return;
    event.preventDefault();
    stopped = true;
    void services.stop().finally(() => app.quit());
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
