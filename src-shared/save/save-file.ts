import { z } from 'zod';
import type { GameData } from '../session/types';

/** A game's own options, actions and state: only its kit's save rules know their types. */
type GameOptions = GameData;
type Action = GameData;
type GameState = GameData;
import { botSeatSchema } from '../session/seat-schema';
import { botSeat, type GameRecord, type Seat } from '../session/types';
import { CURRENT_SAVE_VERSION, migrateSave } from './migrations';
import { SaveFormatError, troubleOf } from './save-error';
import { reasonText, type SaveFormatProblem, type SaveNote, type SaveTrouble } from './save-problem';
import { SAVE_GAMES, saveRulesOf, type SaveGameId, type SaveRules } from './save-rules';

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
 * What a save slot shows, derived from the game itself: when a slot is loaded or read whole,
 * from its replay; when an autosave slot is listed, from its end mark's listing (#30), which
 * the autosave writes from the live state with every append (a forged one shows wrong
 * words in the list, and the slot is still checked in full when it is opened).
 */
export interface SaveSummary {
  /** The game played (the slot list shows it). */
  game: SaveGameId;
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
  /** Racepack: the laps of the race (the leader's lap is standings[0].laps + 1). */
  raceLaps?: number;
  /** Season: points so far, best first. Single race: the race order (or finish order), leader first. */
  standings: { player: number; name: string; place: number; points: number | null; laps: number }[];
}

/** The state after the first `actionCount` actions, and the session's running statistics then (the record's). */
export type SaveSnapshot = NonNullable<GameRecord['snapshot']>;

/**
 * A save file: a header plus THE game record (session/types.ts GameRecord: the game, the
 * engine options with the seed, the seats, every action, and a snapshot), the same object
 * the session saves and restores. Written by stringifySave and read by parseSaveText (the
 * one serializer: in the file the snapshot's state is the game's serialized JSON, in memory
 * the state the game's deserialize validated). Loading starts from the snapshot and
 * replays only the actions after it; the whole log is verified from the start separately
 * (saveVerifier: the CLI at once, the app in the background).
 *
 * On disk the file is one JSON line; the autosave then appends further actions as lines
 * holding a JSON array each (an append-only log) and an end mark, and rewrites the whole
 * file with a fresh snapshot from time to time (see game-recorder.ts).
 */
export type SaveFile = SaveHeader & GameRecord;

/** What a save file adds to the session's record. */
export interface SaveHeader {
  format: typeof SAVE_FORMAT;
  version: typeof CURRENT_SAVE_VERSION;
  /** The session's game id (each game its own slot); absent in CLI saves and old versions. */
  gameId?: string;
  meta: SaveMeta;
}

/** The file of a record: its header and the record itself (not copied). */
export function saveFileOf(record: GameRecord, meta: SaveMeta = {}, gameId?: string): SaveFile {
  return { format: SAVE_FORMAT, version: CURRENT_SAVE_VERSION, ...(gameId ? { gameId } : {}), meta, ...record };
}

/**
 * The record of a file and its header apart (saveFileOf's inverse): the record is the file's
 * own fields, not copied or reshaped; the header is the file's format, version, meta and game id.
 */
export function recordOfFile(save: SaveFile): { record: GameRecord; header: SaveHeader } {
  const { format, version, meta, gameId, ...record } = save;
  return { record, header: { format, version, meta, ...(gameId ? { gameId } : {}) } };
}

export const MAX_LABEL_CHARS = 200;
const seatName = z.string().max(200);
export const saveSeatSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('human'), name: seatName, profile: z.string().max(80).optional() }),
  botSeatSchema(seatName),
]);

const count = z.number().int().min(0);

/**
 * The one schema of a save file (after migration; `meta` is repaired before, see repairMeta):
 * the header and the record of the game's save rules (its folder's save-rules.ts). Options
 * are checked loosely here (the game's normalize is the full check, and keeps up with new
 * options without a save format change); the snapshot's state by the game's deserialize.
 */
const saveSchemaOf = (rules: SaveRules) =>
  z.object({
    format: z.literal(SAVE_FORMAT),
    version: z.literal(CURRENT_SAVE_VERSION),
    game: z.enum(SAVE_GAMES).optional(),
    gameId: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,58}$/)
      .optional(),
    options: rules.optionsSchema,
    actions: z.array(rules.actionSchema),
    meta: z.object({
      savedAt: z.string().optional(),
      label: z.string().optional(),
    }),
    seats: z.array(saveSeatSchema).min(2).max(rules.maxSeats),
    snapshot: z
      .object({
        actionCount: count,
        state: z.record(z.string(), z.unknown()),
        stats: rules.statsSchema.optional(),
      })
      .optional(),
  });
const SCHEMAS = new Map(SAVE_GAMES.map((g) => [g, saveSchemaOf(saveRulesOf(g))]));
/**
 * The same schemas with the action log unchecked: loading checks the actions it replays
 * (after the snapshot) at once and the rest in the background (saveVerifier), so a long
 * log does not hold up a load (the log is checked to be an array, and left out of the copy).
 */
const LAZY_SCHEMAS = new Map(SAVE_GAMES.map((g) => [g, SCHEMAS.get(g)!.omit({ actions: true })]));
const gameOfRaw = (raw: Record<string, unknown>): SaveGameId | undefined =>
  (SAVE_GAMES as readonly unknown[]).includes(raw.game) ? (raw.game as SaveGameId) : undefined;

function copySeats(seats: readonly SaveSeat[]): SaveSeat[] {
  return seats.map((s) =>
    s.kind === 'bot'
      ? botSeat(s.name, s.level, s.thinkMs)
      : { kind: 'human', name: s.name, ...(s.profile ? { profile: s.profile } : {}) },
  );
}

function checkSeats(record: GameRecord): void {
  const players = saveRulesOf(record.game).players(record.options);
  if (record.seats.length !== players) {
    throw new SaveFormatError(
      { key: 'seatsMismatch', seats: record.seats.length, players },
      `damaged save file: seats: ${record.seats.length} seats for ${players} players`,
    );
  }
}

function normalized(options: unknown, rules: SaveRules, fresh = false): GameOptions {
  try {
    return (fresh ? rules.normalizeNew(options) : rules.normalize(options)) as GameOptions;
  } catch (e) {
    if (rules.isBadOptions(e)) throw new SaveFormatError({ key: 'badOptions' }, `options: ${(e as Error).message}`);
    throw e;
  }
}

/**
 * The record of a game not started yet (the CLI's new saves): the options as the game's
 * save rules normalize them, the seats given or the game's default (every player a human).
 * Bad options or seats are a SaveFormatError.
 */
export function newRecord(game: SaveGameId | undefined, options: unknown, seats?: readonly SaveSeat[]): GameRecord {
  const rules = saveRulesOf(game);
  const stored = normalized(options, rules, true);
  const chosen = seats ?? rules.defaultSeats?.(stored);
  if (!chosen) throw new SaveFormatError({ key: 'noSeats' }, 'seats: a saved game needs its seats');
  const record: GameRecord = {
    ...(game ? { game } : {}),
    options: stored,
    seats: copySeats(chosen),
    actions: [],
  };
  checkSeats(record);
  return record;
}

/**
 * The save as text (one line, newline-terminated): THE serializer of a save file, the
 * snapshot's state by its game's serialize. `parts` lets the autosave pass JSON it already
 * holds (the action log without its brackets and its count, the state): the file is then
 * end-marked (`"ends":true` and a last line, endMark, holding the count of actions and,
 * given `listing`, what a slot list shows), as is any file given a listing.
 */
export function stringifySave(
  save: SaveFile,
  parts: { actionsJson?: { json: string; count: number }; stateJson?: string; listing?: SaveListing } = {},
): string {
  const { snapshot, actions, ...head } = save;
  const headJson = JSON.stringify(head).slice(0, -1);
  const actionsJson = parts.actionsJson ? `[${parts.actionsJson.json}]` : JSON.stringify(actions);
  let snapshotJson = '';
  if (snapshot) {
    const state = parts.stateJson ?? saveRulesOf(save.game).serialize(snapshot.state);
    const stats = snapshot.stats ? `,"stats":${JSON.stringify(snapshot.stats)}` : '';
    snapshotJson = `,"snapshot":{"actionCount":${snapshot.actionCount},"state":${state}${stats}}`;
  }
  const ends = parts.listing !== undefined || parts.actionsJson !== undefined;
  const body = `${headJson}${ends ? ',"ends":true' : ''},"actions":${actionsJson}${snapshotJson}}\n`;
  return ends ? body + endMark(parts.actionsJson?.count ?? actions.length, parts.listing) : body;
}

/** More actions for the end of a save text (the autosave's append-only log): one JSON array line. */
export function actionsLine(actions: readonly Action[]): string {
  return `${JSON.stringify(actions)}\n`;
}

/**
 * What a slot list shows of a save, kept in its end mark (which every append replaces), so
 * that listing reads the end of the file only, never the whole record (issue #30). Written
 * by the same code that writes the actions, from the state after them.
 */
export interface SaveListing {
  savedAt?: string;
  label?: string;
  seats: SaveSeat[];
  summary: SaveSummary;
}

const listingSchema = z.strictObject({
  savedAt: z.string().max(40).optional(),
  label: z.string().max(MAX_LABEL_CHARS).optional(),
  seats: z.array(saveSeatSchema).min(2).max(8),
  summary: z.strictObject({
    game: z.enum(SAVE_GAMES),
    track: z.string().max(200),
    trackName: z.string().max(200),
    race: count,
    races: count,
    round: count,
    phase: z.string().max(40),
    over: z.boolean(),
    actionCount: count,
    raceLaps: count.optional(),
    standings: z
      .array(
        z.strictObject({
          player: count,
          name: z.string().max(200),
          place: count,
          points: count.nullable(),
          laps: count,
        }),
      )
      .max(8),
  }),
});

/** JSON with every character beyond ASCII escaped: an end mark's characters are its bytes (the file store replaces it by bytes). */
const asciiJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The end mark: the last line of a file whose header says `"ends":true`, holding the number
 * of actions in the whole file (and, since #30, the listing). Each append replaces the end
 * mark with the new lines and a new mark, so a file cut anywhere (even exactly at a line
 * boundary) has no end mark, or the wrong count, and says so when it loads.
 */
export function endMark(actionCount: number, listing?: SaveListing): string {
  return listing ? `{"end":${actionCount},"list":${asciiJson(listing)}}\n` : `{"end":${actionCount}}\n`;
}
const END_MARK = /^\{"end":(\d+)(?:,"list":\{.*\})?\}$/;
/** The start of every save file of this version (a listing is read only from a file that starts so). */
const HEAD_START = `{"format":"${SAVE_FORMAT}","version":${CURRENT_SAVE_VERSION},`;
/** Characters a listing reads from the start of a file: enough for HEAD_START. */
export const LISTING_HEAD_CHARS = HEAD_START.length;

/**
 * The listing kept in a file's end mark, from the file's first characters and its last
 * ones (`tail`, which must hold the whole last line): null when the file has none (an older
 * file, one cut short, or one whose mark does not check out), which is then read whole.
 */
export function listingOf(head: string, tail: string): { actionCount: number; listing: SaveListing } | null {
  if (!head.startsWith(HEAD_START) || !tail.endsWith('\n')) return null;
  const start = tail.lastIndexOf('\n', tail.length - 2) + 1;
  if (start === 0) return null; // the last line may begin before the tail: not known whole
  const line = tail.slice(start, -1);
  if (!END_MARK.test(line)) return null;
  try {
    const mark = JSON.parse(line) as { end: number; list?: unknown };
    const r = listingSchema.safeParse(mark.list);
    return r.success ? { actionCount: mark.end, listing: r.data as SaveListing } : null;
  } catch {
    return null;
  }
}

/**
 * Can more actions be appended to this stored text? Only to a whole file in this version's
 * layout as the autosave writes it (a header line, action lines, the end mark): returns the
 * end mark's length (what an append replaces), or null when the file is to be rewritten
 * whole instead (an older, hand-edited or named-save file, or one cut short).
 */
export function appendTail(text: string): number | null {
  if (!text.endsWith('\n') || !text.startsWith(HEAD_START)) return null;
  const start = text.lastIndexOf('\n', text.length - 2) + 1;
  return start > 0 && END_MARK.test(text.slice(start, -1)) ? text.length - start : null;
}

/** appendTail as a yes or no. */
export function isAppendable(text: string): boolean {
  return appendTail(text) !== null;
}

/** `actions[3].color` from a zod issue path. */
/** A JSON path as `seats[0].name` ('' for the whole file). */
function jsonPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const k of path) out += typeof k === 'number' ? `[${k}]` : out ? `.${String(k)}` : String(k);
  return out;
}
const pathText = (path: readonly PropertyKey[]): string => jsonPath(path) || '(top level)';

/** A save and what was repaired in it to load it (each note is for the player: a key the renderer's catalogue words). */
export interface ParsedSave {
  save: SaveFile;
  notes: SaveNote[];
  /** Actions of the file were left out (saveRules.upgradeRecord): continue it as a new game. */
  truncated?: true;
}

const ISO_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * Cosmetic metadata never makes a save unloadable: a missing or odd `meta` becomes {}, a
 * `savedAt` that is not an ISO time is dropped, a label too long is cut, anything else in
 * it is dropped; each repair is noted for the player.
 */
function repairMeta(raw: unknown, notes: SaveNote[]): SaveMeta {
  if (raw === undefined) return {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    notes.push({ key: 'metaUnreadable' });
    return {};
  }
  const m = raw as Record<string, unknown>;
  const meta: SaveMeta = {};
  if (m.savedAt !== undefined) {
    if (typeof m.savedAt === 'string' && ISO_TIME.test(m.savedAt)) meta.savedAt = m.savedAt;
    else notes.push({ key: 'savedAtDropped', value: String(JSON.stringify(m.savedAt)).slice(0, 40) });
  }
  if (m.label !== undefined) {
    if (typeof m.label !== 'string') notes.push({ key: 'labelNotText' });
    else if (m.label.length > MAX_LABEL_CHARS) {
      meta.label = m.label.slice(0, MAX_LABEL_CHARS);
      notes.push({ key: 'labelShortened', max: MAX_LABEL_CHARS });
    } else meta.label = m.label;
  }
  return meta;
}

/**
 * The JSON of a save text: one object (any version, possibly pretty-printed), or (version 3)
 * one object line followed by lines of appended actions. A last line cut short (the app was
 * killed while appending) is dropped with a note; any other bad line is damage.
 */
function readText(
  text: string,
  notes: SaveNote[],
): { head: unknown; more: unknown[]; end: number | null; cutShort: boolean } {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  let head: unknown;
  try {
    head = JSON.parse(lines[0] ?? '');
  } catch {
    // Not our one-line layout: a whole JSON object (an older or pretty-printed file), or not JSON.
    try {
      return { head: JSON.parse(text), more: [], end: null, cutShort: false };
    } catch (whole) {
      throw new SaveFormatError(
        { key: 'notJson' },
        `not a save file: the text is not valid JSON (${(whole as Error).message})`,
      );
    }
  }
  const more: unknown[] = [];
  let end: number | null = null;
  let cutShort = false;
  for (let i = 1; i < lines.length; i++) {
    // End marks: only the last line's counts (a store that cannot replace one leaves older ones).
    const mark = END_MARK.exec(lines[i]);
    if (mark) {
      if (i === lines.length - 1) end = Number(mark[1]);
      continue;
    }
    try {
      more.push(JSON.parse(lines[i]));
    } catch {
      if (i === lines.length - 1 && !text.endsWith('\n')) {
        notes.push({ key: 'lastLineCut' });
        cutShort = true;
        break;
      }
      throw new SaveFormatError(
        { key: 'lineNotJson', line: i + 1 },
        `damaged save file: line ${i + 1} is not valid JSON`,
      );
    }
  }
  return { head, more, end, cutShort };
}

/**
 * Parses and validates save text, migrating older versions and repairing cosmetic metadata
 * (with notes for the player). Throws SaveFormatError for text that is not JSON, not an
 * Automobiles save, from a newer version, or of the wrong shape.
 */
export function parseSaveText(input: string, opts: { lazyActions?: boolean } = {}): ParsedSave {
  const notes: SaveNote[] = [];
  let text = input;
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // a byte-order mark from an editor: harmless
  const { head: raw, more, end, cutShort } = readText(text, notes);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new SaveFormatError({ key: 'notAnObject' }, 'not an Automobiles save file: expected a JSON object');
  }
  const obj = raw as Record<string, unknown>;
  if (obj.format !== SAVE_FORMAT) {
    const looksLikeState = 'schema' in obj && 'players' in obj && 'rng' in obj;
    const got = obj.format === undefined ? 'it has no "format" field' : `its format is ${JSON.stringify(obj.format)}`;
    const problem: SaveFormatProblem = looksLikeState
      ? { key: 'bareState' }
      : obj.format === undefined
        ? { key: 'noFormat' }
        : { key: 'otherFormat', format: JSON.stringify(obj.format) };
    throw new SaveFormatError(
      problem,
      `not an Automobiles save file: ${looksLikeState ? 'this is a bare game state, not a save' : got}`,
    );
  }
  const migrated = migrateSave(obj);
  const game = gameOfRaw(migrated);
  if (more.length) {
    if (!Array.isArray(migrated.actions))
      throw new SaveFormatError({ key: 'actionsNotList' }, 'damaged save file: actions: expected an array');
    const all = [...(migrated.actions as unknown[])];
    for (const line of more) {
      if (!Array.isArray(line))
        throw new SaveFormatError(
          { key: 'lineNotActions' },
          'damaged save file: an appended line is not a list of actions',
        );
      for (const a of line) all.push(a);
    }
    migrated.actions = all;
  }
  // An end-marked file (the autosave) ends with its mark, counting every action.
  if (obj.ends === true && Array.isArray(migrated.actions)) {
    const count = (migrated.actions as unknown[]).length;
    if (end === null && !cutShort) notes.push({ key: 'endMarkMissing', moves: count });
    else if (end !== null && end > count) notes.push({ key: 'movesMissing', moves: count, of: end });
    else if (end !== null && end < count)
      throw new SaveFormatError(
        { key: 'endMarkTooLow', end, moves: count },
        `damaged save file: its end mark counts ${end} moves but it holds ${count}`,
      );
  }
  migrated.meta = repairMeta(migrated.meta, notes);
  const lazy = opts.lazyActions === true;
  if (lazy && !Array.isArray(migrated.actions))
    throw new SaveFormatError({ key: 'actionsNotList' }, 'damaged save file: actions: expected an array');
  const rules = saveRulesOf(game);
  const parsed = (lazy ? LAZY_SCHEMAS : SCHEMAS).get(rules.id)!.safeParse(migrated);
  if (!parsed.success) {
    const all = parsed.error.issues;
    const issues = all.slice(0, 3).map((i) => `${pathText(i.path)}: ${i.message}`);
    throw new SaveFormatError(
      { key: 'badShape', path: jsonPath(all[0]?.path ?? []), count: all.length },
      `damaged save file: ${issues.join('; ')}`,
    );
  }
  const data = (lazy ? { ...parsed.data, actions: migrated.actions } : parsed.data) as z.infer<
    ReturnType<typeof saveSchemaOf>
  >;
  if (lazy) {
    const from = Math.min(data.snapshot?.actionCount ?? 0, data.actions.length);
    for (let i = from; i < data.actions.length; i++) checkActionShape(data.actions[i], i, game);
  }
  const save: SaveFile = {
    format: SAVE_FORMAT,
    version: CURRENT_SAVE_VERSION,
    ...(data.gameId ? { gameId: data.gameId } : {}),
    meta: data.meta,
    ...(game ? { game } : {}),
    options: normalized(data.options, rules),
    seats: data.seats,
    actions: data.actions as Action[],
  };
  checkSeats(save);
  if (data.snapshot) save.snapshot = data.snapshot as unknown as SaveSnapshot;
  // A record of a game's earlier rules is brought up to its current ones (its snapshot still stored JSON).
  const truncated = rules.upgradeRecord?.(save as never, notes) === true;
  if (save.snapshot) save.snapshot = { ...save.snapshot, state: storedState(save) };
  return { save, notes, ...(truncated ? { truncated } : {}) };
}

/**
 * A snapshot's stored state as the game's state: read by the game's deserialize (which
 * validates it and brings an older state layout up to date) and checked to be of the
 * record's options.
 */
function storedState(save: SaveFile): GameState {
  const snap = save.snapshot!;
  if (snap.actionCount > save.actions.length) {
    throw new SaveFormatError(
      { key: 'snapshotAfterEnd', at: snap.actionCount, actions: save.actions.length },
      `snapshot is after action #${snap.actionCount} but the save has only ${save.actions.length} actions`,
    );
  }
  const rules = saveRulesOf(save.game);
  let state: GameState;
  try {
    state = rules.deserialize(JSON.stringify(snap.state)) as GameState;
  } catch (e) {
    throw new SaveFormatError({ key: 'badSnapshot' }, `snapshot: ${(e as Error).message}`);
  }
  if (canonical(rules.optionsOfState(state)) !== canonical(rules.comparableOptions(save.options)))
    throw new SaveFormatError({ key: 'snapshotOtherOptions' }, 'snapshot: it is of a game with other options');
  return state;
}

/** parseSaveText without the notes. */
export function parseSave(json: string): SaveFile {
  return parseSaveText(json).save;
}

function checkActionShape(action: unknown, i: number, game: SaveGameId | undefined): void {
  const r = saveRulesOf(game).actionSchema.safeParse(action);
  if (!r.success) {
    const issue = r.error.issues[0];
    const path = pathText(['actions', i, ...issue.path]);
    throw new SaveFormatError({ key: 'badAction', path }, `damaged save file: ${path}: ${issue.message}`);
  }
}

function applyLogged(save: GameRecord, state: GameState, action: Action, i: number, total: number): void {
  const rules = saveRulesOf(save.game);
  try {
    rules.apply(state, action);
  } catch (e) {
    if (rules.isIllegal(e)) {
      throw new SaveFormatError(
        { key: 'cannotReplay', move: i + 1, of: total, action: JSON.stringify(action) },
        `move ${i + 1} of ${total} cannot be replayed: the save is damaged or was made with an older version of the rules or tracks (${JSON.stringify(action)} is not legal: ${(e as Error).message})`,
      );
    }
    throw e;
  }
}

function freshGame(save: GameRecord): GameState {
  const rules = saveRulesOf(save.game);
  try {
    return rules.create(save.options) as GameState;
  } catch (e) {
    if (rules.isBadOptions(e)) throw new SaveFormatError({ key: 'badOptions' }, `options: ${(e as Error).message}`);
    throw e;
  }
}

/** A copy of the record's snapshot state (to play on: the record keeps its own). */
export function snapshotState(record: GameRecord): GameState {
  const snap = record.snapshot!;
  if (snap.actionCount > record.actions.length) {
    throw new SaveFormatError(
      { key: 'snapshotAfterEnd', at: snap.actionCount, actions: record.actions.length },
      `snapshot is after action #${snap.actionCount} but the save has only ${record.actions.length} actions`,
    );
  }
  return saveRulesOf(record.game).clone(snap.state) as GameState;
}

/**
 * Rebuilds the game. By default (`verify`) every action is replayed from the start through
 * applyAction and the snapshot is checked against the replay; with `verify: false` the
 * replay starts from the snapshot (fast: what the app does on load, verifying the rest in
 * the background). An illegal action or a mismatch is a SaveFormatError.
 */
export function replaySave(save: GameRecord, opts: { verify?: boolean } = {}): GameState {
  const snap = save.snapshot;
  if (snap && snap.actionCount > save.actions.length) {
    throw new SaveFormatError(
      { key: 'snapshotAfterEnd', at: snap.actionCount, actions: save.actions.length },
      `snapshot is after action #${snap.actionCount} but the save has only ${save.actions.length} actions`,
    );
  }
  if (opts.verify === false && snap) {
    const state = snapshotState(save);
    for (let i = snap.actionCount; i < save.actions.length; i++)
      applyLogged(save, state, save.actions[i], i, save.actions.length);
    return state;
  }
  const state = freshGame(save);
  if (snap?.actionCount === 0) checkSnapshot(state, snap);
  save.actions.forEach((action, i) => {
    applyLogged(save, state, action, i, save.actions.length);
    if (snap && snap.actionCount === i + 1) checkSnapshot(state, snap);
  });
  return state;
}

/**
 * Actions the background check replays per slice: each slice runs on the thread that runs
 * the game, between its other work, so it stays short (a few milliseconds at most).
 */
export const VERIFY_SLICE = 100;

/**
 * The full check of a save loaded from its snapshot, in slices (the app runs it in the
 * background): replays every action from the start and compares with the snapshot. Each
 * call of `step` does one short piece of it (making the game, up to `slice` actions, or
 * the comparison with the snapshot); it returns null while unfinished, then 'ok' or the
 * reason the save is not sound (`trouble` for the player, `error` in English for logs).
 */
export function saveVerifier(
  save: GameRecord,
  slice = VERIFY_SLICE,
): { step(): null | { ok: true } | { ok: false; error: string; trouble: SaveTrouble } } {
  let state: GameState | null = null;
  let i = 0;
  /** The snapshot is compared in a slice of its own, once the replay reaches it. */
  let compareNext = false;
  const snap = save.snapshot;
  const total = save.actions.length;
  return {
    step() {
      try {
        if (!state) {
          state = freshGame(save);
          compareNext = snap?.actionCount === 0;
          return total === 0 && !compareNext ? { ok: true } : null;
        }
        if (compareNext) {
          checkSnapshot(state, snap!);
          compareNext = false;
          return i >= total ? { ok: true } : null;
        }
        const end = Math.min(total, i + slice);
        for (; i < end; i++) {
          checkActionShape(save.actions[i], i, save.game);
          applyLogged(save, state, save.actions[i], i, total);
          if (snap && snap.actionCount === i + 1) {
            i++;
            compareNext = true;
            return null;
          }
        }
        return i >= total ? { ok: true } : null;
      } catch (e) {
        return {
          ok: false,
          error: reasonText(e),
          trouble: troubleOf(e),
        };
      }
    },
  };
}

/** parseSave then replaySave (verified from the start unless `verify: false`). */
export function loadSave(
  json: string,
  opts: { verify?: boolean } = {},
): { state: GameState; save: SaveFile; notes: SaveNote[] } {
  const { save, notes } = parseSaveText(json);
  return { state: replaySave(save, opts), save, notes };
}

/** The replay against the record's snapshot (whose state the game's deserialize read when the file was parsed). */
function checkSnapshot(state: GameState, snap: SaveSnapshot): void {
  if (canonical(snap.state) !== canonical(state)) {
    throw new SaveFormatError(
      { key: 'snapshotMismatch', at: snap.actionCount },
      `snapshot does not match the replay after action #${snap.actionCount}: the save was edited or made by a different rules version`,
    );
  }
}

/** JSON with object keys sorted, so equal states compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}
