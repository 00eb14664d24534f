/**
 * One running app at a time: two instances would write the same save files over each other.
 * A second launch hands over to the first (Electron's 'second-instance' event there), which
 * brings its window to the front; the second one quits before it opens anything.
 */

/** The part of Electron's `app` this needs. */
export interface LockingApp {
  requestSingleInstanceLock(): boolean;
  on(event: 'second-instance', listener: () => void): unknown;
  quit(): void;
}

/** The part of a BrowserWindow that focusing needs. */
export interface FocusableWindow {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

/**
 * Takes the lock. True: this is the only instance, and `focus` runs whenever another launch
 * is attempted. False: another instance runs; this one has been told to quit and must
 * start nothing.
 */
export function holdSingleInstanceLock(app: LockingApp, focus: () => void): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', focus);
  return true;
}

/** Brings a window to the front (un-minimized); nothing when there is none. */
export function focusWindow(win: FocusableWindow | null): void {
  if (!win || win.isDestroyed()) return;
  if (win.isMinimized()) win.restore();
  win.show();
  win.focus();
}
