import { buildTrack } from '../build-track';

/**
 * Saguaro Flats Short Track — the small track (stands in for Tucson): a tight D-shaped
 * oval raced counter-clockwise, where three-colour combo spaces let almost any gear
 * keep a car moving. Short laps, so races here suit more laps.
 */
export const desertShortTrack = buildTrack({
  id: 'desert-short-track',
  name: 'Saguaro Flats Short Track',
  description:
    'A short, dusty D-shaped oval raced counter-clockwise. Its three-colour combo spaces ' +
    'forgive an unlucky draw, and the laps are quick: add a lap or two.',
  direction: 'counterclockwise',
  recommendedPlayers: [2, 3, 4, 5],
  laneWidth: 40,
  path: [
    [200, 520, 150],
    [800, 520, 150],
    [800, 160, 150],
    [500, 120, 600],
    [200, 160, 150],
  ],
  lanes: [
    'd3 l2 @1< l2 wl2 w2 wld2 w2 l2 @2> d3 ldb3 d3 l2 @4< l2 w2 wld2 w2 wl2 w1 l2 @0> l2 d3',
    'b3 d2 @1<+10 d2 l2 wld3 l2 ld2 l2 ldb2 d2 @2>+10 d3 b4 ldb4 @4<+10 d2 ldb2 l2 ld2 l2 wld3 l2 d2 @0>+10 d2 b3',
    'b3 d2 @1<+20 d3 ld2 d3 ldb3 d2 l2 d3 ld3 @2>+20 b4 b3 ldb4 @4<+20 d3 ld3 d2 ldb3 d3 l2 d2 ld3 @0>+20 b4',
  ],
});
