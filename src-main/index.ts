import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, protocol, session, utilityProcess } from 'electron';
import { InlineBotRunner, type BotRunner } from '../src-shared/bots/bot-runner';
import { APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './app-protocol';
import { contentSecurityPolicy } from './csp';
import { startMainServices, type MainServices } from './main-services';
import { createMainWindow } from './main-window';
import { APP_SCHEME, isRendererUrl, rendererSource } from './renderer-source';
import { createElectronSaveStore } from './saves/electron-save-store';
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
    const win = createMainWindow({ preload: join(here, '../preload/index.cjs'), source });
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
    services = startMainServices({
      store: createElectronSaveStore(),
      bots: botRunner(),
      target: () => (mainWindow && !mainWindow.isDestroyed() ? mainWindow.webContents : null),
      isAppUrl,
      saveHost: dialogSaveHost({ window: () => mainWindow, defaultFolder: () => app.getPath('documents') }),
    });
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
