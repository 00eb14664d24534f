/**
 * The Racepack screens' view of the game session: the same session and contract handlers the
 * app uses (dispatcher + save handlers, messages copied as over IPC), the screens' view
 * (racepackTableView: the session's log in the renderer's words) on the renderer's side.
 */
import { describe, expect, it } from 'vitest';
import { InlineBotRunner } from '../../../src-shared/bots/bot-runner';
import { moveOptions, racepack, trackOf, type RacepackAction } from '../../../src-shared/games/racepack';
import { createDispatcher } from '../../../src-shared/ipc/dispatch';
import { createSaveHandlers } from '../../../src-shared/ipc/save-handlers';
import { MemorySaveStore, SaveSlots, autosaveSink } from '../../../src-shared/save';
import { GameSession } from '../../../src-shared/session/game-session';
import type { RacepackView } from '../../../src-shared/games/racepack/session/racepack-view-types';
import type { ActResult } from '../../../src-shared/session/types';
import { actRefusalText } from '../../../src-renderer/i18n/log-wording';
import type { MessageName, Reply } from '../../../src-shared/ipc/contract';
import {
  racepackTableView,
  type RacepackSessionPort,
} from '../../../src-renderer/games/racepack/session-racepack-table';
import type { RacepackSetupData, RacepackTableView } from '../../../src-renderer/games/racepack/racepack-table';
import { choicesByCell } from '../../../src-renderer/games/racepack/driving-view';
import { sessionSetup } from '../../../src-renderer/games/racepack/racepack-store';
import { RacepackHistory } from '../../../src-renderer/games/racepack/racepack-history';
import { type RacepackUpdate as SessionUpdate } from '../../../src-shared/games/racepack/kit';

const twoHumans: RacepackSetupData = {
  seats: [
    { kind: 'human', name: 'Ann' },
    { kind: 'human', name: 'Bob' },
  ],
  options: { track: 'grand-prix', laps: 1 },
  seed: 11,
};

const copy = <T>(x: T): T => structuredClone(x);

/** A session as the browser client hosts it, and the port the game store gives the table. */
function host(store = new MemorySaveStore()) {
  const slots = new SaveSlots(store, { now: () => '2026-01-01T00:00:00.000Z' });
  const session: GameSession = new GameSession({
    bots: new InlineBotRunner({ yieldNow: () => new Promise((r) => setTimeout(r, 0)) }),
    pause: () => new Promise((r) => setTimeout(r, 0)),
    save: autosaveSink(slots),
    warn: () => {},
  });
  const dispatch = createDispatcher(session, createSaveHandlers(session, slots, { later: (w) => w() }));
  async function call<T>(name: MessageName, payload?: unknown): Promise<T> {
    const r = copy((await dispatch(name, copy(payload))) as Reply<T>);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.data;
  }
  const port: RacepackSessionPort = {
    act: async (req) => {
      const r = await call<ActResult>('act', req);
      return r.ok ? { ok: true } : { ok: false, error: actRefusalText(r.refusal, []) };
    },
    undo: async () => {
      const r = await call<ActResult>('undo');
      return r.ok ? { ok: true } : { ok: false, error: actRefusalText(r.refusal, []) };
    },
  };
  const start = async (setup: RacepackSetupData) =>
    open(session, port, await call<RacepackView>('newGame', sessionSetup(setup)));
  return { session, slots, call, port, start };
}

/** The screens' side of a race: the latest session view as the screens see it, and the port. */
function open(session: GameSession, port: RacepackSessionPort, first: RacepackView) {
  let latest = racepackTableView(first);
  const listeners = new Set<(u: { view: RacepackTableView; events: unknown[] }) => void>();
  const off = session.onUpdate((raw) => {
    const u = copy(raw) as SessionUpdate;
    if (u.view.id !== first.id) return;
    latest = racepackTableView(u.view);
    for (const l of listeners) l({ view: latest, events: u.events });
  });
  return {
    view: () => latest,
    act: (action: RacepackAction, version: number) => port.act({ seat: latest.seat, version, action }),
    undo: () => port.undo(),
    onUpdate(l: (u: { view: RacepackTableView; events: unknown[] }) => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    settled: () => Promise.resolve(),
    dispose: off,
  };
}
type Table = ReturnType<typeof open>;

const carsOf = (v: RacepackTableView) => JSON.stringify(v.state.cars);
const firstMove = (v: RacepackTableView) => v.legal.find((a) => a.type === 'move')!;

/** Waits (macrotasks) until the predicate holds. */
async function until(pred: () => boolean, max = 20_000) {
  for (let i = 0; i < max && !pred(); i++) await new Promise((r) => setTimeout(r, 0));
  expect(pred()).toBe(true);
}

/** Acts and waits until the table has shown the result. */
async function actAndSettle(t: Table, a: RacepackAction, version: number) {
  const r = await t.act(a, version);
  await t.settled();
  return r;
}

describe('racepackTableView over the session', () => {
  it('applies a legal action: version, state, log lines in the renderer’s words and an update with the events', async () => {
    const { start } = host();
    const t = await start(twoHumans);
    const v0 = t.view();
    expect(v0.humanToAct).toBe(true);
    expect(v0.legal.length).toBeGreaterThan(0);
    expect(v0.log[0].text).toMatch(/Grand Prix/);
    expect(v0.setup.seats.map((s) => s.name)).toEqual(['Ann', 'Bob']);
    const updates: string[] = [];
    t.onUpdate((u) => updates.push(u.events.map((e) => (e as { type: string }).type).join(',')));
    expect(await actAndSettle(t, firstMove(v0), v0.version)).toEqual({ ok: true });
    const v1 = t.view();
    expect(v1.version).toBeGreaterThan(v0.version);
    expect(carsOf(v1)).not.toBe(carsOf(v0));
    expect(v1.log.length).toBeGreaterThan(v0.log.length);
    expect(updates[0]).toContain('moved');
    // The view is plain data (it is copied into the store as is).
    expect(structuredClone(v1)).toEqual(v1);
    t.dispose();
  });

  it('refuses a stale version and an illegal action with a message, leaving the race unchanged', async () => {
    const { start } = host();
    const t = await start(twoHumans);
    const v0 = t.view();
    const stale = await t.act(firstMove(v0), v0.version - 1);
    expect(stale.ok).toBe(false);
    if (!stale.ok) expect(stale.error.length).toBeGreaterThan(10);
    const illegal: RacepackAction = { type: 'move', heading: 0, lane: 0, speed: 7, token: 0 };
    const r = await t.act(illegal, v0.version);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/not|illegal/i);
    await t.settled();
    expect(carsOf(t.view())).toBe(carsOf(v0));
    expect(t.view().version).toBe(v0.version);
    t.dispose();
  });

  it('undoes movements within the turn (the log goes back too) and not past the turn start', async () => {
    const { start } = host();
    const t = await start(twoHumans);
    const v0 = t.view();
    expect(v0.canUndo).toBe(false);
    await actAndSettle(t, firstMove(v0), v0.version);
    const v1 = t.view();
    expect(v1.canUndo).toBe(true);
    await actAndSettle(t, firstMove(v1), v1.version);
    expect((await t.undo()).ok).toBe(true);
    await t.settled();
    expect(carsOf(t.view())).toBe(carsOf(v1));
    expect(t.view().log).toEqual(v1.log);
    expect((await t.undo()).ok).toBe(true);
    await t.settled();
    expect(carsOf(t.view())).toBe(carsOf(v0));
    expect(t.view().log).toEqual(v0.log);
    expect(t.view().canUndo).toBe(false);
    expect((await t.undo()).ok).toBe(false);
    t.dispose();
  });

  it('logs a penalty roll and never undoes past it', async () => {
    const { start } = host();
    const t = await start({ ...twoHumans, seed: 3 });
    let rolled = false;
    for (let k = 0; k < 400 && !rolled && !t.view().over; k++) {
      const v = t.view();
      const risky = [...choicesByCell(v.state, v.legal).values()].flat().find((c) => c.roll);
      if (risky) {
        await actAndSettle(t, risky.action, v.version);
        rolled = true;
        const after = t.view();
        expect(after.log.some((l) => /rolls/.test(l.text))).toBe(true);
        expect(after.canUndo).toBe(false);
        expect((await t.undo()).ok).toBe(false);
      } else {
        const a = v.legal.find((x) => x.type === 'move' || x.type === 'pass' || x.type === 'reenter') ?? v.legal[0];
        await actAndSettle(t, a, v.version);
      }
    }
    expect(rolled).toBe(true);
    t.dispose();
  });

  it('the session plays the bot seats and hands the turn back to the human; the log names the bot’s car', async () => {
    const { start } = host();
    const t = await start({
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'bot', name: 'Gus', level: 'greedy' },
      ],
      options: { track: 'indy-oval', laps: 1 },
      seed: 2,
    });
    await until(() => t.view().humanToAct);
    let v = t.view();
    const me = v.seat;
    const myCar = v.state.turn.car;
    while (v.humanToAct && v.state.turn.car === myCar && v.seat === me) {
      await actAndSettle(t, v.legal.find((a) => a.type === 'move') ?? v.legal[0], v.version);
      v = t.view();
    }
    await until(() => t.view().humanToAct || t.view().over);
    expect(t.view().log.some((l) => l.text.includes('(Gus)'))).toBe(true);
    t.dispose();
  });

  it('a whole 1-lap race of two bots: the session’s log equals the replay’s, rebuilt from the record', async () => {
    const { start, call } = host();
    const t = await start({
      seats: [
        { kind: 'bot', name: 'A', level: 'greedy' },
        { kind: 'bot', name: 'B', level: 'random' },
      ],
      options: { track: 'indy-oval', laps: 1, finish: 'podium' },
      seed: 4,
    });
    await until(() => t.view().over, 50_000);
    await t.settled();
    expect(t.view().finishOrder).toHaveLength(2);
    expect(t.view().log.at(-1)?.text).toMatch(/over/);
    const rebuilt = new RacepackHistory(await call('replayRecord', {}));
    expect(t.view().log).toEqual(rebuilt.log);
    expect(JSON.stringify(rebuilt.stateAt(rebuilt.length).cars)).toBe(carsOf(t.view()));
    t.dispose();
  });

  it('a race continued from its autosave shows the same board and the same log', async () => {
    const store = new MemorySaveStore();
    const first = host(store);
    const t = await first.start(twoHumans);
    for (let k = 0; k < 6; k++) {
      const v = t.view();
      await actAndSettle(t, v.legal.find((a) => a.type === 'move' || a.type === 'pass') ?? v.legal[0], v.version);
    }
    const before = t.view();
    t.dispose();
    await first.slots.recorder.flush();
    // A new page: a new session on the same storage.
    const second = host(store);
    const resumed = open(second.session, second.port, await second.call<RacepackView>('continueLast'));
    expect(carsOf(resumed.view())).toBe(carsOf(before));
    expect(resumed.view().log).toEqual(before.log);
    expect(resumed.view().seat).toBe(before.seat);
    resumed.dispose();
  });
});

describe('choicesByCell agrees with the engine', () => {
  it('every legal movement lands on the engine target, with its penalty-roll flag', () => {
    const s = racepack.create(racepack.normalizeOptions({ players: 4, track: 'hairpin-chicane' }), 9);
    let checked = 0;
    for (let k = 0; k < 300 && !racepack.isTerminal(s); k++) {
      const legal = racepack.legalActions(s);
      if (s.phase === 'move' && s.cars[s.turn.car].status !== 'spun') {
        const opts = moveOptions(s, trackOf(s));
        const cells = choicesByCell(s, legal);
        for (const o of opts) {
          const list = cells.get(o.target) ?? [];
          const c = list.find(
            (x) =>
              x.action.type === 'move' &&
              x.action.heading === o.heading &&
              x.action.lane === o.lane &&
              x.speed === o.speed &&
              x.token === o.token,
          );
          expect(c, `movement ${JSON.stringify(o)}`).toBeDefined();
          expect(c!.roll).toBe(o.roll);
          expect(c!.hazard).toBe(o.hazard);
          checked++;
        }
        const total = [...cells.values()].reduce((n, l) => n + l.length, 0);
        expect(total).toBe(legal.filter((a) => a.type === 'move').length);
      }
      racepack.apply(s, legal.find((a) => a.type === 'move') ?? legal[0]);
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('timer variant at the table', () => {
  it('a forfeit (time ran out) ends the car turn and is logged', async () => {
    const { start } = host();
    const t = await start({ ...twoHumans, options: { ...twoHumans.options, timer: true } });
    const v0 = t.view();
    const car = v0.state.turn.car;
    const forfeit = v0.legal.find((a) => a.type === 'forfeit');
    expect(forfeit).toBeDefined();
    await actAndSettle(t, forfeit!, v0.version);
    const v1 = t.view();
    expect(v1.state.turn.car).not.toBe(car);
    expect(v1.log.at(-1)?.text).toMatch(/ran out of time/);
    t.dispose();
  });
});
