import { buildTrack } from '../build-track';

/**
 * Valle Parco Road Course — the technical track (stands in for Monza): a long main
 * straight, two chicanes, a sweeping Curva-style right, two quick rights and a narrow
 * two-lane back section (the outer lane ends after the second chicane and comes back
 * after the third), closed by a long opening right onto the straight.
 */
export const roadCourseV1 = buildTrack({
  id: 'road-course@1',
  name: 'Valle Parco Road Course',
  description:
    'A fast parkland road course with three chicanes. The track narrows to two lanes ' +
    'through the woods, so plan your overtakes before the second chicane.',
  direction: 'clockwise',
  recommendedPlayers: [2, 3, 4, 5],
  laneWidth: 40,
  path: [
    [150, 120, 260],
    [770.0, 120.0, 70],
    [815.0, 197.9, 70],
    [1075.0, 197.9, 200],
    [1075.0, 497.9, 70],
    [1152.9, 542.9, 70],
    [1152.9, 662.9, 110],
    [1031.7, 732.9, 200],
    [731.7, 732.9, 90],
    [667.4, 809.5, 90],
    [150, 809.5, 120],
  ],
  lanes: [
    // Inner lane: white in the chicanes, light grey in the sweepers.
    'd2 b3 @1< w2 @2> l3 @3> d2 @4< w2 @5> l3 @7> d4 @8< w2 @9> b4 @10< w2 @0< l3 @0> b3',
    'b3 @1<+10 l2 @2>+10 ld3 @3>+10 d2 @4< w2 @5> d3 @7>+15 b3 @8< l2 @9> b4 @10<+15 l2 @0<+15 d3 @0>+15 b3',
    // Outer lane: absent from the second chicane to the third (the narrow woods section).
    '@9>+40 b4 @10<+30 l2 @0<+30 d3 @0>+30 b4 | b3 @1< w2 @2> d3 @3>+20 d1 @4< w1 @4>+5 l2 @5>',
  ],
});
