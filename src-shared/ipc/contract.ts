/**
 * THE typed IPC contract between the renderer and the game session: for each message its
 * request schema (zod, checked on arrival in the main process AND by the in-browser client)
 * and its response type, plus the push channel for updates. Preload, ipc handlers and both
 * renderer clients are derived from this one table.
 */
import { z } from 'zod';
import { DEFAULT_GAME, GAME_IDS, KITS, findKit, type GameCatalog, type GameId } from '../games/registry';
import type { ActResult, AnySessionUpdate, SessionAction, SessionSetup, SessionView } from '../session/types';
import type { HintResult } from '../session/hint';
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
export { seatSchema } from '../session/seat-schema';

/** The kit a setup names (`game` absent: the registry's default game), or an issue. */
function kitNamed(payload: unknown) {
  const game = payload && typeof payload === 'object' ? (payload as { game?: unknown }).game : undefined;
  return game === undefined ? KITS[DEFAULT_GAME] : typeof game === 'string' ? findKit(game) : undefined;
}

/**
 * A new game of any kind, as plain data: checked by the schema of the kit its `game` names
 * (absent: the default game). The contract names no game.
 */
export const newGameSchema: z.ZodType<SessionSetup> = z.unknown().transform((payload, ctx) => {
  const kit = kitNamed(payload);
  if (!kit) {
    ctx.addIssue({ code: 'custom', path: ['game'], message: `unknown game: one of ${GAME_IDS.join(', ')}` });
    return z.NEVER;
  }
  const r = kit.setupSchema.safeParse(payload);
  if (r.success) return r.data as SessionSetup;
  for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return z.NEVER;
});

/** An action of any game, as plain data: one that some kit's action schema accepts (the rules then judge it in the game played). */
export const actionSchema: z.ZodType<SessionAction> = z.unknown().transform((payload, ctx) => {
  let first: z.ZodError['issues'] | null = null;
  for (const id of GAME_IDS) {
    const r = KITS[id].actionSchema.safeParse(payload);
    if (r.success) return r.data as SessionAction;
    first ??= r.error.issues;
  }
  for (const issue of first ?? []) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return z.NEVER;
});

/** A game id of the registry. */
export const gameIdSchema = z.string().refine((id): id is GameId => !!findKit(id), {
  message: `unknown game: one of ${GAME_IDS.join(', ')}`,
}) as unknown as z.ZodType<GameId>;

/** Which game's catalogue (its start screen's lists). */
export const gameCatalogSchema = z.strictObject({ game: gameIdSchema });

/** Messages without a payload accept nothing at all. */
export const noPayload = z.undefined();

/** A human's action: the seat that chose it and the view version it was chosen on (stale or repeated ones are refused). */
export const actRequestSchema = z.strictObject({
  seat: z
    .number()
    .int()
    .min(0)
    .max(Math.max(...GAME_IDS.map((id) => KITS[id].seats.max)) - 1),
  version: z.number().int().min(0),
  action: actionSchema,
});

/** One entry per message: the request schema and (as a phantom) the response type. */
function message<S extends z.ZodType, R>(request: S) {
  return { request, response: undefined as unknown as R };
}

export const CONTRACT = {
  /** What a game's start screen lists, from its kit (Automobiles: tracks and card sets; Racepack: its tracks). */
  gameCatalog: message<typeof gameCatalogSchema, GameCatalog>(gameCatalogSchema),
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
  hint: message<typeof noPayload, HintResult<SessionAction>>(noPayload),
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

export type { AnySessionUpdate, WireUpdate, GameCatalog };
export type { ExportResult, GoodSlot, ImportResult, SaveStatus, SlotInfo, ReplayRecord, HintResult, ReplyError };

/**
 * Validates a message payload; returns the error instead of throwing: the message's name and
 * the path of its first wrong field ('' for the payload itself). The schema's own issue
 * messages go to `log` (the host's diagnostics), never into the reply.
 */
export function parseRequest<K extends MessageName>(
  name: K,
  payload: unknown,
  log: (diagnostic: string) => void = () => {},
): { ok: true; data: RequestOf<K> } | { ok: false; error: ReplyError } {
  const entry = CONTRACT[name];
  if (!entry) return { ok: false, error: { key: 'unknownMessage', name: String(name) } };
  const r = entry.request.safeParse(payload);
  if (r.success) return { ok: true, data: r.data as RequestOf<K> };
  const issues = r.error.issues.slice(0, 4).map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`);
  log(`bad ${name} message: ${issues.join('; ')}`);
  return { ok: false, error: { key: 'badMessage', name, path: r.error.issues[0]?.path.join('.') ?? '' } };
}

export function isMessageName(x: unknown): x is MessageName {
  return typeof x === 'string' && (MESSAGE_NAMES as readonly string[]).includes(x);
}
