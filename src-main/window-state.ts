/**
 * The window's size, position and fullscreen, remembered between launches (electron-store in
 * the app, any key-value store in tests). A remembered position that no display shows any
 * more (a monitor unplugged) is dropped, so the window never opens off screen.
 */
import { z } from 'zod';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  x?: number;
  y?: number;
  width: number;
  height: number;
  fullscreen: boolean;
  maximized: boolean;
}

export const DEFAULT_WINDOW: WindowState = { width: 1280, height: 800, fullscreen: false, maximized: false };
export const MIN_WINDOW = { width: 1024, height: 700 };
export const WINDOW_STATE_KEY = 'window';

const stateSchema = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(MIN_WINDOW.width).max(20_000),
  height: z.number().int().min(MIN_WINDOW.height).max(20_000),
  fullscreen: z.boolean().default(false),
  maximized: z.boolean().default(false),
});

/** The part of electron-store (or conf) used here. */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

/** Does `r` overlap a display by enough to grab its title bar (100 × 50 px)? */
const visibleOn = (r: Rect, d: Rect) =>
  Math.min(r.x + r.width, d.x + d.width) - Math.max(r.x, d.x) >= 100 &&
  Math.min(r.y + r.height, d.y + d.height) - Math.max(r.y, d.y) >= 50;

/** The state to open with: the stored one when valid (its position only when a display shows it), else the default. */
export function restoreWindowState(stored: unknown, displays: readonly Rect[]): WindowState {
  const r = stateSchema.safeParse(stored);
  if (!r.success) return { ...DEFAULT_WINDOW };
  const s = r.data;
  const base: WindowState = { width: s.width, height: s.height, fullscreen: s.fullscreen, maximized: s.maximized };
  if (s.x === undefined || s.y === undefined) return base;
  const rect = { x: s.x, y: s.y, width: s.width, height: s.height };
  return displays.some((d) => visibleOn(rect, d)) ? { ...base, x: s.x, y: s.y } : base;
}

/** The part of BrowserWindow tracked. */
export interface TrackedWindow {
  on(
    event: 'resize' | 'move' | 'enter-full-screen' | 'leave-full-screen' | 'maximize' | 'unmaximize' | 'close',
    fn: () => void,
  ): unknown;
  getNormalBounds(): Rect;
  isFullScreen(): boolean;
  isMaximized(): boolean;
  isDestroyed(): boolean;
}

/**
 * Writes the window's state on every change (debounced by `later`, default 400 ms) and once
 * more when it closes. The normal bounds are kept while fullscreen or maximized, so leaving
 * either restores the size the player chose.
 */
export function trackWindowState(
  win: TrackedWindow,
  store: KeyValueStore,
  later: (fn: () => void) => () => void = (fn) => {
    const t = setTimeout(fn, 400);
    return () => clearTimeout(t);
  },
): void {
  let cancel: (() => void) | null = null;
  const write = () => {
    cancel = null;
    if (win.isDestroyed()) return;
    const b = win.getNormalBounds();
    const state: WindowState = {
      x: Math.round(b.x),
      y: Math.round(b.y),
      width: Math.max(MIN_WINDOW.width, Math.round(b.width)),
      height: Math.max(MIN_WINDOW.height, Math.round(b.height)),
      fullscreen: win.isFullScreen(),
      maximized: win.isMaximized(),
    };
    try {
      store.set(WINDOW_STATE_KEY, state);
    } catch (e) {
      console.warn(`[window] the window state was not saved: ${(e as Error).message}`);
    }
  };
  const soon = () => {
    cancel?.();
    cancel = later(write);
  };
  for (const ev of ['resize', 'move', 'enter-full-screen', 'leave-full-screen', 'maximize', 'unmaximize'] as const)
    win.on(ev, soon);
  win.on('close', () => {
    cancel?.();
    write();
  });
}
