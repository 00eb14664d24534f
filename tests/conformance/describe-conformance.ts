/**
 * The conformance suite for one game as vitest tests: the fast and slow projects call it with
 * their own cases, seeds and strides.
 */
import { describe, expect, it } from 'vitest';
import type { ConformanceCase, ConformanceSubject } from './conformance-kit';
import { NON_OBJECTS, playThroughGame, playThroughSession, type Strides } from './run-conformance';

export interface SuiteShape {
  cases: (c: ConformanceCase) => boolean;
  /** Per test, ms (a season or a solo series played through the session takes minutes). */
  timeout?: number;
  seeds: readonly number[];
  strides: Strides;
}

export function describeConformance(subject: ConformanceSubject, shape: SuiteShape): void {
  const { game, entry } = subject;
  describe(`conformance: ${game.id}`, () => {
    for (const c of entry.cases.filter(shape.cases)) {
      for (const seed of shape.seeds) {
        it(`${c.name}, seed ${seed}: a random game through the Game value`, { timeout: shape.timeout }, () => {
          const stats = playThroughGame(subject, c, seed, shape.strides);
          expect(stats.actions).toBeGreaterThan(0);
          expect(stats.malformed).toBeGreaterThan(0);
        });
        it(
          `${c.name}, seed ${seed}: a random game through the session, undone to the turn's start and replayed`,
          { timeout: shape.timeout },
          () => {
            const stats = playThroughSession(subject, c, seed, shape.strides);
            expect(stats.actions).toBeGreaterThan(0);
            expect(stats.malformed).toBeGreaterThan(0);
            expect(stats.undone).toBeGreaterThan(0);
          },
        );
      }
    }
  });
}

/**
 * The contract points every game must keep that one game still breaks (named by file:line in
 * its table entry): each is expected to fail, so fixing it turns the test red until the gap is
 * removed from the table.
 */
export function describeKnownGaps(subject: ConformanceSubject): void {
  const { game, entry, session } = subject;
  const refusesNonObjects = () => {
    const s = game.create(game.normalizeOptions(entry.cases[0].input(1)), 1);
    const before = game.serialize(s);
    for (const m of NON_OBJECTS) {
      let error: unknown = null;
      try {
        game.apply(s, m as never);
      } catch (e) {
        error = e;
      }
      expect(session.isRefusal(error), `${String(m)}: ${String(error)}`).toBe(true);
      expect(game.serialize(s)).toBe(before);
    }
  };
  describe(`conformance: ${game.id}, the contract`, () => {
    if (entry.nonObjectFault)
      it.fails(`KNOWN GAP: null as an action is a fault (${entry.nonObjectFault})`, refusesNonObjects);
    else it('null and undefined as actions are refused, the state unchanged', refusesNonObjects);
    for (const c of entry.cases) {
      const otherSeed = () => {
        const options = game.normalizeOptions(c.input(1));
        const s = game.create(options, 2);
        expect(game.isTerminal(s)).toBe(false);
      };
      if (c.otherSeedGap)
        it.fails(`${c.name}: KNOWN GAP: create refuses a seed of its own (${c.otherSeedGap})`, otherSeed);
      else it(`${c.name}: create(normalizeOptions(input), seed) takes any seed`, otherSeed);
    }
  });
}
