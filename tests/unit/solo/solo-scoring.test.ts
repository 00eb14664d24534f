/**
 * Solo series scoring (RULINGS §9, seed 003), line by line: the pure tables, then each line
 * on a hand-built finish driven through the engine (race end → mechanic → bag scoring).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, type GameEvent } from '../../../src-shared/games/automobiles/index';
import {
  bagTotal,
  isLapBehind,
  soloBagScore,
  soloFinishPoints,
  soloRating,
  pileFrom,
} from '../../../src-shared/games/automobiles';
import { FIELD_WIN, endRaceWith, hire, humanOwns, soloSeries } from './solo-helpers';

const scored = (ev: GameEvent[]) =>
  ev.filter((e): e is Extract<GameEvent, { type: 'soloRaceScored' }> => e.type === 'soloRaceScored');

describe('the tables', () => {
  it('finish points: 1st 3 + race number (4 in race 1 … 8 in race 5), 2nd–4th 3, last 2 or 1 a lap down', () => {
    expect([1, 2, 3, 4, 5].map((r) => soloFinishPoints(r, 1, 5, false))).toEqual([4, 5, 6, 7, 8]);
    expect([2, 3, 4].map((place) => soloFinishPoints(3, place, 5, false))).toEqual([3, 3, 3]);
    expect(soloFinishPoints(2, 5, 5, false)).toBe(2);
    expect(soloFinishPoints(2, 5, 5, true)).toBe(1);
    // A lap down only matters for the last place.
    expect(soloFinishPoints(2, 4, 5, true)).toBe(3);
  });

  it('a lap behind means a whole lap length or more', () => {
    expect(isLapBehind(0, 100, 100)).toBe(true);
    expect(isLapBehind(0.5, 100, 100)).toBe(false);
    expect(isLapBehind(10, 250, 100)).toBe(true);
  });

  it('bag scoring: no wear, and unless last no blue, no black, 3+ white', () => {
    expect(soloBagScore(pileFrom({ white: 3, yellow: 5 }), false)).toEqual({
      noWear: 1,
      noBlue: 1,
      noBlack: 1,
      threeWhite: 1,
    });
    expect(soloBagScore(pileFrom({ white: 2, brown: 1, blue: 1, black: 1 }), false)).toEqual({
      noWear: 0,
      noBlue: 0,
      noBlack: 0,
      threeWhite: 0,
    });
    expect(soloBagScore(pileFrom({ white: 3, yellow: 5 }), true)).toEqual({
      noWear: 1,
      noBlue: 0,
      noBlack: 0,
      threeWhite: 0,
    });
    expect(bagTotal(soloBagScore(pileFrom({ white: 4 }), false))).toBe(4);
  });

  it('rating bands at their edges', () => {
    const at = (n: number) => soloRating(n);
    expect([0, 20].map(at)).toEqual(['Did Not Qualify', 'Did Not Qualify']);
    expect([21, 23].map(at)).toEqual(['Rookie', 'Rookie']);
    expect([24, 26].map(at)).toEqual(['Up and Comer', 'Up and Comer']);
    expect([27, 29].map(at)).toEqual(['Top 10 Racer', 'Top 10 Racer']);
    expect([30, 32].map(at)).toEqual(['Top 5 Racer', 'Top 5 Racer']);
    expect([33, 45].map(at)).toEqual(['Series Champion', 'Series Champion']);
  });
});

describe('a race scored through the engine', () => {
  it("seed 003's example: winning race 1 is worth 4 points (a bag scoring nothing)", () => {
    const s = soloSeries();
    humanOwns(s, { white: 2, brown: 1, blue: 1, black: 1, yellow: 5 });
    endRaceWith(s, FIELD_WIN);
    expect(s.phase).toBe('sponsors');
    expect(s.solo!.races[0]).toMatchObject({ race: 0, place: 1, finish: 4, lapped: 0, lapDown: false });
    s.season!.revealed = ['B1', 'B2', 'B3'];
    const score = scored(hire(s, 'B2'))[0].score;
    expect(score).toMatchObject({
      finish: 4,
      lapped: 0,
      bag: { noWear: 0, noBlue: 0, noBlack: 0, threeWhite: 0 },
      total: 4,
    });
    expect(s.solo!.points).toBe(4);
  });

  it('2nd–4th score 3; the winner of race 2 scores 5', () => {
    const s = soloSeries();
    endRaceWith(s, [FIELD_WIN[2], FIELD_WIN[0], FIELD_WIN[1], FIELD_WIN[3], FIELD_WIN[4]]);
    expect(s.solo!.races[0]).toMatchObject({ place: 3, finish: 3 });
    hire(s, s.season!.revealed[0]);
    endRaceWith(s, FIELD_WIN);
    expect(s.solo!.races[1]).toMatchObject({ race: 1, place: 1, finish: 5 });
  });

  it('last scores 2, or 1 when a lap or more behind the winner', () => {
    const s = soloSeries();
    endRaceWith(s, [FIELD_WIN[4], FIELD_WIN[0], FIELD_WIN[1], FIELD_WIN[2], FIELD_WIN[3]]);
    expect(s.solo!.races[0]).toMatchObject({ place: 5, finish: 2, lapDown: false });
    hire(s, s.season!.revealed[0]);
    // Exactly one lap behind the winner (level, one lap fewer): a lap down.
    endRaceWith(s, [{ lane: 0, k: 7, laps: 2 }, { lane: 1, k: 7, laps: 3 }, FIELD_WIN[1], FIELD_WIN[2], FIELD_WIN[3]]);
    expect(s.solo!.races[1]).toMatchObject({ place: 5, finish: 1, lapDown: true });
  });

  it('+1 per opponent a lap or more behind the human at the end', () => {
    const s = soloSeries();
    endRaceWith(s, [
      { lane: 0, k: 7, laps: 3 },
      { lane: 1, k: 7, laps: 2 }, // a lap behind (same progress, lane 1 is level with lane 0)
      { lane: 2, k: 0, laps: 1 }, // two laps behind
      { lane: 1, k: 7, laps: 3 }, // same lap
      { lane: 2, k: 0, laps: 2 }, // less than a lap behind? no: k=0 vs k=7 one lap down ⇒ more than a lap
    ]);
    expect(s.solo!.races[0].lapped).toBe(3);
    const ev = hire(s, s.season!.revealed[0]);
    const score = scored(ev)[0].score;
    expect(score.total).toBe(4 + 3 + bagTotal(score.bag));
  });

  it('an opponent just short of a lap behind is not lapped', () => {
    const s = soloSeries();
    endRaceWith(s, [
      { lane: 0, k: 6, laps: 3 },
      { lane: 1, k: 7, laps: 2 },
      { lane: 2, k: 6, laps: 2 },
      FIELD_WIN[3],
      FIELD_WIN[4],
    ]);
    // Seat 1 is one space short of a whole lap behind; seat 2 level, a whole lap behind.
    expect(s.solo!.races[0].lapped).toBe(1);
  });

  it('bag scoring after the mechanic: every line when not last, only no-wear when last', () => {
    const s = soloSeries();
    humanOwns(s, { white: 3, yellow: 5 });
    endRaceWith(s, FIELD_WIN);
    s.season!.revealed = ['B1', 'B2', 'B3'];
    let score = scored(hire(s, 'B1'))[0].score;
    expect(score.mechanic).toBe('B1');
    expect(score.bag).toEqual({ noWear: 1, noBlue: 1, noBlack: 1, threeWhite: 1 });
    expect(score.total).toBe(4 + 4);
    humanOwns(s, { white: 3, yellow: 5 });
    endRaceWith(s, [FIELD_WIN[4], FIELD_WIN[0], FIELD_WIN[1], FIELD_WIN[2], FIELD_WIN[3]]);
    s.season!.revealed = ['B2', 'B3', 'C1'];
    score = scored(hire(s, 'B2'))[0].score;
    expect(score.bag).toEqual({ noWear: 1, noBlue: 0, noBlack: 0, threeWhite: 0 });
    expect(score.total).toBe(2 + 1);
    expect(s.solo!.points).toBe(8 + 3);
  });

  it('the mechanic is scored before the bag: removing the last wear earns "no wear"', () => {
    const s = soloSeries();
    humanOwns(s, { white: 2, brown: 2, blue: 1 });
    endRaceWith(s, FIELD_WIN);
    s.season!.revealed = ['C1', 'B1', 'B2'];
    const events: GameEvent[] = [];
    events.push(...applyAction(s, { type: 'choose', option: 'sponsor:C1' }));
    // Standard removal (first place: up to 3): take the blue; then C1's wear removal: both wear.
    events.push(...applyAction(s, { type: 'pick', color: 'blue', from: 'bag' }));
    events.push(...applyAction(s, { type: 'stop' }));
    events.push(...applyAction(s, { type: 'pick', color: 'brown', from: 'bag' }));
    events.push(...applyAction(s, { type: 'pick', color: 'brown', from: 'bag' }));
    const score = scored(events)[0].score;
    expect(score.bag).toEqual({ noWear: 1, noBlue: 1, noBlack: 1, threeWhite: 0 });
  });
});
