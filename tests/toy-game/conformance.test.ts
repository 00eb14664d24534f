/**
 * The toy game passes the conformance suite every registered game passes (in this build it
 * is registered: tests/toy-game/toy-build.ts).
 */
import { describe, expect, it } from 'vitest';
import { describeConformance, describeKnownGaps } from '../conformance/describe-conformance';
import { CONFORMANCE_TABLE } from '../conformance/game-table';
import { REGISTERED_GAMES, subjectOf } from '../conformance/subjects';
import { diceRaceConformance } from './dice-race/conformance';

const TABLE = [...CONFORMANCE_TABLE, diceRaceConformance];

describe('the toy game in the test build', () => {
  it('is registered after the house games, and every registered game has an entry and a session plugin', () => {
    expect(REGISTERED_GAMES.map((g) => g.id)).toEqual(['automobiles', 'racepack', 'dice-race']);
    for (const game of REGISTERED_GAMES) expect(subjectOf(game, TABLE).session.id).toBe(game.id);
  });
});

const toy = subjectOf(
  REGISTERED_GAMES.find((g) => g.id === 'dice-race')!,
  TABLE,
);
describeKnownGaps(toy);
// Undo at every state (the pick before the roll is the toy's undoable step); the rest every few.
describeConformance(toy, { cases: () => true, seeds: [1, 2], strides: { malformed: 3, undo: 1, roundTrip: 3 } });
