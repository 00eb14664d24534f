/**
 * What the records need from each game, in one small table (the records themselves are
 * generic): which finishes a batch of events holds, the options a player would read, the
 * setup that races the same seed again, and the race summary (the game's own replay in its
 * folder: src-shared/games/<id>/race-summary.ts).
 */
import {
  automobilesRaceSummary,
  type Action,
  type GameEvent,
  type GameOptions,
  type GameState,
} from '../games/automobiles';
import {
  RACEPACK_TRACKS,
  racepack,
  racepackRaceSummary,
  type RacepackAction,
  type RacepackEvent,
  type RacepackState,
} from '../games/racepack';
import type { SessionGameId } from '../session/game-plugin';
import type { RacepackSetup, RacepackStoredOptions } from '../games/racepack/kit';
import type { NewGameSetup } from '../games/automobiles/kit';
import type { Seat, SessionSetup } from '../session/types';
import type { RaceRecord, RecordKind } from './race-record';
import type { RaceSummary } from './race-summary-types';

/** One finish found in a batch of events (the record adds the game's id, seats, date and setup). */
export interface Finish {
  kind: RecordKind;
  race: number;
  track: string;
  tracks?: string[];
  finish: number[];
  rounds: number;
  solo?: { points: number; rating: string };
}

export interface GameRecords {
  /** The finishes these events (one update's batch) announce, read from the state after them. */
  finishes(events: readonly unknown[], state: unknown): Finish[];
  /** The options a player would read, as plain values. */
  optionsOf(options: unknown): Record<string, string | number | boolean>;
  seedOf(options: unknown): number;
  /** The setup that starts the same game again: the same options, seats and seed. */
  setupOf(options: unknown, seats: Seat[]): SessionSetup;
  /** Race `race` of a replay told round by round; null when it does not replay to that finish. */
  summary(replay: { options: unknown; actions: unknown[] }, race: number): RaceSummary | null;
}

const automobiles: GameRecords = {
  finishes(events, state) {
    const s = state as GameState;
    const list = events as GameEvent[];
    const out: Finish[] = [];
    list.forEach((e, i) => {
      if (e.type === 'raceFinished') {
        // A next race started in the same batch has moved the state on: read this one's number from it.
        const next = list.slice(i + 1).find((x) => x.type === 'raceStarted');
        const race = next ? next.race - 1 : (s.season?.race ?? 0);
        out.push({
          kind: 'race',
          race,
          track: s.options.season ? s.options.season.tracks[race] : s.track,
          finish: [...e.finishOrder],
          rounds: next ? 0 : s.round,
        });
      } else if (e.type === 'seasonFinished' && !s.solo) {
        const tracks = s.options.season?.tracks ?? [s.track];
        out.push({
          kind: 'season',
          race: tracks.length - 1,
          track: tracks[0],
          tracks: [...tracks],
          finish: [...e.standings],
          rounds: tracks.length,
        });
      } else if (e.type === 'soloFinished') {
        const tracks = s.options.season?.tracks ?? [s.track];
        out.push({
          kind: 'series',
          race: tracks.length - 1,
          track: tracks[0],
          tracks: [...tracks],
          finish: [...(s.season?.champion ?? s.finishOrder ?? [])],
          rounds: tracks.length,
          solo: { points: e.points, rating: e.rating },
        });
      }
    });
    return out;
  },
  optionsOf(options) {
    const o = options as GameOptions;
    return {
      laps: o.laps,
      cards: o.cards.kind === 'set' ? o.cards.id : o.cards.kind,
      openBags: o.variants.openBags,
      weaving: o.variants.weaving,
      acceleratedPlay: o.variants.acceleratedPlay,
      drivers: o.drivers,
      expansionCards: o.expansionCards,
      fuelMixture: !!o.fuelMixture,
    };
  },
  seedOf: (options) => (options as GameOptions).seed,
  setupOf(options, seats) {
    const o = options as GameOptions;
    const setup: NewGameSetup = {
      game: 'automobiles',
      seats: seats.map((s) => ({ ...s })),
      track: o.season ? o.season.tracks[0] : o.track,
      laps: o.laps,
      cards: o.cards.kind === 'custom' ? { kind: 'custom', cards: { ...o.cards.cards } } : { ...o.cards },
      variants: { ...o.variants },
      seed: o.seed,
      drivers: o.drivers,
      expansionCards: o.expansionCards,
      season: o.season && !o.solo ? { tracks: [...o.season.tracks] } : null,
      seatOneStarts: o.seatOneStarts,
      ...(o.solo ? { solo: true } : {}),
      ...(o.fuelMixture ? { fuelMixture: true } : {}),
    };
    return setup;
  },
  summary: (replay, race) => automobilesRaceSummary(replay.options as GameOptions, replay.actions as Action[], race),
};

const racepackRecords: GameRecords = {
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

export const GAME_RECORDS: Record<SessionGameId, GameRecords> = { automobiles, racepack: racepackRecords };

/** The summary of a record's race (null without a replay, or when it does not replay). */
export function summaryOfRecord(record: Pick<RaceRecord, 'game' | 'race' | 'replay'>): RaceSummary | null {
  if (!record.replay) return null;
  try {
    return GAME_RECORDS[record.game].summary(record.replay, record.race);
  } catch {
    // A record from another version of the rules that no longer replays: no plots, the rest stands.
    return null;
  }
}
