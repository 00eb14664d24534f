/**
 * Every message of real played games crosses a structured clone, as Electron's IPC and
 * worker postMessage copy them: the renderer's real game store (Pinia, Vue reactive state)
 * talks through the real Electron client and a fake preload that structuredClones each
 * request, reply and update, to the real src-main IPC handlers; the session's bots run in a
 * real worker thread whose every message is checked too. Played: a bot race to the end,
 * "Race again", a human race (act messages with seat and version, undo, a hint), a season to its end
 * and "New season", and the save messages, all sent with reactive payloads as a UI would.
 */
import { createRecordHandlers } from '../../../src-shared/ipc/record-messages';
import { MemoryRecordsStorage, RecordBook } from '../../../src-shared/records/record-book';
import { recordFinishes } from '../../../src-shared/records/record-finishes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { reactive } from 'vue';
import { GreedyBot } from '../../../src-shared/games/automobiles/bots/greedy-bot';
import { legalActions, clone, sameAction, type Action } from '../../../src-shared/games/automobiles';
import { automobilesStoreKit } from '../../../src-renderer/games/automobiles/store-kit';
import type { RendererKit } from '../../../src-renderer/games/kit';
import {
  MESSAGE_NAMES,
  UPDATE_CHANNEL,
  channelOf,
  type GameApi,
  type MessageName,
} from '../../../src-shared/ipc/contract';
import { WorkerBotRunner } from '../../../src-shared/bots/bot-runner';
import { GameSession } from '../../../src-shared/session/game-session';
import { createSaveHandlers } from '../../../src-shared/ipc/save-handlers';
import { SaveSlots } from '../../../src-shared/save/save-store';
import { MemorySaveStore } from '../../../src-shared/save/memory-save-store';
import { autosaveSink } from '../../../src-shared/save/session-save';
import { botWorkerUrl, nodeWorkerLike } from '../../../src-main/workers/node-bot-runner';
import { spawnWorker } from '../../../src-main/workers/spawn-worker';
import { type GameView, type NewGameSetup } from '../../../src-shared/games/automobiles/kit';
import type { GameState } from '../../../src-shared/games/automobiles';

const ipc = vi.hoisted(() => ({
  handlers: new Map<string, (event: unknown, ...args: unknown[]) => unknown>(),
  api: null as unknown,
}));
vi.mock('electron', () => ({
  ipcMain: {
    handle: (channel: string, fn: (event: unknown, ...args: unknown[]) => unknown) => ipc.handlers.set(channel, fn),
    removeHandler: (channel: string) => ipc.handlers.delete(channel),
  },
}));
// The store builds its client with createClient(): here the Electron client over the fake preload.
vi.mock('../../../src-renderer/client/create-client', async () => {
  const { createElectronClient: electron } = await import('../../../src-renderer/client/electron-client');
  return { createClient: () => electron(ipc.api as GameApi) };
});

/** Structured clone, plus what it lets through silently: class instances lose their prototype. */
function crossing(what: string, value: unknown): unknown {
  assertPlain(value, what);
  const copy = structuredClone(value);
  expect(copy, what).toEqual(value);
  return copy;
}
function assertPlain(v: unknown, path: string): void {
  if (typeof v === 'function' || typeof v === 'symbol') throw new Error(`${path}: a ${typeof v}`);
  if (v === null || typeof v !== 'object') return;
  const proto = Object.getPrototypeOf(v);
  if (!Array.isArray(v) && proto !== Object.prototype && proto !== null)
    throw new Error(`${path}: an instance of ${proto.constructor?.name}`);
  for (const [k, x] of Object.entries(v)) assertPlain(x, `${path}.${k}`);
}

const book = new RecordBook(new MemoryRecordsStorage(), { now: () => '2026-01-01T00:00:00.000Z', newId: () => 'p1' });

const counts = {
  requests: new Map<string, number>(),
  replies: 0,
  updates: 0,
  toWorker: 0,
  fromWorker: 0,
  workerTypes: new Set<string>(),
};

const mainFrame = { url: 'file:///app/out/renderer/index.html' };
const updateListeners = new Set<(u: unknown) => void>();
const wc = {
  isDestroyed: () => false,
  mainFrame,
  send: (channel: string, update: unknown) => {
    expect(channel).toBe(UPDATE_CHANNEL);
    counts.updates++;
    const copy = crossing('update', update);
    for (const l of updateListeners) l(copy);
  },
};

/** The preload's window.api, with ipcRenderer.invoke's structured clone both ways. */
function fakePreload(): GameApi {
  const api: Record<string, unknown> = {};
  for (const name of MESSAGE_NAMES) {
    api[name] = async (payload?: unknown) => {
      counts.requests.set(name, (counts.requests.get(name) ?? 0) + 1);
      const args = payload === undefined ? [] : [crossing(`${name} request`, payload)];
      const reply = await ipc.handlers.get(channelOf(name))!({ sender: wc, senderFrame: mainFrame }, ...args);
      counts.replies++;
      return crossing(`${name} reply`, reply);
    };
  }
  api.onUpdate = (listener: (u: unknown) => void) => {
    updateListeners.add(listener);
    return () => updateListeners.delete(listener);
  };
  return api as unknown as GameApi;
}

let session: GameSession;
let runner: WorkerBotRunner;
let unregister: () => void;

beforeAll(async () => {
  runner = new WorkerBotRunner(() => {
    const w = nodeWorkerLike(spawnWorker(botWorkerUrl()));
    return {
      postMessage: (msg) => {
        counts.toWorker++;
        w.postMessage(crossing(`to worker (${msg.type})`, msg) as typeof msg);
      },
      addMessageListener: (fn) =>
        w.addMessageListener((msg) => {
          counts.fromWorker++;
          counts.workerTypes.add(msg.type);
          fn(crossing(`from worker (${msg.type})`, msg) as typeof msg);
        }),
      addFaultListener: (fn) => w.addFaultListener(fn),
      terminate: () => w.terminate(),
    };
  });
  const slots = new SaveSlots(new MemorySaveStore(), { now: () => '2026-01-01T00:00:00.000Z' });
  session = new GameSession({
    bots: runner,
    save: autosaveSink(slots),
    now: () => '2026-01-01T00:00:00.000Z',
  });
  const { registerIpcHandlers } = await import('../../../src-main/ipc-handlers');
  unregister = registerIpcHandlers({
    session,
    target: () => wc as never,
    isAppUrl: (u) => u === mainFrame.url,
    saves: createSaveHandlers(session, slots),
    records: createRecordHandlers(book),
  });
  recordFinishes(session, book, () => '2026-01-01T00:00:00.000Z');
  ipc.api = fakePreload();
  setActivePinia(createPinia());
});

afterAll(() => {
  unregister?.();
  session?.dispose();
});

const base = (seats: NewGameSetup['seats'], over: Partial<NewGameSetup> = {}): NewGameSetup => ({
  seats,
  track: 'beginner-oval',
  laps: 1,
  cards: { kind: 'set', id: 'first-game' },
  variants: { openBags: true, weaving: false, acceleratedPlay: false },
  ...over,
});
const greedy = (name: string) => ({ kind: 'bot' as const, name, level: 'greedy' as const });

async function store() {
  const { useGameStore } = await import('../../../src-renderer/stores/game');
  const game = useGameStore();
  // The renderer registry imports .vue screens: the store gets Automobiles' store fields alone.
  await game.init(() => automobilesStoreKit as RendererKit);
  return game;
}
type Store = Awaited<ReturnType<typeof store>>;

/** Lets the bots finish (or reach a human) and shows the newest view without animating. */
async function settle(game: Store) {
  await session.idle();
  await new Promise((r) => setTimeout(r, 0));
  game.skipAnimations();
}

describe('every IPC and worker message of played games survives structured clone', () => {
  it('a bot race to the end, then "Race again" starts a new race', async () => {
    const game = await store();
    // A reactive setup, as the start screen holds it: this used to fail to clone.
    await game.newGame(reactive(base([greedy('Gus'), greedy('Rita')])));
    expect(game.error).toBeNull();
    const first = game.view!.id;
    await settle(game);
    expect(game.view!.over).toBe(true);
    await game.raceAgain();
    expect(game.error).toBeNull();
    expect(game.view!.id).not.toBe(first);
    expect(game.view!.over).toBe(false);
    await settle(game);
    expect(game.view!.over).toBe(true);
  }, 120_000);

  it('a human races a bot through the store: act carries seat and version; undo; a repeated act is refused', async () => {
    const game = await store();
    await game.newGame(reactive(base([{ kind: 'human', name: 'Ann' }, greedy('Gus')], { seed: 11 })));
    let acts = 0;
    let undone = false;
    for (;;) {
      await settle(game);
      const v = game.view!;
      if (v.over) break;
      expect(game.canAct).toBe(true);
      if (!undone && v.canUndo) {
        await game.undo();
        undone = true;
        continue;
      }
      const want = new GreedyBot().chooseAction(
        clone(session.state as GameState),
        legalActions(session.state as GameState),
      );
      const n = v.legal.findIndex((o) => sameAction(o.action as Action, want));
      expect(n).toBeGreaterThanOrEqual(0);
      if (acts === 2) {
        // "What would the Hard bot do?": the hint message, answered by the worker, points at a legal option.
        const { useHintStore } = await import('../../../src-renderer/learn/hint-store');
        const hint = useHintStore();
        await hint.ask();
        expect(hint.error).toBeNull();
        expect(hint.option).not.toBeNull();
        expect(v.legal[hint.option!]).toBeDefined();
      }
      if (acts === 3) {
        // The same message twice (a double click that got through): the second is refused.
        const message = reactive({ seat: v.decider, version: v.version, action: v.legal[n].action as Action });
        const client = game.getClient()!;
        expect((await client.act(message)).ok && true).toBe(true);
        const again = await client.act(message);
        expect(again.ok && again.data).toMatchObject({ ok: false, stale: true });
      } else await game.choose(n);
      expect(game.error).toBeNull();
      acts++;
      expect(acts).toBeLessThan(2000);
    }
    expect(undone).toBe(true);
  }, 180_000);

  it('a season to its champion, then "New season" starts a new season', async () => {
    const game = await store();
    await game.newGame(reactive(base([greedy('Gus'), greedy('Rita')], { drivers: 'limited', season: { races: 3 } })));
    expect(game.error).toBeNull();
    const first = game.view!.id;
    await settle(game);
    expect(game.view!.over).toBe(true);
    expect((game.view as unknown as GameView).season).not.toBeNull();
    await game.raceAgain(); // the champion screen's "New season"
    expect(game.error).toBeNull();
    expect(game.view!.id).not.toBe(first);
    expect((game.view as unknown as GameView).season?.race).toBe(0);
    expect(game.view!.over).toBe(false);
  }, 300_000);

  it('the save messages, with reactive payloads', async () => {
    const game = await store();
    const client = game.getClient()!;
    const saved = await client.saveAs(reactive({ label: 'Mid season' }));
    expect(saved.ok).toBe(true);
    const id = saved.ok ? saved.data.id : '';
    const listed = await client.listSaves();
    expect(listed.ok && listed.data.some((s) => s.id === id)).toBe(true);
    const exported = await client.exportSave(reactive({ id }));
    expect(exported.ok && exported.data.kind).toBe('download');
    const text = exported.ok && exported.data.kind === 'download' ? exported.data.text : '';
    expect((await client.importSave(reactive({ text }))).ok).toBe(true);
    expect((await client.loadSlot(reactive({ id }))).ok).toBe(true);
    const replay = await client.replayRecord(reactive({ id }));
    expect(replay.ok && Array.isArray(replay.data.actions)).toBe(true);
    expect((await client.trashSlot(reactive({ id }))).ok).toBe(true);
    expect((await client.restoreSlot(reactive({ id }))).ok).toBe(true);
    expect((await client.deleteSlot(reactive({ id }))).ok).toBe(true);
    const status = await client.saveStatus();
    expect(status.ok && status.data.autosave.ok).toBe(true);
    expect((await client.retrySave()).ok).toBe(true);
    // Profiles and the records of the races finished above: listed, read whole, shared and read back.
    const made = await client.saveProfile(reactive({ name: 'Ann', color: 'red', look: 'star' }));
    expect(made.ok && made.data.ok).toBe(true);
    const profiles = await client.listProfiles();
    expect(profiles.ok && profiles.data).toHaveLength(1);
    if (profiles.ok) expect((await client.deleteProfile(reactive({ id: profiles.data[0].id }))).ok).toBe(true);
    const records = await client.listRecords();
    const first = records.ok ? records.data.records.find((r) => r.hasReplay) : undefined;
    expect(first).toBeDefined();
    const whole = await client.getRecord(reactive({ id: first!.id }));
    expect(whole.ok && whole.data?.replay).toBeTruthy();
    const shared = await client.exportRecord(reactive({ id: first!.id }));
    const sharedText = shared.ok && shared.data.kind === 'download' ? shared.data.text : '';
    const opened = await client.importRecord(reactive({ text: sharedText }));
    expect(opened.ok && opened.data.kind).toBe('imported');
    // The browser build keeps its saves in the page: no folder to open (the panel hides the button).
    expect(await client.openSavesFolder()).toEqual({ ok: false, error: { key: 'noSavesFolder' } });
    expect((await client.closeGame()).ok).toBe(true);
    expect((await client.continueLast()).ok).toBe(true);
    await session.idle();
  }, 120_000);

  it('covered every message of the contract and every kind of worker message', () => {
    const missing = MESSAGE_NAMES.filter((n: MessageName) => !counts.requests.get(n));
    expect(missing, 'messages never sent').toEqual([]);
    expect(counts.updates).toBeGreaterThan(100);
    expect(counts.toWorker).toBeGreaterThan(100);
    expect([...counts.workerTypes].sort()).toEqual(['done', 'ready']);
  });
});
