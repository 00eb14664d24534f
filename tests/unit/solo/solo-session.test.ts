/**
 * The solo series and Fuel Mixture through the session (what the app runs): the setup's new
 * options reach the engine, the view carries the series and the cards, the IPC contract takes
 * them, a saved game resumes; and the local table of best series.
 */
import { describe, expect, it } from 'vitest';
import { InlineBotRunner } from '../../../src-shared/bots/bot-runner';
import { GameSession } from '../../../src-shared/session/game-session';
import { newGameSchema } from '../../../src-shared/ipc/contract';
import {
  addSoloRecord,
  parseSoloRecords,
  SOLO_RECORDS_KEPT,
  type SoloRecord,
} from '../../../src-shared/games/automobiles/session/solo-records';
import { serialize } from '../../../src-shared/games/automobiles';
import { type NewGameSetup } from '../../../src-shared/games/automobiles/kit';
import type { GameState } from '../../../src-shared/games/automobiles';

const now = () => Promise.resolve();
const session = () =>
  new GameSession({ bots: new InlineBotRunner({ yieldNow: now }), pause: now, newId: () => 'solo-test' });

function soloSetup(fuel = false): NewGameSetup {
  return {
    seats: [
      { kind: 'human', name: 'Ann' },
      ...['A', 'B', 'C', 'D'].map((name) => ({ kind: 'bot' as const, name, level: 'greedy' as const })),
    ],
    track: 'beginner-oval',
    laps: 3,
    cards: { kind: 'set', id: 'first-game' },
    variants: { openBags: true, weaving: false, acceleratedPlay: false },
    seed: 8,
    drivers: 'limited',
    solo: true,
    fuelMixture: fuel,
  };
}

describe('session: solo series and Fuel Mixture', () => {
  it('the contract accepts the new options and refuses a wrong type', () => {
    expect(newGameSchema.safeParse(soloSetup(true)).success).toBe(true);
    expect(newGameSchema.safeParse({ ...soloSetup(), solo: 'yes' }).success).toBe(false);
  });

  it('a solo series starts with the view of the series and the Fuel Mixture draft', () => {
    const s = session();
    const v = s.newGame(soloSetup(true));
    expect((s.state as GameState).options.solo).toEqual({ human: 0 });
    expect((s.state as GameState).options.fuelMixture).toBe(true);
    expect(v.solo).toMatchObject({ human: 0, race: 0, points: 0, rating: null });
    expect(v.solo!.tracks.length).toBe(5);
    expect(v.fuel!.players.length).toBe(5);
    // The draft is a prompt of the module, with readable options.
    expect((s.state as GameState).prompt?.card).toBe('fuel-mixture');
  });

  it('saved and resumed: the same state', () => {
    const s = session();
    s.newGame(soloSetup(true));
    const saved = s.saved()!;
    const back = session();
    back.restore(JSON.parse(JSON.stringify(saved)));
    expect(serialize(back.state as GameState)).toBe(serialize(s.state as GameState));
  });

  it('a race without the options has no solo or fuel view', () => {
    const v = session().newGame({ ...soloSetup(), seats: soloSetup().seats.slice(0, 2), solo: false, drivers: 'off' });
    expect(v.solo ?? null).toBeNull();
    expect(v.fuel ?? null).toBeNull();
  });
});

describe('the best-series table', () => {
  const rec = (id: string, points: number, date = '2026-01-01'): SoloRecord => ({
    id,
    rating: 'Rookie',
    points,
    date,
    level: 'medium',
    cardSet: 'First Game',
    laps: 3,
  });
  it('best points first, earlier date on ties, once per game, ten kept', () => {
    let list: SoloRecord[] = [];
    list = addSoloRecord(list, rec('a', 22, '2026-02-01'));
    list = addSoloRecord(list, rec('b', 30));
    list = addSoloRecord(list, rec('c', 22, '2026-01-15'));
    list = addSoloRecord(list, rec('b', 31));
    expect(list.map((r) => r.id)).toEqual(['b', 'c', 'a']);
    for (let i = 0; i < 20; i++) list = addSoloRecord(list, rec(`x${i}`, i));
    expect(list.length).toBe(SOLO_RECORDS_KEPT);
    expect(list[0].id).toBe('b');
  });
  it('a corrupt stored table loses only its bad rows', () => {
    expect(parseSoloRecords('nope')).toEqual([]);
    expect(parseSoloRecords([rec('a', 3), { id: 'b', points: 'x' }, null])).toEqual([rec('a', 3)]);
  });
});
