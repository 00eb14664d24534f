import { describe, expect, it } from 'vitest';
import { createGame, legalActions } from '../../../src-shared/games/automobiles';
import { MctsBot } from '../../../src-shared/games/automobiles/bots/mcts-bot';
import { BASE_RULES, EXPERT_RULES, rulesFor } from '../../../src-shared/games/automobiles/bots/greedy/expert-rules';
import { firstDisagreement, twoPlayerSeason } from '../../helpers/rules-disagreement';
import { cubeScore } from '../../../src-shared/games/automobiles/bots/greedy/buy-policy';
import {
  createAutomobilesBot as createBotFromSpec,
  parseAutomobilesBotSpec as parseBotSpec,
} from '../../../src-shared/games/automobiles/bots/automobiles-bot-spec';

describe("Expert's greedy rules (re-tuned on the re-shaped tracks)", () => {
  it('value a second copy of an action card less than the base rules do', () => {
    const s = createGame({ players: 2, seed: 3 });
    const card = 6; // the first action-card colour
    const none = new Array<number>(s.stock.length).fill(0);
    const one = none.map((_, c) => (c === card ? 1 : 0));
    const drop = (w: typeof BASE_RULES.buy) => cubeScore(s, 0, card, none, w) - cubeScore(s, 0, card, one, w);
    expect(drop(EXPERT_RULES.buy)).toBeGreaterThan(drop(BASE_RULES.buy));
  });

  it('decide the buys of an Expert on these rules; Hard keeps the base rules', () => {
    const { s, byA: base, byB: expert } = firstDisagreement(BASE_RULES, EXPERT_RULES);
    const legal = legalActions(s);
    const expertBot = createBotFromSpec(parseBotSpec('mcts#8')) as MctsBot;
    expect(expertBot.chooseAction(s, legal)).toEqual(base); // mcts#N without a level: base rules
    // The Expert level buys by these rules re-ranked by the learned evaluation (`learned2`,
    // ladder-rules.test.ts); on these rules alone it buys as they do.
    expect(new MctsBot({ level: 'expert', iterations: 8, rules: 'expert' }).chooseAction(s, legal)).toEqual(expert);
    expect(new MctsBot({ level: 'hard', iterations: 8 }).chooseAction(s, legal)).toEqual(base);
    expect(createBotFromSpec(parseBotSpec('mcts#8:r=expert')).chooseAction(s, legal)).toEqual(expert);
  });

  it('rank the Expert’s turn candidates: with no samples its favourite is the Expert rules’ plan', () => {
    const { s, byA: base, byB: expert } = firstDisagreement(BASE_RULES, EXPERT_RULES, 'move');
    const legal = legalActions(s);
    // One iteration: fewer than two samples a candidate, so the favourite stands.
    expect(new MctsBot({ level: 'expert', iterations: 1 }).chooseAction(s, legal)).toEqual(expert);
    expect(new MctsBot({ level: 'hard', iterations: 1 }).chooseAction(s, legal)).toEqual(base);
  });

  it('in a season race these rules buy by the base buying rules (the card decay that lost over seasons)', () => {
    const inSeason = { ...EXPERT_RULES, buy: BASE_RULES.buy };
    const { s, byA: base, byB: expert } = firstDisagreement(inSeason, EXPERT_RULES, 'buy', twoPlayerSeason);
    expect(s.season).toBeTruthy();
    expect(rulesFor(EXPERT_RULES, s).buy).toBe(BASE_RULES.buy);
    // A searcher on these rules without a level keeps their season buying; the levels have their
    // own (levels.ts LEVEL_SEASON_BUYING, season-buying.test.ts).
    expect(createBotFromSpec(parseBotSpec('mcts#8:r=expert')).chooseAction(s, legalActions(s))).toEqual(base);
    expect(base).not.toEqual(expert);
    // Outside a season (and in the solo series) Expert keeps its own.
    expect(rulesFor(EXPERT_RULES, createGame({ players: 2, seed: 1 })).buy).toBe(EXPERT_RULES.buy);
    expect(rulesFor(EXPERT_RULES, createGame({ players: 5, seed: 1, solo: true })).buy).toBe(EXPERT_RULES.buy);
  });
});
