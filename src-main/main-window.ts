/**
 * The one app window: locked down (context isolation, sandbox, no Node, no webviews), it
 * shows only our renderer page and hands web links to the operating system's browser.
 */
import { BrowserWindow, shell, type WebPreferences } from 'electron';
import { type RendererSource, isRendererUrl } from './renderer-source';

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
}

export function createMainWindow({ preload, source }: MainWindowOptions): BrowserWindow {
  const win = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 1024,
    minHeight: 700,
    show: false,
    title: 'Automobiles',
    backgroundColor: '#12161c',
    webPreferences: windowWebPreferences(preload),
  });
  win.once('ready-to-show', () => win.show());

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
