/**
 * What was repaired in a save crosses the host as keyed notes (src-shared/save/save-problem.ts
 * SaveNote), the save code's own and those of a game's save rules; the renderer's catalogue
 * (src-renderer/i18n/save-wording.ts) words each of them, and a `repaired` notice joins them
 * into one sentence.
 */
import { describe, expect, it } from 'vitest';
import { RACE_STOP_CAUSES, stopCause, type RacepackAction } from '../../../src-shared/games/racepack';
import { SAVE_NOTE_KEYS, type SaveNote } from '../../../src-shared/save';
import { isSaveNote, isSaveNotice } from '../../../src-shared/ipc/reply-error';
import { wordsOf } from '../../../src-renderer/games/registry';
import { SAVE_NOTE_WORDING, saveNoteText, saveNoticeText } from '../../../src-renderer/i18n/save-wording';

/** One note of each key, with parameters as the host sends them. */
const EXAMPLES: Record<SaveNote['key'], SaveNote> = {
  metaUnreadable: { key: 'metaUnreadable' },
  savedAtDropped: { key: 'savedAtDropped', value: '"last Tuesday"' },
  labelNotText: { key: 'labelNotText' },
  labelShortened: { key: 'labelShortened', max: 200 },
  lastLineCut: { key: 'lastLineCut' },
  endMarkMissing: { key: 'endMarkMissing', moves: 12 },
  movesMissing: { key: 'movesMissing', moves: 12, of: 15 },
  movesMatched: { key: 'movesMatched', game: 'racepack', moves: 3 },
  movesLeftOut: { key: 'movesLeftOut', game: 'racepack', move: 8, of: 10, cause: 'question', action: 'pass' },
};

describe('save notes in the catalogue’s words', () => {
  it('every key is worded, as a clause of the repaired notice (no capital, no full stop), its parameters in it', () => {
    for (const key of SAVE_NOTE_KEYS) {
      const note = EXAMPLES[key];
      expect(isSaveNote(note), key).toBe(true);
      const text = saveNoteText(note);
      expect(typeof SAVE_NOTE_WORDING[key], key).toBe('function');
      expect(text, key).not.toBe(key);
      expect(text, key).toMatch(/^[a-z]/);
      expect(text, key).not.toMatch(/[.!?]$/);
      for (const [name, value] of Object.entries(note))
        if (name !== 'key' && name !== 'game' && name !== 'cause' && name !== 'action')
          expect(text, `${key}.${name}`).toContain(String(value));
    }
  });

  it('words the save code’s repairs as the player read them before', () => {
    expect(saveNoteText(EXAMPLES.savedAtDropped)).toBe('its save time "last Tuesday" is not a date and was dropped');
    expect(saveNoteText(EXAMPLES.labelShortened)).toBe('its name was longer than 200 characters and was shortened');
    expect(saveNoteText(EXAMPLES.endMarkMissing)).toBe(
      'the file ends after move 12 without its end mark: the moves after it were lost when the game stopped',
    );
    expect(saveNoteText(EXAMPLES.movesMissing)).toBe(
      'the file holds 12 of its 15 moves: the moves after move 12 were lost',
    );
  });

  it('names the game by its name, and counts one move or several', () => {
    expect(saveNoteText(EXAMPLES.movesMatched)).toBe(
      'it was saved under earlier Racepack rules: 3 of its moves were replayed as the same move under the current rules',
    );
    expect(saveNoteText({ key: 'movesMatched', game: 'racepack', moves: 1 })).toMatch(/1 of its moves was replayed/);
    expect(saveNoteText(EXAMPLES.movesLeftOut)).toBe(
      'move 8 of 10 cannot be replayed under the current Racepack rules (an answer to a question the current rules no longer ask); the game goes on from just before it, without the 3 moves from there on (the save file is kept as it was)',
    );
    expect(saveNoteText({ ...EXAMPLES.movesLeftOut, move: 10 } as SaveNote)).toMatch(/without that move \(/);
    // A game this renderer does not know is named by its id, an unknown cause by the action's type.
    expect(saveNoteText({ ...EXAMPLES.movesMatched, game: 'croquet' } as SaveNote)).toMatch(/earlier croquet rules/);
    expect(saveNoteText({ ...EXAMPLES.movesLeftOut, cause: 'new', action: 'jump' } as SaveNote)).toMatch(
      /\(a jump the current rules do not allow there\)/,
    );
  });

  it('every cause a Racepack record can stop on is worded (by its words), and each recorded action has one', () => {
    const causes = wordsOf('racepack')!.replayCauses!;
    for (const cause of RACE_STOP_CAUSES) expect(typeof causes[cause], cause).toBe('function');
    const move = (lane: 0 | 1) => ({ type: 'move', heading: 0, lane, speed: 2, token: 0 }) as unknown as RacepackAction;
    expect(stopCause(move(1))).toBe('laneChange');
    expect(stopCause(move(0))).toBe('movement');
    expect(stopCause({ type: 'pass' })).toBe('question');
    expect(stopCause({ type: 'defend', pool: 0, token: 0, value: 1 })).toBe('question');
    expect(stopCause({ type: 'pitStop' })).toBe('other');
    expect(causes.laneChange('move')).toMatch(/lane change .*pit lane/);
    expect(causes.other('pitStop')).toBe('a pitStop the current rules do not allow there');
  });

  it('a repaired notice joins its notes into one sentence; a note in English is not a notice the host may send', () => {
    const notice = { key: 'repaired' as const, notes: [EXAMPLES.savedAtDropped, EXAMPLES.labelShortened] };
    expect(isSaveNotice(notice)).toBe(true);
    expect(saveNoticeText(notice)).toBe(
      'The save loaded after a repair: its save time "last Tuesday" is not a date and was dropped; its name was longer than 200 characters and was shortened.',
    );
    expect(isSaveNotice({ key: 'repaired', notes: ['its name was not text and was dropped'] })).toBe(false);
    expect(isSaveNotice({ key: 'repaired', notes: [{ key: 'noSuchNote' }] })).toBe(false);
    expect(isSaveNotice({ key: 'repaired', notes: [{ key: 'labelShortened', max: { words: 'x' } }] })).toBe(false);
  });
});
