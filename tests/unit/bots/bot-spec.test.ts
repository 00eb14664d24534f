import { describe, expect, it } from 'vitest';
import {
  createAutomobilesBot as createBotFromSpec,
  parseAutomobilesBotSpec as parseBotSpec,
} from '../../../src-shared/games/automobiles/bots/automobiles-bot-spec';
import { MctsBot } from '../../../src-shared/games/automobiles/bots/mcts-bot';
import { LEVEL_ITERATIONS, LEVEL_THINK_MS } from '../../../src-shared/games/automobiles/bots/levels';
import { createGame, legalActions } from '../../../src-shared/games/automobiles';

describe('bot names (arena line-ups)', () => {
  it('parses levels, custom times and iteration budgets', () => {
    expect(parseBotSpec('greedy')).toEqual({ game: 'automobiles', kind: 'greedy' });
    expect(parseBotSpec('Hard')).toEqual({
      game: 'automobiles',
      kind: 'mcts',
      level: 'hard',
      thinkMs: LEVEL_THINK_MS.hard,
    });
    expect(parseBotSpec('hard@250')).toEqual({ game: 'automobiles', kind: 'mcts', level: 'hard', thinkMs: 250 });
    expect(parseBotSpec('expert')).toEqual({
      game: 'automobiles',
      kind: 'mcts',
      level: 'expert',
      thinkMs: LEVEL_THINK_MS.expert,
    });
    expect(parseBotSpec('expert@600')).toEqual({ game: 'automobiles', kind: 'mcts', level: 'expert', thinkMs: 600 });
    expect(parseBotSpec('mcts#40')).toEqual({ game: 'automobiles', kind: 'mcts', iterations: 40 });
  });

  it('runs a level on an iteration budget (LEVEL#N, LEVEL#): its shape and rules, no clock', () => {
    expect(parseBotSpec('hard#120')).toEqual({ game: 'automobiles', kind: 'mcts', level: 'hard', iterations: 120 });
    expect(parseBotSpec('Expert#')).toEqual({
      game: 'automobiles',
      kind: 'mcts',
      level: 'expert',
      iterations: LEVEL_ITERATIONS.expert,
    });
    const spec = parseBotSpec('expert#8:w=2');
    expect(spec).toMatchObject({ level: 'expert', iterations: 8, tuning: { width: 2 } });
    const bot = createBotFromSpec(parseBotSpec('expert#8')) as MctsBot;
    // The level's own shape and rules, with the iteration budget instead of its time.
    expect(bot.settings).toMatchObject({ iterations: 8, playoutRounds: 2, width: 4 });
    expect(bot.config).toMatchObject({ level: 'expert', iterations: 8 });
    // No clock: a clock that runs a minute a reading changes nothing.
    const s = createGame({ players: 2, seed: 3 });
    let t = 0;
    const fast = createBotFromSpec(parseBotSpec('medium#14'), () => (t += 60_000));
    const slow = createBotFromSpec(parseBotSpec('medium#14'), () => 0);
    for (let i = 0; i < 6; i++) {
      const legal = legalActions(s);
      expect(fast.chooseAction(s, legal)).toEqual(slow.chooseAction(s, legal));
    }
    expect(() => parseBotSpec('hard#0')).toThrow(/at least 1/);
    expect(() => parseBotSpec('greedy#5')).toThrow(/unknown bot "greedy#5".*LEVEL#ITERATIONS/);
    // The idle-core equivalents grow with the levels' thinking (docs/ai.md "Wave 3 session 3").
    expect(LEVEL_ITERATIONS.easy).toBeLessThan(LEVEL_ITERATIONS.medium);
    expect(LEVEL_ITERATIONS.medium).toBeLessThan(LEVEL_ITERATIONS.hard);
  });

  it('parses tuning suffixes and hands them to the search', () => {
    const spec = parseBotSpec('mcts#40:w=6:m=0.5:p=2:s=all:r=expert');
    expect(spec).toEqual({
      game: 'automobiles',
      kind: 'mcts',
      iterations: 40,
      tuning: { width: 6, margin: 0.5, playoutTurns: 2, scope: 'all', rules: 'expert' },
    });
    const bot = createBotFromSpec(spec) as MctsBot;
    expect(bot.config).toMatchObject({
      iterations: 40,
      width: 6,
      margin: 0.5,
      playoutTurns: 2,
      scope: 'all',
      rules: 'expert',
    });
  });

  it('gives Expert its own shape: two rounds played out after the turn, within a second a turn', () => {
    const expert = createBotFromSpec(parseBotSpec('expert')) as MctsBot;
    const hard = createBotFromSpec(parseBotSpec('hard')) as MctsBot;
    expect(expert.settings.playoutRounds).toBe(2);
    expect(hard.settings.playoutRounds).toBe(1);
    expect(expert.thinkMs).toBeGreaterThan(hard.thinkMs);
    expect(expert.thinkMs).toBeLessThanOrEqual(1000);
  });

  it('parses the campaign rules knob: greedy:c=smart, and c=base|nopowers|smart on searchers', () => {
    expect(parseBotSpec('greedy:c=smart')).toEqual({ game: 'automobiles', kind: 'greedy', campaign: 'smart' });
    expect(parseBotSpec('greedy:c=nopowers')).toEqual({ game: 'automobiles', kind: 'greedy', campaign: 'nopowers' });
    expect(parseBotSpec('hard#:c=nopowers')).toMatchObject({ tuning: { campaign: 'nopowers' } });
    expect(parseBotSpec('greedy:c=base')).toEqual({ game: 'automobiles', kind: 'greedy', campaign: 'base' });
    const hard = parseBotSpec('hard:c=base');
    expect(hard).toEqual({
      game: 'automobiles',
      kind: 'mcts',
      level: 'hard',
      thinkMs: LEVEL_THINK_MS.hard,
      tuning: { campaign: 'base' },
    });
    expect((createBotFromSpec(hard) as MctsBot).config.campaign).toBe('base');
    expect(() => parseBotSpec('greedy:c=clever')).toThrow(/greedy takes c=base\|nopowers\|smart/);
    expect(() => parseBotSpec('mcts#40:c=clever')).toThrow(/bad tuning "c=clever"/);
  });

  it('refuses bad names and bad tuning with a message naming the problem', () => {
    expect(() => parseBotSpec('grandmaster')).toThrow(/unknown bot "grandmaster"/);
    expect(() => parseBotSpec('hard@fast')).toThrow(/unknown bot/);
    expect(() => parseBotSpec('greedy:w=4')).toThrow(/only searchers/);
    expect(() => parseBotSpec('mcts#40:w=0')).toThrow(/bad tuning "w=0"/);
    expect(() => parseBotSpec('mcts#40:r=grandmaster')).toThrow(
      /bad tuning "r=grandmaster".*r=novice\|intermediate\|cautious\|base\|expert/,
    );
    expect(() => parseBotSpec('mcts#40:s=everything')).toThrow(/bad tuning "s=everything"/);
    expect(() => parseBotSpec('medium:q=1')).toThrow(/bad tuning "q=1"/);
  });
});
