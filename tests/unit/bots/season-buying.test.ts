/**
 * How each Automobiles level buys in a season's races (greedy/season-buying.ts, levels.ts
 * LEVEL_SEASON_BUYING): the deck carries over, so each level buys a step further ahead than
 * the level below; single races keep the race rules, and in the solo series (five races, five cars,
 * the deck carried over) Hard buys as in a season (LEVEL_SOLO_BUYING).
 */
import { describe, expect, it } from 'vitest';
import { createGame, legalActions } from '../../../src-shared/games/automobiles';
import { MctsBot } from '../../../src-shared/games/automobiles/bots/mcts-bot';
import { BeginnerBot } from '../../../src-shared/games/automobiles/bots/beginner-bot';
import {
  BASE_RULES,
  rulesFor,
  withCampaign,
  type GreedyRules,
} from '../../../src-shared/games/automobiles/bots/greedy/expert-rules';
import { BUY_WEIGHTS } from '../../../src-shared/games/automobiles/bots/greedy/buy-policy';
import {
  SEASON_BUY_WEIGHTS,
  withSeasonBuying,
  withSoloBuying,
  type SeasonBuying,
} from '../../../src-shared/games/automobiles/bots/greedy/season-buying';
import {
  INTERMEDIATE_RULES,
  LEARNED2_RULES,
  RULES_BY_NAME,
} from '../../../src-shared/games/automobiles/bots/ladder-rules';
import { LEARNED_EVAL_GEN2 } from '../../../src-shared/games/automobiles/bots/learned-eval-weights-gen2';
import {
  LEVELS,
  LEVEL_CAMPAIGN,
  LEVEL_RULES,
  LEVEL_SEASON_BUYING,
  LEVEL_SOLO_BUYING,
  type Level,
} from '../../../src-shared/games/automobiles/bots/levels';
import { firstDisagreement, soloSeries, twoPlayerSeason } from '../../helpers/rules-disagreement';
import {
  createAutomobilesBot,
  parseAutomobilesBotSpec,
} from '../../../src-shared/games/automobiles/bots/automobiles-bot-spec';

const seasonGame = (seed = 1) => twoPlayerSeason(seed);

/** A level's rules as it plays a season's race. */
const levelInSeason = (level: Level) =>
  rulesFor(withSeasonBuying(RULES_BY_NAME[LEVEL_RULES[level]], LEVEL_SEASON_BUYING[level]), seasonGame());

/** A level's rules, campaign and this season buying, flattened: what a greedy bot of them plays a season's race by. */
const seasonRules = (level: Level, buying: SeasonBuying): GreedyRules => {
  const rules = withSeasonBuying(withCampaign(RULES_BY_NAME[LEVEL_RULES[level]], LEVEL_CAMPAIGN[level]), buying);
  return { ...rules, ...rules.season, season: undefined };
};

describe('buying over a season, level by level', () => {
  it('each level values a second copy of an action card more than the level below (a season’s horizon)', () => {
    expect(LEVEL_SEASON_BUYING).toEqual({ easy: 'short', medium: 'race', hard: 'season', expert: 'title' });
    const decay = LEVELS.map((l) => levelInSeason(l).buy.cardDecay);
    expect(decay).toEqual([0.5, BUY_WEIGHTS.cardDecay, SEASON_BUY_WEIGHTS.cardDecay, SEASON_BUY_WEIGHTS.cardDecay]);
    for (let i = 1; i < 3; i++) expect(decay[i]).toBeGreaterThan(decay[i - 1]);
    // Expert's step over Hard: its learned model re-ranks the season's buys too.
    expect(levelInSeason('expert').learned).toBe(LEARNED_EVAL_GEN2);
    expect(levelInSeason('expert').learnedMix).toBeGreaterThan(LEARNED2_RULES.learnedMix!);
    expect(levelInSeason('hard').learned).toBeNull();
    expect(levelInSeason('medium').learned).toBeNull();
  });

  it('single races keep each level’s race rules; in the solo series Hard buys as in a season, the others by their race rules', () => {
    expect(LEVEL_SOLO_BUYING).toEqual({ easy: 'own', medium: 'own', hard: 'season', expert: 'own' });
    for (const level of LEVELS) {
      const race = RULES_BY_NAME[LEVEL_RULES[level]];
      const rules = withSoloBuying(withSeasonBuying(race, LEVEL_SEASON_BUYING[level]), LEVEL_SOLO_BUYING[level]);
      expect(rulesFor(rules, createGame({ players: 2, seed: 1 })).buy).toBe(race.buy);
      const solo = rulesFor(rules, soloSeries(1));
      if (level === 'hard') expect(solo.buy).toBe(SEASON_BUY_WEIGHTS);
      else expect([solo.buy, solo.learned, solo.learnedMix]).toEqual([race.buy, race.learned, race.learnedMix]);
    }
    // Medium's race buying (a second copy 0.8 of the first) against Hard's in the series (0.9).
    expect(INTERMEDIATE_RULES.buy.cardDecay).toBeLessThan(SEASON_BUY_WEIGHTS.cardDecay);
    expect(withSoloBuying(withSoloBuying(BASE_RULES, 'season'), 'own')).toEqual(BASE_RULES);
  });

  it('Hard buys the solo series as a season; `hard#:sb=own` by its race rules, as before', () => {
    const solo = (buying: 'race' | 'season'): GreedyRules => {
      const rules = withSoloBuying(withCampaign(BASE_RULES, LEVEL_CAMPAIGN.hard), buying);
      return { ...rules, ...rules.solo, solo: undefined };
    };
    const { s, byA: race, byB: forSeries } = firstDisagreement(solo('race'), solo('season'), 'buy', soloSeries);
    expect(s.solo).toBeTruthy();
    const legal = legalActions(s);
    expect(new MctsBot({ level: 'hard', iterations: 8 }).chooseAction(s, legal)).toEqual(forSeries);
    expect(new MctsBot({ level: 'hard', iterations: 8, soloBuying: 'own' }).chooseAction(s, legal)).toEqual(race);
    const spec = parseAutomobilesBotSpec('hard#8:sb=own');
    expect(spec).toMatchObject({ kind: 'mcts', level: 'hard', iterations: 8, tuning: { soloBuying: 'own' } });
    expect(createAutomobilesBot(spec).chooseAction(s, legal)).toEqual(race);
    // Medium keeps its race rules in the series.
    expect(new MctsBot({ level: 'medium', iterations: 8 }).chooseAction(s, legal)).toEqual(
      new MctsBot({ level: 'medium', iterations: 8, soloBuying: 'own' }).chooseAction(s, legal),
    );
  });

  it('Hard buys for the season in a season’s race; `hard#:b=race` buys as in a single race', () => {
    const {
      s,
      byA: race,
      byB: forSeason,
    } = firstDisagreement(seasonRules('hard', 'race'), seasonRules('hard', 'season'), 'buy', twoPlayerSeason);
    const legal = legalActions(s);
    expect(new MctsBot({ level: 'hard', iterations: 8 }).chooseAction(s, legal)).toEqual(forSeason);
    expect(new MctsBot({ level: 'hard', iterations: 8, seasonBuying: 'race' }).chooseAction(s, legal)).toEqual(race);
    const spec = parseAutomobilesBotSpec('hard#8:b=race');
    expect(spec).toMatchObject({ kind: 'mcts', level: 'hard', iterations: 8, tuning: { seasonBuying: 'race' } });
    expect(createAutomobilesBot(spec).chooseAction(s, legal)).toEqual(race);
  });

  it('Easy buys for the race at hand and less in a season; Beginner buys as Easy', () => {
    const {
      s,
      byA: race,
      byB: shortBuy,
    } = firstDisagreement(seasonRules('easy', 'race'), seasonRules('easy', 'short'), 'buy', twoPlayerSeason);
    const legal = legalActions(s);
    expect(new MctsBot({ level: 'easy', iterations: 3 }).chooseAction(s, legal)).toEqual(shortBuy);
    expect(new MctsBot({ level: 'easy', iterations: 3, seasonBuying: 'race' }).chooseAction(s, legal)).toEqual(race);
    expect(new BeginnerBot(1).chooseAction(s, legal)).toEqual(shortBuy);
  });

  it('Expert re-ranks a season’s buys by its learned model; `expert#:b=season` by the season rules alone', () => {
    const {
      s,
      byA: rulesOnly,
      byB: model,
    } = firstDisagreement(seasonRules('expert', 'season'), seasonRules('expert', 'learned'), 'buy', twoPlayerSeason);
    const legal = legalActions(s);
    expect(new MctsBot({ level: 'expert', iterations: 4 }).chooseAction(s, legal)).toEqual(model);
    expect(createAutomobilesBot(parseAutomobilesBotSpec('expert#4:b=season')).chooseAction(s, legal)).toEqual(
      rulesOnly,
    );
  });

  it('a bad season buying knob is refused with the names it takes', () => {
    expect(() => parseAutomobilesBotSpec('hard#:b=forever')).toThrow(/b=short\|race\|season\|learned\|title,/);
    expect(() => parseAutomobilesBotSpec('hard#:sb=title')).toThrow(/sb=own\|short\|race\|season\|learned\|light[,)]/);
  });
});
