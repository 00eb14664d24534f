/**
 * Serves the contract's messages from a GameSession. The Electron main process puts a
 * sender check in front of it; the in-browser client calls it directly. Every payload is
 * validated with the contract's schema first: a bad message gets an error reply and changes nothing.
 */
import { kitOf } from '../games/registry';
import type { GameSession } from '../session/game-session';
import { isMessageName, parseRequest, type MessageName, type Reply, type RequestOf, type ResponseOf } from './contract';
import { SaveSlotError } from '../save/save-problem';
import { noSaveHandlers, type SaveHandlers } from './save-handlers';
import { noRecordHandlers, type RecordHandlers } from './record-messages';

type Handlers = { [K in MessageName]: (req: RequestOf<K>) => ResponseOf<K> | Promise<ResponseOf<K>> };

export type Dispatch = (name: unknown, payload: unknown) => Promise<Reply<unknown>>;

/**
 * `saves` serves the save messages (save-handlers.ts); without it they answer with an error.
 * `records` serves the profiles and records (record-messages.ts); without it they are empty.
 */
export function createDispatcher(
  session: GameSession,
  saves: SaveHandlers = noSaveHandlers(),
  records: RecordHandlers = noRecordHandlers(),
): Dispatch {
  const handlers: Handlers = {
    ...saves,
    ...records,
    gameCatalog: ({ game }) => kitOf(game).catalog(),
    newGame: (setup) => session.newGame(setup),
    getView: () => session.getView(),
    act: ({ seat, version, action }) => session.act(action, { seat, version }),
    undo: () => session.undo(),
    hint: () => session.hint(),
    closeGame: () => {
      session.close();
      return null;
    },
  };
  return async (name, payload) => {
    if (!isMessageName(name)) return { ok: false, error: { key: 'unknownMessage', name: String(name) } };
    const parsed = parseRequest(name, payload, session.warn);
    if (!parsed.ok) return parsed;
    try {
      const handler = handlers[name] as (req: unknown) => unknown;
      return { ok: true, data: await handler(parsed.data) };
    } catch (e) {
      // The reply is a key and plain parameters; the failure's own message goes to the host's log.
      if (e instanceof SaveSlotError) {
        if (e.diagnostic) session.warn(`${name}: ${e.message}`);
        return { ok: false, error: e.problem };
      }
      session.warn(`${name}: ${(e as Error)?.message ?? String(e)}`);
      if (isOptionsError(e)) return { ok: false, error: { key: 'badOptions' } };
      return { ok: false, error: { key: 'failed', name } };
    }
  };
}

/** A game's refusal of its options (bad track, bad card set): each engine's GameOptionsError is named so. */
function isOptionsError(e: unknown): boolean {
  return e instanceof Error && e.name === 'GameOptionsError';
}
