/**
 * A Racepack race's statistics for the results screen, counted from the engine's events (the
 * session table adds each update's events, and counts the whole record again after a restore
 * or an undo): spin-outs, hazard stops and pit stops per car; strategy tokens played (to drive
 * or to defend) and the grid roll per seat.
 */
import type { RacepackEvent } from '../../../src-shared/games/racepack';
import type { LogMessage } from '../../../src-shared/games/registry';

export interface RacepackCarStats {
  spinOuts: number;
  pitStops: number;
  hazardStops: number;
}

export interface RacepackSeatStats {
  /** Tokens played to set a speed. */
  tokens: number;
  /** Tokens played against another car's penalty roll. */
  defences: number;
  /** The three dice of the grid roll (empty before it). */
  gridDice: number[];
}

export interface RacepackStats {
  cars: RacepackCarStats[];
  seats: RacepackSeatStats[];
}

export function emptyStats(cars: number, seats: number): RacepackStats {
  return {
    cars: Array.from({ length: cars }, () => ({ spinOuts: 0, pitStops: 0, hazardStops: 0 })),
    seats: Array.from({ length: seats }, () => ({ tokens: 0, defences: 0, gridDice: [] })),
  };
}

/**
 * Counts one batch of events into `stats` (in place). `poolSeat`: the seat of each token pool
 * (a defensive token names its pool, not a car); `carSeat`: each car's seat.
 */
export function countEvents(
  stats: RacepackStats,
  events: readonly RacepackEvent[],
  carSeat: readonly number[],
  poolSeat: readonly number[],
): void {
  for (const e of events) {
    switch (e.type) {
      case 'spunOut':
        if (stats.cars[e.car]) stats.cars[e.car].spinOuts++;
        break;
      case 'pitStop':
        if (stats.cars[e.car]) stats.cars[e.car].pitStops++;
        break;
      case 'hazardStop':
        if (stats.cars[e.car]) stats.cars[e.car].hazardStops++;
        break;
      case 'tokenUsed': {
        const seat = e.defensive ? poolSeat[e.pool] : carSeat[e.car];
        const s = seat === undefined ? undefined : stats.seats[seat];
        if (s) {
          if (e.defensive) s.defences++;
          else s.tokens++;
        }
        break;
      }
      case 'gridRolls':
        for (const r of e.seats) if (stats.seats[r.seat]) stats.seats[r.seat].gridDice = [...r.dice];
        break;
      default:
        break;
    }
  }
}

/**
 * The statistics of a race counted from the session's log (the screen's one source: an undo
 * or a restore hands over a log already taken back or rebuilt, so nothing is replayed here).
 */
export function statsOfLog(log: readonly LogMessage[], cars: number, seats: number): RacepackStats {
  const stats = emptyStats(cars, seats);
  const car = (n: number) => stats.cars[n];
  const seat = (p: number) => stats.seats[p];
  for (const m of log) {
    switch (m.key) {
      case 'rpSpunOut':
        if (car(m.car)) car(m.car).spinOuts++;
        break;
      case 'rpPitStop':
        if (car(m.car)) car(m.car).pitStops++;
        break;
      case 'rpHazardStop':
        if (car(m.car)) car(m.car).hazardStops++;
        break;
      case 'rpToken':
        if (seat(m.p)) seat(m.p).tokens++;
        break;
      case 'rpDefend':
        if (seat(m.p)) seat(m.p).defences++;
        break;
      case 'rpGridRolls':
        for (const r of m.rolls) if (seat(r.p)) seat(r.p).gridDice = [...r.dice];
        break;
      default:
        break;
    }
  }
  return stats;
}
