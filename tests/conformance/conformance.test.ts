/**
 * The conformance suite's fast part: one seeded game of a base and a rich option set of every
 * registered game, through the Game value and through the session, with the costly checks
 * (malformed actions, undo) at every few states. Every option set at every state, with more
 * seeds, is conformance.slow.test.ts. What is checked: run-conformance.ts.
 */
import { describe, expect, it } from 'vitest';
import { describeConformance, describeKnownGaps } from './describe-conformance';
import { REGISTERED_GAMES, subjectOf } from './subjects';

describe('conformance: the registry', () => {
  it('every registered game has a conformance entry and a session plugin of the same id', () => {
    expect(REGISTERED_GAMES.length).toBeGreaterThanOrEqual(2);
    for (const game of REGISTERED_GAMES) {
      const subject = subjectOf(game);
      expect(subject.session.id).toBe(game.id);
      expect(subject.entry.cases.some((c) => c.fast)).toBe(true);
    }
  });
});

for (const game of REGISTERED_GAMES) {
  const subject = subjectOf(game);
  describeKnownGaps(subject);
  describeConformance(subject, {
    cases: (c) => !!c.fast,
    seeds: [11],
    strides: { malformed: 13, undo: 3, roundTrip: 7 },
  });
}
