import { describe, expect, it } from 'vitest';
import { RACEPACK_TRACKS, validateTrack } from '../../../src-shared/games/racepack';
import {
  emptyBuilder,
  fromTrackFile,
  problems,
  toTrackFile,
  type PieceLetter,
} from '../../../src-renderer/racepack/track-builder-model';

const letters = (s: string) => s.split('') as PieceLetter[];

describe('track builder model', () => {
  it('a closed clockwise rectangle is a valid track file', () => {
    const b = { ...emptyBuilder(), path: letters('SSSSSSSRSSSRSSSSSSSRSSSR'), startTile: 3 };
    expect(problems(b)).toEqual([]);
    expect(validateTrack(toTrackFile(b))).toEqual([]);
    expect(toTrackFile(b).tiles).toHaveLength(24);
  });

  it('an open chain is refused with the tiles named, a counter-clockwise loop says so', () => {
    const open = { ...emptyBuilder(), path: letters('SSSSRSSR') };
    const p = problems(open);
    expect(p.length).toBeGreaterThan(0);
    expect(p[0].tiles.length).toBeGreaterThan(0);
    const ccw = { ...emptyBuilder(), path: letters('SSSSSSSLSSSLSSSSSSSLSSSL'), startTile: 3 };
    expect(
      problems(ccw)
        .map((x) => x.text)
        .join(' '),
    ).toMatch(/clockwise/);
  });

  it('shipped tracks without a chicane round-trip into the builder', () => {
    for (const t of RACEPACK_TRACKS) {
      const b = fromTrackFile(t);
      if (t.id === 'hairpin-chicane') {
        expect(b).toBeNull();
        continue;
      }
      expect(b, t.id).not.toBeNull();
      expect(toTrackFile(b!).tiles).toEqual(t.tiles);
      expect(problems(b!)).toEqual([]);
    }
  });
});
