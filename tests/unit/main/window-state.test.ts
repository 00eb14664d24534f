/**
 * The window's size, position and fullscreen remembered (src-main/window-state.ts): a valid
 * stored state is restored, a position no display shows any more is dropped, anything else
 * gives the default; every change is written (debounced) and once more on close.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WINDOW,
  WINDOW_STATE_KEY,
  restoreWindowState,
  trackWindowState,
  type Rect,
} from '../../../src-main/window-state';

const DISPLAY = { x: 0, y: 0, width: 1920, height: 1080 };

describe('window state', () => {
  it('restores a stored state; drops an off-screen position; falls back to the default', () => {
    const stored = { x: 100, y: 80, width: 1400, height: 900, fullscreen: true, maximized: false };
    expect(restoreWindowState(stored, [DISPLAY])).toEqual(stored);
    expect(restoreWindowState({ ...stored, x: 5000, y: 80 }, [DISPLAY])).toEqual({
      width: 1400,
      height: 900,
      fullscreen: true,
      maximized: false,
    });
    // A second display to the right shows it.
    expect(restoreWindowState({ ...stored, x: 2000 }, [DISPLAY, { ...DISPLAY, x: 1920 }]).x).toBe(2000);
    for (const bad of [undefined, null, 'big', { width: 10, height: 10 }, { ...stored, width: 'wide' }])
      expect(restoreWindowState(bad, [DISPLAY])).toEqual(DEFAULT_WINDOW);
  });

  it('writes the normal bounds and fullscreen on change (debounced) and on close', () => {
    const listeners = new Map<string, () => void>();
    let bounds: Rect = { x: 10, y: 20, width: 1300, height: 810 };
    let fullscreen = false;
    const win = {
      on: (ev: string, fn: () => void) => listeners.set(ev, fn),
      getNormalBounds: () => bounds,
      isFullScreen: () => fullscreen,
      isMaximized: () => false,
      isDestroyed: () => false,
    };
    const writes: unknown[] = [];
    const pending: (() => void)[] = [];
    trackWindowState(win, { get: () => undefined, set: (k, v) => writes.push([k, v]) }, (fn) => {
      pending.push(fn);
      return () => pending.splice(pending.indexOf(fn), 1);
    });
    bounds = { ...bounds, width: 1500 };
    listeners.get('resize')!();
    listeners.get('move')!();
    expect(pending).toHaveLength(1); // the second change replaced the first
    pending.shift()!();
    expect(writes).toEqual([
      [WINDOW_STATE_KEY, { x: 10, y: 20, width: 1500, height: 810, fullscreen: false, maximized: false }],
    ]);
    fullscreen = true;
    listeners.get('enter-full-screen')!();
    listeners.get('close')!();
    expect(pending).toHaveLength(0);
    expect(writes.at(-1)).toEqual([
      WINDOW_STATE_KEY,
      { x: 10, y: 20, width: 1500, height: 810, fullscreen: true, maximized: false },
    ]);
  });
});
