import { TRACKS } from './tracks';

/**
 * Which printed board each shipped track stands for (RULINGS §8): the base game's two
 * (Daytona Beach, Monza) and the Racing Season's three (Talladega, Monte Carlo, Tucson).
 * A random single-race track is drawn from one of these pools (as on Board Game Arena).
 */
export const TRACK_EDITION: Record<string, 'base' | 'racing-season'> = {
  'beginner-oval': 'base',
  'road-course': 'base',
  speedway: 'racing-season',
  'street-circuit': 'racing-season',
  'desert-short-track': 'racing-season',
};

/** Track option values that draw the track from the seed, and the pool each draws from. */
export const RANDOM_TRACKS = ['random', 'random-base', 'random-season'] as const;
export type RandomTrack = (typeof RANDOM_TRACKS)[number];

export function isRandomTrack(id: string): id is RandomTrack {
  return (RANDOM_TRACKS as readonly string[]).includes(id);
}

/** The shipped tracks a random choice draws from (a registered test or custom track never). */
export function randomTrackPool(choice: RandomTrack): string[] {
  const ids = TRACKS.map((t) => t.id);
  if (choice === 'random') return ids;
  const edition = choice === 'random-base' ? 'base' : 'racing-season';
  return ids.filter((id) => TRACK_EDITION[id] === edition);
}
