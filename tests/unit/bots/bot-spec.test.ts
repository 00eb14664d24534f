import { describe, expect, it } from 'vitest';
import {
  createAutomobilesBot as createBotFromSpec,
  parseAutomobilesBotSpec as parseBotSpec,
} from '../../../src-shared/bots/automobiles/automobiles-bot-spec';
import { MctsBot } from '../../../src-shared/bots/automobiles/mcts-bot';
import { LEVEL_THINK_MS } from '../../../src-shared/bots/automobiles/levels';

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

  it('parses the campaign rules knob: greedy:c=smart, and c=base|smart on searchers', () => {
    expect(parseBotSpec('greedy:c=smart')).toEqual({ game: 'automobiles', kind: 'greedy', campaign: 'smart' });
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
    expect(() => parseBotSpec('greedy:c=clever')).toThrow(/greedy takes c=base\|smart/);
    expect(() => parseBotSpec('mcts#40:c=clever')).toThrow(/bad tuning "c=clever"/);
  });

  it('refuses bad names and bad tuning with a message naming the problem', () => {
    expect(() => parseBotSpec('grandmaster')).toThrow(/unknown bot "grandmaster"/);
    expect(() => parseBotSpec('hard@fast')).toThrow(/unknown bot/);
    expect(() => parseBotSpec('greedy:w=4')).toThrow(/only searchers/);
    expect(() => parseBotSpec('mcts#40:w=0')).toThrow(/bad tuning "w=0"/);
    expect(() => parseBotSpec('mcts#40:r=grandmaster')).toThrow(
      /bad tuning "r=grandmaster".*r=novice\|cautious\|base\|expert/,
    );
    expect(() => parseBotSpec('mcts#40:s=everything')).toThrow(/bad tuning "s=everything"/);
    expect(() => parseBotSpec('medium:q=1')).toThrow(/bad tuning "q=1"/);
  });
});
