import { currentRaceOrder, isTerminal, seasonStandings, type GameState, findTrack } from '../games/automobiles';
import type { SaveSeat, SaveSummary } from './save-file';
import type { SaveGameId } from './save-rules';
import { carFinishOrder, raceOrder as racepackOrder, trackOf, type RacepackState } from '../games/racepack';

/** The race order, or player order where the position cannot be computed (draft, setup). */
function raceOrder(s: GameState): number[] {
  if (s.finishOrder) return [...s.finishOrder];
  try {
    return currentRaceOrder(s);
  } catch {
    return s.players.map((_, i) => i);
  }
}

/**
 * What a save slot shows: the track, race x of y, the round, and the standings — season
 * points (best first, ties by the current race order) or, in a single race, the race order.
 */
export function summarize(state: GameState, seats: readonly SaveSeat[], game?: SaveGameId): SaveSummary {
  if (game === 'racepack') return summarizeRacepack(state as unknown as RacepackState, seats);
  const s = state;
  const track = s.track ?? s.options.track;
  const races = s.options.season?.tracks.length ?? 1;
  const race = s.season ? Math.min(s.season.race + 1, races) : 1;
  const order = raceOrder(s);
  const nameOf = (p: number) => seats[p]?.name ?? s.players[p]?.name ?? `Player ${p + 1}`;
  let ranked: number[];
  if (s.season) {
    ranked = seasonStandings(s) ?? order;
  } else {
    ranked = order;
  }
  return {
    game: 'automobiles',
    track,
    trackName: findTrack(track)?.name ?? track,
    race,
    races,
    round: s.round,
    phase: s.phase,
    over: isTerminal(s),
    actionCount: s.actionCount,
    standings: ranked.map((p, i) => ({
      player: p,
      name: nameOf(p),
      place: i + 1,
      points: s.season ? (s.season.points[p] ?? 0) : null,
      laps: s.players[p]?.lapsCompleted ?? 0,
    })),
  };
}

/** A Racepack race: its track, the round, and the seats in race order (by their best car). */
function summarizeRacepack(s: RacepackState, seats: readonly SaveSeat[]): SaveSummary {
  const order: number[] = [];
  // Once over, the engine's finishing order (the results screen's: in a pit race, cars that never stopped rank behind).
  const cars = s.phase === 'over' ? carFinishOrder(s, trackOf(s)) : racepackOrder(s, trackOf(s));
  for (const car of cars) {
    const seat = s.cars[car]?.seat;
    if (seat !== undefined && !order.includes(seat)) order.push(seat);
  }
  const laps = (seat: number) => Math.max(0, ...s.cars.filter((c) => c.seat === seat).map((c) => c.crossings - 1));
  return {
    game: 'racepack',
    track: s.options.track.id,
    trackName: s.options.track.name,
    race: 1,
    races: 1,
    round: s.round,
    phase: s.phase,
    over: s.phase === 'over',
    actionCount: 0,
    raceLaps: s.options.laps,
    standings: order.map((p, i) => ({
      player: p,
      name: seats[p]?.name ?? `Player ${p + 1}`,
      place: i + 1,
      points: null,
      laps: laps(p),
    })),
  };
}
