/**
 * A bot's level on the player panels, the results and the saves lists is named as its game's
 * start screen names it ("Bot · Medium", never "bot · medium"), in both games.
 */
import { describe, expect, it } from 'vitest';
import { botLabel } from '../../../src-renderer/ui/bot-label';
import { PLAY_MESSAGES } from '../../../src-renderer/games/automobiles/i18n/messages';
import { SAVE_MESSAGES } from '../../../src-renderer/i18n/save-wording';
import { wordsOf } from '../../../src-renderer/games/registry';

describe('a bot level in words', () => {
  it('each game names its levels as its start screen does', () => {
    for (const game of ['automobiles', 'racepack']) {
      expect(botLabel(game, 'medium')).toBe('Medium');
      expect(botLabel(game, 'hard', 40)).toBe('Hard · 40 ms');
      expect(botLabel(game, 'greedy')).toBe(wordsOf(game)!.levelName('greedy'));
    }
  });
  it('the player panel: "Bot · Medium", "Human"', () => {
    expect(PLAY_MESSAGES.player.kind(botLabel('automobiles', 'medium'))).toBe('Bot · Medium');
    expect(PLAY_MESSAGES.player.kind(botLabel('automobiles', 'hard', 500))).toBe('Bot · Hard · 500 ms');
    expect(PLAY_MESSAGES.player.kind(null)).toBe('Human');
  });
  it('the saves lists of either game', () => {
    expect(SAVE_MESSAGES.botSeat('Niki', botLabel('racepack', 'expert'))).toBe('Niki (Expert bot)');
    expect(SAVE_MESSAGES.botSeatShort('Gus', botLabel('automobiles', 'easy'))).toBe('Gus (Easy)');
  });
  it('a bot of no level (an older save) is "bot"', () => {
    expect(botLabel('automobiles', null)).toBe(SAVE_MESSAGES.bot);
  });
});
