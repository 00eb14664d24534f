import { currentRaceOrder, isTerminal, type GameState, findTrack } from '../games/automobiles';
import type { SaveSeat, SaveSummary } from './save-file';

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
export function summarize(s: GameState, seats: readonly SaveSeat[]): SaveSummary {
  const track = s.track ?? s.options.track;
  const races = s.options.season?.tracks.length ?? 1;
  const race = s.season ? Math.min(s.season.race + 1, races) : 1;
  const order = raceOrder(s);
  const nameOf = (p: number) => seats[p]?.name ?? s.players[p]?.name ?? `Player ${p + 1}`;
  let ranked: number[];
  if (s.season) {
    const season = s.season;
    ranked =
      season.champion ??
      [...order].sort((a, b) => season.points[b] - season.points[a] || order.indexOf(a) - order.indexOf(b));
  } else {
    ranked = order;
  }
  return {
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
