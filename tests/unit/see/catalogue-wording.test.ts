/**
 * The Automobiles screens' wording lives in the message catalogue (MESSAGES, PLAY_MESSAGES,
 * season-messages.ts, start-messages.ts); the functions give the text the screens showed when
 * it was written in their templates (e2e specs match on it).
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES, PLAY_MESSAGES, ordinal } from '../../../src-renderer/games/automobiles/i18n/messages';
import {
  NO_EXTRA,
  awardSentence,
  extraPhrase,
  placeNames,
} from '../../../src-renderer/games/automobiles/i18n/season-messages';
import type { SponsorView } from '../../../src-shared/games/automobiles/session/view-types';

describe('the game screen and the results', () => {
  it('counts laps and rounds, names places', () => {
    expect(PLAY_MESSAGES.laps(1)).toBe('1 lap');
    expect(PLAY_MESSAGES.laps(3)).toBe('3 laps');
    expect(PLAY_MESSAGES.raceOf(2, 5)).toBe('Race 2 of 5');
    expect(PLAY_MESSAGES.stageRound(0)).toBe('Setup');
    expect(PLAY_MESSAGES.stageRound(4)).toBe('Round 4');
    expect(PLAY_MESSAGES.speed(0.5)).toBe('½×');
    expect(PLAY_MESSAGES.results.money(undefined)).toBe('$');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
    ]);
    expect(PLAY_MESSAGES.player.lap(2, 3)).toBe('Lap 2/3');
    expect(PLAY_MESSAGES.actions.pitTitle(2)).toBe(
      'Pit stop: remove all 2 wear from your active pile and end the turn',
    );
  });
});

describe('the season and the solo series', () => {
  const S = MESSAGES.season;
  it('sponsor award stages', () => {
    expect(S.sponsors.stageTitle('choose', '', null)).toBe('Choose a sponsor');
    expect(S.sponsors.stageTitle('choose', '', 'B2')).toBe('Keep sponsor B2 or switch');
    expect(S.sponsors.stageHelp('more', 1, 0, null)).toBe('Remove up to 1 more cube from your bag.');
    expect(S.sponsors.stageHelp('wear', 3, 0, null)).toBe('Remove up to 3 more wear cubes from your bag.');
    expect(S.draft.rule(['Ann', 'Bo'])).toBe(
      "A driver's power is optional and can be used every turn in its phase. The last player in turn order picks first; then Ann, then Bo.",
    );
    expect(S.draft.rule([])).toMatch(/picks first\.$/);
  });
  it('sponsor phrases', () => {
    const e3 = { letter: 'E', extra: [4, 2, 0], standard: [3, 6, 12] } as unknown as SponsorView;
    expect(extraPhrase(e3, 2)).toBe(NO_EXTRA);
    expect(awardSentence(e3, 2)).toBe('Remove up to 12 cubes.');
    expect(awardSentence(e3, 0)).toBe('Remove up to 3 cubes, then remove up to 4 wear per non-wear cube removed.');
    const d = { letter: 'D', extra: [0, 0, 0], standard: [3, 6, 12], gains: [['lightGray'], [], []] };
    expect(extraPhrase(d as unknown as SponsorView, 0)).toBe('gain light grey free');
    expect(placeNames(2)).toEqual(['1st', '2nd']);
  });
  it('solo series', () => {
    const R = MESSAGES.solo.rating;
    expect([R.range(0, 21), R.range(21, 24), R.range(33, undefined)]).toEqual(['under 21', '21–23', '33+']);
    expect(Object.values(MESSAGES.solo.bagLinesShort)).toEqual(['No wear', 'No blue', 'No black', '3+ white']);
    expect(MESSAGES.solo.panel.bagTip([['No wear', 1]], 'B2')).toBe('No wear: 1 · mechanic B2');
  });
  it('start screen', () => {
    expect(MESSAGES.start.track.meta(3, true, [3, 5])).toBe('3 lanes · ↻ · best 3–5p');
    expect(MESSAGES.start.season.points(4)).toBe('Points per race: 1st 4–7, middle 3, last 2; sponsors between races.');
    expect(MESSAGES.start.seat.remove('Seat', 2)).toBe('Remove seat 2');
  });
});
