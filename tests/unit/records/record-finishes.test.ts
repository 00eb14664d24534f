/**
 * The host records every finish once and only once: a race, a season, a Racepack race, each
 * through the session as the app runs it — and not again on Continue, after a crash, or when
 * the same seed is raced again (a new game, a new record).
 */
import { describe, expect, it } from 'vitest';
import { InlineBotRunner } from '../../../src-shared/bots/bot-runner';
import { createDispatcher } from '../../../src-shared/ipc/dispatch';
import { createRecordHandlers } from '../../../src-shared/ipc/record-messages';
import { createSaveHandlers } from '../../../src-shared/ipc/save-handlers';
import { MemorySaveStore, SaveSlots, autosaveSink } from '../../../src-shared/save';
import { recordsOf } from '../../../src-shared/records/game-records';
import { MemoryRecordsStorage, RecordBook } from '../../../src-shared/records/record-book';
import { recordFinishes } from '../../../src-shared/records/record-finishes';
import { GameSession } from '../../../src-shared/session/game-session';
import type { SessionSetup } from '../../../src-shared/session/types';
import type { NewGameSetup } from '../../../src-shared/games/automobiles/kit';
import type { GameState } from '../../../src-shared/games/automobiles';
import type { RacepackSetup } from '../../../src-shared/games/racepack/kit';

const now = () => Promise.resolve();
const clock = () => '2026-01-01T00:00:00.000Z';
let gameIds = 0;

function host(store = new MemorySaveStore(), storage = new MemoryRecordsStorage()) {
  const slots = new SaveSlots(store, { now: clock });
  const session: GameSession = new GameSession({
    bots: new InlineBotRunner({ yieldNow: now }),
    pause: now,
    save: autosaveSink(slots),
    // Game ids are unique across hosts, as the app's UUIDs are.
    newId: () => `game-${++gameIds}`,
  });
  const book = new RecordBook(storage, { now: clock, newId: () => 'id' });
  const stop = recordFinishes(session, book, clock);
  const dispatch = createDispatcher(
    session,
    createSaveHandlers(session, slots, { later: (w) => w() }),
    createRecordHandlers(book),
  );
  return { store, storage, slots, session, book, stop, dispatch };
}

const race = (over: Partial<NewGameSetup> = {}): NewGameSetup => ({
  seats: [
    { kind: 'bot', name: 'Ann', level: 'greedy' },
    { kind: 'bot', name: 'Gus', level: 'random' },
  ],
  track: 'beginner-oval',
  laps: 1,
  cards: { kind: 'set', id: 'first-game' },
  variants: { openBags: true, weaving: false, acceleratedPlay: false },
  seed: 42,
  seatOneStarts: true,
  ...over,
});

const racepackRace: RacepackSetup = {
  game: 'racepack',
  seats: [
    { kind: 'bot', name: 'Ann', level: 'greedy' },
    { kind: 'bot', name: 'Bo', level: 'random' },
  ],
  track: 'indy-oval',
  laps: 1,
  seed: 7,
};

async function play(h: ReturnType<typeof host>, setup: SessionSetup) {
  h.session.newGame(setup);
  await h.session.idle();
  return h.session.saved()!;
}

/** The human seats play the last legal move each time (hot seat: whoever is to decide), `moves` at most. */
async function playHumans(session: GameSession, moves: number) {
  for (let i = 0; i < moves; i++) {
    await session.idle();
    const v = session.getView()!;
    if (v.over) return;
    const legal = (v as { legal?: { action: unknown }[] }).legal;
    expect(legal && legal.length > 0).toBe(true);
    expect(session.act(legal![legal!.length - 1].action as never, { seat: v.decider, version: v.version }).ok).toBe(
      true,
    );
  }
}

describe('records of finished games', () => {
  it('an Automobiles race is recorded once, with its seed, finish, rounds and the setup to race it again', async () => {
    const h = host();
    const game = await play(h, race());
    const records = h.book.records();
    expect(records).toHaveLength(1);
    const r = records[0];
    expect(r).toMatchObject({
      id: `${game.id}:race0`,
      game: 'automobiles',
      kind: 'race',
      track: 'beginner-oval',
      seed: 42,
    });
    expect(r.finish).toEqual(h.session.getView()!.finishOrder);
    expect(r.rounds).toBe((h.session.state as GameState).round);
    expect(r.seats).toEqual([
      { kind: 'bot', name: 'Ann', level: 'greedy' },
      { kind: 'bot', name: 'Gus', level: 'random' },
    ]);
    expect(r.replay!.actions).toHaveLength(game.actions.length);

    // Race this seed again: the same options and seats give the very same game.
    const again = host();
    const replayed = await play(again, r.setup);
    expect(replayed.actions).toEqual(game.actions);
    expect(again.book.records()[0].finish).toEqual(r.finish);
  });

  it('a race continued from its save, and one restored after a crash, is recorded once', async () => {
    const h = host();
    const setup = race({
      seats: [
        { kind: 'human', name: 'Ann', profile: 'ann' },
        { kind: 'bot', name: 'Gus', level: 'random' },
      ],
    });
    h.session.newGame(setup);
    // Half-way: the app stops (no finish yet), then continues from the autosave.
    await playHumans(h.session, 12);
    expect(h.session.getView()!.over).toBe(false);
    h.session.close();
    expect(h.book.records()).toHaveLength(0);
    const crashed = host(h.store, h.storage);
    expect((await crashed.dispatch('continueLast', undefined)).ok).toBe(true);
    await playHumans(crashed.session, 5000);
    expect(crashed.session.getView()!.over).toBe(true);
    expect(crashed.book.records()).toHaveLength(1);
    // The profile sat in the seat across the save and Continue.
    expect(crashed.book.records()[0].seats[0]).toEqual({ kind: 'human', name: 'Ann', profile: 'ann' });
    // Continue again on the finished game: restoring replays no finish.
    await crashed.dispatch('continueLast', undefined);
    await crashed.session.idle();
    const later = new RecordBook(h.storage, { now: clock, newId: () => 'x' });
    expect(later.records()).toHaveLength(1);
    // The same seed raced again is a new game: a second record.
    crashed.session.newGame(setup);
    await playHumans(crashed.session, 5000);
    expect(crashed.book.records()).toHaveLength(2);
  });

  it('a season records each race and the championship', async () => {
    const h = host();
    await play(
      h,
      race({
        seats: [
          { kind: 'bot', name: 'Ann', level: 'greedy' },
          { kind: 'bot', name: 'Gus', level: 'greedy' },
        ],
        drivers: 'limited',
        season: { races: 3 },
      }),
    );
    const records = h.book.records();
    expect(records.map((r) => r.kind)).toEqual(['race', 'race', 'race', 'season']);
    expect(records.map((r) => r.race)).toEqual([0, 1, 2, 2]);
    const season = records[3];
    expect(season.tracks).toHaveLength(3);
    expect(season.finish).toEqual((h.session.state as GameState).season!.champion);
    expect(records[1].track).toBe(season.tracks![1]);
  });

  it('a Racepack race is recorded once, with the setup that races it again', async () => {
    const h = host();
    const game = await play(h, racepackRace);
    const [r] = h.book.records();
    expect(h.book.records()).toHaveLength(1);
    expect(r).toMatchObject({ game: 'racepack', kind: 'race', track: 'indy-oval', seed: 7 });
    expect(r.setup).toMatchObject({ game: 'racepack', track: 'indy-oval', laps: 1, seed: 7 });
    const again = host();
    expect((await play(again, r.setup)).actions).toEqual(game.actions);
  });

  it('a solo series is recorded as a series with its points and rating', () => {
    const state = {
      options: { season: { tracks: ['a', 'b', 'c', 'd', 'e'] } },
      season: { champion: [0, 1] },
      solo: {},
    };
    const finishes = recordsOf('automobiles').finishes(
      [{ type: 'soloFinished', points: 27, rating: 'Contender' }],
      state,
    );
    expect(finishes).toEqual([
      {
        kind: 'series',
        race: 4,
        track: 'a',
        tracks: ['a', 'b', 'c', 'd', 'e'],
        finish: [0, 1],
        rounds: 5,
        solo: { points: 27, rating: 'Contender' },
      },
    ]);
    // A solo series ends a season too: only the series is recorded.
    expect(
      recordsOf('automobiles').finishes([{ type: 'seasonFinished', standings: [0, 1], points: [1, 0] }], state),
    ).toEqual([]);
  });

  it('a hot-seat race counts for each profile seated', async () => {
    const h = host();
    const setup = race({
      seats: [
        { kind: 'human', name: 'Ann', profile: 'ann' },
        { kind: 'human', name: 'Bea', profile: 'bea' },
      ],
    });
    h.session.newGame(setup);
    await playHumans(h.session, 5000);
    const [r] = h.book.records();
    expect(h.book.records()).toHaveLength(1);
    expect(r.seats.map((s) => s.profile)).toEqual(['ann', 'bea']);
    const listed = await h.dispatch('listRecords', undefined);
    expect(listed.ok && (listed.data as { records: unknown[] }).records).toHaveLength(1);
  });
});
