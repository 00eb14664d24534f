import { buildTrack } from '../build-track';

/**
 * Porto Lumen Street Circuit — the tight street track (stands in for Monte Carlo):
 * two lanes between the barriers (three on the pit straight), white and light
 * grey spaces, a hairpin, a harbour chicane and hardly any room to pass. Best for two.
 */
export const streetCircuitV1 = buildTrack({
  id: 'street-circuit@1',
  name: 'Porto Lumen Street Circuit',
  description:
    'A twisting harbour-town street race: hairpins, a chicane and only two lanes between ' +
    'the barriers. Light spaces make every white cube count. Best with two players.',
  direction: 'clockwise',
  recommendedPlayers: [2, 3],
  laneWidth: 40,
  // Two lanes are centred on the line; the third exists only on the pit straight.
  centerLanes: 2,
  path: [
    [150.0, 100.0, 60],
    [650.0, 100.0, 60],
    [650.0, 230.0, 55],
    [830.0, 230.0, 60],
    [830.0, 400.0, 60],
    [680.0, 400.0, 55],
    [680.0, 540.0, 55],
    [850.0, 540.0, 60],
    [850.0, 690.0, 80],
    [475.4, 690.0, 55],
    [425.9, 739.5, 60],
    [325.9, 739.5, 60],
    [325.9, 609.5, 55],
    [195.9, 609.5, 60],
    [195.9, 459.5, 55],
    [150.0, 394.0, 60],
  ],
  lanes: [
    'd3 w2 @2> l2 @4> w2 l2 @6> w2 @8> d3 @9< w2 @11< l2 @13> w2 @15> l2 @0< w2 @0> d3',
    'b3 l2 @2>+10 w2 @4>+10 l2 w2 @6>+10 l2 @8>+10 b4 @9< w2 @11<+10 w2 @13>+10 l2 @15>+10 d3 @0<+10 l2 @0>+10 b3',
    '@0>+20 b3 | d3 @1<-10',
  ],
  labelAt: [430, 300],
});
