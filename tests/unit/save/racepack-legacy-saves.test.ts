/**
 * Racepack saves written before RULINGS §11 (tests/fixtures/saves/racepack-v3-pre11-*.json,
 * made with the engine of commit 1b25b70): an action the rules no longer list is replayed as
 * the legal action of the same outcome; one with no equivalent (a drive-through of the pit
 * lane, a defence question no longer asked) ends the replay there, with a note for the player.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  matchRecordedAction,
  racepack,
  type RacepackAction,
  type RacepackState,
} from '../../../src-shared/games/racepack';
import {
  GAME_SLOT_PREFIX,
  MemorySaveStore,
  SaveSlots,
  autosaveSink,
  loadSave,
  parseSaveText,
  saveVerifier,
  stringifySave,
  type SaveStore,
} from '../../../src-shared/save';
import { InlineBotRunner } from '../../../src-shared/bots/bot-runner';
import { GameSession } from '../../../src-shared/session/game-session';
import { createSaveHandlers } from '../../../src-shared/ipc/save-handlers';
import { fakeClock, saveOfGame } from '../../helpers/save-games';
import type { GameState } from '../../../src-shared/games/automobiles';
import { wordedNotices } from '../../helpers/worded';
import { saveNoteText } from '../../../src-renderer/i18n/save-wording';

const DIR = join(__dirname, '../../fixtures/saves');
const FIXTURES = readdirSync(DIR).filter((f) => f.startsWith('racepack-v3-pre11-'));
const text = (name: string) => readFileSync(join(DIR, name), 'utf8');
const raw = (name: string) =>
  JSON.parse(text(name)) as { actions: unknown[]; snapshot?: { state: { finished: number[]; phase: string } } };

/** Plays up to `n` more actions (the first legal one each time) through the checked apply. */
function playOn(s: RacepackState, n: number): number {
  let played = 0;
  for (; played < n && !racepack.isTerminal(s); played++) racepack.apply(s, racepack.legalActions(s)[0]);
  return played;
}

/** Steps a background check to its end. */
function verify(save: Parameters<typeof saveVerifier>[0]) {
  const v = saveVerifier(save);
  for (;;) {
    const r = v.step();
    if (r) return r;
  }
}

describe('Racepack saves from before RULINGS §11', () => {
  it('has the fixtures', () => {
    expect(FIXTURES.length).toBeGreaterThanOrEqual(7);
  });

  it.each(FIXTURES)('%s loads, and its rebuilt record passes the full check', (name) => {
    const { state, save, notes } = loadSave(text(name));
    expect(save.actions.length).toBeGreaterThan(0);
    expect(save.actions.length).toBeLessThanOrEqual(raw(name).actions.length);
    // The record is now one of the current rules: its snapshot is verified by the replay.
    expect(verify(save)).toEqual({ ok: true });
    expect(racepack.serialize(loadSave(text(name), { verify: false }).state as never)).toBe(
      racepack.serialize(state as never),
    );
    // Every change is told.
    const total = raw(name).actions.length;
    if (save.actions.length < total)
      expect(notes).toContainEqual(
        expect.objectContaining({ key: 'movesLeftOut', game: 'racepack', move: save.actions.length + 1, of: total }),
      );
    else expect(notes.map((n) => n.key)).not.toContain('movesLeftOut');
  });

  it.each(['racepack-v3-pre11-team-2p-complete.json', 'racepack-v3-pre11-8car-complete.json'])(
    '%s: the complete race reaches the same finishing order',
    (name) => {
      const old = raw(name).snapshot!.state;
      expect(old.phase).toBe('over');
      const { state, save, notes } = loadSave(text(name));
      const s = state as unknown as RacepackState;
      expect(s.phase).toBe('over');
      expect(s.finished).toEqual(old.finished);
      expect(save.actions).toHaveLength(raw(name).actions.length);
      // Lane changes ending a turn and finishing movements were matched with their representatives.
      const recorded = raw(name).actions;
      const changed = save.actions.filter((a, i) => JSON.stringify(a) !== JSON.stringify(recorded[i])).length;
      expect(notes).toEqual([{ key: 'movesMatched', game: 'racepack', moves: changed }]);
      expect(saveNoteText(notes[0])).toMatch(
        new RegExp(
          `^it was saved under earlier Racepack rules: ${changed} of its moves were replayed as the same move`,
        ),
      );
      expect(save.actions).not.toEqual(raw(name).actions);
    },
  );

  it.each([
    'racepack-v3-pre11-team-2p-partial.json',
    'racepack-v3-pre11-pit-4car-partial.json',
    'racepack-v3-pre11-8car-partial-nosnap.json',
  ])('%s: the partial race loads whole and goes on', (name) => {
    const { state, save } = loadSave(text(name));
    expect(save.actions).toHaveLength(raw(name).actions.length);
    const s = state as unknown as RacepackState;
    expect(s.phase).not.toBe('over');
    expect(playOn(s, 40)).toBeGreaterThan(0);
  });

  it.each([
    ['racepack-v3-pre11-pit-4car-drive-through.json', 'laneChange', /lane change .*pit lane/],
    ['racepack-v3-pre11-team-2p-defence-asked.json', 'question', /a question the current rules no longer ask/],
  ])('%s: loads up to the last replayable move, says so, and the file is left as it was', (name, cause, why) => {
    const before = text(name);
    const { state, save, notes } = loadSave(before);
    const total = raw(name).actions.length;
    expect(save.actions.length).toBeLessThan(total);
    const left = notes.find((n) => n.key === 'movesLeftOut');
    expect(left).toEqual({
      key: 'movesLeftOut',
      game: 'racepack',
      move: save.actions.length + 1,
      of: total,
      cause,
      action: (raw(name).actions[save.actions.length] as RacepackAction).type,
    });
    const note = saveNoteText(left!);
    expect(note).toContain(
      `move ${save.actions.length + 1} of ${total} cannot be replayed under the current Racepack rules`,
    );
    expect(note).toMatch(why);
    expect(text(name)).toBe(before);
    const s = state as unknown as RacepackState;
    expect(s.phase).not.toBe('over');
    // The recorded action is not legal here and nothing matches it; the race goes on.
    const next = raw(name).actions[save.actions.length] as RacepackAction;
    expect(matchRecordedAction(s, next)).toBeNull();
    expect(playOn(s, 40)).toBeGreaterThan(0);
  });

  it.each(['racepack-v3-pre11-team-2p-complete.json', 'racepack-v3-pre11-8car-complete.json'])(
    '%s: a move the rules no longer list is replayed as a move at no more speed, with no new token',
    (name) => {
      const recorded = raw(name).actions as RacepackAction[];
      const { save } = loadSave(text(name));
      const changed = save.actions.flatMap((a, i) => (JSON.stringify(a) === JSON.stringify(recorded[i]) ? [] : [i]));
      expect(changed.length).toBeGreaterThan(0);
      for (const i of changed) {
        const a = save.actions[i] as unknown as RacepackAction;
        const r = recorded[i];
        if (r.type !== 'move' || a.type !== 'move')
          throw new Error(`action ${i}: ${JSON.stringify(r)} became ${JSON.stringify(a)}`);
        expect(a.speed).toBeLessThanOrEqual(r.speed);
        expect([0, r.token]).toContain(a.token);
      }
    },
  );
});

describe('a Racepack save of this build', () => {
  it('round-trips unchanged, with no note', () => {
    const options = { players: 3, track: 'indy-oval', laps: 1, pitLane: true };
    const s = racepack.create(racepack.normalizeOptions(options), 11);
    const actions: RacepackAction[] = [];
    while (actions.length < 120 && !racepack.isTerminal(s)) {
      const legal = racepack.legalActions(s);
      const a = legal[actions.length % legal.length];
      racepack.apply(s, a);
      actions.push(a);
    }
    const seats = [0, 1, 2].map((i) => ({ kind: 'human' as const, name: `P${i}` }));
    const save = saveOfGame({ ...options, seed: 11 } as never, actions as never, {}, s as unknown as GameState, {
      game: 'racepack',
      seats,
    });
    const written = stringifySave(save);
    const { state, save: back, notes } = loadSave(written);
    expect(notes).toEqual([]);
    expect(back.actions).toEqual(actions);
    expect(back.snapshot).toEqual(save.snapshot);
    expect(racepack.serialize(state as never)).toBe(racepack.serialize(s));
    expect(stringifySave(parseSaveText(written).save)).toBe(written);
  });
});

/** The one-line layout the app writes (the fixtures are pretty-printed), with a game id. */
const asAppFile = (name: string, gameId: string) => `${JSON.stringify({ ...raw(name), gameId })}\n`;

function launch(store: SaveStore) {
  const slots = new SaveSlots(store, { now: fakeClock() });
  const session: GameSession = new GameSession({
    bots: new InlineBotRunner({ yieldNow: () => Promise.resolve() }),
    pause: () => Promise.resolve(),
    save: autosaveSink(slots),
  });
  const saves = createSaveHandlers(session, slots, { later: (work) => work() });
  return { slots, session, saves, store };
}

/** The session's Racepack state after a human plays `n` first-legal actions. */
function humanPlays(session: GameSession, n: number): void {
  for (let i = 0; i < n; i++) {
    const s = session.state as RacepackState;
    if (racepack.isTerminal(s)) return;
    expect(session.act(racepack.legalActions(s)[0]).ok).toBe(true);
  }
}

describe('an old Racepack game continued in the app', () => {
  it.each([
    ['racepack-v3-pre11-team-2p-partial.json', false],
    ['racepack-v3-pre11-pit-4car-drive-through.json', true],
  ])('%s: loads from its slot with a notice, plays on, and reloads with the moves played since', async (name, cut) => {
    const store = new MemorySaveStore();
    const slot = `${GAME_SLOT_PREFIX}legacy-race`;
    const file = asAppFile(name, 'legacy-race');
    store.write(slot, file);
    const app = launch(store);
    await app.saves.loadSlot({ id: slot });
    const notices = wordedNotices((await app.saves.saveStatus(undefined as never)).notices).join(' ');
    expect(notices).toMatch(cut ? /cannot be replayed under the current Racepack rules/ : /replayed as the same move/);
    expect(notices).not.toMatch(/did not pass its full check/);
    const loaded = racepack.serialize(app.session.state as RacepackState);
    humanPlays(app.session, 6);
    const after = racepack.serialize(app.session.state as RacepackState);
    expect(after).not.toBe(loaded);
    await app.slots.recorder.flush();
    // A relaunch continues where the game was left.
    const again = launch(app.store);
    const id = again.slots.lastGameId()!;
    await again.saves.loadSlot({ id });
    expect(racepack.serialize(again.session.state as RacepackState)).toBe(after);
    // The old file is kept as it was when its log had to be cut.
    if (cut) expect(app.store.read(slot)).toBe(file);
  });
});
