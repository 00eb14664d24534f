/**
 * The Electron main process, run in vitest (the Electron binary is not on these machines):
 * the REAL src-main/index.ts with its IPC handlers, game session and electron-store save
 * slots, behind a fake Electron whose ipcMain and webContents copy every message with the
 * structured-clone algorithm (as Electron's IPC does). A player plays through the renderer's
 * side of the IPC only: a whole race against a bot, a named save, a relaunch of the app (a
 * new main process on the same save folder) that loads it, and a season's hand-off from the
 * first race to the second across another relaunch. Also: a second instance starts nothing.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Action } from '../../../src-shared/games/automobiles';
import { contentSecurityPolicy } from '../../../src-main/csp';
import type { GameView, LegalOption } from '../../../src-shared/games/automobiles/session/view-types';
import type { RacepackView } from '../../../src-shared/games/racepack/session/racepack-view-types';
import { ViewDecoder, type WireUpdate } from '../../../src-shared/session/view-patch';
import { type AutomobilesUpdate as SessionUpdate } from '../../../src-shared/games/automobiles/kit';

type Listener = (...args: unknown[]) => unknown;

/** One fake Electron: a new one per app launch (the test swaps `world.current`). */
function fakeElectron(opts: { userData: string; lock?: boolean }) {
  const handlers = new Map<string, Listener>();
  const appListeners = new Map<string, Listener[]>();
  const sent: { channel: string; payload: unknown }[] = [];
  const windows: FakeWindow[] = [];
  const calls: string[] = [];
  const cloneErrors: string[] = [];
  let ready!: () => void;
  const readyPromise = new Promise<void>((r) => (ready = r));

  class FakeWindow {
    destroyed = false;
    focusCalls: string[] = [];
    private listeners = new Map<string, Listener>();
    webContents = {
      mainFrame: { url: '' },
      isDestroyed: () => this.destroyed,
      /** Electron copies every pushed message with the structured-clone algorithm. */
      send: (channel: string, ...args: unknown[]) => {
        try {
          sent.push({ channel, payload: structuredClone(args[0]) });
        } catch (e) {
          // The session swallows listener errors: keep them for the test to see.
          cloneErrors.push(`${channel}: ${(e as Error).message}`);
          throw e;
        }
      },
      setWindowOpenHandler: () => {},
      on: () => {},
    };
    constructor(readonly options: { webPreferences: Record<string, unknown> }) {
      windows.push(this);
    }
    once() {}
    on(name: string, l: Listener) {
      this.listeners.set(name, l);
    }
    isDestroyed = () => this.destroyed;
    getNormalBounds = () => ({ x: 40, y: 30, width: 1300, height: 820 });
    isFullScreen = () => false;
    isMaximized = () => false;
    maximize = () => this.focusCalls.push('maximize');
    isMinimized = () => true;
    restore = () => this.focusCalls.push('restore');
    show = () => this.focusCalls.push('show');
    focus = () => this.focusCalls.push('focus');
    async loadURL(url: string) {
      this.webContents.mainFrame.url = url;
    }
    static getAllWindows = () => windows.filter((w) => !w.destroyed);
  }

  const app = {
    isPackaged: false,
    requestSingleInstanceLock: () => opts.lock ?? true,
    quit: () => calls.push('quit'),
    whenReady: () => {
      calls.push('whenReady');
      return readyPromise;
    },
    on: (name: string, l: Listener) => appListeners.set(name, [...(appListeners.get(name) ?? []), l]),
    getPath: (name: string) => join(opts.userData, name === 'userData' ? '' : name),
    getVersion: () => '0.1.0',
    getName: () => 'Automobiles',
  };
  const ipcMain = {
    handle: (channel: string, fn: Listener) => {
      if (handlers.has(channel)) throw new Error(`second handler for ${channel}`);
      handlers.set(channel, fn);
    },
    removeHandler: (channel: string) => handlers.delete(channel),
    on: () => {},
  };
  const protocol = {
    schemes: [] as unknown[],
    handled: new Map<string, Listener>(),
    registerSchemesAsPrivileged: (s: unknown[]) => protocol.schemes.push(...s),
    handle: (scheme: string, fn: Listener) => protocol.handled.set(scheme, fn),
  };
  const session = {
    defaultSession: {
      webRequest: { onHeadersReceived: () => {} },
      setPermissionRequestHandler: () => {},
      setPermissionCheckHandler: () => {},
    },
  };
  const menus: unknown[] = [];
  const Menu = { buildFromTemplate: (t: unknown) => t, setApplicationMenu: (m: unknown) => menus.push(m) };
  const screen = { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] };
  const electron = { app, ipcMain, protocol, session, BrowserWindow: FakeWindow, shell: {}, dialog: {}, Menu, screen };

  /** The renderer's side: window.api.<name>(payload), copied both ways like Electron's invoke. */
  async function invoke<T = unknown>(
    name: string,
    payload?: unknown,
  ): Promise<{ ok: true; data: T } | { ok: false; error: string }> {
    const fn = handlers.get(`automobiles:${name}`);
    if (!fn) throw new Error(`no handler for ${name}`);
    const win = windows[0];
    const event = { sender: win.webContents, senderFrame: win.webContents.mainFrame };
    const args = payload === undefined ? [] : [structuredClone(payload)];
    return structuredClone(await fn(event, ...args)) as never;
  }

  return { electron, app, handlers, appListeners, sent, cloneErrors, windows, calls, protocol, ready, invoke, menus };
}

type World = ReturnType<typeof fakeElectron>;
const world = vi.hoisted(() => ({ current: null as unknown }));

// vi.resetModules keeps a mocked module: each export forwards to the current launch's fake.
vi.mock('electron', () => {
  const names = [
    'app',
    'ipcMain',
    'protocol',
    'session',
    'BrowserWindow',
    'shell',
    'dialog',
    'Menu',
    'screen',
  ] as const;
  const target = (name: string) => (world.current as World).electron[name as (typeof names)[number]] as never;
  const forward = (name: string) =>
    new Proxy(function () {}, {
      get: (_t, key) => Reflect.get(target(name), key),
      construct: (_t, args) => Reflect.construct(target(name), args),
    });
  const e = Object.fromEntries(names.map((n) => [n, forward(n)]));
  return { default: e, ...e };
});

const userData = mkdtempSync(join(tmpdir(), 'automobiles-main-'));
afterAll(() => rmSync(userData, { recursive: true, force: true }));

/** Starts the real main process (src-main/index.ts) on a fresh fake Electron. */
async function launch(lock = true): Promise<World> {
  const w = fakeElectron({ userData, lock });
  world.current = w;
  vi.resetModules();
  await import('../../../src-main/index');
  w.ready();
  // Let the whenReady().then(...) body run.
  for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
  return w;
}

/** Quits the app: the 'before-quit' listeners stop the session and remove the handlers. */
async function quit(w: World) {
  expect(w.cloneErrors).toEqual([]);
  let prevented = false;
  const event = { preventDefault: () => void (prevented = true) };
  const quits = w.calls.filter((c) => c === 'quit').length;
  for (const l of w.appListeners.get('before-quit') ?? []) l(event);
  // A quit that waits for the save writes calls app.quit() again once they are done.
  if (prevented) await vi.waitFor(() => expect(w.calls.filter((c) => c === 'quit').length).toBeGreaterThan(quits));
  for (const win of w.windows) win.destroyed = true;
}

async function ok<T>(w: World, name: string, payload?: unknown): Promise<T> {
  const r = await w.invoke<T>(name, payload);
  if (!r.ok) throw new Error(`${name} failed: ${JSON.stringify(r.error)}`);
  return r.data;
}

/** The act message for one of the view's legal options (one place, should the message change). */
function actMessage(view: GameView, option: LegalOption): { seat: number; version: number; action: Action } {
  return { seat: view.decider, version: view.version, action: option.action };
}

/** A seeded "player" picking among the view's legal options. */
function picker(seed: number) {
  let s = seed >>> 0;
  return (options: LegalOption[]) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return options[s % options.length];
  };
}

/** Waits until the human decides (or the game is over), polling getView like the renderer's store would on an update. */
async function humanTurn(w: World): Promise<GameView> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const view = await ok<GameView>(w, 'getView');
    if (view.over || (view.deciderKind === 'human' && view.legal.length > 0)) return view;
    if (Date.now() > deadline)
      throw new Error(`the bot never handed back (phase ${view.phase}, decider ${view.decider})`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

/** Plays the human seat until `stop` (checked at every human decision) or the game ends. */
async function playUntil(w: World, seed: number, stop: (v: GameView) => boolean, maxActions = 5000): Promise<GameView> {
  const pick = picker(seed);
  for (let n = 0; n < maxActions; n++) {
    const view = await humanTurn(w);
    if (view.over || stop(view)) return view;
    const r = await ok<{ ok: boolean; refusal?: unknown }>(w, 'act', actMessage(view, pick(view.legal)));
    expect(r.ok, JSON.stringify(r.refusal)).toBe(true);
  }
  throw new Error(`no end after ${maxActions} human actions`);
}

const SEATS = [
  { kind: 'human', name: 'Ann' },
  { kind: 'bot', name: 'Greedy', level: 'greedy' },
];
const RACE = {
  seats: SEATS,
  track: 'beginner-oval',
  laps: 1,
  cards: { kind: 'set', id: 'first-game' },
  variants: { openBags: true, weaving: false, acceleratedPlay: false },
  seed: 7,
};
const SEASON = { ...RACE, seed: 11, drivers: 'limited', season: { races: 3 } };

describe('the Electron main process in vitest (fake ipcMain/webContents, structured clone)', () => {
  it('a second instance quits at once: no window, no IPC, no save folder touched', async () => {
    const w = await launch(false);
    expect(w.calls).toEqual(['quit']);
    expect(w.handlers.size).toBe(0);
    expect(w.windows).toHaveLength(0);
    expect(existsSync(join(userData, 'saves'))).toBe(false);
    // The app:// scheme is still declared before ready (harmless; Electron requires it early).
    expect(w.protocol.schemes).toHaveLength(1);
  });

  it('starts locked down on app://, and a second launch focuses its window', async () => {
    const w = await launch();
    expect(w.protocol.handled.has('app')).toBe(true);
    expect(w.windows).toHaveLength(1);
    expect(w.windows[0].webContents.mainFrame.url).toBe('app://bundle/index.html');
    expect(w.windows[0].options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    });
    for (const l of w.appListeners.get('second-instance') ?? []) l();
    expect(w.windows[0].focusCalls).toEqual(['restore', 'show', 'focus']);
    // The registered app:// handler refuses a way out of the renderer folder and sends the strict CSP.
    const serve = w.protocol.handled.get('app') as (r: Request) => Promise<Response>;
    const escape = await serve(new Request('app://bundle/..%2f..%2fpackage.json'));
    expect(escape.status).toBe(403);
    expect(escape.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    // A page that is not ours gets no answer.
    const fn = w.handlers.get('automobiles:getView')!;
    const stranger = { sender: w.windows[0].webContents, senderFrame: { url: 'https://example.com/' } };
    expect(await fn(stranger)).toEqual({ ok: false, error: { key: 'untrustedSender' } });
    await quit(w);
    expect(w.handlers.size).toBe(0);
  });

  it('loads the dev server only under electron-vite dev, never for a stray ELECTRON_RENDERER_URL', async () => {
    const saved = { url: process.env.ELECTRON_RENDERER_URL, flag: process.env.NODE_ENV_ELECTRON_VITE };
    try {
      process.env.ELECTRON_RENDERER_URL = 'http://localhost:5173';
      delete process.env.NODE_ENV_ELECTRON_VITE;
      let w = await launch();
      expect(w.windows[0].webContents.mainFrame.url).toBe('app://bundle/index.html');
      await quit(w);
      process.env.NODE_ENV_ELECTRON_VITE = 'development';
      w = await launch();
      expect(w.windows[0].webContents.mainFrame.url).toBe('http://localhost:5173/');
      await quit(w);
    } finally {
      for (const [key, value] of [
        ['ELECTRON_RENDERER_URL', saved.url],
        ['NODE_ENV_ELECTRON_VITE', saved.flag],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });

  it('a whole race against a bot, a save, a relaunch that loads it, and a season hand-off across a relaunch', async () => {
    // --- first launch: a race against the greedy bot, saved half way, played to the end.
    let w = await launch();
    const catalog = await ok<{ tracks: { id: string }[] }>(w, 'gameCatalog', { game: 'automobiles' });
    expect(catalog.tracks.map((t) => t.id)).toContain('beginner-oval');
    const start = await ok<GameView>(w, 'newGame', RACE);
    expect(start.players.map((p) => p.name)).toEqual(['Ann', 'Greedy']);
    const half = await playUntil(w, 1, (v) => v.round >= 4 && v.phase === 'action');
    expect(half.over).toBe(false);
    const slot = await ok<{ id: string; ok: boolean }>(w, 'saveAs', { label: 'half way' });
    expect(slot.ok).toBe(true);
    const savedAt = await ok<GameView>(w, 'getView');
    const finished = await playUntil(w, 2, () => false);
    expect(finished.over).toBe(true);
    expect(finished.finishOrder).toHaveLength(2);
    // Every update pushed to the window was plain data (it went through structuredClone), in order.
    // The renderer's side decodes them: a whole view once, then patches from the view before.
    const decoder = new ViewDecoder();
    const updates = w.sent
      .filter((m) => m.channel === 'automobiles:update')
      .map((m) => decoder.decode(m.payload as WireUpdate))
      .filter((u): u is SessionUpdate => u !== 'resync');
    expect(updates.length).toBe(w.sent.filter((m) => m.channel === 'automobiles:update').length);
    expect(updates.length).toBeGreaterThan(20);
    expect(updates.some((u) => u.reason === 'bot')).toBe(true);
    expect(updates.map((u) => u.batchId)).toEqual([...updates.map((u) => u.batchId)].sort((a, b) => a - b));
    expect(updates.at(-1)!.view.over).toBe(true);
    await quit(w);

    // --- relaunch: a new main process on the same save folder.
    w = await launch();
    const slots = await ok<{ id: string; kind: string; ok: boolean }[]>(w, 'listSaves');
    expect(slots.find((s) => s.id === slot.id)).toMatchObject({ ok: true });
    expect(slots.find((s) => s.kind === 'game')).toMatchObject({ ok: true });
    expect(readdirSync(join(userData, 'saves'))).toContain(`slot-${slot.id}.json`);
    // The race's own autosave slot holds it to the end (the quit waited for the writes), so
    // there is no unfinished game to continue; the saved position loads.
    const recent = slots.find((s) => s.kind === 'game') as unknown as { summary: { over: boolean } };
    expect(recent.summary.over).toBe(true);
    const cont = await w.invoke<GameView>('continueLast');
    expect(cont.ok).toBe(false);
    const loaded = await ok<GameView>(w, 'loadSlot', { id: slot.id });
    const position = (v: GameView) => ({
      round: v.round,
      phase: v.phase,
      decider: v.decider,
      players: v.players,
      cubes: v.cubesOnTrack,
      legal: v.legal,
    });
    expect(position(loaded)).toEqual(position(savedAt));

    // --- a season: play the first race to its end and the sponsor awards.
    await ok<GameView>(w, 'newGame', SEASON);
    const between = await playUntil(w, 3, (v) => v.phase === 'sponsors');
    expect(between.season).toMatchObject({ race: 0, races: 3 });
    expect(between.season!.results).toHaveLength(1);
    const seasonSlot = await ok<{ id: string }>(w, 'saveAs', { label: 'season, between races' });
    await quit(w);

    // --- relaunch between races; the hand-off to race 2 happens in the new process.
    w = await launch();
    const resumed = await ok<GameView>(w, 'loadSlot', { id: seasonSlot.id });
    expect(resumed.phase).toBe('sponsors');
    expect(resumed.season!.results).toHaveLength(1);
    const second = await playUntil(w, 4, (v) => v.season!.race === 1 && v.phase === 'action');
    expect(second.over).toBe(false);
    expect(second.season).toMatchObject({ race: 1, races: 3 });
    expect(second.trackId).toBe(second.season!.tracks[1].id);
    expect(second.season!.points.some((p) => p > 0)).toBe(true);
    await quit(w);
  }, 300_000);

  it('a Racepack game through the same contract: a whole bot race, a named save, a relaunch that loads it', async () => {
    let w = await launch();
    const setup = {
      game: 'racepack',
      seats: [
        { kind: 'bot', name: 'Ann', level: 'greedy' },
        { kind: 'bot', name: 'Bo', level: 'random' },
        { kind: 'bot', name: 'Cy', level: 'easy' },
        { kind: 'bot', name: 'Di', level: 'greedy' },
      ],
      track: 'indy-oval',
      laps: 1,
      seed: 5,
    };
    const start = await ok<RacepackView>(w, 'newGame', setup);
    expect(start.game).toBe('racepack');
    // The bots drive to the end; the window's updates decode into the same views.
    await vi.waitFor(async () => expect((await ok<RacepackView>(w, 'getView')).over).toBe(true), {
      timeout: 60_000,
      interval: 50,
    });
    const end = await ok<RacepackView>(w, 'getView');
    const decoder = new ViewDecoder();
    const pushed = w.sent.filter((m) => m.channel === 'automobiles:update').map((m) => m.payload as WireUpdate);
    const decoded = pushed.map((m) => decoder.decode(m));
    expect(decoded.every((u) => u !== 'resync')).toBe(true);
    const lastView = (decoded.at(-1) as { view: RacepackView }).view;
    expect(lastView).toEqual(end);
    const slot = await ok<{ id: string; ok: boolean; summary: { game: string } }>(w, 'saveAs', { label: 'pack' });
    expect(slot.summary.game).toBe('racepack');
    await quit(w);

    w = await launch();
    const slots = await ok<{ id: string; ok: boolean; summary?: { game: string } }[]>(w, 'listSaves');
    expect(slots.find((s) => s.id === slot.id)).toMatchObject({ ok: true, summary: { game: 'racepack' } });
    const loaded = await ok<RacepackView>(w, 'loadSlot', { id: slot.id });
    expect(loaded.game).toBe('racepack');
    expect(loaded.race).toEqual(end.race);
    expect(loaded.finishOrder).toEqual(end.finishOrder);
    await quit(w);
  });
});
