/**
 * Issue #30: a save cut exactly at a line boundary loaded silently as a shorter game. The
 * autosave's file ends with an end mark counting its actions (each append replaces it), so
 * a file cut anywhere after its header loads with a note for the player; a whole file has
 * no note, and older files (no end mark) still load as they did.
 */
import { describe, expect, it } from 'vitest';
import { InlineBotRunner } from '../../../src-shared/bots/bot-runner';
import { GameSession } from '../../../src-shared/session/game-session';
import { createDispatcher } from '../../../src-shared/ipc/dispatch';
import { createSaveHandlers } from '../../../src-shared/ipc/save-handlers';
import {
  MemorySaveStore,
  SaveSlots,
  actionsLine,
  autosaveSink,
  parseSaveText,
  stringifySave,
} from '../../../src-shared/save';
import { fakeClock, greedyNext, playUntil, saveOfGame } from '../../helpers/save-games';
import { wordedNotices } from '../../helpers/worded';
import type { SaveNotice } from '../../../src-shared/save/save-problem';
import { type NewGameSetup } from '../../../src-shared/games/automobiles/kit';
import type { GameState } from '../../../src-shared/games/automobiles';

const now = () => Promise.resolve();
const setup: NewGameSetup = {
  seats: [
    { kind: 'human', name: 'Ann' },
    { kind: 'bot', name: 'Gus', level: 'greedy' },
  ],
  track: 'beginner-oval',
  laps: 1,
  cards: { kind: 'set', id: 'first-game' },
  variants: { openBags: true, weaving: false, acceleratedPlay: false },
  seed: 9,
};

/** An autosaved game with a few appended lines (the snapshot is taken only at the start). */
async function autosavedText(): Promise<{ text: string; store: MemorySaveStore; slot: string; count: number }> {
  const store = new MemorySaveStore();
  const slots = new SaveSlots(store, { now: fakeClock(), snapshotEvery: 10_000 });
  const session: GameSession = new GameSession({
    bots: new InlineBotRunner({ yieldNow: now }),
    pause: now,
    save: autosaveSink(slots),
  });
  session.newGame(setup);
  for (let i = 0; i < 8; i++) {
    await session.idle();
    const a = greedyNext(session.state as GameState);
    if (a) session.act(a);
  }
  await session.idle();
  await slots.recorder.flush();
  const slot = slots.recorder.slotOf(session.saved()!.id)!;
  const count = session.saved()!.actions.length;
  session.dispose();
  return { text: store.read(slot)!, store, slot, count };
}

/** Every offset just after a newline, before the end of the text. */
const lineBoundaries = (text: string) =>
  [...text.matchAll(/\n/g)].map((m) => m.index + 1).filter((i) => i < text.length);

describe('a save cut at a line boundary', () => {
  it('the whole autosave loads without a note; cut at any line boundary after its header, it says moves were lost', async () => {
    const { text, count } = await autosavedText();
    expect(text.split('\n').length).toBeGreaterThan(4);
    const whole = parseSaveText(text);
    expect(whole.notes).toEqual([]);
    expect(whole.save.actions).toHaveLength(count);
    for (const at of lineBoundaries(text)) {
      const cut = parseSaveText(text.slice(0, at));
      expect(cut.save.actions.length, `cut at ${at}`).toBeLessThanOrEqual(count);
      expect(cut.notes, `cut at ${at}`).toEqual([{ key: 'endMarkMissing', moves: cut.save.actions.length }]);
    }
  });

  it('a lost line in the middle (the end mark still there) is noted too', async () => {
    const { text, count } = await autosavedText();
    const lines = text.split('\n');
    const cut = [...lines.slice(0, 2), ...lines.slice(3)].join('\n');
    const r = parseSaveText(cut);
    expect(r.notes).toEqual([{ key: 'movesMissing', moves: r.save.actions.length, of: count }]);
    expect(r.save.actions.length).toBeLessThan(count);
  });

  it('the player is told when such a save is loaded', async () => {
    const { text, store, slot } = await autosavedText();
    store.write(slot, text.slice(0, lineBoundaries(text).at(-2)));
    const slots = new SaveSlots(store, { now: fakeClock() });
    const session = new GameSession({ bots: new InlineBotRunner({ yieldNow: now }), pause: now });
    const dispatch = createDispatcher(session, createSaveHandlers(session, slots));
    expect((await dispatch('loadSlot', { id: slot })).ok).toBe(true);
    const status = (await dispatch('saveStatus', undefined)) as { ok: true; data: { notices: SaveNotice[] } };
    expect(wordedNotices(status.data.notices)).toEqual([
      expect.stringMatching(/^The save loaded after a repair: the file ends after move \d+ without its end mark/),
    ]);
    session.dispose();
  });

  it('older files (no end mark) still load as they did, without a note', () => {
    const game = playUntil(
      { players: ['Ann', 'Bob'], seed: 4, track: 'beginner-oval', laps: 1 },
      (_s, a) => a.length >= 30,
    );
    const text =
      stringifySave(saveOfGame(game.state.options, game.actions.slice(0, 20))) +
      actionsLine(game.actions.slice(20, 25)) +
      actionsLine(game.actions.slice(25));
    expect(parseSaveText(text)).toMatchObject({ notes: [], save: { actions: game.actions } });
  });
});
