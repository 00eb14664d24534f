import { randomInt, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { app, BrowserWindow, session, shell } from 'electron';
import { InlineBotRunner, type BotRunner } from '../src-shared/bots/bot-runner';
import { GameSession } from '../src-shared/session/game-session';
import { registerIpcHandlers } from './ipc-handlers';
import { createSaveHandlers } from '../src-shared/ipc/save-handlers';
import { SaveSlots } from '../src-shared/save/save-store';
import { autosaveSink } from '../src-shared/save/session-save';
import { createElectronSaveStore } from './saves/electron-save-store';
import { dialogSaveHost } from './saves/save-dialogs';
import { createNodeBotRunner } from './workers/node-bot-runner';

// Built by electron-vite to out/main/index.js; siblings are out/preload and out/renderer.
const here = fileURLToPath(new URL('.', import.meta.url));
const rendererIndex = join(here, '../renderer/index.html');
const devUrl = !app.isPackaged ? process.env['ELECTRON_RENDERER_URL'] : undefined;

/** The same policy as the <meta> tag in index.html, also sent as a header for http(s) loads (dev server). */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  devUrl ? "connect-src 'self' ws: data: blob:" : "connect-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Bots think in a worker thread when it was built (out/main/bot-worker.js), else in slices here. */
function botRunner(): BotRunner {
  if (existsSync(join(here, 'bot-worker.js'))) {
    try {
      return createNodeBotRunner();
    } catch (e) {
      console.warn(`[bots] worker unavailable (${(e as Error).message}); running bots inline`);
    }
  }
  return new InlineBotRunner({ yieldNow: () => new Promise((r) => setImmediate(r)) });
}

/** The game session lives here, in the main process; the renderer sees views only. */
/** Save slots in <userData>/saves (one file each); the session autosaves after every change. */
const saveSlots = new SaveSlots(createElectronSaveStore(), { now: () => new Date().toISOString() });
const gameSession: GameSession = new GameSession({
  bots: botRunner(),
  newSeed: () => randomInt(2 ** 31),
  newId: () => randomUUID(),
  now: () => new Date().toISOString(),
  warn: (m) => console.warn(`[session] ${m}`),
  save: autosaveSink(saveSlots, () => gameSession.state),
});
let mainWindow: BrowserWindow | null = null;

/** Our renderer page: the built index.html, or the dev server's origin. */
function isAppUrl(url: string): boolean {
  try {
    const u = new URL(url);
    if (devUrl) return u.origin === new URL(devUrl).origin;
    return u.protocol === 'file:' && u.pathname === pathToFileURL(rendererIndex).pathname;
  } catch {
    return false;
  }
}

function createWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 1024,
    minHeight: 700,
    show: false,
    title: 'Automobiles',
    backgroundColor: '#12161c',
    webPreferences: {
      preload: join(here, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    },
  });
  mainWindow = win;
  win.once('ready-to-show', () => win.show());
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });

  // Never open new Electron windows for links; hand http(s) links to the OS browser.
  win.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https:') || url.startsWith('http:')) void shell.openExternal(url);
    return { action: 'deny' };
  });
  // The window only ever shows our own page.
  win.webContents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });

  if (devUrl) void win.loadURL(devUrl);
  else void win.loadFile(rendererIndex);
  return win;
}

void app.whenReady().then(() => {
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CSP] } });
  });
  // The game needs no camera, microphone, notifications, ...
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);

  registerIpcHandlers({
    session: gameSession,
    target: () => (mainWindow && !mainWindow.isDestroyed() ? mainWindow.webContents : null),
    isAppUrl,
    log: (m) => console.warn(`[ipc] ${m}`),
    saves: createSaveHandlers(gameSession, saveSlots, dialogSaveHost({ window: () => mainWindow, defaultFolder: () => app.getPath('documents') })),
  });
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('web-contents-created', (_event, contents) => {
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

app.on('before-quit', () => gameSession.dispose());

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
