/**
 * The games the suite runs: every game of the registry, each with its kit's session plugin and its
 * conformance entry. A registered game that lacks either is reported by the suite, not skipped.
 */
import { GAMES, kitOf } from '../../src-shared/games/registry';
import type { AnyGame } from '../../src-shared/games/game';
import type { ConformanceSubject, GameConformance } from './conformance-kit';
import { CONFORMANCE_TABLE } from './game-table';

/** The subject of a game, given the table to look it up in; throws naming what is missing. */
export function subjectOf(game: AnyGame, table: readonly GameConformance[] = CONFORMANCE_TABLE): ConformanceSubject {
  const entry = table.find((e) => e.id === game.id);
  if (!entry)
    throw new Error(`game "${game.id}" is registered but has no conformance entry (tests/conformance/game-table.ts)`);
  return { game, session: kitOf(game.id).session, entry };
}

export const REGISTERED_GAMES: readonly AnyGame[] = GAMES;
