import { describe, expect, it } from 'vitest';
import { moveOptions, racepack, trackOf, type RacepackAction } from '../../../src-shared/games/racepack';
import { LocalRacepackTable } from '../../../src-renderer/racepack/local-racepack-table';
import type { RacepackSetupData, RacepackTableView } from '../../../src-renderer/racepack/racepack-table';
import { choicesByCell } from '../../../src-renderer/racepack/driving-view';

const twoHumans: RacepackSetupData = {
  seats: [
    { kind: 'human', name: 'Ann' },
    { kind: 'human', name: 'Bob' },
  ],
  options: { track: 'grand-prix', laps: 1 },
  seed: 11,
};

const carsOf = (v: RacepackTableView) => JSON.stringify(v.state.cars);
const firstMove = (v: RacepackTableView) => v.legal.find((a) => a.type === 'move')!;

/** Waits (macrotasks) until the predicate holds. */
async function until(pred: () => boolean, max = 5000) {
  for (let i = 0; i < max && !pred(); i++) await new Promise((r) => setTimeout(r, 0));
  expect(pred()).toBe(true);
}

describe('LocalRacepackTable', () => {
  it('applies a legal action: version, state, log and an update with the events', async () => {
    const t = new LocalRacepackTable(twoHumans, { botDelayMs: 0 });
    const v0 = t.view();
    expect(v0.humanToAct).toBe(true);
    expect(v0.legal.length).toBeGreaterThan(0);
    const updates: string[] = [];
    t.onUpdate((u) => updates.push(u.events.map((e) => e.type).join(',')));
    const r = await t.act(firstMove(v0), v0.version);
    expect(r).toEqual({ ok: true });
    const v1 = t.view();
    expect(v1.version).toBe(1);
    expect(carsOf(v1)).not.toBe(carsOf(v0));
    expect(v1.log.length).toBeGreaterThan(v0.log.length);
    expect(updates[0]).toContain('moved');
    // The view is plain data: it survives structured cloning (it will cross IPC).
    expect(structuredClone(v1)).toEqual(v1);
    t.dispose();
  });

  it('refuses a stale version and an illegal action, leaving the race unchanged', async () => {
    const t = new LocalRacepackTable(twoHumans, { botDelayMs: 0 });
    const v0 = t.view();
    const stale = await t.act(firstMove(v0), v0.version + 5);
    expect(stale.ok).toBe(false);
    const illegal: RacepackAction = { type: 'move', heading: 0, lane: 0, speed: 7, token: 0 };
    const r = await t.act(illegal, v0.version);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/not allowed/);
    expect(carsOf(t.view())).toBe(carsOf(v0));
    expect(t.view().version).toBe(0);
    t.dispose();
  });

  it('undoes movements within the turn, back to the turn start, and not past it', async () => {
    const t = new LocalRacepackTable(twoHumans, { botDelayMs: 0 });
    const v0 = t.view();
    expect(v0.canUndo).toBe(false);
    await t.act(firstMove(v0), v0.version);
    const v1 = t.view();
    expect(v1.canUndo).toBe(true);
    await t.act(firstMove(v1), v1.version);
    const v2 = t.view();
    expect((await t.undo()).ok).toBe(true);
    expect(carsOf(t.view())).toBe(carsOf(v1));
    expect(t.view().log).toEqual(v1.log);
    expect((await t.undo()).ok).toBe(true);
    expect(carsOf(t.view())).toBe(carsOf(v0));
    expect(t.view().canUndo).toBe(false);
    expect((await t.undo()).ok).toBe(false);
    expect(v2.version).toBeLessThan(t.view().version);
    t.dispose();
  });

  it('never undoes past a penalty roll', async () => {
    // Drive the humans until one of them can enter a corner at speed 2, then take that risk.
    const t = new LocalRacepackTable({ ...twoHumans, seed: 3 }, { botDelayMs: 0 });
    let rolled = false;
    for (let k = 0; k < 400 && !rolled && !t.view().over; k++) {
      const v = t.view();
      const risky = [...choicesByCell(v.state, v.legal).values()].flat().find((c) => c.roll);
      if (risky) {
        await t.act(risky.action, v.version);
        rolled = true;
        const after = t.view();
        expect(after.log.some((l) => /rolls/.test(l.text))).toBe(true);
        expect(after.canUndo).toBe(false);
        expect((await t.undo()).ok).toBe(false);
      } else {
        const a = v.legal.find((x) => x.type === 'move' || x.type === 'pass' || x.type === 'reenter') ?? v.legal[0];
        await t.act(a, v.version);
      }
    }
    expect(rolled).toBe(true);
    t.dispose();
  });

  it('plays the bot seats by itself and hands the turn back to the human', async () => {
    const t = new LocalRacepackTable(
      {
        seats: [
          { kind: 'human', name: 'Ann' },
          { kind: 'bot', name: 'Gus', level: 'greedy' },
        ],
        options: { track: 'indy-oval', laps: 1 },
        seed: 2,
      },
      { botDelayMs: 0 },
    );
    // Whoever starts, the human gets a decision within a few bot actions.
    await until(() => t.view().humanToAct);
    let v = t.view();
    const me = v.seat;
    const myCar = v.state.turn.car;
    // Finish this car's turn with the first legal movements.
    while (v.humanToAct && v.state.turn.car === myCar && v.seat === me) {
      await t.act(v.legal.find((a) => a.type === 'move') ?? v.legal[0], v.version);
      v = t.view();
    }
    // The bot moves on its own until the human decides again.
    await until(() => t.view().humanToAct || t.view().over);
    expect(t.view().log.some((l) => l.text.includes('(Gus)'))).toBe(true);
    t.dispose();
  });

  it('runs a whole 1-lap race of two bots to the result', async () => {
    const t = new LocalRacepackTable(
      {
        seats: [
          { kind: 'bot', name: 'A', level: 'greedy' },
          { kind: 'bot', name: 'B', level: 'random' },
        ],
        options: { track: 'indy-oval', laps: 1, finish: 'podium' },
        seed: 4,
      },
      { botDelayMs: 0 },
    );
    await until(() => t.view().over, 20000);
    expect(t.view().finishOrder).toHaveLength(2);
    expect(t.view().log.at(-1)?.text).toMatch(/over/);
    t.dispose();
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
    const t = new LocalRacepackTable(
      { ...twoHumans, options: { ...twoHumans.options, timer: true } },
      { botDelayMs: 0 },
    );
    const v0 = t.view();
    const car = v0.state.turn.car;
    const forfeit = v0.legal.find((a) => a.type === 'forfeit');
    expect(forfeit).toBeDefined();
    await t.act(forfeit!, v0.version);
    const v1 = t.view();
    expect(v1.state.turn.car).not.toBe(car);
    expect(v1.log.at(-1)?.text).toMatch(/ran out of time/);
    t.dispose();
  });
});
