/**
 * Issue #30: reading the saves folder has no size limit (a 200 MB slot froze the listing for
 * 22 s). A slot over MAX_SAVE_CHARS is listed as too large without being read, opening,
 * loading or exporting it says so, and the other slots are listed as before.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MAX_SAVE_CHARS, MemorySaveStore, SaveSlots, type SaveStore } from '../../../src-shared/save';
import { createConfSaveStore } from '../../../src-main/saves/conf-save-store';
import { fakeClock, playUntil, toSave } from '../../helpers/save-games';
import { replyErrorText } from '../../helpers/worded';
import { SaveSlotError } from '../../../src-shared/save/save-problem';
import { troubleText } from '../../../src-renderer/i18n/save-wording';

/** The sentence a player reads for the save error `f` throws (the host throws keys). */
function thrownWords(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof SaveSlotError) return replyErrorText(e.problem);
    throw e;
  }
  throw new Error('nothing was thrown');
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const game = playUntil(
  { players: ['Ann', 'Bob'], seed: 3, track: 'beginner-oval', laps: 1 },
  (_s, a) => a.length >= 20,
);
/** A slot text just over the limit that begins like a save. */
const huge = `{"format":"automobiles-save","version":3,"meta":{"label":"${'x'.repeat(MAX_SAVE_CHARS)}"}}\n`;

function confStore(): { store: SaveStore; put: (id: string, text: string) => void } {
  const d = mkdtempSync(join(tmpdir(), 'automobiles-large-'));
  dirs.push(d);
  const dir = join(d, 'saves');
  const store = createConfSaveStore(dir);
  return { store, put: (id, text) => writeFileSync(join(dir, `slot-${id}.json`), text) };
}

function memoryStore(): { store: SaveStore; put: (id: string, text: string) => void } {
  const store = new MemorySaveStore();
  return { store, put: (id, text) => store.write(id, text) };
}

describe.each([
  ['conf file store', confStore],
  ['memory store', memoryStore],
])('a slot over the size limit (%s)', (_name, make) => {
  it('is listed as too large without being read; opening, loading and exporting it say so', () => {
    const { store, put } = make();
    const slots = new SaveSlots(store, { now: fakeClock() });
    slots.saveAs('Small', toSave(game));
    put('game-huge', huge);
    const read = vi.spyOn(store, 'read');

    const list = slots.list();
    expect(read.mock.calls.map(([id]) => id)).not.toContain('game-huge');
    expect(list.map((s) => [s.id, s.ok])).toEqual([
      ['save-1', true],
      ['game-huge', false],
    ]);
    // The reason crosses as a key with numbers; the catalogue words it.
    expect(list[1]).toMatchObject({ ok: false, tooLarge: true, problem: { key: 'tooLarge' } });
    expect(list[1].ok ? '' : troubleText(list[1])).toMatch(
      /^it is too large to be a save \(5\.0 MB; a save is at most 5\.0 MB\)$/,
    );
    expect(slots.recentGames().map((s) => s.id)).toEqual([]);

    const refusal =
      /^“Game in progress” cannot be opened: it is too large to be a save \(.*\)\. The file is kept as it is\.$/;
    expect(thrownWords(() => slots.open('game-huge'))).toMatch(refusal);
    expect(thrownWords(() => slots.load('game-huge'))).toMatch(refusal);
    expect(thrownWords(() => slots.exportText('game-huge'))).toMatch(refusal);
    expect(read.mock.calls.map(([id]) => id)).not.toContain('game-huge');
    // It can still be deleted (never read either).
    slots.remove('game-huge');
    expect(store.list()).toEqual(['save-1']);
    expect(read.mock.calls.map(([id]) => id)).not.toContain('game-huge');
  });

  it('an import over the limit is refused in words and writes nothing', () => {
    const { store } = make();
    const slots = new SaveSlots(store, { now: fakeClock() });
    expect(thrownWords(() => slots.importText(huge))).toMatch(
      /^This file cannot be imported: it is too large to be a save/,
    );
    expect(store.list()).toEqual([]);
  });
});
