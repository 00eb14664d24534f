/**
 * One JSON file per slot (`slot-<id>.json`) in a folder, each read and written through a
 * conf-like store (conf or electron-store, same API). The file holds exactly the save
 * file's text: the store is told to (de)serialize a `{ text }` object as that text, so a
 * damaged file is still read (as text) and reported by the save slots instead of throwing.
 *
 * Atomic writes: conf (and electron-store, which extends it) write through `atomically`'s
 * writeFileSync — a temporary file in the same folder, fsync, then a rename over the old
 * file — so a crash keeps either the old or the new file, never half of one ("Changes are
 * written to disk atomically, so if the process crashes during a write, it will not corrupt
 * the existing config", conf and electron-store readmes). conf falls back to a plain
 * write only inside a Snap package (SNAP set) or on a Windows EXDEV error.
 *
 * The autosave (game-recorder.ts) uses the asynchronous paths, off the main thread: `append`
 * adds a line of actions at the end of the file (a kill mid-append leaves at most a partial
 * last line, which the parser drops), and `writeAsync` rewrites the file the same atomic way
 * (temporary file, fsync, rename) with node's asynchronous file system calls.
 */
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomicAsync } from '../files/write-atomic';
import { type SaveStore, isSlotId, refuseAppend } from '../../src-shared/save/save-store';

/** The part of the conf / electron-store API this store uses. */
export interface ConfLike {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  readonly path: string;
}

/** Options every conf-like store is opened with (besides where the file is). */
export interface ConfFileOptions {
  /** File name without extension. */
  name: string;
  fileExtension: string;
  serialize: (value: Record<string, unknown>) => string;
  deserialize: (text: string) => Record<string, unknown>;
  accessPropertiesByDotNotation: false;
  clearInvalidConfig: false;
}

const FILE_PREFIX = 'slot-';
const EXTENSION = 'json';
const FILE_PATTERN = /^slot-([a-z0-9][a-z0-9-]{0,71})\.json$/;
/** Temporary files `atomically` leaves behind when the process is killed mid-write. */
const STALE_TEMP = /^slot-[a-z0-9-]+\.json\.tmp-/;

export const confFileOptions = (id: string): ConfFileOptions => ({
  name: `${FILE_PREFIX}${id}`,
  fileExtension: EXTENSION,
  serialize: (value) => (typeof value.text === 'string' ? value.text : ''),
  deserialize: (text) => ({ text }),
  accessPropertiesByDotNotation: false,
  clearInvalidConfig: false,
});

export class FileSaveStore implements SaveStore {
  private readonly open = new Map<string, ConfLike>();

  /**
   * @param dir the saves folder
   * @param openConf opens the conf-like store of one slot file in `dir`
   */
  constructor(
    readonly dir: string,
    private readonly openConf: (options: ConfFileOptions) => ConfLike,
  ) {
    this.removeStaleTemps();
  }

  list(): string[] {
    if (!existsSync(this.dir)) return [];
    const ids: string[] = [];
    for (const f of readdirSync(this.dir)) {
      const m = FILE_PATTERN.exec(f);
      if (m) ids.push(m[1]);
    }
    return ids.sort();
  }

  /** Read directly (the file is exactly the text; conf would only wrap it, at a cost for long saves). */
  read(id: string): string | null {
    try {
      return readFileSync(this.pathOf(id), 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException)?.code === 'ENOENT') return null;
      throw e;
    }
  }

  /** The file's size in bytes (a stat: the file is not read). */
  size(id: string): number | null {
    try {
      return statSync(this.pathOf(id)).size;
    } catch (e) {
      if ((e as NodeJS.ErrnoException)?.code === 'ENOENT') return null;
      throw e;
    }
  }

  /**
   * The file's first and last bytes only (the listing's end mark, #30): however long the
   * file, at most headChars + tailChars bytes are read. ASCII (the header's start and the
   * end mark) reads the same as bytes; a character cut at the tail's start is harmless.
   */
  readEnds(id: string, headChars: number, tailChars: number): { head: string; tail: string } | null {
    let fd: number;
    try {
      fd = openSync(this.pathOf(id), 'r');
    } catch (e) {
      if ((e as NodeJS.ErrnoException)?.code === 'ENOENT') return null;
      throw e;
    }
    try {
      const { size } = fstatSync(fd);
      const head = Buffer.alloc(Math.min(headChars, size));
      readSync(fd, head, 0, head.length, 0);
      const tail = Buffer.alloc(Math.min(tailChars, size));
      readSync(fd, tail, 0, tail.length, size - tail.length);
      return { head: head.toString('latin1'), tail: tail.toString('utf8') };
    } finally {
      closeSync(fd);
    }
  }

  write(id: string, text: string): void {
    this.conf(id).set('text', text);
  }

  /**
   * Opened without O_CREAT: a missing file is refused (ENOENT), as is one that does not
   * start with a header or (with `replaceTail`) does not end with an end mark. The new text
   * is written over the old end mark (end marks are ASCII: characters are bytes).
   */
  async append(id: string, text: string, replaceTail = 0): Promise<void> {
    const file = this.pathOf(id);
    let handle;
    try {
      handle = await open(file, constants.O_RDWR);
    } catch (e) {
      if ((e as NodeJS.ErrnoException)?.code === 'ENOENT') refuseAppend(id, null);
      throw e;
    }
    try {
      const { size } = await handle.stat();
      const first = Buffer.alloc(1);
      const { bytesRead } = await handle.read(first, 0, 1, 0);
      let at = size;
      let tail: string | undefined;
      if (replaceTail > 0) {
        at = Math.max(0, size - replaceTail);
        const old = Buffer.alloc(size - at);
        await handle.read(old, 0, old.length, at);
        tail = old.toString('latin1');
      }
      refuseAppend(id, bytesRead ? first.toString('latin1') : '', tail);
      const bytes = Buffer.from(text, 'utf8');
      await handle.write(bytes, 0, bytes.length, at);
      if (at + bytes.length < size) await handle.truncate(at + bytes.length);
    } finally {
      await handle.close();
    }
  }

  /** A rename: atomic on one file system. */
  move(from: string, to: string): void {
    renameSync(this.pathOf(from), this.pathOf(to));
    this.open.delete(from);
    this.open.delete(to);
  }

  async writeAsync(id: string, text: string): Promise<void> {
    const file = this.pathOf(id);
    if (!existsSync(this.dir)) mkdirSync(this.dir, { recursive: true });
    await writeFileAtomicAsync(file, text, `${file}.tmp-`);
  }

  remove(id: string): void {
    rmSync(this.pathOf(id), { force: true });
    this.open.delete(id);
  }

  pathOf(id: string): string {
    this.check(id);
    return join(this.dir, `${FILE_PREFIX}${id}.${EXTENSION}`);
  }

  private conf(id: string): ConfLike {
    this.check(id);
    let c = this.open.get(id);
    if (!c) {
      c = this.openConf(confFileOptions(id));
      this.open.set(id, c);
    }
    return c;
  }

  private check(id: string): void {
    if (!isSlotId(id)) throw new Error(`bad slot id ${JSON.stringify(id)}`);
  }

  /** A kill during a write leaves the temporary file; the real file is intact. Tidy up at start. */
  private removeStaleTemps(): void {
    if (!existsSync(this.dir)) return;
    for (const f of readdirSync(this.dir)) if (STALE_TEMP.test(f)) rmSync(join(this.dir, f), { force: true });
  }
}
