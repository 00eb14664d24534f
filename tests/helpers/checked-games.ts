/**
 * Seeded complete games for the "every bot finishes" tests: every action goes through
 * applyAction, which throws on anything illegal. The options vary with the seed: 2–5
 * players, every card set (base and Racing Season) and random cards with the expansion's,
 * drivers off, limited or all, and the variants.
 */
import { expect } from 'vitest';
import {
  applyAction,
  createGame,
  currentPlayer,
  isTerminal,
  legalActions,
  type GameOptionsInput,
  cardSets,
} from '../../src-shared/games/automobiles';
import '../../src-shared/games/automobiles/cards/racing-season-cards';
import type { AutomobilesBot } from '../../src-shared/games/automobiles/bots/automobiles-bot';

export const GAMES_PER_TRACK = 100;

export function checkedGameOptions(track: string, seed: number): GameOptionsInput {
  const sets = cardSets();
  const k = seed % (sets.length + 1);
  return {
    players: 2 + (seed % 4),
    seed,
    track,
    laps: 1,
    cards: k < sets.length ? sets[k].id : 'random',
    expansionCards: k === sets.length,
    drivers: (['off', 'limited', 'all'] as const)[seed % 3],
    variants: { weaving: seed % 5 === 1, acceleratedPlay: seed % 7 === 2, openBags: seed % 2 === 0 },
  };
}

/** Plays one game to the end with the given seats; returns the number of actions. */
export function playCheckedGame(
  options: GameOptionsInput,
  make: (seat: number, players: number) => AutomobilesBot,
): number {
  const s = createGame(options);
  const bots = s.players.map((_, i) => make(i, s.players.length));
  let n = 0;
  while (!isTerminal(s)) {
    if (++n > 200_000) throw new Error(`game ${JSON.stringify(options)} did not finish`);
    applyAction(s, bots[currentPlayer(s)].chooseAction(s, legalActions(s)));
  }
  expect(s.finishOrder).toHaveLength(s.players.length);
  return n;
}
