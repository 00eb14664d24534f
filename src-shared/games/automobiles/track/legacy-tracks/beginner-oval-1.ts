import { buildTrack } from '../build-track';

/**
 * Sunset Oval — the beginner track (stands in for Daytona Beach): long straights (light inside for
 * the starting gears, dark grey and black outside for the big ones), two wide, even turns.
 */
export const beginnerOvalV1 = buildTrack({
  id: 'beginner-oval@1',
  name: 'Sunset Oval',
  description:
    'A wide, friendly oval: long dark straights for the big gears and two sweeping turns ' +
    'where white and light grey rule. The place to learn the game.',
  direction: 'clockwise',
  recommendedPlayers: [2, 3, 4, 5],
  laneWidth: 40,
  path: [
    [100, 100, 200],
    [1100, 100, 200],
    [1100, 500, 200],
    [100, 500, 200],
  ],
  lanes: [
    'l2 w2 @1< w2 l2 @1> w1 l2 w2 @2> l3 w2 d3 l3 @3< w2 l2 @3> w1 l2 w2 @0> l3',
    'd3 b3 @1<+20 l2 w2 @1>+10 l2 w2 d2 @2>+15 d3 b4 d3 @3<+20 l2 w2 @3>+10 l2 w2 d2 @0>+15 b3',
    'b4 b3 @1<+35 d2 l2 @1>+20 l2 d2 l2 @2>+30 b4 b4 b3 @3<+35 d2 l2 @3>+20 l2 d2 l2 @0>+30 b4',
  ],
});
