/**
 * The one app window: locked down (context isolation, sandbox, no Node, no webviews), it
 * shows only our renderer page and hands web links to the operating system's browser.
 */
import { BrowserWindow, shell, type WebPreferences } from 'electron';
import { type RendererSource, isRendererUrl } from './renderer-source';
import { DEFAULT_WINDOW, MIN_WINDOW, type WindowState } from './window-state';

/** The renderer's powers: only what the preload's window.api gives it. */
export function windowWebPreferences(preload: string): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInSubFrames: false,
    nodeIntegrationInWorker: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: false,
  };
}

export interface MainWindowOptions {
  preload: string;
  source: RendererSource;
  /** The remembered size, position and fullscreen (window-state.ts); default 1280 × 800, centred. */
  state?: WindowState;
}

export function createMainWindow({ preload, source, state = DEFAULT_WINDOW }: MainWindowOptions): BrowserWindow {
  const win = new BrowserWindow({
    width: state.width,
    height: state.height,
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    fullscreen: state.fullscreen,
    minWidth: MIN_WINDOW.width,
    minHeight: MIN_WINDOW.height,
    show: false,
    title: 'Automobiles',
    backgroundColor: '#12161c',
    webPreferences: windowWebPreferences(preload),
  });
  win.once('ready-to-show', () => {
    if (state.maximized && !state.fullscreen) win.maximize();
    win.show();
  });

  // Never open new Electron windows for links; hand http(s) links to the OS browser.
  win.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https:') || url.startsWith('http:')) void shell.openExternal(url);
    return { action: 'deny' };
  });
  // The window only ever shows our own page.
  win.webContents.on('will-navigate', (event, url) => {
    if (!isRendererUrl(source, url)) event.preventDefault();
  });
  win.webContents.on('will-redirect', (event, url) => {
    if (!isRendererUrl(source, url)) event.preventDefault();
  });

  void win.loadURL(source.url);
  return win;
}
