/**
 * The host writes the records: it watches the session's updates and, when a batch of events
 * finishes a race, a season or a solo series, adds the record to the book. Ids come from the
 * game's id and the race's number, so a finish is recorded once and only once — a game
 * continued from its save, raced again or restored after a crash replays no events, and the
 * book refuses an id it holds.
 */
import type { GameSession } from '../session/game-session';
import type { AnySessionUpdate } from '../session/types';
import { recordsOf, type Finish } from './game-records';
import { recordSeats, type RaceRecord } from './race-record';
import type { RecordBook } from './record-book';

export function recordIdOf(gameId: string, finish: Pick<Finish, 'kind' | 'race'>): string {
  return finish.kind === 'race' ? `${gameId}:race${finish.race}` : `${gameId}:${finish.kind}`;
}

/** The records these events finish in the session's game now (none for a batch without a finish). */
export function finishedRecords(session: GameSession, events: readonly unknown[], date: string): RaceRecord[] {
  const game = session.saved();
  const id = session.gameId;
  if (!game || !id || events.length === 0) return [];
  const rules = recordsOf(id);
  const finishes = rules.finishes(events, session.state);
  if (finishes.length === 0) return [];
  const seats = game.seats.map((s) => ({ ...s }));
  const options = JSON.parse(JSON.stringify(game.options)) as unknown;
  const actions = JSON.parse(JSON.stringify(game.actions)) as unknown[];
  return finishes.map((f) => ({
    id: recordIdOf(game.id, f),
    game: id,
    kind: f.kind,
    date,
    track: f.track,
    ...(f.tracks ? { tracks: f.tracks } : {}),
    race: f.race,
    options: rules.optionsOf(options),
    seats: recordSeats(seats),
    finish: f.finish,
    rounds: f.rounds,
    seed: rules.seedOf(options),
    ...(f.solo ? { solo: f.solo } : {}),
    setup: rules.setupOf(options, seats),
    replay: { options, seats, actions },
  }));
}

/**
 * Records every finish of the session's games into the book from now on; returns the
 * unsubscribe. A failure to record is reported, never thrown into the game.
 */
export function recordFinishes(
  session: GameSession,
  book: RecordBook,
  now: () => string,
  warn: (m: string) => void = () => {},
): () => void {
  return session.onUpdate((update: AnySessionUpdate) => {
    if (update.reason !== 'action' && update.reason !== 'bot') return;
    try {
      for (const record of finishedRecords(session, update.events, now())) book.add(record);
    } catch (e) {
      warn(`a finish was not recorded: ${(e as Error)?.message ?? String(e)}`);
    }
  });
}
