/**
 * An Automobiles race told round by round, for the race summary's plots: each car's position,
 * the cubes it owns (its bag size), the wear among them and the money of its Buy Phase. Pure:
 * it replays a record's action log through the engine.
 */
import type { RaceSummary } from '../../records/race-summary-types';
import { WEAR, pileSize } from './cubes';
import type { Action } from './game/actions';
import { applyChecked } from './game/apply-action';
import { createGameState, withStoredDefaults } from './game/create-game';
import type { GameEvent } from './game/events';
import { raceOrder } from './game/positions';
import type { GameOptions, GameState } from './game/state';
import { RULE_HOOKS } from './rule-hooks';
import { prepareTrack, type PreparedTrack } from './track/prepared-track';
import { findTrack } from './track/track-registry';

/** Automobiles' series, in plot order (its renderer words word each: games/automobiles/words.ts). */
export const AUTOMOBILES_SUMMARY_SERIES = ['bag', 'wear', 'money'] as const;
export type AutomobilesSeriesKey = (typeof AUTOMOBILES_SUMMARY_SERIES)[number];

interface Sample {
  round: number;
  order: number[];
  bag: number[];
  wear: number[];
  money: (number | null)[];
}

function trackOf(s: GameState, cache: Map<string, PreparedTrack>): PreparedTrack {
  let t = cache.get(s.track);
  if (!t) {
    const def = findTrack(s.track);
    if (!def) throw new Error(`unknown track "${s.track}"`);
    cache.set(s.track, (t = prepareTrack(def)));
  }
  return t;
}

const owned = (s: GameState, p: number) => {
  const pl = s.players[p];
  return pileSize(pl.bag) + pileSize(pl.active) + pileSize(pl.used) + pileSize(pl.discard);
};
const wearOf = (s: GameState, p: number) => {
  const pl = s.players[p];
  return pl.bag[WEAR] + pl.active[WEAR] + pl.used[WEAR] + pl.discard[WEAR];
};

function sample(s: GameState, t: PreparedTrack, round: number, money: (number | null)[]): Sample {
  const players = s.players.map((_, p) => p);
  return {
    round,
    order: raceOrder(s, t),
    bag: players.map((p) => owned(s, p)),
    wear: players.map((p) => wearOf(s, p)),
    money: money.slice(),
  };
}

function summaryOf(samples: Sample[], finishOrder: number[], players: number): RaceSummary<AutomobilesSeriesKey> {
  const cars = Array.from({ length: players }, (_, p) => p);
  return {
    carSeats: cars,
    rounds: samples.map((x) => x.round),
    positions: cars.map((p) => samples.map((x) => x.order.indexOf(p) + 1)),
    series: AUTOMOBILES_SUMMARY_SERIES.map((key) => ({ key, values: cars.map((p) => samples.map((x) => x[key][p])) })),
    finishOrder: [...finishOrder],
  };
}

const RACING = new Set<GameState['phase']>(['action', 'buy', 'after']);

/**
 * The summary of race `race` (0-based; a season or solo series holds several, a single race
 * one) of the game these options and actions describe; null when that race never finished.
 * One sample per finished round plus the round the race ended in.
 */
export function automobilesRaceSummary(
  options: GameOptions,
  actions: readonly Action[],
  race = 0,
): RaceSummary<AutomobilesSeriesKey> | null {
  const s = createGameState(withStoredDefaults(options));
  const tracks = new Map<string, PreparedTrack>();
  let finished = 0;
  let samples: Sample[] = [];
  let money: (number | null)[] = s.players.map(() => null);
  let lastRound = s.round;
  for (const action of actions) {
    const before = s.round;
    const events: GameEvent[] = [];
    applyChecked({ s, t: trackOf(s, tracks), ev: events, rules: RULE_HOOKS }, action);
    const t = trackOf(s, tracks);
    for (const e of events) {
      if (e.type === 'phaseChanged' && e.phase === 'buy' && s.phase === 'buy') money[e.player] = s.turn.money;
      if (e.type === 'raceFinished') {
        samples.push(sample(s, t, Math.max(before, s.round), money));
        if (finished === race) return summaryOf(samples, e.finishOrder, s.players.length);
        finished++;
        samples = [];
        money = s.players.map(() => null);
      }
    }
    // Round 0 is the setup buys (and a season's draft): the race proper starts at round 1.
    if (s.round > lastRound && lastRound >= 1 && RACING.has(s.phase)) {
      samples.push(sample(s, t, lastRound, money));
      money = s.players.map(() => null);
    }
    lastRound = s.round;
  }
  return null;
}
