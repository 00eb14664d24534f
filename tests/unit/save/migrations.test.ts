import { saveOfGame } from '../../helpers/save-games';
import { describe, expect, it } from 'vitest';
import { serialize } from '../../../src-shared/games/automobiles';
import { GreedyBot } from '../../../src-shared/games/automobiles/bots/greedy-bot';
import { playGame } from '../../../src-shared/games/automobiles/sim/play-game';
import {
  CURRENT_SAVE_VERSION,
  MIGRATIONS,
  SaveFormatError,
  loadSave,
  migrateSave,
  parseSave,
  stringifySave,
  v1ToV2,
  type Migration,
} from '../../../src-shared/save';

/** A made-up version 0: options were called "setup" and actions were "moves". */
const v0 = {
  format: 'automobiles-save',
  version: 0,
  setup: { players: [{ name: 'Ann' }, { name: 'Bob' }], track: 'beginner-oval', laps: 1, seed: 7 },
  moves: [{ type: 'endBuy' }],
};
const v0to1: Migration = {
  from: 0,
  to: 1,
  migrate: ({ setup, moves, ...rest }) => ({ ...rest, options: setup, actions: moves, meta: {} }),
};

describe('save migrations', () => {
  it('version 4 is current; the registry steps up from version 1', () => {
    expect(CURRENT_SAVE_VERSION).toBe(4);
    expect(MIGRATIONS.every((m) => m.to <= CURRENT_SAVE_VERSION)).toBe(true);
    expect(MIGRATIONS.map((m) => [m.from, m.to])).toEqual([
      [1, 2],
      [2, 3],
      [3, 4],
    ]);
    const raw = { format: 'automobiles-save', version: 4 };
    expect(migrateSave(raw)).toBe(raw);
  });

  it('applies a registered step (fake v0 -> v1) and sets the version', () => {
    const out = migrateSave(v0, [v0to1], 1);
    expect(out).toEqual({
      format: 'automobiles-save',
      version: 1,
      options: v0.setup,
      actions: v0.moves,
      meta: {},
    });
  });

  it('chains steps (fake v-1 -> v0 -> v1 -> v2 with the real step)', () => {
    const older = { ...v0, version: -1, setup: undefined, config: v0.setup };
    const step: Migration = { from: -1, to: 0, migrate: ({ config, ...rest }) => ({ ...rest, setup: config }) };
    expect(migrateSave(older, [v0to1, step], 1)).toMatchObject({ version: 1, options: v0.setup });
    expect(migrateSave(older, [v0to1, step, v1ToV2], 2)).toMatchObject({
      version: 2,
      options: v0.setup,
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Bob' },
      ],
    });
  });

  it('a version with no path is an error, as is a step that does not advance', () => {
    expect(() => migrateSave(v0, [])).toThrow(SaveFormatError);
    expect(() => migrateSave(v0, [])).toThrow(/save version 0 is too old: no migration to version 4/);
    expect(() => migrateSave(v0, [{ from: 0, to: 0, migrate: (r) => r }])).toThrow(/too old/);
  });

  it('parseSave runs the registry: an unregistered old version is reported', () => {
    expect(() => parseSave(JSON.stringify(v0))).toThrow(/save version 0 is too old/);
  });

  describe('version 1 -> 2 (seats and slot summary)', () => {
    // Played as a version 1 file was: on the earlier layout, under the older rules (see migration 3 -> 4).
    const options = { players: 3, seed: 5, track: 'road-course@1', cards: 'first-game', legacyRules: 1 as const };
    /** A version 1 file as the CLI wrote it: no seats, no summary. */
    function v1File() {
      const played = playGame(options, [new GreedyBot(), new GreedyBot(), new GreedyBot()], { maxActions: 150 });
      const text = JSON.stringify({
        format: 'automobiles-save',
        version: 1,
        options: saveOfGame(options).options,
        actions: played.actions,
        meta: { savedAt: '2024-06-01T10:00:00.000Z', label: 'old race' },
      });
      return { text, state: played.state };
    }

    it('a version 1 file loads: every seat a human named as in the options, same game', () => {
      const { text, state } = v1File();
      const loaded = loadSave(text);
      expect(loaded.save.version).toBe(4);
      expect(loaded.save.seats).toEqual(state.players.map((p) => ({ kind: 'human', name: p.name })));
      expect('summary' in loaded.save).toBe(false);
      expect(loaded.save.meta).toEqual({ savedAt: '2024-06-01T10:00:00.000Z', label: 'old race' });
      expect(serialize(loaded.state)).toBe(serialize(state));
      // Written again, it is a current file that loads to the same game.
      const again = stringifySave(loaded.save);
      expect(JSON.parse(again).version).toBe(4);
      expect(serialize(loadSave(again).state)).toBe(serialize(state));
    });

    it('the step itself: adds seats, keeps everything else', () => {
      const raw = {
        format: 'automobiles-save',
        version: 1,
        options: { players: [{ name: 'A' }, { name: 'B' }] },
        actions: [],
        meta: {},
      };
      expect(v1ToV2.migrate(raw)).toEqual({
        ...raw,
        seats: [
          { kind: 'human', name: 'A' },
          { kind: 'human', name: 'B' },
        ],
      });
      // A damaged version 1 file stays damaged (reported by the schema after migrating).
      expect(() => parseSave(JSON.stringify({ ...raw, options: 'x' }))).toThrow(/damaged save file: options/);
    });

    it('a version 2 file with seats that do not match the players is damaged', () => {
      const { text } = v1File();
      const raw = JSON.parse(stringifySave(loadSave(text).save));
      raw.seats.pop();
      expect(() => parseSave(JSON.stringify(raw))).toThrow(/damaged save file: seats: 2 seats for 3 players/);
      raw.seats = [...raw.seats, { kind: 'bot', name: 'X', level: 'godlike' }];
      expect(() => parseSave(JSON.stringify(raw))).toThrow(/damaged save file: seats\[2\]/);
    });

    it('a version 2 summary, damaged or forged, is dropped (a summary is derived from the game)', () => {
      const { text } = v1File();
      const raw = { ...JSON.parse(stringifySave(loadSave(text).save)), version: 2 };
      raw.summary = { track: 7 };
      expect('summary' in parseSave(JSON.stringify(raw))).toBe(false);
      raw.summary = { over: true };
      expect('summary' in parseSave(JSON.stringify(raw))).toBe(false);
    });
  });
});
