/**
 * The first position of greedy play where two sets of greedy rules choose differently: how the
 * bot tests show that a level (or an arena knob) plays by the rules it claims.
 */
import {
  applyTrusted,
  createGame,
  currentPlayer,
  isTerminal,
  legalActions,
  sameAction,
  type Action,
  type GameState,
} from '../../src-shared/games/automobiles';
import { GreedyBot } from '../../src-shared/games/automobiles/bots/greedy-bot';
import type { GreedyRules } from '../../src-shared/games/automobiles/bots/greedy/expert-rules';

export interface Disagreement {
  s: GameState;
  /** What the first rules choose there. */
  byA: Action;
  /** What the second rules choose there. */
  byB: Action;
}

/** A 2-player single race (the default game the rules are compared on). */
export const twoPlayerRace = (seed: number): GameState => createGame({ players: 2, seed });

/** A 2-player 3-race season on random tracks, with drivers. */
export const twoPlayerSeason = (seed: number): GameState =>
  createGame({ players: 2, seed, season: { races: 3, random: true }, drivers: 'limited' });

/** A solo series (RULINGS §9): the human's seat and four opponents, five races on the shipped tracks. */
export const soloSeries = (seed: number): GameState => createGame({ players: 5, seed, solo: true });

/**
 * The first Buy Phase decision (`buy`) or Action Phase one (`move`) where rules `a` and `b` choose
 * differently, in games of greedy bots on seeds 1–39 of `game`.
 */
export function firstDisagreement(
  a: GreedyRules,
  b: GreedyRules,
  kind: 'buy' | 'move' = 'buy',
  game: (seed: number) => GameState = twoPlayerRace,
): Disagreement {
  for (let seed = 1; seed < 40; seed++) {
    const s = game(seed);
    const bots = s.players.map(() => new GreedyBot());
    while (!isTerminal(s)) {
      const legal = legalActions(s);
      const buying = (s.phase === 'buy' || s.phase === 'setup') && !s.prompt;
      if (legal.length > 1 && buying === (kind === 'buy') && s.phase !== 'setup') {
        const byA = new GreedyBot(a).chooseAction(s, legal);
        const byB = new GreedyBot(b).chooseAction(s, legal);
        if (!sameAction(byA, byB)) return { s, byA, byB };
      }
      applyTrusted(s, bots[currentPlayer(s)].chooseAction(s, legal));
    }
  }
  throw new Error(`no ${kind} where the rules differ`);
}
