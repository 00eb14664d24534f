/**
 * THE typed IPC contract between the renderer and the game session: for each message its
 * request schema (zod, checked on arrival in the main process AND by the in-browser client)
 * and its response type, plus the push channel for updates. Preload, ipc handlers and both
 * renderer clients are derived from this one table.
 */
import { z } from 'zod';
import type { TrackDef, NamedCardSet } from '../games/automobiles';
import { actionSchema, racepackActionSchema } from '../save/action-schema';
import { trackFileSchema } from '../games/racepack';
import { botSeatSchema } from '../session/seat-schema';
import type { ActResult, AnySessionUpdate, SessionSetup, SessionUpdate, SessionView } from '../session/types';
import type { HintResult } from '../session/hint';
import type { CardView } from '../session/view-types';
import type { WireUpdate } from '../session/view-patch';
import { MENU_CHANNEL, MESSAGE_NAMES, UPDATE_CHANNEL, channelOf, type MenuCommand, type MessageName } from './channels';
import { replayRecordSchema, type ReplayRecord } from './replay-messages';
import type { ReplyError } from './reply-error';
import {
  importRecordSchema,
  profileInputSchema,
  recordIdSchema,
  type ImportRecordResult,
  type RecordsList,
  type SaveProfileResult,
} from './record-messages';
import type { Profile } from '../records/profiles';
import type { RaceRecord } from '../records/race-record';
import {
  importSaveSchema,
  saveAsSchema,
  slotIdSchema,
  type ExportResult,
  type GoodSlot,
  type ImportResult,
  type SaveStatus,
  type SlotInfo,
} from './save-messages';

export { MENU_CHANNEL, MESSAGE_NAMES, UPDATE_CHANNEL, channelOf, type MenuCommand, type MessageName };

const name = z.string().trim().min(1).max(40);
export const seatSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('human'), name, profile: z.string().min(1).max(80).optional() }),
  botSeatSchema(name),
]);

const id = z.string().min(1).max(80);
export const cardChoiceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('set'), id }),
  z.strictObject({ kind: z.literal('random') }),
  z.strictObject({
    kind: z.literal('custom'),
    cards: z.strictObject({ yellow: id, purple: id, red: id, green: id, blue: id }),
  }),
]);

const automobilesSetupSchema = z
  .strictObject({
    game: z.literal('automobiles').optional(),
    seats: z.array(seatSchema).min(2).max(5),
    track: id,
    laps: z.number().int().min(1).max(7),
    cards: cardChoiceSchema,
    variants: z.strictObject({ openBags: z.boolean(), weaving: z.boolean(), acceleratedPlay: z.boolean() }),
    seed: z.number().int().min(0).max(0xffffffff).optional(),
    drivers: z.enum(['off', 'limited', 'all']).optional(),
    expansionCards: z.boolean().optional(),
    season: z
      .union([
        z.strictObject({ races: z.union([z.literal(3), z.literal(4), z.literal(5)]), random: z.boolean().optional() }),
        z.strictObject({ tracks: z.array(id).min(3).max(5) }),
      ])
      .nullable()
      .optional(),
    seatOneStarts: z.boolean().optional(),
    solo: z.boolean().optional(),
    fuelMixture: z.boolean().optional(),
  })
  .refine((s) => !s.season || (s.drivers ?? 'off') !== 'off', {
    message: 'a season campaign needs drivers (limited or all)',
    path: ['season'],
  });

/** A Racepack race (2–8 seats; a shipped track id or a track file from the builder). */
const racepackSetupSchema = z.strictObject({
  game: z.literal('racepack'),
  seats: z.array(seatSchema).min(2).max(8),
  track: z.union([id, trackFileSchema]),
  laps: z.number().int().min(1).max(9).optional(),
  timer: z.boolean().optional(),
  pitLane: z.boolean().optional(),
  extraHazards: z.boolean().optional(),
  finish: z.enum(['all', 'podium']).optional(),
  seed: z.number().int().min(0).max(0xffffffff).optional(),
});

/** A new game of either kind (`game` absent: Automobiles). */
export const newGameSchema = z.union([racepackSetupSchema, automobilesSetupSchema]);

/** Messages without a payload accept nothing at all. */
export const noPayload = z.undefined();

export { actionSchema };

/** A human's action: the seat that chose it and the view version it was chosen on (stale or repeated ones are refused). */
export const actRequestSchema = z.strictObject({
  seat: z.number().int().min(0).max(7),
  version: z.number().int().min(0),
  action: z.union([actionSchema, racepackActionSchema]),
});

/** Every card the catalogue offers, with house cost and value. */
export type CardInfo = CardView;
export interface CardCatalog {
  sets: NamedCardSet[];
  cards: CardInfo[];
}

/** One entry per message: the request schema and (as a phantom) the response type. */
function message<S extends z.ZodType, R>(request: S) {
  return { request, response: undefined as unknown as R };
}

export const CONTRACT = {
  listTracks: message<typeof noPayload, TrackDef[]>(noPayload),
  listCardSets: message<typeof noPayload, CardCatalog>(noPayload),
  newGame: message<typeof newGameSchema, SessionView>(newGameSchema),
  getView: message<typeof noPayload, SessionView | null>(noPayload),
  act: message<typeof actRequestSchema, ActResult>(actRequestSchema),
  undo: message<typeof noPayload, ActResult>(noPayload),
  closeGame: message<typeof noPayload, null>(noPayload),
  listSaves: message<typeof noPayload, SlotInfo[]>(noPayload),
  saveAs: message<typeof saveAsSchema, GoodSlot>(saveAsSchema),
  loadSlot: message<typeof slotIdSchema, SessionView>(slotIdSchema),
  /** Deletes for good: the slot, or its copy in the trash. */
  deleteSlot: message<typeof slotIdSchema, SlotInfo[]>(slotIdSchema),
  /** Moves a slot to the trash (the undo window): not listed, continued or opened; a game in play stops autosaving into it. */
  trashSlot: message<typeof slotIdSchema, SlotInfo[]>(slotIdSchema),
  /** Takes a slot back out of the trash. */
  restoreSlot: message<typeof slotIdSchema, SlotInfo[]>(slotIdSchema),
  exportSave: message<typeof slotIdSchema, ExportResult>(slotIdSchema),
  importSave: message<typeof importSaveSchema, ImportResult>(importSaveSchema),
  continueLast: message<typeof noPayload, SessionView>(noPayload),
  replayRecord: message<typeof replayRecordSchema, ReplayRecord>(replayRecordSchema),
  saveStatus: message<typeof noPayload, SaveStatus>(noPayload),
  retrySave: message<typeof noPayload, SaveStatus>(noPayload),
  openSavesFolder: message<typeof noPayload, null>(noPayload),
  hint: message<typeof noPayload, HintResult>(noPayload),
  listProfiles: message<typeof noPayload, Profile[]>(noPayload),
  saveProfile: message<typeof profileInputSchema, SaveProfileResult>(profileInputSchema),
  /** Removes a profile; its records stay. */
  deleteProfile: message<typeof recordIdSchema, Profile[]>(recordIdSchema),
  listRecords: message<typeof noPayload, RecordsList>(noPayload),
  /** One record with its action log (the race summary's plots, the replay). */
  getRecord: message<typeof recordIdSchema, RaceRecord | null>(recordIdSchema),
  exportRecord: message<typeof recordIdSchema, ExportResult>(recordIdSchema),
  /** Reads a shared race (not added to the records: it is someone else's); importing opens its replay. */
  importRecord: message<typeof importRecordSchema, ImportRecordResult>(importRecordSchema),
} satisfies Record<MessageName, { request: z.ZodType; response: unknown }>;

export type RequestOf<K extends MessageName> = z.infer<(typeof CONTRACT)[K]['request']>;
export type ResponseOf<K extends MessageName> = (typeof CONTRACT)[K]['response'];

/**
 * Every reply is wrapped: a bad message (wrong sender, malformed payload) or a refused
 * request gets ok: false with the reason as a key and parameters (the renderer words it).
 */
export type Reply<T> = { ok: true; data: T } | { ok: false; error: ReplyError };

/** The API one side offers the other: one function per message plus the update subscription. */
export type GameApi = {
  [K in MessageName]: (...args: RequestOf<K> extends undefined ? [] : [RequestOf<K>]) => Promise<Reply<ResponseOf<K>>>;
} & {
  onUpdate(listener: (update: AnySessionUpdate) => void): () => void;
  /** The desktop app's menu commands (src-main/app-menu.ts); absent where there is no such menu (the browser build). */
  onMenu?(listener: (command: MenuCommand) => void): () => void;
};

/**
 * What crosses the process boundary (the preload's window.api): the same messages, but
 * updates as WireUpdates (a whole view once, then patches: session/view-patch.ts). The
 * renderer's client decodes them back into full updates (GameApi.onUpdate).
 */
export type WireApi = Omit<GameApi, 'onUpdate'> & {
  onUpdate(listener: (update: WireUpdate) => void): () => void;
};

export type { SessionUpdate, AnySessionUpdate, WireUpdate };
export type { ExportResult, GoodSlot, ImportResult, SaveStatus, SlotInfo, ReplayRecord, HintResult, ReplyError };

// Compile-time check: the newGame schema produces exactly a NewGameSetup.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const setupMatches: Same<z.infer<typeof newGameSchema>, SessionSetup> = true;
void setupMatches;

/** Validates a message payload; returns the error (the schema's issues as its detail) instead of throwing. */
export function parseRequest<K extends MessageName>(
  name: K,
  payload: unknown,
): { ok: true; data: RequestOf<K> } | { ok: false; error: ReplyError } {
  const entry = CONTRACT[name];
  if (!entry) return { ok: false, error: { key: 'unknownMessage', name: String(name) } };
  const r = entry.request.safeParse(payload);
  if (r.success) return { ok: true, data: r.data as RequestOf<K> };
  const issues = r.error.issues.slice(0, 4).map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`);
  return { ok: false, error: { key: 'badMessage', name, detail: issues.join('; ') } };
}

export function isMessageName(x: unknown): x is MessageName {
  return typeof x === 'string' && (MESSAGE_NAMES as readonly string[]).includes(x);
}
