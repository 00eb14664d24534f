/**
 * The save section of `npm run bench`: a scripted bot season (5 races, 4 greedy bots)
 * played through a GameSession that autosaves into the file store (real files in a temp
 * folder), then loads of long saves. Each figure is printed beside its target:
 *   - total bytes written for the season ≤ 20 MB;
 *   - the longest synchronous save call (on the thread that runs the session) ≤ 5 ms;
 *   - loading a save (open + session restore, fresh instance) ≤ 300 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyTrusted, createGame, isTerminal, legalActions, type Action } from '../../src-shared/games/automobiles';
import { RandomBot } from '../../src-shared/bots/automobiles/random-bot';
import { InlineBotRunner } from '../../src-shared/bots/bot-runner';
import { GameSession } from '../../src-shared/session/game-session';
import type { NewGameSetup } from '../../src-shared/session/types';
import { SaveSlots, sessionGameOf, type SaveStore } from '../../src-shared/save';
import { createConfSaveStore } from '../../src-main/saves/conf-save-store';

const TARGET = { seasonBytes: 20 * 1024 * 1024, syncMs: 5, loadMs: 300 };
const now = () => performance.now();
/** CPU time of the process (ms): wall time on a shared machine also counts time spent descheduled. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const fmt = (x: number, digits = 1) => x.toLocaleString('en-US', { maximumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER TARGET');

/** Wraps a store to count bytes and calls and to time the synchronous part of every write. */
function measured(store: SaveStore) {
  const m = { bytes: 0, rewrites: 0, appends: 0, maxSyncMs: 0 };
  const time = <T>(fn: () => T): T => {
    const t0 = now();
    try {
      return fn();
    } finally {
      m.maxSyncMs = Math.max(m.maxSyncMs, now() - t0);
    }
  };
  const wrapped: SaveStore = {
    list: () => store.list(),
    read: (id) => store.read(id),
    remove: (id) => store.remove(id),
    write: (id, text) => {
      m.bytes += Buffer.byteLength(text);
      m.rewrites++;
      time(() => store.write(id, text));
    },
    append: (id, text) => {
      m.bytes += Buffer.byteLength(text);
      m.appends++;
      return time(() => store.append!(id, text));
    },
    writeAsync: (id, text) => {
      m.bytes += Buffer.byteLength(text);
      m.rewrites++;
      return time(() => store.writeAsync!(id, text));
    },
  };
  return { store: wrapped, m };
}

const SEASON: NewGameSetup = {
  seats: ['Ann', 'Bob', 'Cy', 'Di'].map((name) => ({ kind: 'bot' as const, name, level: 'greedy' as const })),
  track: 'road-course',
  laps: 2,
  cards: { kind: 'random' },
  variants: { openBags: true, weaving: false, acceleratedPlay: false },
  seed: 17,
  drivers: 'limited',
  season: { races: 5 },
};

/** Yields to the event loop between bot actions (file writes complete), as the app's host does. */
const yieldIo = () => new Promise<void>((r) => setImmediate(r));

async function season(dir: string): Promise<{ actions: number; slot: string }> {
  const { store, m } = measured(createConfSaveStore(dir));
  const slots = new SaveSlots(store, { now: () => new Date().toISOString() });
  let maxHookMs = 0;
  const hookTimes: { ms: number; cpu: number; reason: string; actions: number }[] = [];
  const session = new GameSession({
    bots: new InlineBotRunner({ yieldNow: yieldIo }),
    pause: yieldIo,
    newId: () => 'bench-season',
    save: {
      save: (change) => {
        const t0 = now();
        const c0 = cpuMs();
        slots.recorder.save(change);
        const ms = now() - t0;
        maxHookMs = Math.max(maxHookMs, ms);
        hookTimes.push({ ms, cpu: cpuMs() - c0, reason: change.reason, actions: change.actionCount });
      },
    },
  });
  const t0 = now();
  session.newGame(SEASON);
  while (session.state && !isTerminal(session.state)) await session.idle();
  await slots.recorder.flush();
  const actions = session.saved()!.actions.length;
  const slot = slots.recorder.slotOf('bench-season')!;
  const wall = now() - t0;
  session.dispose();
  const sync = Math.max(maxHookMs, m.maxSyncMs);
  const sorted = hookTimes.map((h) => h.ms).sort((a, b) => a - b);
  const maxCpu = Math.max(...hookTimes.map((h) => h.cpu));
  console.log(
    `  season: ${actions} actions (5 races, 4 greedy bots) in ${fmt(wall / 1000)} s; ${m.rewrites} whole rewrites, ${m.appends} appends`,
  );
  console.log(
    `  bytes written for the season     ${fmt(m.bytes / 1024 / 1024, 2)} MB   target ≤ ${TARGET.seasonBytes / 1024 / 1024} MB   ${verdict(m.bytes <= TARGET.seasonBytes)}`,
  );
  console.log(
    `  longest synchronous save call     ${fmt(sync, 2)} ms wall, ${fmt(maxCpu, 2)} ms CPU   target ≤ ${TARGET.syncMs} ms   ${verdict(maxCpu <= TARGET.syncMs)} (CPU; wall ${verdict(sync <= TARGET.syncMs)})`,
  );
  console.log(
    `  autosave call wall times: median ${fmt(sorted[sorted.length >> 1], 3)} ms, 99th percentile ${fmt(sorted[Math.floor(sorted.length * 0.99)], 2)} ms`,
  );
  const slow = hookTimes.filter((h) => h.ms > TARGET.syncMs);
  if (slow.length)
    console.log(
      `  (${slow.length} of ${hookTimes.length} autosave calls over ${TARGET.syncMs} ms: ${slow
        .slice(0, 5)
        .map((h) => `${h.reason}@${h.actions} ${fmt(h.ms)} ms`)
        .join(', ')})`,
    );
  if (!slots.recorder.status.ok) console.log(`  autosave status: ${slots.recorder.status.error}`);
  return { actions, slot };
}

/** A long legal game (random bots dawdling through a 7-lap 5-race season) saved by the recorder. */
async function longGame(dir: string): Promise<{ actions: number; slot: string }> {
  const slots = new SaveSlots(createConfSaveStore(dir), { now: () => new Date().toISOString() });
  const state = createGame({ players: 5, seed: 1, laps: 7, drivers: 'limited', season: { races: 5 } });
  const bot = new RandomBot(1, { progressBias: 0 });
  const actions: Action[] = [];
  const change = (reason: 'new' | 'bot') => ({
    reason,
    id: 'bench-long',
    actionCount: actions.length,
    actionsSince: (from: number) => actions.slice(from),
    record: () => ({
      id: 'bench-long',
      options: state.options,
      seats: state.players.map((p) => ({ kind: 'human' as const, name: p.name })),
      actions: [...actions],
    }),
    state,
    stats: [],
  });
  slots.recorder.save(change('new'));
  while (!isTerminal(state) && actions.length < 200_000) {
    const a = bot.chooseAction(state, legalActions(state));
    applyTrusted(state, a);
    actions.push(a);
    slots.recorder.save(change('bot'));
    if (actions.length % 500 === 0) await slots.recorder.flush();
  }
  await slots.recorder.flush();
  return { actions: actions.length, slot: slots.recorder.slotOf('bench-long')! };
}

/** Open + restore on a fresh instance (what Continue does), best of 3. */
function loadMs(dir: string, slot: string): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const slots = new SaveSlots(createConfSaveStore(dir), { now: () => new Date().toISOString() });
    const session = new GameSession({ pause: () => Promise.resolve() });
    const t0 = now();
    const opened = slots.open(slot);
    session.restore(sessionGameOf(opened, 'loaded'));
    best = Math.min(best, now() - t0);
    session.dispose();
  }
  return best;
}

export async function saveBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'automobiles-save-bench-'));
  try {
    console.log('\nsaves (file store, temp folder)');
    const s = await season(join(dir, 'season'));
    const l = await longGame(join(dir, 'long'));
    const loads: [string, number][] = [
      [`the season (${s.actions} actions)`, loadMs(join(dir, 'season'), s.slot)],
      [`a long legal game (${l.actions} actions)`, loadMs(join(dir, 'long'), l.slot)],
    ];
    for (const [what, ms] of loads)
      console.log(
        `  load ${what.padEnd(34)} ${fmt(ms)} ms   target ≤ ${TARGET.loadMs} ms   ${verdict(ms <= TARGET.loadMs)}`,
      );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
