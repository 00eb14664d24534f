/**
 * The race summary's numbers, replayed from a record's action log through each game's engine:
 * seeded bot races checked against what the session saw, and hand-checked first samples.
 */
import { describe, expect, it } from 'vitest';
import { InlineBotRunner } from '../../../src-shared/bots/bot-runner';
import {
  AUTOMOBILES_SUMMARY_SERIES,
  automobilesRaceSummary,
  createGame,
  withStoredDefaults,
  type GameOptions,
  type GameState,
} from '../../../src-shared/games/automobiles';
import { racepackRaceSummary, RACEPACK_SUMMARY_SERIES } from '../../../src-shared/games/racepack';
import { summaryOfRecord } from '../../../src-shared/records/game-records';
import { MemoryRecordsStorage, RecordBook } from '../../../src-shared/records/record-book';
import { recordFinishes } from '../../../src-shared/records/record-finishes';
import { GameSession } from '../../../src-shared/session/game-session';
import type { RacepackStoredOptions } from '../../../src-shared/games/racepack/kit';
import type { AnySessionUpdate, SessionSetup } from '../../../src-shared/session/types';

const now = () => Promise.resolve();

async function played(setup: SessionSetup) {
  const events: { type: string; [k: string]: unknown }[] = [];
  const session = new GameSession({ bots: new InlineBotRunner({ yieldNow: now }), pause: now });
  const book = new RecordBook(new MemoryRecordsStorage(), { now: () => 'd', newId: () => 'p' });
  recordFinishes(session, book, () => '2026-01-01');
  session.onUpdate((u: AnySessionUpdate) => events.push(...(u.events as { type: string }[])));
  session.newGame(setup);
  await session.idle();
  return { session, events, records: book.records(), saved: session.saved()! };
}

const automobilesRace: SessionSetup = {
  seats: [
    { kind: 'bot', name: 'A', level: 'greedy' },
    { kind: 'bot', name: 'B', level: 'random' },
    { kind: 'bot', name: 'C', level: 'beginner' },
  ],
  track: 'beginner-oval',
  laps: 1,
  cards: { kind: 'set', id: 'first-game' },
  variants: { openBags: true, weaving: false, acceleratedPlay: false },
  seed: 5,
  seatOneStarts: true,
};

describe('race summaries', () => {
  it('Automobiles: a round per sample, positions ending in the finish order, bag, wear and money per car', async () => {
    const { session, records, saved } = await played(automobilesRace);
    const summary = summaryOfRecord(records[0])!;
    const state = session.state as GameState;
    expect(summary.carSeats).toEqual([0, 1, 2]);
    expect(summary.rounds.at(-1)).toBe(state.round);
    expect(summary.rounds).toEqual(Array.from({ length: state.round }, (_, i) => i + 1));
    const last = summary.rounds.length - 1;
    expect(summary.finishOrder).toEqual(state.finishOrder);
    state.finishOrder!.forEach((car, place) => expect(summary.positions[car][last]).toBe(place + 1));
    expect(summary.series.map((s) => s.key)).toEqual([...AUTOMOBILES_SUMMARY_SERIES]);
    const bag = summary.series.find((s) => s.key === 'bag')!.values;
    const wear = summary.series.find((s) => s.key === 'wear')!.values;
    const owned = (p: number) =>
      [state.players[p].bag, state.players[p].active, state.players[p].used, state.players[p].discard]
        .flat()
        .reduce((a, b) => a + b, 0);
    for (const p of [0, 1, 2]) {
      expect(bag[p][last]).toBe(owned(p));
      expect(wear[p].every((w, i) => w! >= 0 && w! <= bag[p][i]!)).toBe(true);
    }
    const money = summary.series.find((s) => s.key === 'money')!.values;
    expect(money.flat().some((m) => m !== null && m > 0)).toBe(true);
    // The first round starts from the setup: every car owns at least the starting cubes.
    const start = createGame(withStoredDefaults(saved.options as GameOptions));
    for (const p of [0, 1, 2])
      expect(bag[p][0]).toBeGreaterThanOrEqual(start.players[p].bag.reduce((a, b) => a + b, 0));
  });

  it('Automobiles: a race that never finished has no summary', async () => {
    const { saved } = await played(automobilesRace);
    expect(automobilesRaceSummary(saved.options as GameOptions, saved.actions.slice(0, 20))).toBeNull();
    expect(automobilesRaceSummary(saved.options as GameOptions, saved.actions, 1)).toBeNull();
  });

  it('Automobiles season: each race of the season has its own summary', async () => {
    const { records } = await played({
      ...automobilesRace,
      seats: automobilesRace.seats.slice(0, 2),
      drivers: 'limited',
      season: { races: 3 },
    } as SessionSetup);
    const races = records.filter((r) => r.kind === 'race');
    expect(races).toHaveLength(3);
    for (const r of races) {
      const s = summaryOfRecord(r)!;
      expect(s.finishOrder).toEqual(r.finish);
      expect(s.rounds.at(-1)).toBe(r.rounds);
      expect(s.rounds[0]).toBe(1);
    }
  });

  it('Racepack: positions, speed, tokens and spin-outs agree with the race the session played', async () => {
    const { events, records, saved, session } = await played({
      game: 'racepack',
      seats: [
        { kind: 'bot', name: 'A', level: 'greedy' },
        { kind: 'bot', name: 'B', level: 'random' },
        { kind: 'bot', name: 'C', level: 'easy' },
      ],
      track: 'grand-prix',
      laps: 1,
      seed: 11,
    });
    const summary = summaryOfRecord(records[0])!;
    const over = events.find((e) => e.type === 'raceOver') as unknown as { finishOrder: number[] };
    expect(summary.finishOrder).toEqual(over.finishOrder);
    // Three seats drive two cars each.
    expect([...summary.carSeats].sort()).toEqual([0, 0, 1, 1, 2, 2]);
    const last = summary.rounds.length - 1;
    over.finishOrder.forEach((car, place) => expect(summary.positions[car][last]).toBe(place + 1));
    expect(summary.series.map((s) => s.key)).toEqual([...RACEPACK_SUMMARY_SERIES]);
    const spins = summary.series.find((s) => s.key === 'spinOuts')!.values;
    const spunEvents = events.filter((e) => e.type === 'spunOut');
    expect(spins.reduce((n, car) => n + (car[last] ?? 0), 0)).toBe(spunEvents.length);
    const speed = summary.series.find((s) => s.key === 'speed')!.values;
    const fastest = Math.max(...events.filter((e) => e.type === 'moved').map((e) => e.speed as number));
    expect(Math.max(...speed.flat().map((v) => v ?? 0))).toBe(fastest);
    const tokens = summary.series.find((s) => s.key === 'tokens')!.values;
    expect(tokens.flat().every((t) => t !== null && t >= 0)).toBe(true);
    expect(summary.rounds.at(-1)).toBe(records[0].rounds);
    expect(
      racepackRaceSummary(saved.options as unknown as RacepackStoredOptions, saved.actions.slice(0, 3) as never),
    ).toBeNull();
    expect(session.getView()!.over).toBe(true);
  });
});
