import type { GameState } from '../game/state';

/**
 * Season standings, leader first: the final ones once the season is over; before that, by
 * points, ties broken by the latest completed race's finish order (RULINGS: the better
 * finisher of the last race wins), then by seat. Null when the game is not a season (or solo series).
 */
export function seasonStandings(s: GameState): number[] | null {
  const season = s.season;
  if (!season) return null;
  if (season.champion) return [...season.champion];
  const last = season.results[season.results.length - 1] ?? [];
  const place = (p: number) => (last.includes(p) ? last.indexOf(p) : last.length + p);
  return [...s.players.keys()].sort((a, b) => season.points[b] - season.points[a] || place(a) - place(b));
}
