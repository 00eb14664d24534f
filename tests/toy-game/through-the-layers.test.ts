/**
 * Issue #26's proof: Dice Race, a game that lives only under tests/toy-game and is registered
 * by one line per table in this test build (toy-build.ts), is found by id, played against its
 * bot through the session (its bot decided by the house's one bot runner, inline and behind a
 * worker's message boundary), autosaved and continued from the save slots, saved and loaded
 * by name, and replayed from its file.
 */
import { describe, expect, it } from 'vitest';
import { findGame, gameById, kitOf } from '../../src-shared/games/registry';
import { InlineBotRunner, WorkerBotRunner, type WorkerLike } from '../../src-shared/bots/bot-runner';
import { createBotWorkerCore } from '../../src-shared/bots/bot-worker-core';
import type { FromBotWorker, ToBotWorker } from '../../src-shared/bots/bot-worker-protocol';
import { botKitOf } from '../../src-shared/bots/bot-kits';
import { GameSession } from '../../src-shared/session/game-session';
import type { SavedGame, Seat } from '../../src-shared/session/types';
import type { SessionSetup } from '../../src-shared/games/registry';
import { MemorySaveStore, SaveSlots, autosaveSink, loadSave, saveFileOf, stringifySave } from '../../src-shared/save';
import { fakeClock } from '../helpers/save-games';
import {
  RandomRunner,
  RunnerBot,
  diceRace,
  diceRaceBotKit,
  diceRaceKit,
  type DiceRaceAction,
  type DiceRaceState,
} from './dice-race';

const immediately = () => Promise.resolve();
const human: Seat = { kind: 'human', name: 'Ann' };
const bot: Seat = { kind: 'bot', name: 'Rex', level: 'greedy' };
// The setup union is built from the house registry's kits (src-shared/games/registry.ts:32):
// the test build's copy adds the toy's kit to the table, not to the type, so cast.
const setupOf = (seats: Seat[], seed: number) =>
  ({ game: 'dice-race', seats, seed, length: 20 }) as unknown as SessionSetup;

/** A session with inline bots and no waiting (tests). */
function newSession(extra: ConstructorParameters<typeof GameSession>[0] = {}) {
  return new GameSession({ bots: new InlineBotRunner({ yieldNow: immediately }), pause: immediately, ...extra });
}

const pick = (die: 'steady' | 'wild'): DiceRaceAction => ({ type: 'pickDie', die });
const stateOf = (session: GameSession) => session.state as DiceRaceState;

/** The human plays the runner's choice until `until` says stop; the bot answers through the session. */
async function playAsHuman(session: GameSession, until: (s: DiceRaceState) => boolean): Promise<void> {
  const runner = new RunnerBot();
  for (let guard = 0; guard < 2_000; guard++) {
    await session.idle();
    const s = stateOf(session);
    if (diceRace.isTerminal(s) || until(s)) return;
    const view = session.getView()!;
    const action = runner.chooseAction(diceRace.clone(s), diceRace.legalActions(s));
    const r = session.act(action, { seat: diceRace.currentPlayer(s), version: view.version });
    expect(r.ok, JSON.stringify(r)).toBe(true);
  }
  throw new Error('the race did not end');
}

describe('Dice Race in the test build', () => {
  it('is found in the games registry by its id', () => {
    expect(findGame('dice-race')).toBe(diceRace);
    expect(gameById('dice-race').name).toBe('Dice Race');
  });

  it('its kit is found by id, and its schemas check a setup and an action as the IPC boundary does', () => {
    const kit = kitOf('dice-race');
    expect(kit).toBe(diceRaceKit);
    expect(kit.session.id).toBe('dice-race');
    expect(kit.catalog()).toEqual({ game: 'dice-race', lengths: [20, 30, 40] });
    const setup = { game: 'dice-race', seats: [human, bot], length: 30 };
    expect(kit.setupSchema.parse(setup)).toEqual(setup);
    expect(kit.setupSchema.safeParse({ ...setup, seats: [human] }).success, 'one seat').toBe(false);
    expect(kit.setupSchema.safeParse({ ...setup, length: 61 }).success, 'a board too long').toBe(false);
    expect(kit.actionSchema.safeParse({ type: 'step', spaces: 3 }).success).toBe(true);
    expect(kit.actionSchema.safeParse({ type: 'step', spaces: 7 }).success, 'no die shows 7').toBe(false);
  });

  it('is created and played to the end against its bot through the session (inline runner)', async () => {
    const session = newSession();
    const view = session.newGame(setupOf([human, bot], 7)) as unknown as { game: string; decider: number };
    expect(session.gameId).toBe('dice-race');
    expect(view.game).toBe('dice-race');
    await playAsHuman(session, () => false);
    const record = session.saved()!;
    expect(record.game).toBe('dice-race');
    const players = [0, 1].map((p) => {
      // Replay the record to see who chose each action.
      const s = diceRace.create(diceRace.normalizeOptions({ players: 2, length: 20 }), 7);
      let n = 0;
      for (const a of record.actions as unknown as DiceRaceAction[]) {
        if (diceRace.currentPlayer(s) === p) n++;
        diceRace.apply(s, a);
      }
      return n;
    });
    expect(players[0]).toBeGreaterThan(0);
    expect(players[1], 'the bot seat played its turns').toBeGreaterThan(0);
    expect(diceRace.result(stateOf(session))!.finishOrder).toHaveLength(2);
  });

  it('its bot matters: the runner beats the random player over 200 seeded races', () => {
    let runnerWins = 0;
    for (let g = 0; g < 200; g++) {
      const s = diceRace.create(diceRace.normalizeOptions({ players: 2, length: 30 }), g);
      const runnerSeat = g % 2;
      const bots = runnerSeat === 0 ? [new RunnerBot(), new RandomRunner(g)] : [new RandomRunner(g), new RunnerBot()];
      while (!diceRace.isTerminal(s)) {
        const p = diceRace.currentPlayer(s);
        diceRace.apply(s, bots[p].chooseAction(s, diceRace.legalActions(s)));
      }
      if (diceRace.result(s)!.finishOrder[0] === runnerSeat) runnerWins++;
    }
    expect(runnerWins).toBeGreaterThan(120);
  });

  it('undoes the pick of a die (before the roll), never the roll', async () => {
    const session = newSession();
    session.newGame(setupOf([human, { kind: 'human', name: 'Bea' }], 3));
    const v0 = session.getView()!.version;
    const before = diceRace.serialize(stateOf(session));
    expect(session.act(pick('wild'), { seat: 0, version: v0 }).ok).toBe(true);
    expect(session.undo().ok).toBe(true);
    expect(diceRace.serialize(stateOf(session))).toBe(before);
    const v1 = session.getView()!.version;
    session.act(pick('steady'), { seat: 0, version: v1 });
    session.act({ type: 'roll' }, { seat: 0, version: session.getView()!.version });
    expect(session.canUndo()).toBe(false);
  });

  it('its save file (save-file.ts, through the save rules table) holds the record and replays every action', async () => {
    const session = newSession();
    session.newGame(setupOf([human, bot], 9));
    await playAsHuman(session, (s) => s.round >= 3);
    const { id: _id, ...record } = session.saved()!;
    void _id;
    const live = diceRace.serialize(stateOf(session));
    const text = stringifySave(saveFileOf(record, { label: 'toy' }));
    const { state, save } = loadSave(text, { verify: true });
    expect(save.game).toBe('dice-race');
    expect(save.actions).toEqual(record.actions);
    expect(diceRace.serialize(state as unknown as DiceRaceState)).toBe(live);
    // The session continues the file's record to the same state.
    const again = newSession();
    again.restore({ ...save, id: 'from-file' } as SavedGame);
    expect(diceRace.serialize(stateOf(again))).toBe(live);
  });

  it('autosaves into its own slot, and is continued from it in a new session (memory store)', async () => {
    const store = new MemorySaveStore();
    const slots = new SaveSlots(store, { now: fakeClock() });
    const warnings: string[] = [];
    const session = newSession({ save: autosaveSink(slots), warn: (m) => warnings.push(m) });
    session.newGame(setupOf([human, bot], 11));
    await playAsHuman(session, (s) => s.round >= 4);
    await session.idle();
    const live = diceRace.serialize(stateOf(session));
    expect(warnings).toEqual([]);
    const listed = slots.list();
    expect(listed.map((s) => s.ok)).toEqual([true]);
    const opened = slots.open(listed[0].id);
    expect(opened.record.game).toBe('dice-race');
    const again = newSession();
    again.restore({ id: 'continued', ...opened.record } as SavedGame);
    expect(again.gameId).toBe('dice-race');
    expect(diceRace.serialize(stateOf(again))).toBe(live);
    // And it plays on to the end.
    await playAsHuman(again, () => false);
    expect(diceRace.isTerminal(stateOf(again))).toBe(true);
  });

  it('is saved by name and loaded back; its file replays to the same state', async () => {
    const store = new MemorySaveStore();
    const slots = new SaveSlots(store, { now: fakeClock() });
    const session = newSession();
    session.newGame(setupOf([human, bot], 5));
    await playAsHuman(session, (s) => s.round >= 3);
    const { id: _id, ...record } = session.saved()!;
    void _id;
    const live = diceRace.serialize(stateOf(session));
    const slot = slots.saveAs('toy race', record);
    expect(slot.ok && slot.label).toBe('toy race');
    const loaded = slots.load(slot.id);
    expect(diceRace.serialize(loaded.state as unknown as DiceRaceState)).toBe(live);
    // Replayed from the file's text alone.
    const { state } = loadSave(store.read(slot.id)!, { verify: true });
    expect(diceRace.serialize(state as unknown as DiceRaceState)).toBe(live);
  });

  it('its bot is decided by the house bot runner, found by the game its spec names', async () => {
    const s = diceRace.create(diceRace.normalizeOptions({ players: 2 }), 1);
    const spec = diceRaceBotKit.specOfLevel('greedy', 0);
    expect(spec).toEqual({ game: 'dice-race', kind: 'runner', seed: 1 });
    expect(botKitOf(spec.game)).toBe(diceRaceBotKit);
    const runner = new InlineBotRunner({ yieldNow: immediately });
    const action = await runner.decide<DiceRaceAction>(s, 0, spec).promise;
    expect(diceRace.legalActions(s)).toContainEqual(action);
    // The runner's choice, not any legal action: behind nobody, it picks the steady die.
    expect(action).toEqual(new RunnerBot().chooseAction(diceRace.clone(s), diceRace.legalActions(s)));
  });

  it('is played to the end through the session with a worker runner (every message crosses a structured clone)', async () => {
    const crossed: ToBotWorker['type'][] = [];
    const runner = new WorkerBotRunner(() => inProcessWorker(crossed), { marginMs: 60_000, bootMs: 60_000 });
    try {
      const session = newSession({ bots: runner });
      session.newGame(setupOf([bot, { ...bot, name: 'Max', level: 'random' }], 13));
      await session.idle();
      for (let guard = 0; guard < 200 && !diceRace.isTerminal(stateOf(session)); guard++) await session.idle();
      expect(diceRace.isTerminal(stateOf(session))).toBe(true);
      expect(runner.spawned).toBe(1);
      expect(crossed.filter((t) => t === 'decide').length).toBe(session.saved()!.actions.length);
      expect(diceRace.result(stateOf(session))!.finishOrder).toHaveLength(2);
    } finally {
      runner.dispose();
    }
  });
});

/**
 * A worker that runs the app's bot worker (bot-worker-core.ts) on this thread, every message
 * both ways structured-cloned as postMessage does. A real worker thread loads the house's bot
 * kits, not this build's (see README.md), so the boundary is what is tested here.
 */
function inProcessWorker(crossed: ToBotWorker['type'][]): WorkerLike {
  const listeners: ((m: FromBotWorker) => void)[] = [];
  let alive = true;
  const handle = createBotWorkerCore(
    (msg) => {
      const copy = structuredClone(msg);
      setImmediate(() => alive && listeners.forEach((l) => l(copy)));
    },
    () => new Promise((r) => setImmediate(r)),
  );
  return {
    postMessage(msg) {
      crossed.push(msg.type);
      const copy = structuredClone(msg);
      setImmediate(() => alive && handle(copy));
    },
    addMessageListener: (fn) => void listeners.push(fn),
    addFaultListener: () => {},
    terminate: () => void (alive = false),
  };
}
