/**
 * The window and the single-instance lock with electron mocked (the binary is not here):
 * a locked-down window that loads app://bundle, and a second launch that focuses the first.
 */
import { describe, expect, it, vi } from 'vitest';
import { focusWindow, holdSingleInstanceLock, type LockingApp } from '../../../src-main/single-instance';

const created: FakeWindow[] = [];

class FakeWindow {
  loaded: string[] = [];
  handlers = new Map<string, (...args: unknown[]) => void>();
  openHandler: ((d: { url: string }) => { action: string }) | null = null;
  webContents = {
    setWindowOpenHandler: (h: (d: { url: string }) => { action: string }) => (this.openHandler = h),
    on: (name: string, h: (...args: unknown[]) => void) => this.handlers.set(name, h),
  };
  constructor(readonly options: { webPreferences: Record<string, unknown> }) {
    created.push(this);
  }
  once() {}
  loadURL(url: string) {
    this.loaded.push(url);
    return Promise.resolve();
  }
}

const external: string[] = [];
vi.mock('electron', () => {
  const shell = { openExternal: async (url: string) => void external.push(url) };
  return { default: { BrowserWindow: FakeWindow, shell }, BrowserWindow: FakeWindow, shell };
});

describe('the main window', () => {
  it('keeps context isolation and the sandbox on, Node off, and loads app://bundle/index.html', async () => {
    const { createMainWindow } = await import('../../../src-main/main-window');
    const { rendererSource } = await import('../../../src-main/renderer-source');
    createMainWindow({ preload: '/app/out/preload/index.cjs', source: rendererSource({ isPackaged: true, env: {} }) });
    const win = created.at(-1)!;
    expect(win.options.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      webviewTag: false,
    });
    expect(win.loaded).toEqual(['app://bundle/index.html']);
  });

  it('never navigates away from our page and opens web links outside', async () => {
    const { createMainWindow } = await import('../../../src-main/main-window');
    const { rendererSource } = await import('../../../src-main/renderer-source');
    createMainWindow({ preload: 'p', source: rendererSource({ isPackaged: true, env: {} }) });
    const win = created.at(-1)!;
    const navigate = (url: string, event = 'will-navigate') => {
      let prevented = false;
      win.handlers.get(event)!({ preventDefault: () => (prevented = true) }, url);
      return prevented;
    };
    expect(navigate('app://bundle/index.html')).toBe(false);
    expect(navigate('file:///etc/passwd')).toBe(true);
    expect(navigate('https://example.com/')).toBe(true);
    expect(navigate('https://example.com/', 'will-redirect')).toBe(true);
    expect(win.openHandler!({ url: 'https://example.com/rules' })).toEqual({ action: 'deny' });
    expect(win.openHandler!({ url: 'file:///x' })).toEqual({ action: 'deny' });
    expect(external).toEqual(['https://example.com/rules']);
  });
});

function fakeApp(locked: boolean) {
  const listeners = new Map<string, () => void>();
  const app = {
    quits: 0,
    requestSingleInstanceLock: () => locked,
    on: (name: string, l: () => void) => listeners.set(name, l),
    quit() {
      app.quits++;
    },
  };
  return { app: app as LockingApp & { quits: number }, listeners };
}

function fakeWindow(minimized: boolean) {
  const calls: string[] = [];
  return {
    calls,
    isDestroyed: () => false,
    isMinimized: () => minimized,
    restore: () => calls.push('restore'),
    show: () => calls.push('show'),
    focus: () => calls.push('focus'),
  };
}

describe('single instance', () => {
  it('the first instance holds the lock; a second launch focuses its window (restored if minimized)', () => {
    const { app, listeners } = fakeApp(true);
    const win = fakeWindow(true);
    expect(holdSingleInstanceLock(app, () => focusWindow(win))).toBe(true);
    expect(app.quits).toBe(0);
    listeners.get('second-instance')!();
    expect(win.calls).toEqual(['restore', 'show', 'focus']);
  });

  it('a second instance quits and starts nothing', () => {
    const { app, listeners } = fakeApp(false);
    const focus = vi.fn();
    expect(holdSingleInstanceLock(app, focus)).toBe(false);
    expect(app.quits).toBe(1);
    expect(listeners.size).toBe(0);
  });

  it('focusing without a window (or a destroyed one) does nothing', () => {
    expect(() => focusWindow(null)).not.toThrow();
    const win = { ...fakeWindow(false), isDestroyed: () => true };
    focusWindow(win);
    expect(win.calls).toEqual([]);
  });
});
