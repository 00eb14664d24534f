/**
 * The move rules a level plays its own turns by in the solo series (levels.ts LEVEL_SOLO_MOVES,
 * the arena's `:sm=own|base`): `base` swaps the race rules' move weights for the base rules' in
 * the solo series only, and leaves the buying and every other race as they were.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../../src-shared/games/automobiles';
import { parseAutomobilesBotSpec } from '../../../src-shared/games/automobiles/bots/automobiles-bot-spec';
import { BASE_RULES, rulesFor } from '../../../src-shared/games/automobiles/bots/greedy/expert-rules';
import { SEASON_BUY_WEIGHTS } from '../../../src-shared/games/automobiles/bots/greedy/season-buying';
import { LEARNED2_RULES } from '../../../src-shared/games/automobiles/bots/ladder-rules';
import { LEVEL_SOLO_MOVES } from '../../../src-shared/games/automobiles/bots/levels';
import { rulesOf } from '../../../src-shared/games/automobiles/bots/mcts-bot';
import { soloSeries } from '../../helpers/rules-disagreement';

describe('the solo series’ move rules', () => {
  it('the arena parses sm=own|base and refuses anything else', () => {
    const spec = parseAutomobilesBotSpec('expert#:sm=base');
    expect(spec.kind === 'mcts' && spec.tuning?.soloMoves).toBe('base');
    expect(() => parseAutomobilesBotSpec('expert#:sm=fast')).toThrow(/sm=own\|base/);
  });

  it('base moves apply in the solo series only, and change no buying', () => {
    const own = rulesOf({ level: 'expert', soloMoves: 'own' });
    const base = rulesOf({ level: 'expert', soloMoves: 'base' });
    const solo = soloSeries(1);
    const race = createGame({ players: 2, seed: 1 });
    // Expert's race rules are less wear-shy than the base rules: the two differ.
    expect(rulesFor(own, solo).weights).not.toEqual(BASE_RULES.weights);
    expect(rulesFor(base, solo).weights).toBe(BASE_RULES.weights);
    expect(rulesFor(base, race).weights).toEqual(rulesFor(own, race).weights);
    for (const s of [solo, race]) {
      expect(rulesFor(base, s).buy).toEqual(rulesFor(own, s).buy);
      expect(rulesFor(base, s).learned).toBe(rulesFor(own, s).learned);
      expect(rulesFor(base, s).learnedMix).toBe(rulesFor(own, s).learnedMix);
    }
  });
});

describe('the solo series’ light buying', () => {
  it('buys for the season with the rules’ own model at its race weight, in the solo series only', () => {
    const own = rulesOf({ level: 'expert' });
    const light = rulesOf({ level: 'expert', soloBuying: 'light' });
    const solo = rulesFor(light, soloSeries(1));
    expect(solo.buy).toBe(SEASON_BUY_WEIGHTS);
    expect([solo.learned, solo.learnedMix]).toEqual([LEARNED2_RULES.learned, LEARNED2_RULES.learnedMix]);
    // `learned` re-ranks at a heavier weight; Expert's own buying keeps its race rules' decay.
    expect(rulesFor(rulesOf({ level: 'expert', soloBuying: 'learned' }), soloSeries(1)).learnedMix).toBeGreaterThan(
      solo.learnedMix!,
    );
    expect(rulesFor(own, soloSeries(1)).buy.cardDecay).toBeLessThan(SEASON_BUY_WEIGHTS.cardDecay);
    const race = createGame({ players: 2, seed: 1 });
    // Outside the series the rules play as before (their `solo` knobs unread there).
    expect({ ...rulesFor(light, race), solo: undefined }).toEqual({ ...rulesFor(own, race), solo: undefined });
    const spec = parseAutomobilesBotSpec('expert#:sm=base:sb=light');
    expect(spec.kind === 'mcts' && spec.tuning).toEqual({ soloMoves: 'base', soloBuying: 'light' });
  });
});

describe('Expert in the solo series (docs/ai.md "Wave 3 session 16")', () => {
  it('plays its own turns and buys by its race rules: session 15’s light candidate is no default', () => {
    expect(LEVEL_SOLO_MOVES).toEqual({ easy: 'own', medium: 'own', hard: 'own', expert: 'own' });
    const solo = soloSeries(1);
    const expert = rulesFor(rulesOf({ level: 'expert' }), solo);
    expect(expert).toEqual(rulesFor(rulesOf({ level: 'expert', soloMoves: 'own', soloBuying: 'own' }), solo));
    expect([expert.weights, expert.buy]).toEqual([LEARNED2_RULES.weights, LEARNED2_RULES.buy]);
    expect(expert).not.toEqual(rulesFor(rulesOf({ level: 'expert', soloMoves: 'base', soloBuying: 'light' }), solo));
  });
});
