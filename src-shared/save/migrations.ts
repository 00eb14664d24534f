import { SAVE_GAMES, saveRulesOf } from './save-rules';
import { SaveFormatError } from './save-error';

/** The save version this build writes. Bump it together with a migration from the old one. */
export const CURRENT_SAVE_VERSION = 4;

/** Rewrites a raw (parsed JSON, not yet validated) save of version `from` into version `to`. */
export interface Migration {
  from: number;
  to: number;
  migrate(raw: Record<string, unknown>): Record<string, unknown>;
}

/**
 * Version 2 adds `seats` (who plays each seat: human, or a bot and its level) and an optional
 * `summary` (slot metadata). Version 1 files were written by the CLI, which has no bots:
 * every seat becomes a human, named as in the options; the summary is left out (it is
 * recomputed by replaying when needed).
 */
export const v1ToV2: Migration = {
  from: 1,
  to: 2,
  migrate(raw) {
    const options = raw.options as { players?: unknown } | undefined;
    const players = options && Array.isArray(options.players) ? options.players : [];
    const seats = players.map((p: unknown) => ({
      kind: 'human',
      name:
        p && typeof p === 'object' && typeof (p as { name?: unknown }).name === 'string'
          ? (p as { name: string }).name
          : '',
    }));
    return { ...raw, seats };
  },
};

/**
 * Version 3 is the one game record (save-file.ts): it may carry the game id, statistics in
 * its snapshot, and appended action lines. The stored `summary` of version 2 is dropped: a
 * slot's summary is always derived from the game itself (a stored one could be forged).
 */
export const v2ToV3: Migration = {
  from: 2,
  to: 3,
  migrate(raw) {
    const { summary: _dropped, ...rest } = raw;
    void _dropped;
    return rest;
  },
};

/**
 * Version 4 marks Automobiles games saved before the shipped tracks' layouts and three rules
 * changed (Sponsor D, Methanol Blend, Ethanol Cut became a choice per cube): an older save
 * races the earlier layouts (`<id>@1`) under the old rules (`legacyRules: 1`), in its options
 * and its snapshot (games/automobiles/legacy.ts, named by its save rules' `fromVersion3`), so
 * it replays as it was played and plays on. Racepack records are unchanged.
 */
export const v3ToV4: Migration = {
  from: 3,
  to: 4,
  migrate(raw) {
    // Each game's own step (SaveRules.fromVersion3); a record of no game we know passes unchanged.
    const game = raw.game === undefined ? undefined : String(raw.game);
    if (game !== undefined && !(SAVE_GAMES as readonly string[]).includes(game)) return raw;
    return saveRulesOf(game).fromVersion3?.(raw) ?? raw;
  },
};

/** Every registered step, oldest first. */
export const MIGRATIONS: readonly Migration[] = [v1ToV2, v2ToV3, v3ToV4];

/**
 * Brings a raw save up to `target`, one registered step at a time. A version with no path
 * (a gap in the registry, or a step that does not move forward) is a SaveFormatError.
 */
export function migrateSave(
  raw: Record<string, unknown>,
  registry: readonly Migration[] = MIGRATIONS,
  target: number = CURRENT_SAVE_VERSION,
): Record<string, unknown> {
  let current = raw;
  for (;;) {
    const version = current.version;
    if (version === target) return current;
    if (typeof version !== 'number' || !Number.isInteger(version)) {
      throw new SaveFormatError(
        { key: 'versionNotWhole', value: JSON.stringify(version) ?? 'undefined' },
        `save version must be a whole number, got ${JSON.stringify(version)}`,
      );
    }
    if (version > target) {
      throw new SaveFormatError(
        { key: 'versionTooNew', version, supported: target },
        `save version ${version} is newer than this version of the game supports (${target}); please update the game`,
      );
    }
    const step = registry.find((m) => m.from === version);
    if (!step || step.to <= version)
      throw new SaveFormatError(
        { key: 'versionTooOld', version, target },
        `save version ${version} is too old: no migration to version ${target}`,
      );
    current = { ...step.migrate(current), version: step.to };
  }
}
