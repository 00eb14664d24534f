import { buildTrack } from '../build-track';

/**
 * Saguaro Flats Short Track — the small track (stands in for Tucson): a tight D-shaped
 * oval raced counter-clockwise, where three-colour combo spaces let almost any gear
 * keep a car moving.
 */
export const desertShortTrackV1 = buildTrack({
  id: 'desert-short-track@1',
  name: 'Saguaro Flats Short Track',
  description:
    'A short, dusty D-shaped oval raced counter-clockwise. Its three-colour combo spaces ' +
    'forgive an unlucky draw, and the turns come up fast.',
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
    'd3 l2 @1< l2 wl2 w2 wld2 l2 @2> d3 ldb3 l2 @4< l2 w2 wld2 wl2 w1 @0> l2 d3',
    'b3 d2 @1<+10 d2 wld3 l2 ldb2 d2 @2>+10 b4 ldb4 @4<+10 d2 ldb2 ld2 wld3 l2 @0>+10 d2 b3',
    'b3 d2 @1<+20 d3 ld2 ldb3 d2 ld3 @2>+20 b4 ldb4 @4<+20 d3 ld3 ldb3 l2 ld3 @0>+20 b4',
  ],
});
