/**
 * What a season race is played for (greedy/season-stakes.ts): a race whose result cannot change
 * the title is raced for the deck. Expert does so (`title` season buying); the levels below race
 * every race as one that counts.
 */
import { describe, expect, it } from 'vitest';
import {
  applyTrusted,
  createGame,
  currentPlayer,
  legalActions,
  racePoints,
  seasonStandings,
  type GameState,
} from '../../../src-shared/games/automobiles';
import { GreedyBot } from '../../../src-shared/games/automobiles/bots/greedy-bot';
import { MctsBot } from '../../../src-shared/games/automobiles/bots/mcts-bot';
import { raceCountsForTitle } from '../../../src-shared/games/automobiles/bots/greedy/season-stakes';
import { buildsDeck, rulesFor, withCampaign } from '../../../src-shared/games/automobiles/bots/greedy/expert-rules';
import { BUILD_WEIGHTS, withSeasonBuying } from '../../../src-shared/games/automobiles/bots/greedy/season-buying';
import { RULES_BY_NAME } from '../../../src-shared/games/automobiles/bots/ladder-rules';
import {
  LEVELS,
  LEVEL_CAMPAIGN,
  LEVEL_RULES,
  LEVEL_SEASON_BUYING,
  type Level,
} from '../../../src-shared/games/automobiles/bots/levels';
import { automobilesTurnSearch } from '../../../src-shared/games/automobiles/bots/search-plugin';
import { twoPlayerSeason } from '../../helpers/rules-disagreement';
import { parseAutomobilesBotSpec } from '../../../src-shared/games/automobiles/bots/automobiles-bot-spec';

/** A season of `races` races for `players`, at race `race` (0-based) with these points so far. */
function seasonAt(players: number, races: number, race: number, points: number[] = Array(players).fill(0)): GameState {
  const s = createGame({ players, seed: 3, season: { races, random: true }, drivers: 'limited' });
  s.season!.race = race;
  s.season!.points = [...points];
  return s;
}

const levelRules = (level: Level) =>
  withSeasonBuying(withCampaign(RULES_BY_NAME[LEVEL_RULES[level]], LEVEL_CAMPAIGN[level]), LEVEL_SEASON_BUYING[level]);

/** The first position of a season's first race where the searching seat has turns to compare. */
function firstSearchedTurn(): GameState {
  const s = twoPlayerSeason(5);
  const bots = [new GreedyBot(), new GreedyBot()];
  for (let guard = 0; guard < 5000; guard++) {
    if (s.phase === 'action' && !s.prompt && !automobilesTurnSearch(s, currentPlayer(s), { seed: 1 }).trivial) return s;
    applyTrusted(s, bots[currentPlayer(s)].chooseAction(s, legalActions(s)));
  }
  throw new Error('no searched turn in the first race');
}

describe('which season races can change the title', () => {
  it('in a 2-player 3-race season the last race’s winner is champion whatever the first two gave', () => {
    // Every result of races 1 and 2, and of the last: the last race's winner leads or ties, and
    // a tie goes to the last race's better finisher (seasonStandings, RULINGS §7).
    for (const first of [0, 1])
      for (const second of [0, 1])
        for (const last of [0, 1]) {
          const s = seasonAt(2, 3, 2);
          const results = [first, second, last].map((winner) => [winner, 1 - winner]);
          s.season!.results = results;
          s.season!.points = [0, 1].map((p) =>
            results.reduce((sum, order, race) => sum + racePoints(race, order.indexOf(p) === 0 ? 0 : 1), 0),
          );
          expect(seasonStandings(s)![0], `${first}${second}${last}`).toBe(last);
        }
    expect(raceCountsForTitle(seasonAt(2, 3, 0))).toBe(false);
    expect(raceCountsForTitle(seasonAt(2, 3, 1, [4, 3]))).toBe(false);
    expect(raceCountsForTitle(seasonAt(2, 3, 2, [4, 3]))).toBe(true);
  });

  it('in 4- and 5-race seasons the early races count', () => {
    // +1 +2 +3 before the last race's +4: a lead of 6 beats it.
    expect(raceCountsForTitle(seasonAt(2, 4, 0))).toBe(true);
    expect(raceCountsForTitle(seasonAt(2, 5, 0))).toBe(true);
  });

  it('a late race stops counting when the lead is small enough for the last race to settle it', () => {
    // 5 races: the 4th (index 3) moves a pair by 4 (7 against 3), the last race's winner gains 5.
    expect(raceCountsForTitle(seasonAt(2, 5, 3, [12, 11]))).toBe(false);
    expect(raceCountsForTitle(seasonAt(2, 5, 3, [12, 10]))).toBe(true);
  });

  it('with 3 or more players a race moves first against last (2 points for last place): early races count', () => {
    expect(raceCountsForTitle(seasonAt(4, 3, 0))).toBe(true);
    expect(raceCountsForTitle(seasonAt(3, 3, 1, [4, 3, 2]))).toBe(true);
  });

  it('single races and the solo series always count', () => {
    expect(raceCountsForTitle(createGame({ players: 2, seed: 1 }))).toBe(true);
    expect(raceCountsForTitle(createGame({ players: 5, seed: 1, solo: true }))).toBe(true);
  });
});

describe('Expert races for the deck a season race that cannot change the title', () => {
  it('only Expert has build weights: a dollar worth more, a wear cube dearer than in a race', () => {
    expect(LEVELS.filter((l) => levelRules(l).build)).toEqual(['expert']);
    const expert = levelRules('expert');
    expect(BUILD_WEIGHTS.money).toBeGreaterThan(expert.weights.money);
    expect(BUILD_WEIGHTS.wear).toBeGreaterThan(expert.weights.wear);
    expect(rulesFor(expert, seasonAt(2, 3, 0)).weights).toEqual(BUILD_WEIGHTS);
    expect(rulesFor(expert, seasonAt(2, 3, 2)).weights).toEqual(expert.weights);
    expect(rulesFor(expert, seasonAt(2, 5, 0)).weights).toEqual(expert.weights);
    expect(rulesFor(expert, createGame({ players: 2, seed: 1 })).weights).toEqual(expert.weights);
    expect(rulesFor(levelRules('hard'), seasonAt(2, 3, 0)).weights).toEqual(levelRules('hard').weights);
    // The season's buying still applies in a build race (the learned model at weight 2).
    expect(rulesFor(expert, seasonAt(2, 3, 0)).learnedMix).toBe(2);
  });

  it('plays such a race by its rules alone (no search: the race’s standing does not count), and searches the last', () => {
    const s = firstSearchedTurn();
    const me = currentPlayer(s);
    const expert = levelRules('expert');
    expect(buildsDeck(expert, s)).toBe(true);
    expect(automobilesTurnSearch(s, me, { seed: 1, rules: expert }).trivial).toBe(true);
    const byRules = new GreedyBot(rulesFor(expert, s)).chooseAction(s, legalActions(s));
    expect(new MctsBot({ level: 'expert', iterations: 50 }).chooseAction(s, legalActions(s))).toEqual(byRules);
    // The same position as the last race of the season: searched.
    const last = structuredClone(s);
    last.season!.race = 2;
    expect(buildsDeck(expert, last)).toBe(false);
    expect(automobilesTurnSearch(last, me, { seed: 1, rules: expert }).trivial).toBe(false);
  });

  it('`expert#:b=learned` is the Expert of wave 3 session 9, racing every race', () => {
    const spec = parseAutomobilesBotSpec('expert#:b=learned');
    expect(spec).toMatchObject({ kind: 'mcts', level: 'expert', tuning: { seasonBuying: 'learned' } });
    expect(withSeasonBuying(levelRules('expert'), 'learned').build).toBeUndefined();
    expect(withSeasonBuying(levelRules('expert'), 'title').build).toBe(BUILD_WEIGHTS);
  });
});
