/**
 * What a season race is played for. In a 2-player 3-race season the last race's winner takes
 * the title whatever happened before (points 4/5/6 against 3: the last race's +3 at least ties
 * the +1 and +2 before it, and a tie goes to the last race's better finisher, RULINGS §7), so
 * the first two races are played for the deck alone: the money to buy with and a clean bag.
 * A strong player races them for the deck; so does Expert (its season buying `title`,
 * levels.ts LEVEL_SEASON_BUYING: 97 of 100 seasons against Hard, docs/ai.md "Wave 3 session 10").
 */
import { racePoints, type GameState } from '../..';

/**
 * Whether the result of the race being run can still change who wins the season: false when,
 * whatever the places of this race and the ones before the last, the last race's winner takes
 * the title. True outside a season (a single race, the solo series) and in the last race.
 */
export function raceCountsForTitle(s: GameState): boolean {
  const season = s.season;
  if (!season || s.solo || season.champion) return true;
  const last = s.options.season!.tracks.length - 1;
  if (season.race >= last) return true;
  const worst: 1 | 2 = s.players.length === 2 ? 1 : 2;
  // The most a race moves one player against another (first against last), and the least the
  // last race's winner gains on anyone (first against second).
  const swing = (race: number) => racePoints(race, 0) - racePoints(race, worst);
  const lastWinnerGain = racePoints(last, 0) - racePoints(last, 1);
  let spread = Math.max(...season.points) - Math.min(...season.points);
  for (let race = season.race; race < last; race++) spread += swing(race);
  return spread > lastWinnerGain;
}
