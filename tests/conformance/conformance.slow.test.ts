/**
 * The conformance suite's slow part: every option set of every registered game (Automobiles'
 * seasons, solo series and Fuel Mixture; Racepack's pit lane, timer, extra hazards and 8
 * cars), one seed each. What is checked: run-conformance.ts.
 */
import { describe, it } from 'vitest';
import { describeConformance } from './describe-conformance';
import { REGISTERED_GAMES, subjectOf } from './subjects';

/**
 * The whole sweep takes about 15 minutes on two loaded cores: CI runs the fast part
 * (conformance.test.ts, two option sets per game) and this sweep runs on demand:
 * `npm run conformance:sweep` (CONFORMANCE_SWEEP=1).
 */
const SWEEP = process.env.CONFORMANCE_SWEEP === '1';
if (!SWEEP) {
  const reason =
    'the conformance sweep over every option set runs on demand (npm run conformance:sweep: about 15 min); CI runs its fast part';
  console.log(`skipped: ${reason}`);
  describe('conformance sweep', () => it.skip(reason, () => {}));
}

for (const game of SWEEP ? REGISTERED_GAMES : []) {
  describeConformance(subjectOf(game), {
    cases: () => true,
    seeds: [1],
    // The costly checks at every few states (undo rebuilds the log: a season undone at every
    // state takes minutes; Racepack's deserialize compiles its track).
    strides: { malformed: 5, undo: 3, roundTrip: 3 },
    timeout: 600_000,
  });
}
