import { z } from 'zod';
import {
  GameOptionsError,
  IllegalActionError,
  applyAction,
  createGame,
  deserialize,
  normalizeOptions,
  withStoredDefaults,
  serialize,
  type Action,
  type GameOptions,
  type GameOptionsInput,
  type GameState,
} from '../engine';
import { botSeatSchema } from '../session/seat-schema';
import { botSeat, type Seat } from '../session/types';
import { actionSchema } from './action-schema';
import { CURRENT_SAVE_VERSION, migrateSave } from './migrations';
import { SaveFormatError } from './save-error';

export { SaveFormatError };
export const SAVE_FORMAT = 'automobiles-save';

export interface SaveMeta {
  /** ISO 8601 time, supplied by the caller (shared code has no clock). */
  savedAt?: string;
  label?: string;
}

/** Who plays a seat (version 2): the same shape as the session's Seat. */
export type SaveSeat = Seat;

/**
 * What a save slot shows without replaying the game (version 2). Derived from the state when
 * the file is written; a file without one (or with a damaged one) is summarized by replaying.
 */
export interface SaveSummary {
  /** The track being raced (a season changes it between races), and its name. */
  track: string;
  trackName: string;
  /** 1-based race number and the number of races (1 of 1 for a single race). */
  race: number;
  races: number;
  round: number;
  phase: string;
  /** The race (or the whole season) is finished. */
  over: boolean;
  actionCount: number;
  /** Season: points so far, best first. Single race: the race order (or finish order), leader first. */
  standings: { player: number; name: string; place: number; points: number | null; laps: number }[];
}

/**
 * A saved game is its options and every action taken: loading replays them, which proves
 * the game is deterministic and that every action was legal. The optional snapshot is the
 * state after `actionCount` actions, checked against the replay.
 */
export interface SaveFile {
  format: typeof SAVE_FORMAT;
  version: typeof CURRENT_SAVE_VERSION;
  options: GameOptions;
  actions: Action[];
  meta: SaveMeta;
  /** Who plays each seat, in player order (version 2; version 1 files migrate as all humans). */
  seats: SaveSeat[];
  /** Slot metadata at save time (version 2, optional). */
  summary?: SaveSummary;
  snapshot?: { actionCount: number; state: GameState };
}

/** Extra parts of a save beyond options, actions and meta. */
export interface SaveExtras {
  /** Default: every player is a human. */
  seats?: readonly SaveSeat[];
  summary?: SaveSummary;
}

/**
 * Options are checked loosely here (the engine's normalizeOptions is the full check, and
 * keeps up with new options without a save format change).
 */
const optionsSchema = z.looseObject({
  players: z.array(z.object({ name: z.string() })).min(2).max(5),
  track: z.string(),
  laps: z.number().int(),
  seed: z.number().int(),
});

const seatName = z.string().max(200);
export const saveSeatSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('human'), name: seatName }),
  botSeatSchema(seatName),
]);

const count = z.number().int().min(0);
export const saveSummarySchema = z.object({
  track: z.string(),
  trackName: z.string(),
  race: count,
  races: count,
  round: count,
  phase: z.string(),
  over: z.boolean(),
  actionCount: count,
  standings: z.array(
    z.object({ player: count, name: z.string(), place: count, points: z.number().nullable(), laps: count }),
  ),
});

const saveSchema = z.object({
  format: z.literal(SAVE_FORMAT),
  version: z.literal(CURRENT_SAVE_VERSION),
  options: optionsSchema,
  actions: z.array(actionSchema),
  meta: z.object({
    savedAt: z.iso.datetime({ offset: true }).optional(),
    label: z.string().max(200).optional(),
  }),
  seats: z.array(saveSeatSchema).min(2).max(5),
  // Checked on its own below: a damaged summary is dropped (it is derived), not a damaged save.
  summary: z.unknown().optional(),
  snapshot: z.object({ actionCount: z.number().int().min(0), state: z.record(z.string(), z.unknown()) }).optional(),
});

/** Every player a human (saves from the CLI, and version 1 files). */
export function humanSeats(options: { players: readonly { name: string }[] }): SaveSeat[] {
  return options.players.map((p) => ({ kind: 'human', name: p.name }));
}

function copySeats(seats: readonly SaveSeat[]): SaveSeat[] {
  return seats.map((s) => (s.kind === 'bot' ? botSeat(s.name, s.level, s.thinkMs) : { kind: 'human', name: s.name }));
}

function checkSeats(seats: readonly SaveSeat[], options: GameOptions): void {
  if (seats.length !== options.players.length) {
    throw new SaveFormatError(`damaged save file: seats: ${seats.length} seats for ${options.players.length} players`);
  }
}

function normalized(options: GameOptionsInput | GameOptions): GameOptions {
  try {
    // A stored game replays as it was played: older files had seat 1 start.
    return normalizeOptions(withStoredDefaults(options) as GameOptionsInput);
  } catch (e) {
    if (e instanceof GameOptionsError) throw new SaveFormatError(`options: ${e.message}`);
    throw e;
  }
}

/** A save of a game that has not started (no actions yet). Bad options throw GameOptionsError. */
export function newSave(options: GameOptionsInput, meta: SaveMeta = {}, extras: SaveExtras = {}): SaveFile {
  return saveFromGame(options, [], meta, undefined, extras);
}

/**
 * A save of a game in progress; pass `state` (after all the actions) to include a snapshot.
 * `extras` adds the seats (default: all humans) and a slot summary.
 */
export function saveFromGame(
  options: GameOptionsInput | GameOptions,
  actions: readonly Action[],
  meta: SaveMeta = {},
  state?: GameState,
  extras: SaveExtras = {},
): SaveFile {
  const normalizedOptions = normalizeOptions(options as GameOptionsInput);
  const seats = copySeats(extras.seats ?? humanSeats(normalizedOptions));
  if (seats.length !== normalizedOptions.players.length) {
    throw new GameOptionsError(`${seats.length} seats for ${normalizedOptions.players.length} players`);
  }
  const save: SaveFile = {
    format: SAVE_FORMAT,
    version: CURRENT_SAVE_VERSION,
    options: normalizedOptions,
    actions: actions.map((a) => ({ ...a })),
    meta: { ...meta },
    seats,
  };
  if (extras.summary) save.summary = JSON.parse(JSON.stringify(extras.summary)) as SaveSummary;
  if (state) save.snapshot = { actionCount: actions.length, state: JSON.parse(serialize(state)) as GameState };
  return save;
}

/** The save as JSON text (one line, newline-terminated). */
export function stringifySave(save: SaveFile): string {
  return `${JSON.stringify(save)}\n`;
}

/** `actions[3].color` from a zod issue path. */
function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const k of path) out += typeof k === 'number' ? `[${k}]` : out ? `.${String(k)}` : String(k);
  return out || '(top level)';
}

/**
 * Parses and validates save text, migrating older versions. Throws SaveFormatError for text
 * that is not JSON, not an Automobiles save, from a newer version, or of the wrong shape.
 */
export function parseSave(json: string): SaveFile {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (e) {
    throw new SaveFormatError(`not a save file: the text is not valid JSON (${(e as Error).message})`);
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new SaveFormatError('not an Automobiles save file: expected a JSON object');
  }
  const obj = raw as Record<string, unknown>;
  if (obj.format !== SAVE_FORMAT) {
    const looksLikeState = 'schema' in obj && 'players' in obj && 'rng' in obj;
    const got = obj.format === undefined ? 'it has no "format" field' : `its format is ${JSON.stringify(obj.format)}`;
    throw new SaveFormatError(`not an Automobiles save file: ${looksLikeState ? 'this is a bare game state, not a save' : got}`);
  }
  const migrated = migrateSave(obj);
  const parsed = saveSchema.safeParse(migrated);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map((i) => `${pathText(i.path)}: ${i.message}`);
    throw new SaveFormatError(`damaged save file: ${issues.join('; ')}`);
  }
  const data = parsed.data;
  const save: SaveFile = {
    format: SAVE_FORMAT,
    version: CURRENT_SAVE_VERSION,
    options: normalized(data.options as unknown as GameOptions),
    actions: data.actions,
    meta: data.meta,
    seats: data.seats,
  };
  checkSeats(save.seats, save.options);
  const summary = saveSummarySchema.safeParse(data.summary);
  if (summary.success) save.summary = summary.data;
  if (data.snapshot) save.snapshot = data.snapshot as unknown as SaveFile['snapshot'];
  return save;
}

/**
 * Rebuilds the game by replaying every action through applyAction, and checks the snapshot
 * (if any) against the replay. An illegal action or a mismatch is a SaveFormatError.
 */
export function replaySave(save: SaveFile): GameState {
  const snap = save.snapshot;
  if (snap && snap.actionCount > save.actions.length) {
    throw new SaveFormatError(`snapshot is after action #${snap.actionCount} but the save has only ${save.actions.length} actions`);
  }
  let state: GameState;
  try {
    state = createGame(save.options);
  } catch (e) {
    if (e instanceof GameOptionsError) throw new SaveFormatError(`options: ${e.message}`);
    throw e;
  }
  if (snap?.actionCount === 0) checkSnapshot(state, snap);
  save.actions.forEach((action, i) => {
    try {
      applyAction(state, action);
    } catch (e) {
      if (e instanceof IllegalActionError) {
        throw new SaveFormatError(`action #${i + 1} of ${save.actions.length} ${JSON.stringify(action)} is not legal: ${e.message}`);
      }
      throw e;
    }
    if (snap && snap.actionCount === i + 1) checkSnapshot(state, snap);
  });
  return state;
}

/** parseSave then replaySave. */
export function loadSave(json: string): { state: GameState; save: SaveFile } {
  const save = parseSave(json);
  return { state: replaySave(save), save };
}

function checkSnapshot(state: GameState, snap: NonNullable<SaveFile['snapshot']>): void {
  let stored: GameState;
  try {
    stored = deserialize(JSON.stringify(snap.state));
  } catch (e) {
    throw new SaveFormatError(`snapshot: ${(e as Error).message}`);
  }
  if (canonical(stored) !== canonical(state)) {
    throw new SaveFormatError(`snapshot does not match the replay after action #${snap.actionCount}: the save was edited or made by a different rules version`);
  }
}

/** JSON with object keys sorted, so equal states compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
