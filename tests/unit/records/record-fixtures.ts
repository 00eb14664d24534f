import type { RaceRecord } from '../../../src-shared/records/race-record';

/** A finished race as the records keep it (Ann's profile beat a Greedy bot), changed by `over`. */
export function raceRecord(over: Partial<RaceRecord> = {}): RaceRecord {
  return {
    id: 'g1:race0',
    game: 'automobiles',
    kind: 'race',
    date: '2026-01-01T00:00:00.000Z',
    track: 'beginner-oval',
    race: 0,
    options: { laps: 1 },
    seats: [
      { kind: 'human', name: 'Ann', profile: 'ann' },
      { kind: 'bot', name: 'Gus', level: 'greedy' },
    ],
    finish: [0, 1],
    rounds: 9,
    seed: 42,
    setup: { seats: [] } as unknown as RaceRecord['setup'],
    ...over,
  };
}
