/**
 * What the conformance suite needs to know about one game beyond its `Game` value: the option
 * sets to play, how a random player picks (so races end in a test's time), the game's own
 * invariants, and how its session is set up. One entry per registered game (game-table.ts);
 * the checks themselves name no game (run-conformance.ts).
 */
import type { AnyGame } from '../../src-shared/games/game';
import type { AnySessionGame } from '../../src-shared/session/game-plugin';
import type { Seat } from '../../src-shared/session/types';

/** Picks one of the legal actions; `seed` makes the choices repeatable. */
export type Policy = (state: unknown, legal: readonly { readonly type: string }[]) => { readonly type: string };

export interface ConformanceCase {
  /** Shown in the test name: which rules are on. */
  name: string;
  /** The options input for `game.normalizeOptions` for a race of this seed. */
  input(seed: number): unknown;
  /** The session's setup (its `game` field says which plugin) for these seats and this seed. */
  sessionSetup(seats: Seat[], seed: number): unknown;
  /** Number of seats this case plays. */
  seats: number;
  /**
   * Also in the fast project (with sparser costly checks); every case runs in the slow one.
   * One or two per game: the fast suite stays within its time on two shared cores.
   */
  fast?: boolean;
  /**
   * A known gap, named by file:line: `create(normalizeOptions(input), seed)` refuses a seed
   * other than the one the options were normalized with. The suite expects that refusal
   * (it.fails) until it is fixed.
   */
  otherSeedGap?: string;
}

export interface GameConformance {
  id: string;
  cases: readonly ConformanceCase[];
  /** A fresh random player for seed `seed` (each game of the suite has its own). */
  policy(seed: number): Policy;
  /** The game's own invariants: a description of the first one broken, or null. */
  invariantProblem(state: unknown): string | null;
  /** Actions the game must refuse at any state, on top of the generic ones (wrong fields of its own). */
  extraMalformed?(legal: readonly { readonly type: string }[]): unknown[];
  /**
   * A known gap of the game, named by file:line: `null` or `undefined` as an action is an
   * engine fault instead of a refusal. The suite then expects that fault (it.fails), so the
   * day it is fixed the entry must be removed.
   */
  nonObjectFault?: string;
  /** Safety net: a game longer than this is a failure (it does not end). */
  maxActions: number;
}

/** The game, its session plugin and its table entry, as the suite runs them. */
export interface ConformanceSubject {
  game: AnyGame;
  session: AnySessionGame;
  entry: GameConformance;
}

/** A small seeded LCG (the test's own chance, apart from the game's). */
export function picker(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}
