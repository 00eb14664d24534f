/** What the records need of a Racepack race (records/game-records.ts GameRecords). */
import type { GameRecords } from '../../records/game-records';
import { racepack } from './game-value';
import { racepackRaceSummary } from './race-summary';
import type { RacepackSetup } from './session/setup';
import type { RacepackStoredOptions } from './session/racepack-session';
import { RACEPACK_TRACKS } from './tracks';
import type { RacepackAction, RacepackEvent, RacepackState } from './types';

export const racepackRecords: GameRecords = {
  finishes(events, state) {
    const s = state as RacepackState;
    return (events as RacepackEvent[])
      .filter((e) => e.type === 'raceOver')
      .map(() => ({
        kind: 'race' as const,
        race: 0,
        track: s.options.track.id,
        finish: [...(racepack.result(s)?.finishOrder ?? [])],
        rounds: s.round + 1,
      }));
  },
  optionsOf(options) {
    const o = options as RacepackStoredOptions;
    return {
      laps: o.laps,
      trackName: o.track.name,
      timer: o.timer,
      pitLane: o.pitLane,
      extraHazards: o.extraHazards,
      finish: o.finish,
    };
  },
  seedOf: (options) => Number((options as RacepackStoredOptions).seed) >>> 0,
  setupOf(options, seats) {
    const o = options as RacepackStoredOptions;
    const shipped = RACEPACK_TRACKS.find((t) => t.id === o.track.id && JSON.stringify(t) === JSON.stringify(o.track));
    const setup: RacepackSetup = {
      game: 'racepack',
      seats: seats.map((s) => ({ ...s })),
      track: shipped ? shipped.id : o.track,
      laps: o.laps,
      timer: o.timer,
      pitLane: o.pitLane,
      extraHazards: o.extraHazards,
      finish: o.finish,
      seed: Number(o.seed) >>> 0,
    };
    return setup;
  },
  summary: (replay) => racepackRaceSummary(replay.options as RacepackStoredOptions, replay.actions as RacepackAction[]),
};
