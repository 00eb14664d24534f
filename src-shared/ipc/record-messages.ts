/**
 * The profiles and records messages of the IPC contract (src-shared/records/): list and edit
 * the local players' profiles, read the records for the statistics screen and the race
 * summary, export a record to share and import a shared one (to watch its replay).
 */
import { z } from 'zod';
import { ProfileError, profileInputSchema, type Profile } from '../records/profiles';
import { raceRecordSchema, type RaceRecord } from '../records/race-record';
import type { RecordBook, RecordsProblem } from '../records/record-book';
import type { ExportResult } from './save-messages';

export const RECORD_MESSAGES = [
  'listProfiles',
  'saveProfile',
  'deleteProfile',
  'listRecords',
  'getRecord',
  'exportRecord',
  'importRecord',
] as const;

export { profileInputSchema };
export const recordIdSchema = z.strictObject({ id: z.string().min(1).max(200) });
/** Shared records are small: one race's options, seats and actions. */
export const MAX_SHARED_RECORD_CHARS = 4_000_000;
export const importRecordSchema = z.strictObject({ text: z.string().max(MAX_SHARED_RECORD_CHARS).optional() });

/** A record as listed (the action log stays with the host; `hasReplay` says whether it has one). */
export type RecordHead = Omit<RaceRecord, 'replay'> & { hasReplay: boolean };

export interface RecordsList {
  records: RecordHead[];
  /** A records file that did not read (kept aside) or could not be written: the player is told. */
  problems: RecordsProblem[];
}

export type SaveProfileResult =
  { ok: true; profile: Profile; profiles: Profile[] } | { ok: false; why: ProfileError['reason'] };

/**
 * Why a shared race could not be opened, as a key the catalogue words (no parser's or schema's
 * text crosses): `noFile` none given (and no dialog to choose one), `notJson` the text is no
 * JSON, `notShared` it is no shared race, `badRecord` its race does not read, `noReplay` it has
 * no moves to replay.
 */
export type SharedRecordProblem = 'noFile' | 'notJson' | 'notShared' | 'badRecord' | 'noReplay';

export type ImportRecordResult =
  | { kind: 'imported'; record: RaceRecord }
  | { kind: 'canceled' }
  | { kind: 'unreadable'; problem: SharedRecordProblem };

/** The file a shared race is exported as. */
export const SHARED_RECORD_FORMAT = 'automobiles-shared-race';

export interface RecordHost {
  exportFile?(fileName: string, text: string): Promise<string | null>;
  importFile?(): Promise<string | null>;
}

const head = ({ replay, ...rest }: RaceRecord): RecordHead => ({ ...rest, hasReplay: !!replay });

/** A shared race that does not read: `problem` for the player (a key), the message for a log. */
export class SharedRecordError extends Error {
  constructor(
    readonly problem: SharedRecordProblem,
    message: string,
  ) {
    super(message);
    this.name = 'SharedRecordError';
  }
}

/** Reads a shared race's text: the record, with its replay (what importing opens); throws SharedRecordError. */
export function parseSharedRecord(text: string): RaceRecord {
  let value: { format?: unknown; record?: unknown };
  try {
    value = JSON.parse(text) as typeof value;
  } catch (e) {
    throw new SharedRecordError('notJson', (e as Error)?.message ?? String(e));
  }
  if (!value || value.format !== SHARED_RECORD_FORMAT) throw new SharedRecordError('notShared', 'not a shared race');
  const r = raceRecordSchema.safeParse(value.record);
  if (!r.success) throw new SharedRecordError('badRecord', r.error.issues[0]?.message ?? 'not a race record');
  if (!r.data.replay) throw new SharedRecordError('noReplay', 'the race has no moves to replay');
  return r.data as unknown as RaceRecord;
}

export function createRecordHandlers(book: RecordBook, host: RecordHost = {}) {
  return {
    listProfiles: (): Profile[] => book.profiles(),
    saveProfile: (input: z.infer<typeof profileInputSchema>): SaveProfileResult => {
      try {
        const profile = book.saveProfile(input);
        return { ok: true, profile, profiles: book.profiles() };
      } catch (e) {
        if (e instanceof ProfileError) return { ok: false, why: e.reason };
        throw e;
      }
    },
    deleteProfile: ({ id }: { id: string }): Profile[] => {
      try {
        return book.deleteProfile(id);
      } catch (e) {
        if (e instanceof ProfileError) return book.profiles();
        throw e;
      }
    },
    listRecords: (): RecordsList => ({ records: book.records().map(head), problems: [...book.problems] }),
    getRecord: ({ id }: { id: string }): RaceRecord | null => book.record(id),
    exportRecord: async ({ id }: { id: string }): Promise<ExportResult> => {
      const record = book.record(id);
      if (!record || !record.replay) throw new Error(`no race "${id}" with moves to share`);
      const text = JSON.stringify({ format: SHARED_RECORD_FORMAT, version: 1, record });
      const fileName = `${record.game}-${record.track}-seed-${record.seed}.race.json`;
      if (!host.exportFile) return { kind: 'download', fileName, text };
      const path = await host.exportFile(fileName, text);
      return path ? { kind: 'file', path } : { kind: 'canceled' };
    },
    importRecord: async ({ text }: { text?: string }): Promise<ImportRecordResult> => {
      let content = text;
      if (content === undefined) {
        if (!host.importFile) return { kind: 'unreadable', problem: 'noFile' };
        const chosen = await host.importFile();
        if (chosen === null) return { kind: 'canceled' };
        content = chosen;
      }
      try {
        return { kind: 'imported', record: parseSharedRecord(content) };
      } catch (e) {
        if (e instanceof SharedRecordError) return { kind: 'unreadable', problem: e.problem };
        throw e;
      }
    },
  };
}
export type RecordHandlers = ReturnType<typeof createRecordHandlers>;

/** Where there is no record book: profiles and records are empty, nothing is kept. */
export function noRecordHandlers(): RecordHandlers {
  return createRecordHandlers({
    profiles: () => [],
    saveProfile: () => {
      throw new ProfileError('tooMany');
    },
    deleteProfile: () => [],
    records: () => [],
    record: () => null,
    problems: [],
  } as unknown as RecordBook);
}
