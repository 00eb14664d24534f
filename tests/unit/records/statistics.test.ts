import { describe, expect, it } from 'vitest';
import { profileStatistics, winRate } from '../../../src-shared/records/statistics';
import { raceRecord } from './record-fixtures';

const ann = { kind: 'human' as const, name: 'Ann', profile: 'ann' };
const bea = { kind: 'human' as const, name: 'Bea', profile: 'bea' };
const greedy = { kind: 'bot' as const, name: 'Gus', level: 'greedy' };
const hard = { kind: 'bot' as const, name: 'Hal', level: 'hard' };

const RECORDS = [
  // Ann beats a Greedy bot on the oval in 9 rounds.
  raceRecord({ id: 'a', date: '2026-01-01', seats: [ann, greedy], finish: [0, 1], rounds: 9 }),
  // Ann, Bea and a Hard bot: Hard wins, Ann second, Bea third; 8 rounds on the oval.
  raceRecord({ id: 'b', date: '2026-01-02', seats: [bea, ann, hard], finish: [2, 1, 0], rounds: 8 }),
  // Racepack: Bea beats Ann and two Greedy bots.
  raceRecord({
    id: 'c',
    date: '2026-01-03',
    game: 'racepack',
    track: 'indy-oval',
    seats: [ann, bea, greedy, { ...greedy, name: 'Gil' }],
    finish: [1, 2, 0, 3],
    rounds: 14,
  }),
  // A season Ann won, and one she did not.
  raceRecord({ id: 'd', date: '2026-01-04', kind: 'season', seats: [ann, greedy], finish: [0, 1], rounds: 3 }),
  raceRecord({ id: 'e', date: '2026-01-05', kind: 'season', seats: [ann, greedy], finish: [1, 0], rounds: 3 }),
  // Two solo series.
  raceRecord({ id: 'f', kind: 'series', seats: [ann, greedy], finish: [1, 0], solo: { points: 22, rating: 'Rookie' } }),
  raceRecord({
    id: 'g',
    kind: 'series',
    seats: [ann, greedy],
    finish: [0, 1],
    solo: { points: 27, rating: 'Contender' },
  }),
  // Not Ann's race: it never counts for her.
  raceRecord({ id: 'h', seats: [bea, greedy], finish: [1, 0] }),
];

describe('a profile statistics', () => {
  const stats = profileStatistics(RECORDS, 'ann');

  it('counts races and wins per game, and the running win rate', () => {
    expect(stats.byGame).toEqual([
      { game: 'automobiles', races: 2, wins: 1 },
      { game: 'racepack', races: 1, wins: 0 },
    ]);
    expect(stats.winRateOverTime.map((x) => x.rate)).toEqual([1, 1 / 2, 1 / 3]);
  });

  it('win rate by opponent level counts a race once per level', () => {
    expect(stats.byLevel).toEqual([
      { game: 'automobiles', level: 'greedy', races: 1, wins: 1 },
      { game: 'automobiles', level: 'hard', races: 1, wins: 0 },
      { game: 'racepack', level: 'greedy', races: 1, wins: 0 },
    ]);
    expect(winRate(stats.byLevel[0])).toBe(1);
    expect(winRate({ races: 0, wins: 0 })).toBe(0);
  });

  it('by track, with the personal best of fewest rounds', () => {
    expect(stats.byTrack).toEqual([
      { game: 'automobiles', track: 'beginner-oval', races: 2, wins: 1, fewestRounds: 8 },
      { game: 'racepack', track: 'indy-oval', races: 1, wins: 0, fewestRounds: 14 },
    ]);
  });

  it('head-to-head against each level and each other profile', () => {
    const row = (key: string) =>
      stats.headToHead.find((h) =>
        h.opponent.kind === 'level' ? `${h.opponent.game}:${h.opponent.level}` === key : h.opponent.profile === key,
      );
    expect(row('automobiles:greedy')).toMatchObject({ ahead: 1, behind: 0 });
    expect(row('automobiles:hard')).toMatchObject({ ahead: 0, behind: 1 });
    // Two Greedy bots in one Racepack race: Ann (third of four) is behind one and ahead of the other.
    expect(row('racepack:greedy')).toMatchObject({ ahead: 1, behind: 1 });
    expect(row('bea')).toMatchObject({ ahead: 1, behind: 1 });
  });

  it('championships, and the solo series best and ratings', () => {
    expect(stats.championships).toEqual({ seasons: 2, titles: 1 });
    expect(stats.solo).toEqual({
      series: 2,
      bestPoints: 27,
      bestRating: 'Contender',
      ratings: ['Rookie', 'Contender'],
    });
  });

  it('a profile with no records has empty statistics', () => {
    const none = profileStatistics(RECORDS, 'nobody');
    expect(none.byGame).toEqual([]);
    expect(none.championships).toEqual({ seasons: 0, titles: 0 });
  });
});
