/**
 * Loading a long save stays fast: the actions before the snapshot are left to the
 * background check (parseSaveText's lazy mode), and that check runs in short slices
 * (saveVerifier), each a few actions or the comparison with the snapshot.
 */
import { saveOfGame } from '../../helpers/save-games';
import { describe, expect, it } from 'vitest';
import { type Action, type GameState } from '../../../src-shared/games/automobiles';
import { GreedyBot } from '../../../src-shared/games/automobiles/bots/greedy-bot';
import { playGame } from '../../../src-shared/games/automobiles/sim/play-game';
import { SaveFormatError, parseSaveText, saveVerifier, stringifySave, type SaveFile } from '../../../src-shared/save';
import { VERIFY_SLICE } from '../../../src-shared/save/save-file';

const options = { players: 3, seed: 7, track: 'road-course', cards: 'expert-invitational' };

/** 250 actions of a greedy game, saved with a snapshot after the 200th. */
function savedGame(): { save: SaveFile; actions: Action[] } {
  const bots = [new GreedyBot(), new GreedyBot(), new GreedyBot()];
  const at200 = playGame(options, bots, { maxActions: 200 });
  const all = playGame(options, bots, { maxActions: 250 });
  expect(all.actions.slice(0, 200)).toEqual(at200.actions);
  const save = saveOfGame(options, at200.actions, {}, at200.state as GameState);
  return { save: { ...save, actions: all.actions }, actions: all.actions };
}

type StepResult = ReturnType<ReturnType<typeof saveVerifier>['step']>;

/** Runs a verifier to its end: the result and how many steps it took. */
function runToEnd(save: SaveFile, slice?: number): { result: StepResult; steps: number } {
  const verifier = saveVerifier(save, slice);
  for (let steps = 1; steps < 100_000; steps++) {
    const result = verifier.step();
    if (result) return { result, steps };
  }
  throw new Error('the check never ended');
}

describe('the background check of a save (saveVerifier)', () => {
  it('passes a sound save, in short slices: the game, each slice of actions, the snapshot on its own', () => {
    const { save } = savedGame();
    const slice = 30;
    const { result, steps } = runToEnd(save, slice);
    expect(result).toEqual({ ok: true });
    // 1 step makes the game; 200 actions up to the snapshot (7 slices of ≤ 30, the last cut
    // at the snapshot); 1 compares the snapshot; the 50 after it: 2 slices.
    expect(steps).toBe(1 + 7 + 1 + 2);
  });

  it('replays at most VERIFY_SLICE actions a slice by default', () => {
    const { save } = savedGame();
    const { result, steps } = runToEnd({ ...save, snapshot: undefined });
    expect(result).toEqual({ ok: true });
    expect(steps).toBe(1 + Math.ceil(save.actions.length / VERIFY_SLICE));
  });

  it('finds a snapshot that does not match the replay', () => {
    const { save } = savedGame();
    const state = JSON.parse(JSON.stringify(save.snapshot!.state)) as { stock: number[] };
    state.stock[0] += 1;
    const tampered = { ...save, snapshot: { ...save.snapshot!, state: state as unknown as GameState } };
    const { result } = runToEnd(tampered, 50);
    expect(result).toEqual({
      ok: false,
      error: expect.stringMatching(/snapshot does not match the replay after action #200/),
      trouble: { problem: { key: 'snapshotMismatch', at: 200 } },
    });
  });

  it('finds an illegal action before the snapshot, and an action of the wrong shape', () => {
    const { save } = savedGame();
    const illegal = save.actions.slice();
    illegal[10] = { type: 'step', space: 9999 };
    expect(runToEnd({ ...save, actions: illegal }, 50).result).toEqual({
      ok: false,
      error: expect.stringMatching(/^move 11 of 250 cannot be replayed/),
      trouble: {
        problem: {
          key: 'cannotReplay',
          move: 11,
          of: 250,
          action: '{"type":"step","space":9999}',
        },
      },
    });
    const misshapen = save.actions.slice() as unknown[];
    misshapen[3] = { type: 'warp' };
    expect(runToEnd({ ...save, actions: misshapen as Action[] }, 50).result).toEqual({
      ok: false,
      error: expect.stringMatching(/^damaged save file: actions\[3\]/),
      trouble: {
        problem: { key: 'badAction', path: expect.stringMatching(/^actions\[3\]/) },
      },
    });
  });
});

describe('lazy parsing of a save (what loading does)', () => {
  it('leaves the actions before the snapshot unchecked, checks those after it', () => {
    const { save } = savedGame();
    const before = save.actions.slice() as unknown[];
    before[5] = { type: 'warp' };
    const text = stringifySave({ ...save, actions: before as Action[] });
    expect(parseSaveText(text, { lazyActions: true }).save.actions[5]).toEqual({ type: 'warp' });
    expect(() => parseSaveText(text)).toThrow(/actions\[5\]/);
    const after = save.actions.slice() as unknown[];
    after[220] = { type: 'warp' };
    expect(() => parseSaveText(stringifySave({ ...save, actions: after as Action[] }), { lazyActions: true })).toThrow(
      /damaged save file: actions\[220\]/,
    );
  });

  it('still refuses a log that is not a list, and checks the rest of the record', () => {
    const { save } = savedGame();
    const raw = JSON.parse(stringifySave(save));
    raw.actions = { not: 'a list' };
    const error = (() => {
      try {
        parseSaveText(JSON.stringify(raw), { lazyActions: true });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(SaveFormatError);
    expect((error as Error).message).toMatch(/actions: expected an array/);
    const badSeats = JSON.parse(stringifySave(save));
    badSeats.seats = [];
    expect(() => parseSaveText(JSON.stringify(badSeats), { lazyActions: true })).toThrow(/seats/);
  });

  it('keeps the same record as the full parse for a sound save', () => {
    const { save } = savedGame();
    const text = stringifySave(save);
    expect(parseSaveText(text, { lazyActions: true }).save).toEqual(parseSaveText(text).save);
  });
});
