/**
 * The learned evaluation (learned-eval.ts, trained by tests/bench/train-eval.ts): its fit
 * recovers known weights, the shipped model reads a deck as a player would, and the basket
 * search it re-ranks stays within the money and the stock.
 */
import { describe, expect, it } from 'vitest';
import {
  BLACK,
  DARK_GRAY,
  WEAR,
  WHITE,
  createGame,
  COLOR_ECONOMY,
  COLORS,
} from '../../../src-shared/games/automobiles';
import {
  FEATURE_NAMES,
  deckScorer,
  fitLogistic,
  learnedValue,
  playerFeatures,
  raceLeft,
  type LearnedEval,
} from '../../../src-shared/games/automobiles/bots/learned-eval';
import { bestBuy, bestLearnedBuy } from '../../../src-shared/games/automobiles/bots/greedy/buy-policy';
import { LEARNED_EVAL } from '../../../src-shared/games/automobiles/bots/learned-eval-weights';
import { mulberry32 } from '../../helpers/mulberry32';

const model: LearnedEval = LEARNED_EVAL;

describe('the learned evaluation', () => {
  it('fits known weights back from synthetic outcomes', () => {
    const truth = [1.5, -2, 0.5];
    const rand = mulberry32(7);
    const X: number[][] = [];
    const y: number[] = [];
    for (let i = 0; i < 20000; i++) {
      const x = truth.map(() => rand() * 2 - 1);
      const p = 1 / (1 + Math.exp(-x.reduce((v, xi, k) => v + xi * truth[k], 0)));
      X.push(x);
      y.push(rand() < p ? 1 : 0);
    }
    const w = fitLogistic(X, y, 0.01);
    for (let k = 0; k < truth.length; k++) expect(Math.abs(w[k] - truth[k])).toBeLessThan(0.15);
  });

  it('ships one weight a feature, and the command that trained it', () => {
    expect(model.features).toEqual([...FEATURE_NAMES]);
    expect(model.weights).toHaveLength(FEATURE_NAMES.length);
    expect(model.command).toMatch(/^npx tsx tests\/bench\/train-eval\.ts /);
  });

  it('scores fast gears over white and wear below nothing, on a hand-built position', () => {
    const s = createGame({ players: 2, seed: 3 });
    expect(raceLeft(s)).toBeGreaterThan(0.9);
    const before = learnedValue(model, s, 0);
    s.players[0].bag[BLACK] += 2;
    s.players[0].bag[DARK_GRAY] += 2;
    s.players[1].bag[WHITE] += 4;
    expect(learnedValue(model, s, 0)).toBeGreaterThan(before + 0.05);
    const worn = createGame({ players: 2, seed: 3 });
    worn.players[1].bag[WEAR] += 4;
    expect(learnedValue(model, worn, 0)).toBeGreaterThan(before + 0.05);
    // A deck's make-up counts only while there is race left to draw it.
    const left = raceLeft(s);
    expect(
      playerFeatures(s, 0, 0)
        .slice(1)
        .every((v) => v === 0),
    ).toBe(true);
    expect(playerFeatures(s, 0, left)[1 + BLACK]).toBeGreaterThan(0);
  });

  it('buys within the money and the stock, re-ranking the rules’ baskets', () => {
    const s = createGame({ players: 2, seed: 3 });
    const cost = (c: string | null) => (c ? (COLOR_ECONOMY[c as (typeof COLORS)[number]].cost ?? Infinity) : 0);
    for (const money of [0, 2, 5, 9]) {
      const alone = bestLearnedBuy(s, 0, money, model);
      const mixed = bestBuy(s, 0, money, undefined, { model, mix: 0.4 });
      expect(cost(alone)).toBeLessThanOrEqual(money);
      expect(cost(mixed)).toBeLessThanOrEqual(money);
      if (money === 0) expect([alone, mixed]).toEqual([null, null]);
    }
    // With no weight the rules' choice is unchanged.
    expect(bestBuy(s, 0, 9, undefined, { model, mix: 0 })).toBe(bestBuy(s, 0, 9));
  });
});

describe('the deck scorer of the basket search', () => {
  it('adds up to the model’s features with the basket added', () => {
    const s = createGame({ players: 2, seed: 5 });
    s.players[0].bag[BLACK] += 1;
    s.players[0].bag[WEAR] += 2;
    const extra = s.stock.map((_, c) => (c === DARK_GRAY ? 2 : c === 6 ? 1 : 0));
    const left = raceLeft(s);
    const full = (x: number[]) => x.reduce((v, xi, i) => v + (i === 0 ? 0 : xi * model.weights[i]), 0);
    const score = deckScorer(model, s, 0);
    expect(score(extra) - score(extra.map(() => 0))).toBeCloseTo(
      full(playerFeatures(s, 0, left, extra)) - full(playerFeatures(s, 0, left)),
      9,
    );
  });
});
