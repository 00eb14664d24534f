/**
 * The host's book of profiles and records (the main process on disk, the browser build in
 * localStorage; both through RecordsStorage). Each file is read once, checked entry by entry:
 * a file that does not read, or holds entries that do not, is copied aside whole before
 * anything is written over it, and the problem is reported — a record is never lost silently.
 */
import { z } from 'zod';
import { profileSchema, upsertProfile, ProfileError, type Profile, type ProfileInput } from './profiles';
import { raceRecordSchema, type RaceRecord } from './race-record';
import { faultOf, type StorageFault } from '../save/save-problem';

export type RecordsFile = 'profiles' | 'records';

/** Where the book's two files live; keepAside never overwrites an earlier copy. */
export interface RecordsStorage {
  read(file: RecordsFile): string | null;
  write(file: RecordsFile, text: string): void;
  /** Stores a copy of a file that did not read; returns the copy's name (shown to the player). */
  keepAside(file: RecordsFile, text: string): string;
}

/**
 * Reported to the renderer (the catalogue words it). A storage error crosses as its fault's key
 * (`reason`, faultOf); its own message goes to the host's log (RecordBookDeps.warn).
 */
export type RecordsProblem =
  | { key: 'recordsUnreadable'; file: RecordsFile; keptAs: string; dropped: number }
  | { key: 'recordsNotSaved'; file: RecordsFile; reason: StorageFault };

export const RECORDS_FORMAT = 'automobiles-records';
/** Only the newest records keep their action log (replay, plots, sharing); the statistics need none. */
export const REPLAYS_KEPT = 40;

const fileSchema = z.looseObject({
  format: z.literal(RECORDS_FORMAT),
  version: z.literal(1),
  items: z.array(z.unknown()),
});

function readItems<T>(
  storage: RecordsStorage,
  file: RecordsFile,
  item: z.ZodType<T>,
  problems: RecordsProblem[],
  warn: (message: string) => void,
): T[] {
  const text = storage.read(file);
  if (text === null) return [];
  let items: unknown[] | null = null;
  try {
    const parsed = fileSchema.safeParse(JSON.parse(text));
    if (parsed.success) items = parsed.data.items;
  } catch {
    items = null;
  }
  const good: T[] = [];
  for (const raw of items ?? []) {
    const r = item.safeParse(raw);
    if (r.success) good.push(r.data);
  }
  const dropped = items === null ? -1 : items.length - good.length;
  if (dropped !== 0) {
    try {
      const keptAs = storage.keepAside(file, text);
      problems.push({ key: 'recordsUnreadable', file, keptAs, dropped: Math.max(dropped, 0) });
    } catch (e) {
      // Nowhere to keep the copy: refuse to write over the original rather than lose it.
      warn(`the ${file} file could not be kept aside: ${(e as Error)?.message ?? String(e)}`);
      problems.push({ key: 'recordsNotSaved', file, reason: faultOf(e) });
      throw new Error(`the ${file} file did not read and could not be kept aside`, { cause: e });
    }
  }
  return good;
}

export interface RecordBookDeps {
  now: () => string;
  newId: () => string;
  /** The host's log: a storage error's own message (the player is told its fault's key). */
  warn?: (message: string) => void;
}

export class RecordBook {
  private profileList: Profile[] | null = null;
  private recordList: RaceRecord[] | null = null;
  /** A file that could be neither read nor kept aside is never written (its text is all there is). */
  private readonly frozen = new Set<RecordsFile>();
  readonly problems: RecordsProblem[] = [];

  constructor(
    private readonly storage: RecordsStorage,
    private readonly deps: RecordBookDeps,
  ) {}

  private get warn(): (message: string) => void {
    return this.deps.warn ?? (() => {});
  }

  profiles(): Profile[] {
    return this.loadedProfiles().map((p) => ({ ...p }));
  }

  /** Makes (no id) or changes a profile; throws ProfileError for a taken name, a full list, an unknown id. */
  saveProfile(input: ProfileInput): Profile {
    const { list, profile } = upsertProfile(this.loadedProfiles(), input, { id: this.deps.newId, now: this.deps.now });
    this.profileList = list;
    this.write('profiles', list);
    return { ...profile };
  }

  /** Removes a profile; its records stay (they name the seat too) and still count for the others. */
  deleteProfile(id: string): Profile[] {
    const list = this.loadedProfiles();
    if (!list.some((p) => p.id === id)) throw new ProfileError('unknownProfile');
    this.profileList = list.filter((p) => p.id !== id);
    this.write('profiles', this.profileList);
    return this.profiles();
  }

  /** Every record, oldest first. */
  records(): RaceRecord[] {
    return this.loadedRecords().slice();
  }

  record(id: string): RaceRecord | null {
    return this.loadedRecords().find((r) => r.id === id) ?? null;
  }

  /** Adds a finish once: false (and nothing written) when its id is already recorded. */
  add(record: RaceRecord): boolean {
    const list = this.loadedRecords();
    if (list.some((r) => r.id === record.id)) return false;
    const next = [...list, record];
    // The newest keep their action log; older ones keep what the statistics read.
    let withReplay = 0;
    for (let i = next.length - 1; i >= 0; i--) {
      if (!next[i].replay) continue;
      if (++withReplay > REPLAYS_KEPT) {
        const { replay: _dropped, ...rest } = next[i];
        next[i] = rest;
      }
    }
    this.recordList = next;
    this.write('records', next);
    return true;
  }

  private loadedProfiles(): Profile[] {
    if (!this.profileList) this.profileList = this.load('profiles', profileSchema);
    return this.profileList;
  }

  private loadedRecords(): RaceRecord[] {
    if (!this.recordList) this.recordList = this.load('records', raceRecordSchema as unknown as z.ZodType<RaceRecord>);
    return this.recordList;
  }

  private load<T>(file: RecordsFile, schema: z.ZodType<T>): T[] {
    try {
      return readItems(this.storage, file, schema, this.problems, this.warn);
    } catch {
      this.frozen.add(file);
      return [];
    }
  }

  private write(file: RecordsFile, items: unknown[]): void {
    if (this.frozen.has(file)) return;
    try {
      this.storage.write(file, JSON.stringify({ format: RECORDS_FORMAT, version: 1, items }));
    } catch (e) {
      // Storage full or gone: the book lives on in memory for this session, and the player is told.
      this.warn(`the ${file} file could not be written: ${(e as Error)?.message ?? String(e)}`);
      if (!this.problems.some((p) => p.key === 'recordsNotSaved' && p.file === file))
        this.problems.push({ key: 'recordsNotSaved', file, reason: faultOf(e) });
    }
  }
}

/** A storage in memory (tests, and a page that may not store anything). */
export class MemoryRecordsStorage implements RecordsStorage {
  readonly files = new Map<string, string>();
  read(file: RecordsFile): string | null {
    return this.files.get(file) ?? null;
  }
  write(file: RecordsFile, text: string): void {
    this.files.set(file, text);
  }
  keepAside(file: RecordsFile, text: string): string {
    let n = 1;
    while (this.files.has(`${file}.unreadable-${n}`)) n++;
    const name = `${file}.unreadable-${n}`;
    this.files.set(name, text);
    return name;
  }
}
