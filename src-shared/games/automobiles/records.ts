/** What the records need of an Automobiles game (records/game-records.ts GameRecords). */
import type { Finish, GameRecords } from '../../records/game-records';
import type { Action } from './game/actions';
import type { GameEvent } from './game/events';
import type { GameOptions, GameState } from './game/state';
import type { NewGameSetup } from './session/setup';
import { automobilesRaceSummary } from './race-summary';

export const automobilesRecords: GameRecords = {
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
