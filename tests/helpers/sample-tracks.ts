import { registerTrack } from '../../src-shared/games/automobiles/track/track-registry';
import { ladderTrack, type SpaceSpec } from './test-track';

/** A 3-lane loop with every colour, long enough for whole test races (lap 120). */
const lane0: SpaceSpec[] = [];
const lane1: SpaceSpec[] = [];
const lane2: SpaceSpec[] = [];
for (let i = 0; i < 6; i++) {
  lane0.push(['w', 4, 1], ['lg', 6, 2], ['w', 4, 1], ['lg', 6, 2]);
  lane1.push(['lg', 6, 2], ['dg', 8, 3], ['w', 6, 2]);
  lane2.push(['dg', 8, 3], ['b', 12, 4]);
}
export const LOOP = registerTrack(ladderTrack('test-loop', [lane0, lane1, lane2]));
