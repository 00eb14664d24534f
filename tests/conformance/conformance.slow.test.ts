/**
 * The conformance suite's slow part: every option set of every registered game (Automobiles'
 * seasons, solo series and Fuel Mixture; Racepack's pit lane, timer, extra hazards and 8
 * cars), two seeds each, every check at every state. What is checked: run-conformance.ts.
 */
import { describeConformance } from './describe-conformance';
import { REGISTERED_GAMES, subjectOf } from './subjects';

for (const game of REGISTERED_GAMES) {
  describeConformance(subjectOf(game), {
    cases: () => true,
    seeds: [1, 2],
    strides: { malformed: 1, undo: 1, roundTrip: 1 },
  });
}
