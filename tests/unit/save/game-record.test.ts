/**
 * The one game record (save version 3) through the session, the recorder and the save
 * messages: an old (version 2) file loads and keeps a bot's thinking time; cosmetic
 * metadata is repaired with a message; a stored summary is never trusted; each game keeps
 * its own slot (two app instances included); a cut-short append loses one action at most;
 * a failed autosave shows in the status and recovers on retry; a tampered snapshot is found
 * by the background check.
 */
import type { GameView } from '../../../src-shared/games/automobiles/session/view-types';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serialize } from '../../../src-shared/games/automobiles';
import { InlineBotRunner } from '../../../src-shared/bots/bot-runner';
import { GameSession } from '../../../src-shared/session/game-session';
import { createDispatcher } from '../../../src-shared/ipc/dispatch';
import { createSaveHandlers } from '../../../src-shared/ipc/save-handlers';
import type { SaveStatus } from '../../../src-shared/ipc/save-messages';
import {
  AUTOSAVE_ID,
  MemorySaveStore,
  SaveSlots,
  autosaveSink,
  isAppendable,
  parseSave,
  parseSaveText,
  type GoodSlot,
  type SaveStore,
} from '../../../src-shared/save';
import { fakeClock, greedyNext } from '../../helpers/save-games';
import { replyErrorText, wordedNotices } from '../../helpers/worded';
import { type NewGameSetup } from '../../../src-shared/games/automobiles/kit';
import type { GameState } from '../../../src-shared/games/automobiles';

const V2_FILE = readFileSync(new URL('../../fixtures/saves/v2-autosave.json', import.meta.url), 'utf8');
const now = () => Promise.resolve();

/** A store whose writes fail while `failing` is set (a full disk). */
class FlakyStore extends MemorySaveStore {
  failing = false;
  override write(id: string, text: string): void {
    if (this.failing) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    super.write(id, text);
  }
  override append(id: string, text: string, replaceTail?: number): void {
    if (this.failing) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    super.append(id, text, replaceTail);
  }
}

function launch(store: SaveStore, opts: { snapshotEvery?: number; later?: (work: () => void) => void } = {}) {
  const slots = new SaveSlots(store, { now: fakeClock(), snapshotEvery: opts.snapshotEvery });
  const session: GameSession = new GameSession({
    bots: new InlineBotRunner({ yieldNow: now }),
    pause: now,
    save: autosaveSink(slots),
    newId: () => randomUUID(),
  });
  const saves = createSaveHandlers(session, slots, opts.later ? { later: opts.later } : {});
  const dispatch = createDispatcher(session, saves);
  const call = async <T>(name: Parameters<typeof dispatch>[0], payload?: unknown): Promise<T> => {
    const r = await dispatch(name, payload);
    if (!r.ok) throw new Error(replyErrorText(r.error));
    return r.data as T;
  };
  return { slots, session, call };
}

const SETUP: NewGameSetup = {
  seats: [
    { kind: 'human', name: 'Ann' },
    { kind: 'bot', name: 'Quick', level: 'hard', thinkMs: 20 },
    { kind: 'bot', name: 'Gus', level: 'greedy' },
  ],
  track: 'beginner-oval',
  laps: 1,
  cards: { kind: 'set', id: 'first-game' },
  variants: { openBags: true, weaving: false, acceleratedPlay: false },
  seed: 3,
};

async function humanPlays(session: GameSession, turns: number): Promise<void> {
  for (let i = 0; i < turns; i++) {
    await session.idle();
    const action = greedyNext(session.state as GameState);
    if (!action) return;
    expect(session.act(action).ok).toBe(true);
  }
  await session.idle();
}

const slotOf = (slots: SaveSlots, session: GameSession) => slots.recorder.slotOf(session.saved()!.id)!;

describe('the one game record', () => {
  it('an old version 2 autosave loads, its forged summary is ignored, and the bot keeps its thinking time for good', async () => {
    const store = new MemorySaveStore({ [AUTOSAVE_ID]: V2_FILE });
    const first = launch(store);
    const [slot] = first.slots.list() as GoodSlot[];
    // The file claims the race is over; the game itself says otherwise: Continue is offered.
    expect(slot).toMatchObject({ id: AUTOSAVE_ID, ok: true, summary: { over: false, actionCount: 60 } });
    expect(first.slots.recentGames().map((s) => s.id)).toEqual([AUTOSAVE_ID]);
    await first.call('continueLast');
    expect(first.session.seats[1]).toEqual({ kind: 'bot', name: 'Quick', level: 'hard', thinkMs: 400 });
    await humanPlays(first.session, 3);
    // It goes on in the same slot, now a current (version 4) file that still has the thinking time.
    expect(slotOf(first.slots, first.session)).toBe(AUTOSAVE_ID);
    const rewritten = parseSave(store.read(AUTOSAVE_ID)!);
    expect(rewritten.version).toBe(4);
    expect(rewritten.seats[1]).toEqual({ kind: 'bot', name: 'Quick', level: 'hard', thinkMs: 400 });
    expect(rewritten.actions).toEqual(first.session.saved()!.actions);
    first.session.dispose();

    const second = launch(store);
    await second.call('continueLast');
    expect(second.session.seats[1]).toEqual({ kind: 'bot', name: 'Quick', level: 'hard', thinkMs: 400 });
    second.session.dispose();
  });

  it('a new game with a thinking time: Continue after a relaunch keeps it, and so does the next autosave', async () => {
    const store = new MemorySaveStore();
    const first = launch(store);
    first.session.newGame(SETUP);
    await humanPlays(first.session, 4);
    const before = serialize(first.session.state as GameState);
    first.session.dispose();
    const second = launch(store);
    await second.call('continueLast');
    expect(serialize(second.session.state as GameState)).toBe(before);
    expect(second.session.seats).toEqual(SETUP.seats);
    await humanPlays(second.session, 2);
    expect(parseSave(store.read(slotOf(second.slots, second.session))!).seats).toEqual(SETUP.seats);
    second.session.dispose();
  });

  it('loads from the last snapshot (replaying only the actions after it) with the same state and statistics', async () => {
    const store = new MemorySaveStore();
    const first = launch(store, { snapshotEvery: 40 });
    first.session.newGame({ ...SETUP, seats: [SETUP.seats[0], { kind: 'bot', name: 'Gus', level: 'greedy' }] });
    await humanPlays(first.session, 40);
    const record = parseSave(store.read(slotOf(first.slots, first.session))!);
    expect(record.snapshot!.actionCount).toBeGreaterThan(0);
    expect(record.snapshot!.actionCount).toBeLessThanOrEqual(record.actions.length);
    expect(record.actions.length - record.snapshot!.actionCount).toBeLessThan(40);
    const view = first.session.getView() as GameView;
    const before = serialize(first.session.state as GameState);
    first.session.dispose();
    const second = launch(store);
    await second.call('continueLast');
    expect(serialize(second.session.state as GameState)).toBe(before);
    expect((second.session.getView() as GameView).stats).toEqual(view.stats);
    second.session.dispose();
  });

  it('cosmetic metadata never makes a save unloadable: a BOM, a bad save time and a long name are repaired, and the player is told', async () => {
    const store = new MemorySaveStore();
    const first = launch(store);
    first.session.newGame(SETUP);
    await humanPlays(first.session, 3);
    const { id: _id, ...record } = first.session.saved()!;
    void _id;
    first.slots.saveAs('fine', {
      ...record,
      snapshot: { actionCount: record.actions.length, state: first.session.state! },
    });
    first.session.dispose();
    const raw = JSON.parse(store.read('save-1')!);
    raw.meta = { savedAt: 'last Tuesday', label: 'L'.repeat(250) };
    store.write('save-1', `\uFEFF${JSON.stringify(raw)}`);

    const parsed = parseSaveText(store.read('save-1')!);
    expect(parsed.save.meta).toEqual({ label: 'L'.repeat(200) });
    expect(parsed.notes).toEqual([
      { key: 'savedAtDropped', value: '"last Tuesday"' },
      { key: 'labelShortened', max: 200 },
    ]);

    const second = launch(store);
    const slot = second.slots.info('save-1') as GoodSlot;
    expect(slot).toMatchObject({ ok: true, label: 'L'.repeat(200), savedAt: null });
    expect(slot.notes).toEqual(parsed.notes);
    await second.call('loadSlot', { id: 'save-1' });
    const status = await second.call<SaveStatus>('saveStatus');
    expect(wordedNotices(status.notices)).toEqual([
      expect.stringMatching(/^The save loaded after a repair: .*not a date.*shortened\.$/),
    ]);
    // Notices are told once.
    expect((await second.call<SaveStatus>('saveStatus')).notices).toEqual([]);
    second.session.dispose();
  });

  it('each game has its own slot: a new race never overwrites the game in progress, nor does a second app instance', async () => {
    const store = new MemorySaveStore();
    const one = launch(store);
    const two = launch(store);
    one.session.newGame(SETUP);
    await humanPlays(one.session, 3);
    two.session.newGame({ ...SETUP, seed: 9 });
    await humanPlays(two.session, 5);
    one.session.newGame({ ...SETUP, seed: 11 });
    await humanPlays(one.session, 1);
    const games = launch(store).slots.recentGames();
    expect(games).toHaveLength(3);
    expect(new Set(games.map((g) => g.id)).size).toBe(3);
    for (const g of games) expect(g.kind).toBe('game');
    one.session.dispose();
    two.session.dispose();
  });

  it('an append cut short (the app killed mid-write) loses that action only; continuing rewrites the file whole', async () => {
    const store = new MemorySaveStore();
    const first = launch(store);
    first.session.newGame(SETUP);
    await humanPlays(first.session, 3);
    const id = slotOf(first.slots, first.session);
    const n = first.session.saved()!.actions.length;
    first.session.dispose();
    store.append(id, '[{"type":"bu');
    expect(isAppendable(store.read(id)!)).toBe(false);
    const second = launch(store);
    const info = second.slots.info(id) as GoodSlot;
    expect(info).toMatchObject({ ok: true, summary: { actionCount: n } });
    expect(info.notes).toEqual([{ key: 'lastLineCut' }]);
    await second.call('loadSlot', { id });
    await humanPlays(second.session, 1);
    expect(isAppendable(store.read(id)!)).toBe(true);
    expect(parseSave(store.read(id)!).actions).toEqual(second.session.saved()!.actions);
    second.session.dispose();
  });

  it('a failed autosave shows in the status at once, the game goes on, and retry saves everything', async () => {
    const store = new FlakyStore();
    const { session, slots, call } = launch(store);
    session.newGame(SETUP);
    await humanPlays(session, 2);
    store.failing = true;
    await humanPlays(session, 2);
    const failed = await call<SaveStatus>('saveStatus');
    expect(failed.autosave).toEqual({ ok: false, error: { key: 'autosaveFailed', reason: 'diskFull' } });
    expect(replyErrorText(failed.autosave.ok ? { key: 'noAutosave' } : failed.autosave.error)).toMatch(
      /^The game could not be saved \(the disk is full\)\. It goes on/,
    );
    expect(session.hasGame()).toBe(true);
    expect((await call<SaveStatus>('retrySave')).autosave.ok).toBe(false);
    store.failing = false;
    expect((await call<SaveStatus>('retrySave')).autosave).toEqual({ ok: true });
    expect(parseSave(store.read(slotOf(slots, session))!).actions).toEqual(session.saved()!.actions);
    // And appends go on after the recovery.
    await humanPlays(session, 1);
    expect(parseSave(store.read(slotOf(slots, session))!).actions).toEqual(session.saved()!.actions);
    session.dispose();
  });

  it('a tampered snapshot loads fast, then the background check marks the save damaged and tells the player', async () => {
    const store = new MemorySaveStore();
    const first = launch(store);
    first.session.newGame(SETUP);
    await humanPlays(first.session, 6);
    const { id: _id, ...record } = first.session.saved()!;
    void _id;
    first.slots.saveAs('edited', {
      ...record,
      snapshot: { actionCount: record.actions.length, state: first.session.state! },
    });
    first.session.dispose();
    const raw = JSON.parse(store.read('save-1')!);
    raw.snapshot.state.stock[0] -= 1;
    raw.snapshot.state.players[0].bag[0] += 1;
    store.write('save-1', JSON.stringify(raw));

    const jobs: (() => void)[] = [];
    const second = launch(store, { later: (w) => jobs.push(w) });
    await second.call('loadSlot', { id: 'save-1' });
    expect((second.session.state as GameState).stock[0]).toBe(raw.snapshot.state.stock[0]);
    while (jobs.length) jobs.shift()!();
    const status = await second.call<SaveStatus>('saveStatus');
    expect(wordedNotices(status.notices)).toEqual([
      expect.stringMatching(/did not pass its full check: snapshot does not match the replay/),
    ]);
    expect(second.slots.info('save-1')).toMatchObject({
      ok: false,
      problem: { key: 'snapshotMismatch' },
    });
    await expect(second.call('loadSlot', { id: 'save-1' })).rejects.toThrow(
      /cannot be loaded: snapshot does not match/,
    );
    second.session.dispose();
  });
});
