/**
 * The rules each Automobiles level plays its own turns and buys by (levels.ts LEVEL_RULES,
 * ladder-rules.ts): Medium's `intermediate` rules buy between Easy's and Hard's, the step
 * the search cannot make up (docs/ai.md "Wave 3 session 5").
 */
import { describe, expect, it } from 'vitest';
import { createGame, legalActions } from '../../../src-shared/games/automobiles';
import { MctsBot } from '../../../src-shared/games/automobiles/bots/mcts-bot';
import { cubeScore } from '../../../src-shared/games/automobiles/bots/greedy/buy-policy';
import {
  BASE_RULES,
  EXPERT_RULES,
  rulesFor,
  type GreedyRules,
} from '../../../src-shared/games/automobiles/bots/greedy/expert-rules';
import {
  CAUTIOUS_RULES,
  INTERMEDIATE_RULES,
  LEARNED_RULES,
  LEARNED2_RULES,
  NOVICE_RULES,
  RULES_BY_NAME,
} from '../../../src-shared/games/automobiles/bots/ladder-rules';
import { firstDisagreement } from '../../helpers/rules-disagreement';
import { LEVEL_RULES } from '../../../src-shared/games/automobiles/bots/levels';
import { parseAutomobilesBotSpec } from '../../../src-shared/games/automobiles/bots/automobiles-bot-spec';

describe('the rules of each level', () => {
  it('Medium plays the intermediate rules, between Easy’s novice and Hard’s base rules', () => {
    expect(LEVEL_RULES).toEqual({ easy: 'novice', medium: 'intermediate', hard: 'base', expert: 'learned2' });
    expect(RULES_BY_NAME.intermediate).toBe(INTERMEDIATE_RULES);
    // Wear-shy like the cautious rules; only the worth of a second copy of an action card moves.
    expect(INTERMEDIATE_RULES.weights).toEqual(CAUTIOUS_RULES.weights);
    const decay = (r: GreedyRules) => r.buy.cardDecay;
    expect(decay(BASE_RULES)).toBeLessThan(decay(INTERMEDIATE_RULES));
    expect(decay(INTERMEDIATE_RULES)).toBeLessThan(decay(NOVICE_RULES));
  });

  it('values a second copy of an action card between the base and the novice rules', () => {
    const s = createGame({ players: 2, seed: 3 });
    const card = 6; // the first action-card colour
    const none = new Array<number>(s.stock.length).fill(0);
    const one = none.map((_, c) => (c === card ? 1 : 0));
    const second = (r: GreedyRules) => cubeScore(s, 0, card, one, r.buy);
    expect(second(INTERMEDIATE_RULES)).toBeGreaterThan(second(BASE_RULES));
    expect(second(INTERMEDIATE_RULES)).toBeLessThan(second(NOVICE_RULES));
  });

  it('decides Medium’s buys (buys are not searched), and the arena’s `:r=intermediate` plays them', () => {
    const { s, byA: base, byB: intermediate } = firstDisagreement(BASE_RULES, INTERMEDIATE_RULES);
    const legal = legalActions(s);
    expect(new MctsBot({ level: 'medium', iterations: 8 }).chooseAction(s, legal)).toEqual(intermediate);
    expect(new MctsBot({ level: 'hard', iterations: 8 }).chooseAction(s, legal)).toEqual(base);
    const spec = parseAutomobilesBotSpec('hard#8:r=intermediate');
    expect(spec).toMatchObject({ kind: 'mcts', level: 'hard', iterations: 8, tuning: { rules: 'intermediate' } });
  });

  it('`learned` is Expert’s re-tuned rules with its buys re-ranked by the learned evaluation, not in seasons', () => {
    expect(RULES_BY_NAME.learned).toBe(LEARNED_RULES);
    expect(LEARNED_RULES.weights).toBe(EXPERT_RULES.weights);
    expect(LEARNED_RULES.learned?.weights.length).toBeGreaterThan(0);
    const { s, byA: expert, byB: learned } = firstDisagreement(EXPERT_RULES, LEARNED_RULES);
    const legal = legalActions(s);
    // Buys are not searched: an Expert on the `learned` rules buys as they do; `:r=expert` as before.
    expect(new MctsBot({ level: 'expert', iterations: 4, rules: 'learned' }).chooseAction(s, legal)).toEqual(learned);
    expect(new MctsBot({ level: 'expert', iterations: 4, rules: 'expert' }).chooseAction(s, legal)).toEqual(expert);
    expect(parseAutomobilesBotSpec('expert#:r=learned')).toMatchObject({ tuning: { rules: 'learned' } });
    const season = createGame({ players: 2, seed: 1, season: { races: 3 }, drivers: 'limited' });
    expect(rulesFor(LEARNED_RULES, season).learned).toBeNull();
  });

  it("`learned2` (Expert's) differs from `learned` only in its model, the second generation", () => {
    expect(RULES_BY_NAME.learned2).toBe(LEARNED2_RULES);
    expect({ ...LEARNED2_RULES, learned: null }).toEqual({ ...LEARNED_RULES, learned: null });
    expect(LEARNED2_RULES.learned?.command).toMatch(/train-eval\.ts .* 2$/);
    expect(LEARNED2_RULES.learned?.weights).not.toEqual(LEARNED_RULES.learned?.weights);
    // The two models buy differently somewhere, so the candidate is a different player.
    const { s, byA: gen1, byB: gen2 } = firstDisagreement(LEARNED_RULES, LEARNED2_RULES);
    expect(gen2).not.toEqual(gen1);
    expect(legalActions(s)).toContainEqual(gen2);
    expect(parseAutomobilesBotSpec('expert#:r=learned2')).toMatchObject({ tuning: { rules: 'learned2' } });
    // Expert buys by them (buys are not searched); the record's `expert#:r=learned` by generation 1.
    expect(LEVEL_RULES.expert).toBe('learned2');
    expect(new MctsBot({ level: 'expert', iterations: 4 }).chooseAction(s, legalActions(s))).toEqual(gen2);
    expect(new MctsBot({ level: 'expert', iterations: 4, rules: 'learned' }).chooseAction(s, legalActions(s))).toEqual(
      gen1,
    );
  });
});
