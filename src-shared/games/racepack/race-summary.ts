/**
 * A Racepack race told round by round, for the race summary's plots: each car's position, its
 * fastest speed in the round, the tokens left in its pool and its spin-outs so far. Pure: it
 * replays a record's action log through the engine.
 */
import type { RaceSummary } from '../../records/race-summary-types';
import { applyChecked, carFinishOrder, createRace, normalizeOptions, trackOf } from './rules';
import type { RacepackAction, RacepackOptions, RacepackState } from './types';

/** Racepack's series, in plot order (its renderer words word each: games/racepack/words.ts). */
export const RACEPACK_SUMMARY_SERIES = ['speed', 'tokens', 'spinOuts'] as const;
export type RacepackSeriesKey = (typeof RACEPACK_SUMMARY_SERIES)[number];

interface Sample {
  round: number;
  order: number[];
  speed: (number | null)[];
  tokens: number[];
  spinOuts: number[];
}

function sample(s: RacepackState, round: number, speed: (number | null)[], spinOuts: number[]): Sample {
  return {
    round,
    order: carFinishOrder(s, trackOf(s)),
    speed: speed.slice(),
    tokens: s.cars.map((c) => s.pools[c.pool]?.length ?? 0),
    spinOuts: spinOuts.slice(),
  };
}

/**
 * The summary of the race these stored options (with their seed) and actions describe; null
 * when the race never finished. Rounds are counted from 1; the last sample is the round the
 * race ended in.
 */
export function racepackRaceSummary(
  options: RacepackOptions & { seed: number | string },
  actions: readonly RacepackAction[],
): RaceSummary<RacepackSeriesKey> | null {
  const { seed, ...rest } = options;
  const s = createRace(normalizeOptions(rest), seed);
  const cars = s.cars.map((c) => c.id);
  const samples: Sample[] = [];
  let speed: (number | null)[] = cars.map(() => null);
  const spinOuts = cars.map(() => 0);
  for (const action of actions) {
    const round = s.round;
    const events = applyChecked(s, action);
    for (const e of events) {
      if (e.type === 'moved') speed[e.car] = Math.max(speed[e.car] ?? 0, e.speed);
      else if (e.type === 'spunOut') spinOuts[e.car]++;
      else if (e.type === 'roundOrder' && e.round > round) {
        samples.push(sample(s, round + 1, speed, spinOuts));
        speed = cars.map(() => null);
      } else if (e.type === 'raceOver') {
        samples.push(sample(s, s.round + 1, speed, spinOuts));
        return {
          carSeats: s.cars.map((c) => c.seat),
          rounds: samples.map((x) => x.round),
          positions: cars.map((c) => samples.map((x) => x.order.indexOf(c) + 1)),
          series: RACEPACK_SUMMARY_SERIES.map((key) => ({
            key,
            values: cars.map((c) => samples.map((x) => x[key][c])),
          })),
          finishOrder: [...e.finishOrder],
        };
      }
    }
  }
  return null;
}
