import { describe, expect, it } from 'vitest';
import { CURRENT_SAVE_VERSION, MIGRATIONS, SaveFormatError, migrateSave, parseSave, type Migration } from '../../../src-shared/save';

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
  it('version 1 is current and needs no migration', () => {
    expect(CURRENT_SAVE_VERSION).toBe(1);
    expect(MIGRATIONS.every((m) => m.to <= CURRENT_SAVE_VERSION)).toBe(true);
    const raw = { format: 'automobiles-save', version: 1 };
    expect(migrateSave(raw)).toBe(raw);
  });

  it('applies a registered step (fake v0 -> v1) and sets the version', () => {
    const out = migrateSave(v0, [v0to1]);
    expect(out).toEqual({
      format: 'automobiles-save',
      version: 1,
      options: v0.setup,
      actions: v0.moves,
      meta: {},
    });
  });

  it('chains steps (fake v-1 -> v0 -> v1)', () => {
    const older = { ...v0, version: -1, setup: undefined, config: v0.setup };
    const step: Migration = { from: -1, to: 0, migrate: ({ config, ...rest }) => ({ ...rest, setup: config }) };
    expect(migrateSave(older, [v0to1, step])).toMatchObject({ version: 1, options: v0.setup });
  });

  it('a version with no path is an error, as is a step that does not advance', () => {
    expect(() => migrateSave(v0, [])).toThrow(SaveFormatError);
    expect(() => migrateSave(v0, [])).toThrow(/save version 0 is too old: no migration to version 1/);
    expect(() => migrateSave(v0, [{ from: 0, to: 0, migrate: (r) => r }])).toThrow(/too old/);
  });

  it('parseSave runs the registry: an unregistered old version is reported', () => {
    expect(() => parseSave(JSON.stringify(v0))).toThrow(/save version 0 is too old/);
  });
});
