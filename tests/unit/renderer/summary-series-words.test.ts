/**
 * The race summary's plot titles come from each game's words, by the keys its race-summary.ts
 * declares (issue #26: the shell's catalogue words no game's series); a key a game does not
 * word shows as it is.
 */
import { describe, expect, it } from 'vitest';
import { AUTOMOBILES_SUMMARY_SERIES } from '../../../src-shared/games/automobiles';
import { RACEPACK_SUMMARY_SERIES } from '../../../src-shared/games/racepack';
import { seriesTitle } from '../../../src-renderer/home/record-words';

describe('race summary series titles', () => {
  it("words every series key of each game with the game's own words", () => {
    expect(AUTOMOBILES_SUMMARY_SERIES.map((k) => seriesTitle('automobiles', k))).toEqual([
      'Cubes owned (bag size)',
      'Wear cubes',
      'Money in the Buy Phase',
    ]);
    expect(RACEPACK_SUMMARY_SERIES.map((k) => seriesTitle('racepack', k))).toEqual([
      'Top speed each round',
      'Tokens left',
      'Spin-outs so far',
    ]);
  });

  it('shows a key as it is when its game does not word it', () => {
    // Another game's key: each game words only its own series.
    expect(seriesTitle('racepack', 'bag')).toBe('bag');
    expect(seriesTitle('automobiles', 'laps')).toBe('laps');
    expect(seriesTitle('no-such-game', 'speed')).toBe('speed');
  });
});
