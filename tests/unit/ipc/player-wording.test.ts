/**
 * No English sentence crosses the IPC contract: every error reply and every save notice is
 * a key from a known set with plain parameters, and the renderer's catalogue words each of
 * them; the sources of src-shared/save and src-shared/ipc build no player-facing sentence.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InlineBotRunner } from '../../../src-shared/bots/bot-runner';
import { GameSession } from '../../../src-shared/session/game-session';
import { MESSAGE_NAMES, type Reply, type SaveStatus } from '../../../src-shared/ipc/contract';
import { createDispatcher } from '../../../src-shared/ipc/dispatch';
import { createSaveHandlers } from '../../../src-shared/ipc/save-handlers';
import {
  DIAGNOSTIC_PARAMS,
  REPLY_ERROR_KEYS,
  isReplyError,
  isSaveNotice,
  type ReplyError,
} from '../../../src-shared/ipc/reply-error';
import { MemorySaveStore, SAVE_NOTICE_KEYS, SaveSlots, autosaveSink } from '../../../src-shared/save';
import { REPLY_ERROR_WORDING, SAVE_NOTICE_WORDING, replyErrorText } from '../../../src-renderer/i18n/save-wording';
import { fakeClock, greedyNext } from '../../helpers/save-games';
import { type NewGameSetup } from '../../../src-shared/games/automobiles/kit';
import type { GameState } from '../../../src-shared/games/automobiles';

const now = () => Promise.resolve();
const SETUP: NewGameSetup = {
  seats: [
    { kind: 'human', name: 'Ann' },
    { kind: 'bot', name: 'Gus', level: 'greedy' },
  ],
  track: 'beginner-oval',
  laps: 1,
  cards: { kind: 'set', id: 'first-game' },
  variants: { openBags: true, weaving: false, acceleratedPlay: false },
  seed: 5,
};

/**
 * Reads as a sentence: at least three words (a `${…}` part counts as one) that start with a
 * capital or end with a full stop, question or exclamation mark.
 */
const SENTENCE = {
  test(text: string): boolean {
    const t = text.replace(/\$\{[^}]*\}/g, 'x').trim();
    return t.split(/\s+/).length >= 3 && (/^[A-Z“"]/.test(t) || /[.!?]$/.test(t));
  },
};

function launch(store = new MemorySaveStore(), later?: (work: () => void) => void) {
  const slots = new SaveSlots(store, { now: fakeClock() });
  const session = new GameSession({
    bots: new InlineBotRunner({ yieldNow: now }),
    pause: now,
    save: autosaveSink(slots),
  });
  const dispatch = createDispatcher(session, createSaveHandlers(session, slots, later ? { later } : {}));
  return { store, slots, session, dispatch };
}

async function humanPlays(session: GameSession, turns: number): Promise<void> {
  for (let i = 0; i < turns; i++) {
    await session.idle();
    const action = greedyNext(session.state as GameState);
    if (action) expect(session.act(action).ok).toBe(true);
  }
  await session.idle();
}

/** Checks one error reply: a known key, plain parameters, free text only in diagnostic ones. */
function expectKeyed(r: Reply<unknown>): ReplyError {
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error('expected an error reply');
  expect(isReplyError(r.error), JSON.stringify(r.error)).toBe(true);
  for (const [name, value] of Object.entries(r.error)) {
    if (name === 'key' || DIAGNOSTIC_PARAMS.includes(name)) continue;
    expect(SENTENCE.test(String(value)), `${r.error.key}.${name}: ${String(value)}`).toBe(false);
  }
  expect(replyErrorText(r.error)).not.toBe(r.error.key);
  return r.error;
}

describe('what crosses the contract is keys and parameters', () => {
  it('every error reply of a refused or bad message is a known key, worded by the catalogue', async () => {
    const seen = new Set<string>();
    const note = (r: Reply<unknown>) => seen.add(expectKeyed(r).key);
    const { store, session, dispatch } = launch();
    note(await dispatch('noSuchMessage', undefined));
    for (const name of MESSAGE_NAMES) note(await dispatch(name, { surely: 'not this' }));
    note(await dispatch('saveAs', { label: 'nothing yet' }));
    note(await dispatch('continueLast', undefined));
    note(await dispatch('replayRecord', {}));
    note(await dispatch('loadSlot', { id: 'save-9' }));
    note(await dispatch('loadSlot', { id: 'autosave' }));
    note(await dispatch('deleteSlot', { id: 'save-9' }));
    note(await dispatch('importSave', {}));
    note(await dispatch('importSave', { text: 'not json {' }));
    note(await dispatch('newGame', { ...SETUP, track: 'no-such-track' }));
    store.write('save-3', '{"format":"automobiles-save","version":99}');
    note(await dispatch('loadSlot', { id: 'save-3' }));
    // A host without saves.
    const bare = createDispatcher(session);
    note(await bare('saveAs', { label: 'x' }));
    expect([...seen].sort()).toEqual(
      [
        'unknownMessage',
        'badMessage',
        'noGameToSave',
        'noUnfinishedGame',
        'noGameToReplay',
        'noSuchSave',
        'noAutosave',
        'noFileToImport',
        'cannotImport',
        'badOptions',
        'cannotLoad',
        'savingUnavailable',
      ].sort(),
    );
    session.dispose();
  });

  it('the autosave status and the notices are keys too (a failed write, a repaired save, a failed full check)', async () => {
    const jobs: (() => void)[] = [];
    const first = launch();
    first.session.newGame(SETUP);
    await humanPlays(first.session, 6);
    expect((await first.dispatch('saveAs', { label: 'edited' })).ok).toBe(true);
    first.session.dispose();
    const raw = JSON.parse(first.store.read('save-1')!);
    raw.meta.savedAt = 'last Tuesday';
    raw.snapshot.state.stock[0] -= 1;
    raw.snapshot.state.players[0].bag[0] += 1;
    first.store.write('save-1', JSON.stringify(raw));

    const second = launch(first.store, (w) => jobs.push(w));
    expect((await second.dispatch('loadSlot', { id: 'save-1' })).ok).toBe(true);
    while (jobs.length) jobs.shift()!();
    const status = (await second.dispatch('saveStatus', undefined)) as { ok: true; data: SaveStatus };
    expect(status.data.notices.map((n) => n.key).sort()).toEqual(['repaired', 'verifyFailed']);
    for (const n of status.data.notices) {
      expect(isSaveNotice(n), JSON.stringify(n)).toBe(true);
      expect(SENTENCE.test(SAVE_NOTICE_WORDING[n.key](n as never))).toBe(true);
    }
    // The autosave fails: its status is a key with the storage's reason.
    second.store.write = () => {
      throw new Error('disk full');
    };
    second.store.append = second.store.write;
    await humanPlays(second.session, 2);
    const failed = (await second.dispatch('saveStatus', undefined)) as { ok: true; data: SaveStatus };
    expect(failed.data.autosave).toEqual({ ok: false, error: { key: 'autosaveFailed', reason: 'disk full' } });
    second.session.dispose();
  });

  it('the catalogue words every key the host may send', () => {
    for (const key of REPLY_ERROR_KEYS) expect(typeof REPLY_ERROR_WORDING[key], key).toBe('function');
    for (const key of SAVE_NOTICE_KEYS) expect(typeof SAVE_NOTICE_WORDING[key], key).toBe('function');
    expect(replyErrorText({ key: 'noSuchSave', id: 'save-1' })).toBe('There is no save "save-1".');
  });
});

describe('the save and IPC sources build no sentence for the player', () => {
  /** Default slot names (labels, not sentences): the next step is to word them by slot kind. */
  const NAMES = ['Game in progress', 'Autosave kept aside (${id.slice(KEPT_PREFIX.length)})'];
  for (const dir of ['src-shared/save', 'src-shared/ipc']) {
    it(`${dir}: no string literal reads as a sentence`, () => {
      const found: string[] = [];
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
        const code = readFileSync(`${dir}/${file}`, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/^\s*\/\/.*$/gm, '');
        for (const m of code.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
          const text = m[2];
          if (SENTENCE.test(text) && !NAMES.includes(text)) found.push(`${file}: ${text}`);
        }
      }
      expect(found).toEqual([]);
    });
  }

  it('the check finds a sentence where there is one', () => {
    expect(SENTENCE.test('There is no save "x".')).toBe(true);
    expect(SENTENCE.test('The save could not be written')).toBe(true);
    expect(SENTENCE.test('noSuchSave')).toBe(false);
    expect(SENTENCE.test('${file} is too large to be a save (${bytes} bytes).')).toBe(true);
    expect(SENTENCE.test('Player ${p + 1}')).toBe(false);
    expect(SENTENCE.test('${seats.length} seats for ${players} players')).toBe(false);
  });
});
