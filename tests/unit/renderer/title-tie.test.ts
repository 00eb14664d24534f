/** The champion screen's tie-break line (season-ui.ts titleTiedOn, RULINGS §7). */
import { describe, expect, it } from 'vitest';
import { titleTiedOn } from '../../../src-renderer/games/automobiles/components/season/season-ui';
import { MESSAGES } from '../../../src-renderer/games/automobiles/i18n/messages';

describe('the champion screen says when the title went to the tie-break', () => {
  it('names the points the champion and the runner-up are tied on', () => {
    // A 2-player 3-race season: Eddie won races 1 and 2 (4 + 5 + 3), Hana the last (3 + 3 + 6).
    expect(titleTiedOn([12, 12], [0, 1])).toBe(12);
    expect(MESSAGES.season.champion.tieBreak('Hana', 12)).toBe(
      'Tied on 12 points: Hana finished ahead in the last race, which breaks a tie.',
    );
  });

  it('says nothing when the champion has more points, or alone', () => {
    expect(titleTiedOn([12, 13], [1, 0])).toBeNull();
    expect(titleTiedOn([9, 14, 9], [1, 0, 2])).toBeNull(); // a tie for second is not the title's
    expect(titleTiedOn([10], [0])).toBeNull();
  });
});
