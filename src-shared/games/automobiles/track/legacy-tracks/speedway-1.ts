import { buildTrack } from '../build-track';

/**
 * Thunder Ridge Speedway — the very fast track (stands in for Talladega): a four-lane
 * tri-oval raced counter-clockwise, almost all dark grey and black, with two-colour combo
 * spaces that let a car keep its speed in any lane. The inside lane's combos take a light
 * colour too (white or light grey), so a starting hand can leave the grid.
 */
export const speedwayV1 = buildTrack({
  id: 'speedway@1',
  name: 'Thunder Ridge Speedway',
  description:
    'A huge, banked tri-oval raced counter-clockwise. Four lanes, long black stretches and ' +
    'combo spaces everywhere: the fastest track in the box, where a big engine pays off.',
  direction: 'counterclockwise',
  recommendedPlayers: [2, 3, 4, 5],
  laneWidth: 40,
  // The finish line sits on the tri-oval's front stretch, just past the dogleg (corner 0).
  path: [
    [700, 767, 600],
    [1250, 620, 220],
    [1250, 150, 260],
    [150, 150, 260],
    [150, 620, 220],
  ],
  finishAt: 0.25,
  lanes: [
    'ld3 wd3 @1< wl2 ld3 l3 @2> lb4 d3 db4 @3< wl2 ld3 l3 @4> wd4 @0< db4 lb3',
    'ld4 wd2 @1<+15 d3 ld3 l2 @2>+15 lb4 b4 db3 @3<+15 d3 ld3 wl2 @4>+15 db4 @0<+15 ld3 b4',
    'b4 db3 @1<+30 d4 db3 d3 @2>+30 b4 b4 b4 @3<+30 d3 db3 d4 @4>+30 b4 @0<+30 db4 b3',
    'b4 b3 @1<+45 d4 db4 d4 @2>+45 b4 b4 b4 @3<+45 d4 db4 d4 @4>+45 b4 @0<+45 b4 b3',
  ],
});
