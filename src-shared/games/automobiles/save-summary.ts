/** What a save slot shows of an Automobiles position (games/save-rules-shape.ts GameSaveSummary). */
import type { GameSaveSummary, SummarySeat } from '../save-rules-shape';
import type { GameState } from './game/state';
import { seasonStandings } from './season/standings';
import { findTrack } from './track/track-registry';

/** The race order, or player order where the position cannot be computed (draft, setup). */
function raceOrder(s: GameState, currentRaceOrder: (s: GameState) => number[]): number[] {
  if (s.finishOrder) return [...s.finishOrder];
  try {
    return currentRaceOrder(s);
  } catch {
    return s.players.map((_, i) => i);
  }
}

/**
 * The track, race x of y, the round, and the standings — season points (best first, ties by
 * the current race order) or, in a single race, the race order. `currentRaceOrder` is the
 * engine's (index.ts passes its own: this file imports no index).
 */
export function summarizeAutomobiles(
  s: GameState,
  seats: readonly SummarySeat[],
  currentRaceOrder: (s: GameState) => number[],
): GameSaveSummary {
  const track = s.track ?? s.options.track;
  const races = s.options.season?.tracks.length ?? 1;
  const race = s.season ? Math.min(s.season.race + 1, races) : 1;
  const order = raceOrder(s, currentRaceOrder);
  const nameOf = (p: number) => seats[p]?.name ?? s.players[p]?.name ?? `Player ${p + 1}`;
  const ranked = s.season ? (seasonStandings(s) ?? order) : order;
  return {
    track,
    trackName: findTrack(track)?.name ?? track,
    race,
    races,
    round: s.round,
    phase: s.phase,
    over: s.phase === 'over',
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
