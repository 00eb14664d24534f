/**
 * The conformance suite's slow part: every option set of every registered game (Automobiles'
 * seasons, solo series and Fuel Mixture; Racepack's pit lane, timer, extra hazards and 8
 * cars), one seed each. What is checked: run-conformance.ts.
 */
import { describeConformance } from './describe-conformance';
import { REGISTERED_GAMES, subjectOf } from './subjects';

for (const game of REGISTERED_GAMES) {
  describeConformance(subjectOf(game), {
    cases: () => true,
    seeds: [1],
    // Undo at every state; malformed actions and round trips (Racepack's deserialize compiles
    // its track) at every few, so the sweep stays within a few minutes on two cores.
    strides: { malformed: 3, undo: 1, roundTrip: 2 },
  });
}
