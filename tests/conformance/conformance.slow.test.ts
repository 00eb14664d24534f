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
    // The costly checks at every few states (undo rebuilds the log: a season undone at every
    // state takes minutes; Racepack's deserialize compiles its track).
    strides: { malformed: 5, undo: 3, roundTrip: 3 },
    timeout: 600_000,
  });
}
