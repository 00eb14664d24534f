/**
 * Save slots: named saves, the autosave, import and export, on top of a tiny storage
 * interface (SaveStore) that each host implements (conf/electron-store files in the main
 * process, localStorage in the browser build, a Map in tests).
 *
 * Every slot is one save file (save-file.ts) and carries its own metadata (`meta` and
 * `summary`), so there is no separate index that could disagree with the files. Every text
 * read is validated with parseSave; a file that is corrupt, truncated, foreign, from a newer
 * version or not replayable is listed as damaged with the reason and is never overwritten or
 * deleted without the player asking for it (a damaged autosave is first copied aside).
 * Pure: the caller supplies the time (`now`).
 */
import type { GameData } from '../session/types';
import { troubleOf } from './save-error';
import {
  SaveSlotError,
  faultOf,
  reasonText,
  storageError,
  type SaveNote,
  type SaveTrouble,
  type SlotLabel,
} from './save-problem';
import {
  MAX_LABEL_CHARS,
  loadSave,
  LISTING_HEAD_CHARS,
  listingOf,
  parseSaveText,
  replaySave,
  recordOfFile,
  saveFileOf,
  stringifySave,
  type SaveFile,
  type SaveListing,
  type SaveMeta,
  type SaveSeat,
  type SaveSummary,
} from './save-file';
import { GAME_SLOT_PREFIX, GameRecorder, gameIdOf } from './game-recorder';
import type { GameRecord } from '../session/types';
import { summarize } from './save-summary';

/**
 * Raw storage of save texts by slot id. `write` must be atomic: after a crash at any moment,
 * `read` gives either the previous text or the new one, never a mix or a truncated text.
 */
export interface SaveStore {
  /** The ids of every stored slot, readable or not. */
  list(): string[];
  /** The text stored under `id`, or null when there is none. */
  read(id: string): string | null;
  write(id: string, text: string): void;
  remove(id: string): void;
  /**
   * Adds text at the end of a slot (the autosave's append-only action log). A cut-short
   * append may leave a partial last line, which the parser drops (never a damaged file).
   * Refuses (throws or rejects) when the slot does not exist or does not start with a save
   * header: an append never creates a slot (a deleted slot stays deleted, and no headerless
   * file is ever made); the autosave then writes the whole game afresh.
   *
   * `replaceTail` (default 0): first remove that many characters from the end, which must
   * be an end mark (`{"end":N}` and a newline, save-file.ts), else the append is refused:
   * the autosave's end mark is replaced by the new lines and a new mark, so a file cut at
   * any point is known to be incomplete when it loads.
   */
  append?(id: string, text: string, replaceTail?: number): void | Promise<void>;
  /**
   * The slot's size (bytes on disk, or characters) without reading it, null when there is
   * none: a slot over MAX_SAVE_CHARS is listed as too large and never read whole.
   */
  size?(id: string): number | null;
  /**
   * Moves a slot's text to another id at once (the trash; a rename on disk). Without it the
   * slots copy the text and remove the old id.
   */
  move?(from: string, to: string): void;
  /** `write` away from the calling thread (same atomicity); the autosave prefers it. */
  writeAsync?(id: string, text: string): Promise<void>;
  /**
   * The first `headChars` and the last `tailChars` characters of a slot without reading the
   * rest (null when there is none): listing reads what it shows from the end mark (#30).
   * The tail may start inside a character (bytes on disk); the mark is ASCII.
   */
  readEnds?(id: string, headChars: number, tailChars: number): { head: string; tail: string } | null;
}

/**
 * What every store's `append` checks first (`head`: the slot's first character, null when
 * there is no such slot): an append never creates a slot or adds to one without a header.
 */
export function refuseAppend(id: string, head: string | null, tail?: string): void {
  if (head === null) throw storageError(`the save "${id}" no longer exists`, 'missing');
  if (head !== '{') throw storageError(`the save "${id}" has no header`, 'ioFailed');
  if (tail !== undefined && !/^\{"end":\d+(,"list":\{.*\})?\}\n$/.test(tail))
    throw storageError(`the save "${id}" does not end as expected`, 'ioFailed');
}

/**
 * The single autosave slot of older versions (and of save files written by tests): listed
 * and continued like a game slot; a game continued from it keeps writing there.
 */
export const AUTOSAVE_ID = 'autosave';
/** Damaged autosaves are copied to `kept-autosave-N` before a new autosave is written. */
const KEPT_PREFIX = 'kept-autosave-';
const NAMED_PREFIX = 'save-';
/**
 * A slot moved to the trash is kept as `trash-<id>` until it is restored or deleted for
 * good; trashed slots are not listed, continued or opened, and hosts empty the trash when
 * they start (a deletion that was not taken back before the app closed stands).
 */
export const TRASH_PREFIX = 'trash-';
/** Saves up to this many actions are replayed in full when listed (a season is a few thousand). */
export const FULL_CHECK_ACTIONS = 20_000;
/**
 * The largest save accepted, imported, listed or opened (a long season is well under 1 MB):
 * a larger slot is listed as too large and never read whole (reading and replaying 200 MB
 * froze the window for 22 s).
 */
export const MAX_SAVE_CHARS = 5_000_000;
/**
 * The end of a slot read to list it: its end mark, which holds what the list shows (eight
 * seats' names and standings are well under this). A longer mark is read whole instead.
 */
export const LISTING_TAIL_CHARS = 16_384;

const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,71}$/;
/** Slot ids are short lowercase words: safe as file names and storage keys (a trashed game slot is the longest). */
export function isSlotId(id: unknown): id is string {
  return typeof id === 'string' && ID_PATTERN.test(id);
}

/** `game`: a game's own autosave (game-recorder.ts); `autosave`: the older single one. */
export type SlotKind = 'game' | 'autosave' | 'named' | 'kept';

interface SlotBase {
  id: string;
  kind: SlotKind;
  /** The player's own name for it, or a default name as a key (the renderer's catalogue words it). */
  label: SlotLabel;
}

/** A save that parses and replays; everything a slot list shows. */
export interface GoodSlot extends SlotBase {
  ok: true;
  /** ISO 8601 time of the save, or null when the file has none. */
  savedAt: string | null;
  seats: SaveSeat[];
  /** Derived from the game itself (never read from the file). */
  summary: SaveSummary;
  /** What was repaired to load it, for the player (keys the catalogue words). */
  notes: SaveNote[];
}

/** A stored text that is not a usable save: listed with the reason, kept as it is. */
export interface DamagedSlot extends SlotBase, SaveTrouble {
  ok: false;
  /** Over MAX_SAVE_CHARS: never read (it can still be deleted). */
  tooLarge?: true;
}

export type SlotInfo = GoodSlot | DamagedSlot;

export interface LoadedSlot {
  info: GoodSlot;
  save: SaveFile;
  /** The state after every action (from the snapshot on). */
  state: GameData;
  notes: SaveNote[];
}

/**
 * A slot read for the session to continue (not yet replayed: the session replays once):
 * `record` is the session's game record as the file holds it (the snapshot's state
 * validated by the game's deserialize), to be restored under the game id it continues as
 * (the file's `gameId`, when it has one).
 *
 * Not a second shape of the record (#33): `record` is THE GameRecord parseSaveText read,
 * passed on as it is (the session restores it with its game id added). The other fields are
 * what only the slot knows and the session's restore does not take: which slot, its kind (a
 * game slot continues in place, a named save as a new game), its text (the recorder adopts it
 * to append to it; a failed check marks that text damaged), the repairs made to read it, and
 * whether actions were left out.
 */
export interface OpenedSlot {
  id: string;
  kind: SlotKind;
  text: string;
  gameId?: string;
  record: GameRecord;
  notes: SaveNote[];
  /** Actions of the file were left out on loading (see ParsedSave): the file is not continued in place. */
  truncated?: true;
}

export { SaveSlotError };

export interface SaveSlotsOptions {
  /** The time stamped on saves, ISO 8601 (shared code has no clock of its own). */
  now: () => string;
  /** The host's log of diagnostics (a failed autosave's own message). */
  warn?: (message: string) => void;
  /** Actions between the autosave's snapshots (default SNAPSHOT_EVERY). */
  snapshotEvery?: number;
}

/** A damaged slot's trouble alone (its problem, else its reason), to pass on. */
const troubleIn = (t: SaveTrouble): SaveTrouble =>
  t.problem ? { problem: t.problem } : { reason: t.reason ?? 'unexpected' };

/** Does the text load (parse and replay from its snapshot, as loading does)? */
function replays(text: string): boolean {
  try {
    loadSave(text, { verify: false });
    return true;
  } catch {
    return false;
  }
}

const kindOf = (id: string): SlotKind =>
  id === AUTOSAVE_ID
    ? 'autosave'
    : id.startsWith(GAME_SLOT_PREFIX)
      ? 'game'
      : id.startsWith(KEPT_PREFIX)
        ? 'kept'
        : 'named';

/** A slot a game autosaves into (the recent games). */
export const isGameSlot = (s: { kind: SlotKind }): boolean => s.kind === 'game' || s.kind === 'autosave';

/** The label of a text that may not be a save at all (best effort, for damaged slots). */
function rawLabel(id: string, text: string | null): SlotLabel {
  if (id === AUTOSAVE_ID) return { key: 'autosave' };
  if (id.startsWith(GAME_SLOT_PREFIX)) return { key: 'gameInProgress' };
  if (text) {
    try {
      const clean = text.replace(/^\uFEFF/, '');
      let head: unknown;
      try {
        head = JSON.parse(clean);
      } catch {
        head = JSON.parse(clean.split('\n', 1)[0]);
      }
      const label = (head as { meta?: { label?: unknown } })?.meta?.label;
      if (typeof label === 'string' && label.trim()) return label.trim().slice(0, 200);
    } catch {
      /* not JSON: fall back to the id */
    }
  }
  return id.startsWith(KEPT_PREFIX) ? { key: 'keptAside', n: id.slice(KEPT_PREFIX.length) } : id;
}

/** A label as a file name's words: the player's text, or the default name's key and parameters. */
function labelWords(label: SlotLabel): string {
  if (typeof label === 'string') return label;
  const { key, ...params } = label;
  return [key, ...Object.values(params)].join(' ');
}

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 40)
    .replace(/-+$/, '');
}

export class SaveSlots {
  /** The last validated text of each slot and what it gave (listing does not re-validate unchanged texts). */
  private readonly cache = new Map<string, { text: string; info: SlotInfo }>();
  /** Texts that parsed but failed to replay or verify, with the reason. */
  private readonly broken = new Map<string, { text: string; trouble: SaveTrouble }>();
  /** The autosave was checked (or written) by this instance: overwriting it loses nothing. */
  private autosaveChecked = false;
  private branches = 0;
  /** The autosave of every game: the session's save hook (autosaveSink). */
  readonly recorder: GameRecorder;

  constructor(
    private readonly store: SaveStore,
    private readonly options: SaveSlotsOptions,
  ) {
    this.recorder = new GameRecorder(store, {
      now: options.now,
      snapshotEvery: options.snapshotEvery,
      ...(options.warn ? { warn: options.warn } : {}),
    });
  }

  /** Every slot: games in progress first, then saves, newest first; damaged ones last. */
  list(): SlotInfo[] {
    const ids = this.ids();
    for (const id of [...this.cache.keys()]) if (!ids.includes(id)) this.cache.delete(id);
    const infos = ids.map((id) => this.info(id)).filter((x): x is SlotInfo => x !== null);
    const rank = (s: SlotInfo) => (!s.ok ? 3 : isGameSlot(s) ? (s.summary.over ? 1 : 0) : 2);
    return infos.sort((a, b) => {
      const r = rank(a) - rank(b);
      if (r) return r;
      const ta = a.ok ? (a.savedAt ?? '') : '';
      const tb = b.ok ? (b.savedAt ?? '') : '';
      return ta === tb ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : ta < tb ? 1 : -1;
    });
  }

  /** The unfinished games, most recent first (the start screen's recent games). */
  recentGames(): GoodSlot[] {
    return this.list().filter((s): s is GoodSlot => s.ok && isGameSlot(s) && !s.summary.over);
  }

  /** One slot's information (null when there is no such slot). Never throws for a bad file. */
  info(id: string): SlotInfo | null {
    if (!isSlotId(id) || id.startsWith(TRASH_PREFIX)) return null;
    let text: string | null;
    try {
      const size = this.sizeOf(id);
      if (size !== null && size > MAX_SAVE_CHARS) {
        this.cache.delete(id);
        return {
          id,
          kind: kindOf(id),
          label: rawLabel(id, null),
          ok: false,
          problem: { key: 'tooLarge', size, max: MAX_SAVE_CHARS },
          tooLarge: true,
        };
      }
      const listed = this.listed(id);
      if (listed) return listed;
      text = this.store.read(id);
    } catch (e) {
      return {
        id,
        kind: kindOf(id),
        label: rawLabel(id, null),
        ok: false,
        problem: { key: 'storageUnreadable', reason: faultOf(e) },
      };
    }
    if (text === null) {
      this.cache.delete(id);
      return null;
    }
    const cached = this.cache.get(id);
    if (cached && cached.text === text) return cached.info;
    const info = this.validate(id, text);
    this.cache.set(id, { text, info });
    return info;
  }

  /** The older single autosave slot, if any. */
  autosaveInfo(): SlotInfo | null {
    return this.info(AUTOSAVE_ID);
  }

  /**
   * Writes the older single autosave slot at once (tools and tests; the app's sessions
   * autosave each game through `recorder`). The first time, an existing autosave that is not
   * usable is copied aside to a `kept-autosave-N` slot instead of being overwritten.
   */
  autosave(game: GameRecord): void {
    if (!this.autosaveChecked) {
      const size = this.sizeOf(AUTOSAVE_ID);
      const existing = size !== null && size > MAX_SAVE_CHARS ? null : this.readStored(AUTOSAVE_ID);
      if (size !== null && size > MAX_SAVE_CHARS) this.moveText(AUTOSAVE_ID, this.nextId(KEPT_PREFIX));
      else if (existing !== null && !replays(existing)) this.writeText(this.nextId(KEPT_PREFIX), existing);
      this.autosaveChecked = true;
    }
    this.write(AUTOSAVE_ID, game, {});
  }

  /**
   * Writes a game's record into a new named slot (never over an existing one); give the
   * record a snapshot of its state after every action, or the slot replays it whole.
   */
  saveAs(label: string, game: GameRecord): GoodSlot {
    const clean = label.trim().slice(0, MAX_LABEL_CHARS);
    if (!clean) throw new SaveSlotError({ key: 'saveNeedsName' });
    const id = this.nextId(NAMED_PREFIX);
    this.write(id, game, { label: clean });
    return this.good(id);
  }

  /**
   * Reads and validates a slot for the session to continue, without replaying it (the
   * session replays once, from the snapshot). A damaged slot is a SaveSlotError; the file
   * stays as it is.
   */
  open(id: string): OpenedSlot {
    const text = this.readOrFail(id);
    // Already found damaged (listed, or a failed background check): never offered, never loaded.
    const known = this.cache.get(id);
    if (known && known.text === text && !known.info.ok) throw this.markBroken(id, text, troubleIn(known.info));
    const broken = this.broken.get(id);
    if (broken && broken.text === text) throw this.markBroken(id, text, broken.trouble);
    try {
      // The actions before the snapshot are checked by the background verification (save-handlers).
      const { save, notes, truncated } = parseSaveText(text, { lazyActions: true });
      const { record, header } = recordOfFile(save);
      const { gameId } = header;
      if (id === AUTOSAVE_ID) this.autosaveChecked = true;
      return {
        id,
        kind: kindOf(id),
        text,
        ...(gameId ? { gameId } : {}),
        record,
        notes,
        ...(truncated ? { truncated } : {}),
      };
    } catch (e) {
      throw this.markBroken(id, text, troubleOf(e), reasonText(e));
    }
  }

  /**
   * Records that a slot's text does not load (or failed the full check): it is listed as
   * damaged from now on. Returns the error to throw at the player (`diagnostic`: the
   * failure's own message, for the host's log).
   */
  markBroken(id: string, text: string, trouble: SaveTrouble, diagnostic?: string): SaveSlotError {
    this.broken.set(id, { text, trouble });
    this.cache.delete(id);
    return new SaveSlotError({ key: 'cannotLoad', label: rawLabel(id, text), ...trouble }, diagnostic);
  }

  /** Reads, validates and replays a slot (as listing does). A damaged slot is a SaveSlotError; the file stays as it is. */
  load(id: string): LoadedSlot {
    const text = this.readOrFail(id);
    let loaded: { save: SaveFile; state: GameData; notes: SaveNote[] };
    try {
      const { save, notes } = parseSaveText(text);
      loaded = { save, notes, state: replaySave(save, { verify: save.actions.length <= FULL_CHECK_ACTIONS }) };
    } catch (e) {
      throw this.markBroken(id, text, troubleOf(e), reasonText(e));
    }
    if (id === AUTOSAVE_ID) this.autosaveChecked = true;
    const info = this.goodInfo(id, loaded.save, loaded.state, loaded.notes);
    this.cache.set(id, { text, info });
    return { info, save: loaded.save, state: loaded.state, notes: loaded.notes };
  }

  /** The most recent unfinished game's slot id (null when there is none). */
  lastGameId(): string | null {
    return this.recentGames()[0]?.id ?? null;
  }

  /** Continue: loads the most recent unfinished game. */
  continueLast(): LoadedSlot {
    const id = this.lastGameId();
    if (id === null) throw new SaveSlotError({ key: 'noUnfinishedGame' });
    return this.load(id);
  }

  /** A fresh game id for a game continued from a named save (it then autosaves in its own slot). */
  newGameId(): string {
    return gameIdOf(`b${this.options.now().replace(/\D/g, '')}-${++this.branches}`);
  }

  /**
   * Moves a slot to the trash (the player deleted it; damaged slots may be deleted too): it
   * is no longer listed, continued or opened, and the game in play stops autosaving into it
   * (its pending writes finish first). `restore` takes it back; `remove` deletes it for good.
   */
  async trash(id: string): Promise<void> {
    this.mustExist(id);
    // Pending writes land first (the trashed file is complete); later ones are dropped.
    await this.recorder.flush();
    this.recorder.pause(id);
    await this.recorder.flush();
    this.mustExist(id);
    const to = TRASH_PREFIX + id;
    try {
      if (this.rawIds().includes(to)) this.store.remove(to);
      this.moveText(id, to);
    } catch (e) {
      this.recorder.resume(id);
      throw new SaveSlotError({ key: 'cannotDelete', id, reason: faultOf(e) }, reasonText(e));
    }
    this.cache.delete(id);
    this.broken.delete(id);
  }

  /** Takes a slot back out of the trash; a game in play autosaves into it again at once. */
  restore(id: string): void {
    if (!isSlotId(id) || id.startsWith(TRASH_PREFIX)) throw new SaveSlotError({ key: 'noSuchSave', id: String(id) });
    const from = TRASH_PREFIX + id;
    const raw = this.rawIds();
    if (!raw.includes(from)) throw new SaveSlotError({ key: 'notInTrash', id });
    if (raw.includes(id)) throw new SaveSlotError({ key: 'restoreNameTaken', id });
    try {
      this.moveText(from, id);
    } catch (e) {
      throw new SaveSlotError({ key: 'cannotRestore', id, reason: faultOf(e) }, reasonText(e));
    }
    this.recorder.resume(id);
  }

  /**
   * Deletes a slot for good: the slot itself, or (when it is in the trash) its trashed copy.
   * A game in play no longer autosaves into it.
   */
  remove(id: string): void {
    if (!isSlotId(id) || id.startsWith(TRASH_PREFIX)) throw new SaveSlotError({ key: 'noSuchSave', id: String(id) });
    const raw = this.rawIds();
    const target = raw.includes(id) ? id : raw.includes(TRASH_PREFIX + id) ? TRASH_PREFIX + id : null;
    if (target === null)
      throw new SaveSlotError(id === AUTOSAVE_ID ? { key: 'noAutosave' } : { key: 'noSuchSave', id });
    this.recorder.pause(id);
    try {
      this.store.remove(target);
    } catch (e) {
      throw new SaveSlotError({ key: 'cannotDelete', id, reason: faultOf(e) }, reasonText(e));
    }
    this.cache.delete(id);
    this.broken.delete(id);
  }

  /** The ids of the slots in the trash (as they were before they were trashed). */
  trashed(): string[] {
    return this.rawIds()
      .filter((id) => id.startsWith(TRASH_PREFIX))
      .map((id) => id.slice(TRASH_PREFIX.length));
  }

  /** Deletes everything in the trash for good (hosts call it when they start). */
  emptyTrash(): void {
    for (const id of this.trashed()) {
      try {
        this.store.remove(TRASH_PREFIX + id);
      } catch {
        /* left for the next start */
      }
    }
  }

  /** The slot's file text and a file name for it. A damaged slot exports as it is (to inspect or report it). */
  exportText(id: string): { fileName: string; text: string } {
    const text = this.readOrFail(id);
    const info = this.info(id);
    const base = slug(info ? labelWords(info.label) : id) || id;
    return { fileName: `automobiles-${base}${info && !info.ok ? '-damaged' : ''}.json`, text };
  }

  /**
   * Imports a save file's text into a new named slot (older versions are migrated). The text
   * is fully validated (parsed and replayed from the start) first; a bad file is a
   * SaveSlotError and writes nothing.
   */
  importText(text: string, label?: string): GoodSlot {
    if (text.length > MAX_SAVE_CHARS) throw new SaveSlotError({ key: 'importTooLarge', chars: text.length });
    let loaded: { save: SaveFile; state: GameData };
    try {
      loaded = loadSave(text);
    } catch (e) {
      throw new SaveSlotError({ key: 'cannotImport', ...troubleOf(e) }, reasonText(e));
    }
    const { save, state } = loaded;
    // Without a name of its own it is listed as imported (saveAs always names a save).
    const own = (label?.trim() || save.meta.label?.trim() || '').slice(0, MAX_LABEL_CHARS);
    const meta: SaveMeta = { savedAt: save.meta.savedAt ?? this.options.now(), ...(own ? { label: own } : {}) };
    // The file's record under a header of its own (a named save: no game id), with a snapshot
    // of the end (the import loads at once; the statistics are the file's, as they were).
    const { record } = recordOfFile(save);
    const stats = record.snapshot?.stats;
    const snapshot = { actionCount: record.actions.length, state, ...(stats ? { stats } : {}) };
    const id = this.nextId(NAMED_PREFIX);
    const imported = saveFileOf({ ...record, snapshot }, meta);
    this.writeText(id, stringifySave(imported));
    return this.good(id);
  }

  // ---------------------------------------------------------------------------------------

  /** The slots that are listed (not those in the trash). */
  private ids(): string[] {
    return this.rawIds().filter((id) => !id.startsWith(TRASH_PREFIX));
  }

  private rawIds(): string[] {
    try {
      return this.store.list().filter(isSlotId);
    } catch (e) {
      throw new SaveSlotError({ key: 'cannotList', reason: faultOf(e) }, reasonText(e));
    }
  }

  private readStored(id: string): string | null {
    try {
      return this.store.read(id);
    } catch (e) {
      throw new SaveSlotError({ key: 'cannotReadStored', id, reason: faultOf(e) }, reasonText(e));
    }
  }

  private writeText(id: string, text: string): void {
    try {
      this.store.write(id, text);
    } catch (e) {
      throw new SaveSlotError({ key: 'cannotWrite', reason: faultOf(e) }, reasonText(e));
    }
  }

  private mustExist(id: string): void {
    if (!isSlotId(id) || id.startsWith(TRASH_PREFIX) || !this.ids().includes(id))
      throw new SaveSlotError(id === AUTOSAVE_ID ? { key: 'noAutosave' } : { key: 'noSuchSave', id: String(id) });
  }

  private moveText(from: string, to: string): void {
    if (this.store.move) {
      this.store.move(from, to);
      return;
    }
    const text = this.store.read(from);
    if (text === null) throw storageError(`there is no slot ${from}`, 'missing');
    this.store.write(to, text);
    this.store.remove(from);
  }

  /** The slot's size without reading it (null: none, or the store cannot tell). */
  private sizeOf(id: string): number | null {
    return this.store.size ? this.store.size(id) : null;
  }

  private readOrFail(id: string): string {
    if (!isSlotId(id) || id.startsWith(TRASH_PREFIX)) throw new SaveSlotError({ key: 'noSuchSave', id: String(id) });
    const size = this.sizeOf(id);
    if (size !== null && size > MAX_SAVE_CHARS)
      throw new SaveSlotError({ key: 'slotTooLarge', label: rawLabel(id, null), chars: size, max: MAX_SAVE_CHARS });
    const text = this.readStored(id);
    if (text === null) throw new SaveSlotError(id === AUTOSAVE_ID ? { key: 'noAutosave' } : { key: 'noSuchSave', id });
    return text;
  }

  /** `prefix` + the next number after every existing one (ids are never reused while the slot exists). */
  private nextId(prefix: string): string {
    let max = 0;
    for (const raw of this.rawIds()) {
      const id = raw.startsWith(TRASH_PREFIX) ? raw.slice(TRASH_PREFIX.length) : raw;
      if (!id.startsWith(prefix)) continue;
      const n = Number(id.slice(prefix.length));
      if (Number.isInteger(n) && n > max) max = n;
    }
    return `${prefix}${max + 1}`;
  }

  private write(id: string, game: GameRecord, meta: SaveMeta): void {
    const save = saveFileOf(game, { savedAt: this.options.now(), ...meta });
    // The state after every action: the snapshot's when it is there (a session's record), else a replay.
    const state = replaySave(game, { verify: false });
    // One line, as named saves always were (the autosave's slots carry a listing in their end mark).
    const text = stringifySave(save);
    this.writeText(id, text);
    this.broken.delete(id);
    this.cache.set(id, { text, info: this.goodInfo(id, save, state, []) });
  }

  private good(id: string): GoodSlot {
    const info = this.info(id);
    if (!info || !info.ok)
      throw new SaveSlotError({ key: 'notReadBack', id, ...(info && !info.ok ? troubleIn(info) : {}) });
    return info;
  }

  /**
   * A slot is good when it loads: parsed and replayed from the start (every action legal,
   * the snapshot matching). Saves longer than FULL_CHECK_ACTIONS are replayed from their
   * snapshot as loading does, and checked in full in the background when loaded.
   */
  private validate(id: string, text: string): SlotInfo {
    const base = { id, kind: kindOf(id) };
    const broken = this.broken.get(id);
    if (broken && broken.text === text) return { ...base, label: rawLabel(id, text), ok: false, ...broken.trouble };
    try {
      const parsed = parseSaveText(text);
      const verify = parsed.save.actions.length <= FULL_CHECK_ACTIONS;
      const { save, notes } = parsed;
      const state = replaySave(save, { verify });
      return this.goodInfo(id, save, state, notes);
    } catch (e) {
      return { ...base, label: rawLabel(id, text), ok: false, ...troubleOf(e) };
    }
  }

  /** Slot info of a valid save; the summary comes from the game's state. */
  private goodInfo(id: string, save: SaveFile, state: GameData, notes: SaveNote[]): GoodSlot {
    return this.slotOf(id, listingOfSave(save, state), notes);
  }

  /** Slot info of a listing (a save's, or the end mark's of a slot not read whole). */
  private slotOf(id: string, listing: SaveListing, notes: SaveNote[]): GoodSlot {
    const { summary } = listing;
    const kind = kindOf(id);
    const label: SlotLabel =
      kind === 'autosave'
        ? { key: 'autosave' }
        : kind === 'game'
          ? summary.trackName
          : listing.label?.trim() ||
            (kind === 'named' ? { key: 'imported', track: summary.trackName } : rawLabel(id, null));
    return {
      id,
      kind,
      label,
      ok: true,
      savedAt: listing.savedAt ?? null,
      seats: listing.seats.map((s) => ({ ...s })),
      summary,
      notes: [...notes],
    };
  }

  /**
   * A slot listed from its ends only (#30): the file's first characters and its end mark,
   * which the autosave and every whole write keep up to date with what the list shows. Null
   * (the slot is then read whole, as before) for a store that cannot read ends, a file without
   * such a mark (older files, one cut short), or one found damaged since it was written.
   */
  private listed(id: string): GoodSlot | null {
    if (!this.store.readEnds || this.broken.has(id)) return null;
    const ends = this.store.readEnds(id, LISTING_HEAD_CHARS, LISTING_TAIL_CHARS);
    const found = ends && listingOf(ends.head, ends.tail);
    if (!found) return null;
    // What the cache held for this slot came from a whole read that is no longer the file's.
    this.cache.delete(id);
    return this.slotOf(id, found.listing, []);
  }
}

/** What a slot list shows of a save whose state after every action is `state`. */
function listingOfSave(save: SaveFile, state: GameData): SaveListing {
  const { savedAt, label } = save.meta;
  return {
    ...(savedAt ? { savedAt } : {}),
    ...(label ? { label } : {}),
    seats: save.seats.map((s) => ({ ...s })),
    summary: summarize(state, save.seats, save.game),
  };
}
