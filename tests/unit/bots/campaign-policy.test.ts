/**
 * The campaign rules (greedy/campaign-policy.ts) on hand-built positions: the draft by the
 * driver table, sponsors chosen by the deck they leave, removals that take wear first (but
 * leave C its wear and feed E its non-wear cubes), and the drivers' powers started and answered.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, type Action, type GameState } from '../../../src-shared/games/automobiles/index';
import { setPiles, giveTurnTo } from '../../../src-shared/games/automobiles/testing';
import {
  CAMPAIGN_RULES,
  actionPowerPlay,
  answerDraft,
  answerDriverPrompt,
  answerSponsor,
  buyPowerPlay,
  deckValue,
} from '../../../src-shared/games/automobiles/bots/greedy/campaign-policy';
import { GreedyBot } from '../../../src-shared/games/automobiles/bots/greedy-bot';
import {
  createAutomobilesBot as createBotFromSpec,
  parseAutomobilesBotSpec as parseBotSpec,
} from '../../../src-shared/games/automobiles/bots/automobiles-bot-spec';
import { bestBuy } from '../../../src-shared/games/automobiles/bots/greedy/buy-policy';
import { createGame } from '../../../src-shared/games/automobiles';
import { choose, expTrack, finishRace, pastSetup, run } from '../expansion/expansion-helpers';
import { FIELD_WIN, endRaceWith, humanOwns, soloSeries } from '../solo/solo-helpers';

const W8 = Array.from({ length: 8 }, () => ['w', 10] as [string, number]);
const T = expTrack('campaign-policy', [W8, W8, W8]);

/** A 2-player season after race 1, won by player 0: its sponsor award is next, with these on offer. */
function awardFor(revealed: string[], bag: Parameters<typeof setPiles>[2]['bag']): GameState {
  const s = pastSetup({
    players: 2,
    drivers: 'limited',
    season: { tracks: [T.id, T.id, T.id] },
    laps: 1,
    cards: 'rinse-and-repeat',
    seed: 5,
  });
  finishRace(s, T, [0, 1]);
  expect(s.phase).toBe('sponsors');
  expect(s.season!.award!.player).toBe(0);
  const season = s.season!;
  season.sponsorDeck = [...season.revealed, ...season.sponsorDeck].filter((x) => !revealed.includes(x));
  season.revealed = [...revealed];
  setPiles(s, 0, { bag });
  return s;
}

const DECK = { white: 6, lightGray: 4, darkGray: 3, black: 2, yellow: 2 };
const answer = (s: GameState) => answerSponsor(s, legalActions(s), CAMPAIGN_RULES);

describe('the draft', () => {
  it('takes the best-ranked driver on offer', () => {
    const legal: Action[] = [1, 5, 9].map((d) => choose(`driver:${d}`));
    expect(answerDraft(legal, { ...CAMPAIGN_RULES, driverRank: [5, 1, 9] })).toEqual(choose('driver:5'));
    expect(answerDraft(legal, { ...CAMPAIGN_RULES, driverRank: [9, 1] })).toEqual(choose('driver:9'));
  });

  it('the greedy bot with the campaign rules drafts by the table; without them, the first driver listed', () => {
    const s = createGame({ players: 2, seed: 4, drivers: 'limited' });
    expect(s.phase).toBe('draft');
    const legal = legalActions(s);
    const offered = legal.map((a) => Number((a as { option: string }).option.slice('driver:'.length)));
    const best = CAMPAIGN_RULES.driverRank.find((d) => offered.includes(d))!;
    expect(new GreedyBot({ campaign: CAMPAIGN_RULES }).chooseAction(s, legal)).toEqual(choose(`driver:${best}`));
    expect(new GreedyBot().chooseAction(s, legal)).toEqual(legal[0]);
    // Every level drafts by these rules (Easy too: it only starts no powers); `c=base` gives a searcher the greedy bot's.
    for (const level of ['easy', 'hard', 'expert'])
      expect(createBotFromSpec(parseBotSpec(`${level}@20`)).chooseAction(s, legal)).toEqual(choose(`driver:${best}`));
    expect(createBotFromSpec(parseBotSpec('hard@20:c=base')).chooseAction(s, legal)).toEqual(legal[0]);
  });
});

describe('sponsors', () => {
  it('a deck full of wear takes the sponsor that removes most wear (C3 over A1 and B1)', () => {
    const s = awardFor(['A1', 'B1', 'C3'], { ...DECK, brown: 7 });
    expect(answer(s)).toEqual(choose('sponsor:C3'));
    expect(new GreedyBot({ campaign: CAMPAIGN_RULES }).chooseAction(s, legalActions(s))).toEqual(choose('sponsor:C3'));
    // The greedy bot's own rule: the first sponsor listed.
    expect(new GreedyBot().chooseAction(s, legalActions(s))).toEqual(choose('sponsor:A1'));
  });

  it('a deck without wear takes free fast cubes (D3) over removing wear (C3)', () => {
    const s = awardFor(['C3', 'D3'], DECK);
    expect(answer(s)).toEqual(choose('sponsor:D3'));
  });

  it('the standard removal takes wear first, then stops before the cubes worth keeping', () => {
    const s = awardFor(['B1'], { ...DECK, brown: 2 });
    run(s, choose('sponsor:B1'));
    expect(s.season!.award!.stage).toBe('standard');
    expect(answer(s)).toEqual({ type: 'pick', color: 'brown', from: 'bag' });
    run(s, answer(s), answer(s));
    expect(s.players[0].bag[4]).toBe(0);
    const before = deckValue(s, 0, CAMPAIGN_RULES);
    // Whatever it does next must not make the deck worse by its own measure.
    const next = answer(s);
    run(s, next);
    expect(deckValue(s, 0, CAMPAIGN_RULES)).toBeGreaterThanOrEqual(before);
  });

  it('with C, the standard removal leaves C the wear it will remove anyway', () => {
    const s = awardFor(['C3'], { ...DECK, brown: 3 });
    run(s, choose('sponsor:C3'));
    // C3 removes up to 4 wear for first place: the 3 owned are C's, not the standard removal's.
    expect(answer(s)).not.toEqual({ type: 'pick', color: 'brown', from: 'bag' });
    while (s.season!.award?.player === 0 && s.phase === 'sponsors') run(s, answer(s));
    expect(s.players[0].bag[4]).toBe(0);
  });

  it('with E, the standard removal first takes a weak non-wear cube: each pays for K wear', () => {
    const s = awardFor(['E1'], { ...DECK, brown: 6 });
    run(s, choose('sponsor:E1'));
    const first = answer(s);
    expect(first.type).toBe('pick');
    expect((first as { color: string }).color).not.toBe('brown');
    while (s.season!.award?.player === 0 && s.phase === 'sponsors') run(s, answer(s));
    // Two non-wear cubes removed pay for 8 wear removals: all 6 are gone.
    expect(s.players[0].bag[4]).toBe(0);
  });

  it('money to spend (A) buys what the buying rules would buy first', () => {
    const s = awardFor(['A3'], DECK);
    run(s, choose('sponsor:A3'));
    while (s.season!.award!.stage === 'standard') run(s, answer(s));
    expect(s.season!.award!.stage).toBe('spend');
    const want = bestBuy(s, 0, s.season!.award!.money);
    expect(want).not.toBeNull();
    expect(answer(s)).toEqual({ type: 'pick', color: want, from: 'stock' });
  });
});

describe('driver powers', () => {
  function actionPhase(driver: number, discard: Parameters<typeof setPiles>[2]['discard']): GameState {
    const s = pastSetup({ players: 2, drivers: 'limited', laps: 1, cards: 'rinse-and-repeat', seed: 5, track: T.id });
    s.players[0].driver = driver;
    giveTurnTo(s, 0);
    setPiles(s, 0, { active: { white: 2 }, discard });
    return s;
  }

  it('driver 02 fetches a fast gear from the discard pile, and only when there is one', () => {
    const s = actionPhase(2, { white: 2, black: 1 });
    const use = actionPowerPlay(s, 0, legalActions(s), CAMPAIGN_RULES);
    expect(use).toEqual({ type: 'usePower' });
    run(s, use!);
    expect(answerDriverPrompt(s, 0, s.prompt!, legalActions(s), CAMPAIGN_RULES)).toEqual({
      type: 'pick',
      color: 'black',
      from: 'discard',
    });
    const weak = actionPhase(2, { white: 2 });
    expect(actionPowerPlay(weak, 0, legalActions(weak), CAMPAIGN_RULES)).toBeNull();
    expect(actionPowerPlay(s, 0, legalActions(s), { ...CAMPAIGN_RULES, powers: false })).toBeNull();
  });

  it("Easy drafts by the table but starts no driver's power; Medium and above start them", () => {
    const s = actionPhase(2, { white: 2, black: 1 });
    const legal = legalActions(s);
    expect(legal).toContainEqual({ type: 'usePower' });
    expect(createBotFromSpec(parseBotSpec('easy#')).chooseAction(s, legal)).not.toEqual({ type: 'usePower' });
    for (const level of ['medium', 'hard', 'expert'])
      expect(createBotFromSpec(parseBotSpec(`${level}#`)).chooseAction(s, legal), level).toEqual({ type: 'usePower' });
    expect(createBotFromSpec(parseBotSpec('greedy:c=nopowers')).chooseAction(s, legal)).not.toEqual({
      type: 'usePower',
    });
    expect(createBotFromSpec(parseBotSpec('greedy:c=smart')).chooseAction(s, legal)).toEqual({ type: 'usePower' });
  });

  it('driver 03 sends good cubes back to the bag and stops at the weak ones', () => {
    const s = actionPhase(3, { white: 2, darkGray: 1 });
    run(s, actionPowerPlay(s, 0, legalActions(s), CAMPAIGN_RULES)!);
    const a1 = answerDriverPrompt(s, 0, s.prompt!, legalActions(s), CAMPAIGN_RULES)!;
    expect(a1).toEqual({ type: 'pick', color: 'darkGray', from: 'discard' });
    run(s, a1);
    expect(answerDriverPrompt(s, 0, s.prompt!, legalActions(s), CAMPAIGN_RULES)).toEqual({ type: 'stop' });
  });

  it('driver 04 draws three in the Buy Phase; a wear cube drawn is removed, a yellow one spent', () => {
    const s = actionPhase(4, {});
    setPiles(s, 0, { bag: { brown: 1, yellow: 1, black: 1 } });
    run(s, { type: 'endActions' });
    expect(s.phase).toBe('buy');
    const use = buyPowerPlay(s, 0, legalActions(s), CAMPAIGN_RULES);
    expect(use).toEqual({ type: 'usePower' });
    run(s, use!);
    const draw = answerDriverPrompt(s, 0, s.prompt!, legalActions(s), CAMPAIGN_RULES)!;
    expect(draw).toEqual(choose('draw3'));
    run(s, draw);
    const fate: Record<number, string> = {};
    while (s.prompt?.card === 'driver-04') {
      const c = s.prompt.held![0];
      const a = answerDriverPrompt(s, 0, s.prompt, legalActions(s), CAMPAIGN_RULES)! as { option: string };
      fate[c] = a.option;
      run(s, a as Action);
    }
    expect(fate).toEqual({ 3: 'bag', 4: 'remove', 5: 'active' });
  });

  it('driver 05 pays to remove wear only with money nothing is worth buying with', () => {
    const s = actionPhase(5, { brown: 2, white: 1 });
    run(s, { type: 'endActions' });
    expect(s.phase).toBe('buy');
    s.turn.money = 8;
    expect(bestBuy(s, 0, 8)).not.toBeNull();
    expect(legalActions(s)).toContainEqual({ type: 'usePower' });
    expect(buyPowerPlay(s, 0, legalActions(s), CAMPAIGN_RULES)).toBeNull();
    s.turn.money = 1;
    expect(bestBuy(s, 0, 1)).toBeNull();
    run(s, buyPowerPlay(s, 0, legalActions(s), CAMPAIGN_RULES)!);
    expect(answerDriverPrompt(s, 0, s.prompt!, legalActions(s), CAMPAIGN_RULES)).toEqual({
      type: 'pick',
      color: 'brown',
      from: 'discard',
    });
  });

  it('driver 10 cycles the wear it drew while the bag holds better cubes', () => {
    const s = actionPhase(10, {});
    setPiles(s, 0, { active: { brown: 1, black: 1 }, bag: { black: 3, darkGray: 3 } });
    s.prompt = { ...s.prompt!, kind: 'pick', card: 'driver-10', player: 0, count: 0, max: 99, min: 0 } as never;
    const legal: Action[] = [
      { type: 'pick', color: 'black', from: 'active' },
      { type: 'pick', color: 'brown', from: 'active' },
      { type: 'stop' },
    ];
    expect(answerDriverPrompt(s, 0, s.prompt!, legal, CAMPAIGN_RULES)).toEqual(legal[1]);
    expect(answerDriverPrompt(s, 0, s.prompt!, [legal[0], legal[2]], CAMPAIGN_RULES)).toEqual({ type: 'stop' });
  });
});

describe('the solo series mechanic', () => {
  it('removes wear, then every blue cube when all of them can go (a bag-scoring point), keeping 3 white', () => {
    const s = soloSeries();
    humanOwns(s, { white: 3, lightGray: 8, darkGray: 3, black: 2, brown: 1, blue: 2 });
    endRaceWith(s, FIELD_WIN);
    expect(s.season!.award).toMatchObject({ player: 0, place: 0, stage: 'choose' });
    while (s.phase === 'sponsors') run(s, answerSponsor(s, legalActions(s), CAMPAIGN_RULES));
    const score = s.solo!.races[0].bag;
    expect(s.players[0].bag[4] + s.players[0].bag[9]).toBe(0);
    expect(score).toMatchObject({ noWear: 1, noBlue: 1, threeWhite: 1 });
    // Black is the fastest gear: kept before the last race.
    expect(score.noBlack).toBe(0);
  });
});
