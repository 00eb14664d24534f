/**
 * Beginner (games/automobiles/bots/beginner-bot.ts): plausible moves with controlled mistakes, a
 * softmax over its turns' values, never a random blunder; seeded and legal.
 */
import { describe, expect, it } from 'vitest';
import {
  applyTrusted,
  createGame,
  currentPlayer,
  legalActions,
  sameAction,
  type GameState,
} from '../../../src-shared/games/automobiles';
import { BeginnerBot } from '../../../src-shared/games/automobiles/bots/beginner-bot';
import { GreedyBot } from '../../../src-shared/games/automobiles/bots/greedy-bot';
import { candidatesFor } from '../../../src-shared/games/automobiles/bots/candidates';
import { NOVICE_RULES } from '../../../src-shared/games/automobiles/bots/ladder-rules';
import {
  createAutomobilesBot as createBotFromSpec,
  parseAutomobilesBotSpec as parseBotSpec,
} from '../../../src-shared/games/automobiles/bots/automobiles-bot-spec';

/** The first turn start of a greedy game where the turn has at least `n` distinct ends. */
function positionWithChoices(n: number): GameState {
  for (let seed = 1; seed < 40; seed++) {
    const s = createGame({ players: 2, seed });
    const bots = [new GreedyBot(), new GreedyBot()];
    for (let k = 0; k < 3000 && s.phase !== 'over'; k++) {
      const p = currentPlayer(s);
      if (s.phase === 'action' && !s.prompt && s.turn.placements.length === 0) {
        const c = candidatesFor(s, p, NOVICE_RULES);
        if (c.length >= n && c.every((x) => Number.isFinite(x.prior))) return s;
      }
      applyTrusted(s, bots[p].chooseAction(s, legalActions(s)));
    }
  }
  throw new Error(`no turn with ${n} distinct ends in 40 greedy games`);
}

describe('the beginner bot', () => {
  it('is a bot name of its own and a level of the start screen', () => {
    expect(parseBotSpec('beginner')).toEqual({ game: 'automobiles', kind: 'beginner' });
    expect(createBotFromSpec({ game: 'automobiles', kind: 'beginner', seed: 3 }).name).toBe('beginner');
  });

  it('mostly plays the best turn, sometimes a close one, and a turn 3 spaces worse seldom', () => {
    const s = positionWithChoices(4);
    const me = currentPlayer(s);
    const cands = candidatesFor(s, me, NOVICE_RULES);
    const best = cands[0].prior;
    const counts = new Map<number, number>();
    const draws = 300;
    for (let seed = 1; seed <= draws; seed++) {
      const legal = legalActions(s);
      const a = new BeginnerBot(seed).chooseAction(s, legal);
      expect(legal).toContainEqual(a);
      // The first action of the turn it chose: the best-valued candidate starting with it.
      const first = cands.filter((c) => sameAction(c.actions[0], a));
      expect(first.length, 'a turn the search would compare, never an arbitrary action').toBeGreaterThan(0);
      const gap = best - Math.max(...first.map((c) => c.prior));
      counts.set(Math.round(gap), (counts.get(Math.round(gap)) ?? 0) + 1);
    }
    const at = (g: number) => counts.get(g) ?? 0;
    expect(at(0)).toBeGreaterThan(draws / 3);
    let far = 0;
    for (const [g, n] of counts) if (g >= 3) far += n;
    expect(far).toBeLessThan(draws * 0.1);
  });

  it('is seeded: the same seed plays the same game', () => {
    const play = () => {
      const s = createGame({ players: 2, seed: 5 });
      const bots = [new BeginnerBot(7), new GreedyBot()];
      const out: string[] = [];
      for (let k = 0; k < 400 && s.phase !== 'over'; k++) {
        const a = bots[currentPlayer(s)].chooseAction(s, legalActions(s));
        out.push(JSON.stringify(a));
        applyTrusted(s, a);
      }
      return out;
    };
    expect(play()).toEqual(play());
  });
});
