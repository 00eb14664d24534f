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
import type { Action, GameOptions, GameState } from '../engine';
import { SaveFormatError } from './save-error';
import { loadSave, parseSave, replaySave, saveFromGame, stringifySave, type SaveFile, type SaveMeta, type SaveSeat, type SaveSummary } from './save-file';
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
}

/** The slot the session writes after every action; "Continue" loads it. */
export const AUTOSAVE_ID = 'autosave';
/** Damaged autosaves are copied to `kept-autosave-N` before a new autosave is written. */
const KEPT_PREFIX = 'kept-autosave-';
const NAMED_PREFIX = 'save-';
/** The largest save text accepted (a long season is well under 1 MB). */
export const MAX_SAVE_CHARS = 20_000_000;

const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** Slot ids are short lowercase words: safe as file names and storage keys. */
export function isSlotId(id: unknown): id is string {
  return typeof id === 'string' && ID_PATTERN.test(id);
}

export type SlotKind = 'autosave' | 'named' | 'kept';

interface SlotBase {
  id: string;
  kind: SlotKind;
  label: string;
}

/** A save that parses and replays; everything a slot list shows. */
export interface GoodSlot extends SlotBase {
  ok: true;
  /** ISO 8601 time of the save, or null when the file has none. */
  savedAt: string | null;
  seats: SaveSeat[];
  summary: SaveSummary;
}

/** A stored text that is not a usable save: listed with the reason, kept as it is. */
export interface DamagedSlot extends SlotBase {
  ok: false;
  error: string;
}

export type SlotInfo = GoodSlot | DamagedSlot;

/** A game to write into a slot: the engine options, the seats, every action and the state after them. */
export interface GameToSave {
  options: GameOptions;
  seats: readonly SaveSeat[];
  actions: readonly Action[];
  state: GameState;
}

export interface LoadedSlot {
  info: GoodSlot;
  save: SaveFile;
  /** The state after replaying every action. */
  state: GameState;
}

/** A slot operation that cannot be done; the message is meant for the player. */
export class SaveSlotError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SaveSlotError';
  }
}

export interface SaveSlotsOptions {
  /** The time stamped on saves, ISO 8601 (shared code has no clock of its own). */
  now: () => string;
}

const reasonOf = (e: unknown) => (e instanceof SaveFormatError ? e.message : `unexpected error: ${(e as Error)?.message ?? String(e)}`);

/** Does the text load (parse and replay)? */
function replays(text: string): boolean {
  try {
    loadSave(text);
    return true;
  } catch {
    return false;
  }
}

const kindOf = (id: string): SlotKind => (id === AUTOSAVE_ID ? 'autosave' : id.startsWith(KEPT_PREFIX) ? 'kept' : 'named');

/** The label of a text that may not be a save at all (best effort, for damaged slots). */
function rawLabel(id: string, text: string | null): string {
  if (id === AUTOSAVE_ID) return 'Autosave';
  if (text) {
    try {
      const label = (JSON.parse(text) as { meta?: { label?: unknown } })?.meta?.label;
      if (typeof label === 'string' && label.trim()) return label.trim().slice(0, 200);
    } catch {
      /* not JSON: fall back to the id */
    }
  }
  return id.startsWith(KEPT_PREFIX) ? `Autosave kept aside (${id.slice(KEPT_PREFIX.length)})` : id;
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
  /** Texts that parsed but failed to replay on load, with the reason. */
  private readonly broken = new Map<string, { text: string; error: string }>();
  /** The autosave was checked (or written) by this instance: overwriting it loses nothing. */
  private autosaveChecked = false;

  constructor(
    private readonly store: SaveStore,
    private readonly options: SaveSlotsOptions,
  ) {}

  /** Every slot: the autosave first, then saves newest first, damaged ones last. */
  list(): SlotInfo[] {
    const ids = this.ids();
    for (const id of [...this.cache.keys()]) if (!ids.includes(id)) this.cache.delete(id);
    const infos = ids.map((id) => this.info(id)).filter((x): x is SlotInfo => x !== null);
    const rank = (s: SlotInfo) => (s.kind === 'autosave' ? 0 : s.ok ? 1 : 2);
    return infos.sort((a, b) => {
      const r = rank(a) - rank(b);
      if (r) return r;
      const ta = a.ok ? (a.savedAt ?? '') : '';
      const tb = b.ok ? (b.savedAt ?? '') : '';
      return ta === tb ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : ta < tb ? 1 : -1;
    });
  }

  /** One slot's information (null when there is no such slot). Never throws for a bad file. */
  info(id: string): SlotInfo | null {
    if (!isSlotId(id)) return null;
    let text: string | null;
    try {
      text = this.store.read(id);
    } catch (e) {
      return { id, kind: kindOf(id), label: rawLabel(id, null), ok: false, error: `cannot be read from storage: ${(e as Error)?.message ?? String(e)}` };
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

  /** Is there a usable autosave? */
  autosaveInfo(): SlotInfo | null {
    return this.info(AUTOSAVE_ID);
  }

  /**
   * Writes the autosave. The first time, an existing autosave that is not a usable save
   * (damaged, or from a newer version of the game) is copied aside to a `kept-autosave-N`
   * slot instead of being overwritten.
   */
  autosave(game: GameToSave): void {
    if (!this.autosaveChecked) {
      const existing = this.readStored(AUTOSAVE_ID);
      if (existing !== null && !replays(existing)) this.writeText(this.nextId(KEPT_PREFIX), existing);
      this.autosaveChecked = true;
    }
    this.write(AUTOSAVE_ID, game, {});
  }

  /** Writes the game into a new named slot (never over an existing one). */
  saveAs(label: string, game: GameToSave): GoodSlot {
    const clean = label.trim().slice(0, 200);
    if (!clean) throw new SaveSlotError('A save needs a name.');
    const id = this.nextId(NAMED_PREFIX);
    this.write(id, game, { label: clean });
    return this.good(id);
  }

  /** Reads, validates and replays a slot. A damaged slot is a SaveSlotError; the file stays as it is. */
  load(id: string): LoadedSlot {
    const text = this.readOrFail(id);
    const label = rawLabel(id, text);
    let loaded: { save: SaveFile; state: GameState };
    try {
      loaded = loadSave(text);
    } catch (e) {
      const error = reasonOf(e);
      this.broken.set(id, { text, error });
      this.cache.delete(id);
      throw new SaveSlotError(`“${label}” cannot be loaded: ${error}. The save is kept as it is.`);
    }
    if (id === AUTOSAVE_ID) this.autosaveChecked = true;
    const info = this.goodInfo(id, loaded.save, loaded.state);
    this.cache.set(id, { text, info });
    return { info, save: loaded.save, state: loaded.state };
  }

  /** Continue: loads the autosave. */
  continueLast(): LoadedSlot {
    if (this.autosaveInfo() === null) throw new SaveSlotError('There is no autosave to continue.');
    return this.load(AUTOSAVE_ID);
  }

  /** Deletes a slot (the player asked for it: damaged slots may be deleted too). */
  remove(id: string): void {
    this.readOrFail(id);
    try {
      this.store.remove(id);
    } catch (e) {
      throw new SaveSlotError(`The save "${id}" could not be deleted: ${(e as Error)?.message ?? String(e)}.`);
    }
    this.cache.delete(id);
    this.broken.delete(id);
  }

  /** The slot's file text and a file name for it. A damaged slot exports as it is (to inspect or report it). */
  exportText(id: string): { fileName: string; text: string } {
    const text = this.readOrFail(id);
    const info = this.info(id);
    const base = slug(info?.label ?? id) || id;
    return { fileName: `automobiles-${base}${info && !info.ok ? '-damaged' : ''}.json`, text };
  }

  /**
   * Imports a save file's text into a new named slot (older versions are migrated). The text
   * is fully validated (parsed and replayed) first; a bad file is a SaveSlotError and writes nothing.
   */
  importText(text: string, label?: string): GoodSlot {
    if (text.length > MAX_SAVE_CHARS) throw new SaveSlotError(`This file cannot be imported: it is too large to be a save (${text.length} characters).`);
    let loaded: { save: SaveFile; state: GameState };
    try {
      loaded = loadSave(text);
    } catch (e) {
      throw new SaveSlotError(`This file cannot be imported: ${reasonOf(e)}.`);
    }
    const { save, state } = loaded;
    const summary = summarize(state, save.seats);
    const meta: SaveMeta = {
      savedAt: save.meta.savedAt ?? this.options.now(),
      label: (label?.trim() || save.meta.label?.trim() || `Imported: ${summary.trackName}`).slice(0, 200),
    };
    const id = this.nextId(NAMED_PREFIX);
    this.writeText(id, stringifySave(saveFromGame(save.options, save.actions, meta, undefined, { seats: save.seats, summary })));
    return this.good(id);
  }

  // ---------------------------------------------------------------------------------------

  private ids(): string[] {
    try {
      return this.store.list().filter(isSlotId);
    } catch (e) {
      throw new SaveSlotError(`The saves cannot be listed: ${(e as Error)?.message ?? String(e)}.`);
    }
  }

  private readStored(id: string): string | null {
    try {
      return this.store.read(id);
    } catch (e) {
      throw new SaveSlotError(`The save "${id}" cannot be read from storage: ${(e as Error)?.message ?? String(e)}.`);
    }
  }

  private writeText(id: string, text: string): void {
    try {
      this.store.write(id, text);
    } catch (e) {
      throw new SaveSlotError(`The game could not be saved (${(e as Error)?.message ?? String(e)}); the previous save is kept.`);
    }
  }

  private readOrFail(id: string): string {
    if (!isSlotId(id)) throw new SaveSlotError(`There is no save "${String(id)}".`);
    const text = this.readStored(id);
    if (text === null) throw new SaveSlotError(id === AUTOSAVE_ID ? 'There is no autosave.' : `There is no save "${id}".`);
    return text;
  }

  /** `prefix` + the next number after every existing one (ids are never reused while the slot exists). */
  private nextId(prefix: string): string {
    let max = 0;
    for (const id of this.ids()) {
      if (!id.startsWith(prefix)) continue;
      const n = Number(id.slice(prefix.length));
      if (Number.isInteger(n) && n > max) max = n;
    }
    return `${prefix}${max + 1}`;
  }

  private write(id: string, game: GameToSave, meta: SaveMeta): void {
    const save = saveFromGame(game.options, game.actions, { savedAt: this.options.now(), ...meta }, undefined, {
      seats: game.seats,
      summary: summarize(game.state, game.seats),
    });
    const text = stringifySave(save);
    this.writeText(id, text);
    this.broken.delete(id);
    this.cache.set(id, { text, info: this.goodInfo(id, save, null) });
  }

  private good(id: string): GoodSlot {
    const info = this.info(id);
    if (!info || !info.ok) throw new SaveSlotError(`The save "${id}" could not be read back${info && !info.ok ? `: ${info.error}` : ''}.`);
    return info;
  }

  private validate(id: string, text: string): SlotInfo {
    const base = { id, kind: kindOf(id) };
    const broken = this.broken.get(id);
    if (broken && broken.text === text) return { ...base, label: rawLabel(id, text), ok: false, error: broken.error };
    try {
      const save = parseSave(text);
      return this.goodInfo(id, save, save.summary ? null : replaySave(save));
    } catch (e) {
      return { ...base, label: rawLabel(id, text), ok: false, error: reasonOf(e) };
    }
  }

  /** Slot info of a valid save; the summary comes from `state` when given, else from the file. */
  private goodInfo(id: string, save: SaveFile, state: GameState | null): GoodSlot {
    const summary = state ? summarize(state, save.seats) : save.summary!;
    const kind = kindOf(id);
    const label = kind === 'autosave' ? 'Autosave' : save.meta.label?.trim() || rawLabel(id, null);
    return { id, kind, label, ok: true, savedAt: save.meta.savedAt ?? null, seats: save.seats.map((s) => ({ ...s })), summary };
  }
}
