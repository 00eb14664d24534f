/**
 * Saves through the GameSession and the contract's save messages: the autosave after every
 * action (human, bot, undo), "continue" after a relaunch, and season campaigns saved within
 * a race and between races that resume identically (serialize() of the resumed state equals
 * the original, and both play on identically).
 */
import { describe, expect, it } from 'vitest';
import { serialize, type GameState } from '../../../src-shared/games/automobiles';
import { InlineBotRunner } from '../../../src-shared/bots/bot-runner';
import { GameSession } from '../../../src-shared/session/game-session';
import { createDispatcher } from '../../../src-shared/ipc/dispatch';
import { wordedDispatch } from '../../helpers/worded';
import { createSaveHandlers } from '../../../src-shared/ipc/save-handlers';
import {
  MemorySaveStore,
  SaveSlots,
  autosaveSink,
  loadSave,
  parseSave,
  type GoodSlot,
  type SaveStore,
} from '../../../src-shared/save';
import { continueUntil, fakeClock, greedyNext, playUntil, toSave, type PlayedUntil } from '../../helpers/save-games';
import { type NewGameSetup } from '../../../src-shared/games/automobiles/kit';

const now = () => Promise.resolve();

/** A store that counts whole writes and appends. */
class CountingStore extends MemorySaveStore {
  writes = 0;
  appends = 0;
  override write(id: string, text: string): void {
    this.writes++;
    super.write(id, text);
  }
  override append(id: string, text: string, replaceTail?: number): void {
    this.appends++;
    super.append(id, text, replaceTail);
  }
}

/** One "launch" of the app: a session with autosave, and the save messages, on `store`. */
function launch(store: SaveStore) {
  const slots = new SaveSlots(store, { now: fakeClock() });
  const warnings: string[] = [];
  const session: GameSession = new GameSession({
    bots: new InlineBotRunner({ yieldNow: now }),
    pause: now,
    save: autosaveSink(slots),
    warn: (m) => warnings.push(m),
  });
  const saves = createSaveHandlers(session, slots);
  return { slots, session, saves, warnings, dispatch: wordedDispatch(createDispatcher(session, saves)) };
}

const setup: NewGameSetup = {
  seats: [
    { kind: 'human', name: 'Ann' },
    { kind: 'bot', name: 'Gus', level: 'greedy' },
  ],
  track: 'beginner-oval',
  laps: 1,
  cards: { kind: 'set', id: 'first-game' },
  variants: { openBags: true, weaving: false, acceleratedPlay: false },
  seed: 7,
};

/** The autosave of the session's current game (each game has its own slot). */
const slotOf = (slots: SaveSlots, session: GameSession) => slots.recorder.slotOf(session.saved()!.id)!;
const autosaved = (store: SaveStore, slots: SaveSlots, session: GameSession) =>
  parseSave(store.read(slotOf(slots, session))!);

/** The human plays greedy moves through session.act; bots answer in between. */
async function humanPlays(session: GameSession, turns: number, after?: () => void): Promise<void> {
  for (let i = 0; i < turns; i++) {
    await session.idle();
    const action = greedyNext(session.state as GameState);
    if (!action) return;
    expect(session.act(action).ok).toBe(true);
    after?.();
  }
  await session.idle();
}

describe('autosave through the session', () => {
  it('writes the autosave after every change: new game, each human action, each bot action, undo', async () => {
    const store = new CountingStore();
    const { session, warnings, slots } = launch(store);
    let updates = 0;
    session.onUpdate(() => updates++);
    session.newGame(setup);
    const autosaved = () => parseSave(store.read(slotOf(slots, session))!);
    expect(slotOf(slots, session)).toMatch(/^game-/);
    expect(autosaved().actions).toEqual([]);
    await humanPlays(session, 25, () => {
      // Right after the human's action (before any bot moves) the autosave has it.
      expect(autosaved().actions).toEqual(session.saved()!.actions);
    });
    expect(session.saved()!.actions.length).toBeGreaterThan(25);
    expect(autosaved().actions).toEqual(session.saved()!.actions);
    // One whole write for the new game, then one short append per change.
    expect(store.writes).toBe(1);
    expect(store.appends).toBe(updates - 1);
    // The autosave records who plays each seat; the slot list shows where the race stands (from the game itself).
    const save = autosaved();
    expect(save.seats).toEqual(setup.seats);
    const info = slots.info(slotOf(slots, session)) as GoodSlot;
    expect(info.summary).toMatchObject({
      track: 'beginner-oval',
      race: 1,
      races: 1,
      actionCount: save.actions.length,
      round: (session.state as GameState).round,
    });
    // Undo rewrites it too (one action fewer).
    await session.idle();
    const action = greedyNext(session.state as GameState)!;
    session.act(action);
    if (session.canUndo()) {
      const n = session.saved()!.actions.length;
      session.undo();
      expect(autosaved().actions).toHaveLength(n - 1);
      expect(store.writes).toBe(2);
    }
    expect(warnings).toEqual([]);
  });

  it('continue after a relaunch resumes exactly where the player left off', async () => {
    const store = new MemorySaveStore();
    const first = launch(store);
    first.session.newGame(setup);
    await humanPlays(first.session, 30);
    const before = serialize(first.session.state as GameState);
    const view = first.session.getView()!;
    const actionCount = first.session.saved()!.actions.length;
    first.session.dispose();

    const second = launch(store);
    expect(second.session.hasGame()).toBe(false);
    const list = (await second.dispatch('listSaves', undefined)) as { ok: true; data: GoodSlot[] };
    expect(list.data[0]).toMatchObject({
      id: expect.stringMatching(/^game-/),
      kind: 'game',
      ok: true,
      summary: { actionCount },
    });
    const r = (await second.dispatch('continueLast', undefined)) as { ok: true; data: typeof view };
    expect(r.ok).toBe(true);
    expect(serialize(second.session.state as GameState)).toBe(before);
    expect(second.session.seats).toEqual(setup.seats);
    // The same view, undo included (it survives Continue); the log is rebuilt by replaying:
    // same lines; rounds are not compared.
    expect({ ...r.data, id: '', version: 0, log: [] }).toEqual({ ...view, id: '', version: 0, log: [] });
    expect(r.data.log.map((l) => ({ ...l, round: 0 }))).toEqual(view.log.map((l) => ({ ...l, round: 0 })));
    // The game goes on from there, and keeps autosaving.
    await humanPlays(second.session, 5);
    // It keeps autosaving into the same slot.
    expect(slotOf(second.slots, second.session)).toBe(list.data[0].id);
    expect(autosaved(store, second.slots, second.session).actions).toEqual(second.session.saved()!.actions);
    second.session.dispose();
  });

  it('save as, load, delete, export and import through the contract messages', async () => {
    const store = new MemorySaveStore();
    const { session, dispatch, slots } = launch(store);
    expect(await dispatch('saveAs', { label: 'nothing yet' })).toEqual({
      ok: false,
      error: 'There is no game in progress to save.',
    });
    session.newGame(setup);
    await humanPlays(session, 10);
    const atSave = serialize(session.state as GameState);
    const saved = (await dispatch('saveAs', { label: 'Half way' })) as { ok: true; data: GoodSlot };
    expect(saved.data).toMatchObject({ id: 'save-1', label: 'Half way', ok: true });
    await humanPlays(session, 10);
    expect(serialize(session.state as GameState)).not.toBe(atSave);
    expect((await dispatch('loadSlot', { id: 'save-1' })).ok).toBe(true);
    expect(serialize(session.state as GameState)).toBe(atSave);
    // A named save continues as a game of its own (the save and the first game stay as they were).
    expect(autosaved(store, slots, session).actions).toEqual(session.saved()!.actions);
    expect(slots.recentGames()).toHaveLength(2);

    const exported = (await dispatch('exportSave', { id: 'save-1' })) as {
      ok: true;
      data: { kind: string; fileName: string; text: string };
    };
    expect(exported.data).toMatchObject({ kind: 'download', fileName: 'automobiles-half-way.json' });
    const imported = (await dispatch('importSave', { text: exported.data.text })) as {
      ok: true;
      data: { kind: string; slot: GoodSlot };
    };
    expect(imported.data).toMatchObject({ kind: 'imported', slot: { id: 'save-2', label: 'Half way' } });
    expect(await dispatch('importSave', { text: '{"format":"automobiles-save","version":1,' })).toEqual({
      ok: false,
      error: expect.stringMatching(/^This file cannot be imported: not a save file: the text is not valid JSON/),
    });
    expect(await dispatch('importSave', {})).toEqual({ ok: false, error: 'No file was given to import.' });
    const afterDelete = (await dispatch('deleteSlot', { id: 'save-1' })) as { ok: true; data: GoodSlot[] };
    expect(afterDelete.data.map((s) => s.id).filter((id) => !id.startsWith('game-'))).toEqual(['save-2']);
    expect(await dispatch('loadSlot', { id: 'save-1' })).toEqual({ ok: false, error: 'There is no save "save-1".' });
    store.write('save-3', '{"format":"automobiles-save","version":99}');
    expect(await dispatch('loadSlot', { id: 'save-3' })).toEqual({
      ok: false,
      error:
        '“save-3” cannot be loaded: save version 99 is newer than this version of the game supports (4); please update the game. The save is kept as it is.',
    });
    expect(store.read('save-3')).toBe('{"format":"automobiles-save","version":99}');
    session.dispose();
  });
});

describe('season campaigns resume identically', () => {
  const SEASON = {
    players: ['Ann', 'Bob', 'Cy'],
    seed: 11,
    drivers: 'limited' as const,
    season: { races: 3 },
    laps: 1,
    cards: 'random',
    expansionCards: true,
  };

  /** Saves `game` into a slot, loads it into a fresh session, and checks the state and the play that follows. */
  async function resumeAndCompare(game: PlayedUntil, label: string) {
    const store = new MemorySaveStore();
    const before = launch(store);
    const slot = before.slots.saveAs(label, toSave(game));
    const after = launch(store);
    const r = await after.dispatch('loadSlot', { id: slot.id });
    expect(r.ok, JSON.stringify(r)).toBe(true);
    const resumed = after.session.state as GameState;
    expect(serialize(resumed)).toBe(serialize(game.state));
    // Everything the campaign carries: standings, sponsors, drivers, bags, stock, turn order, the race.
    const pick = (s: GameState) => ({
      season: s.season,
      drivers: s.players.map((p) => p.driver),
      bags: s.players.map((p) => [p.bag, p.active, p.used, p.discard]),
      stock: s.stock,
      turnOrder: s.turnOrder,
      track: s.track,
      phase: s.phase,
      rng: s.rng,
    });
    expect(pick(resumed)).toEqual(pick(game.state));
    // Both play on identically: the original by the engine, the resumed one through the session.
    const original = { state: game.state, actions: [...game.actions] };
    const target = game.actions.length + 60;
    continueUntil(original, (_s, a) => a.length >= target);
    for (const action of original.actions.slice(game.actions.length)) expect(after.session.act(action).ok).toBe(true);
    expect(serialize(after.session.state as GameState)).toBe(serialize(original.state));
    // The resumed session autosaves the season (its full options), and that autosave resumes too.
    const auto = loadSave(store.read(slotOf(after.slots, after.session))!);
    expect(auto.save.options.season).toEqual(game.state.options.season);
    expect(serialize(auto.state)).toBe(serialize(original.state));
    after.session.dispose();
    before.session.dispose();
    return slot;
  }

  it('within the first race', async () => {
    const game = playUntil(SEASON, (s) => s.phase === 'action' && s.round >= 3);
    expect(game.state.season!.race).toBe(0);
    const slot = await resumeAndCompare(game, 'race 1');
    expect(slot.summary).toMatchObject({ race: 1, races: 3, phase: 'action' });
  });

  it('between races (sponsor awards after race 1)', async () => {
    const game = playUntil(SEASON, (s) => s.phase === 'sponsors');
    expect(game.state.season!.results).toHaveLength(1);
    const slot = await resumeAndCompare(game, 'between races');
    expect(slot.summary).toMatchObject({ race: 1, races: 3, phase: 'sponsors' });
    expect(slot.summary.standings.map((s) => s.points)).toEqual([...game.state.season!.points].sort((a, b) => b - a));
    expect(slot.summary.standings[0].points).toBeGreaterThan(0);
  });

  it('within the second race, after sponsors and a new track', async () => {
    const game = playUntil(SEASON, (s) => s.season!.race === 1 && s.phase === 'action' && s.round >= 4);
    expect(game.state.season!.results).toHaveLength(1);
    expect(game.state.season!.sponsorOf.some((x) => x !== '')).toBe(true);
    const slot = await resumeAndCompare(game, 'race 2');
    expect(slot.summary).toMatchObject({ race: 2, races: 3, track: game.state.track });
  });
});
