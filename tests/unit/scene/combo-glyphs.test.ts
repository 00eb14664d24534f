/**
 * Issue #32: combo-space labels readable and apart. Every combo space of every track gets
 * discs well over the old fixed fifth of the lane (unreadable at the default zoom), and their
 * row never runs past the space's own length (so two neighbours' labels never overlap).
 */
import { describe, expect, it } from 'vitest';
import '../../../src-shared/games/automobiles';
import { listTracks } from '../../../src-shared/games/automobiles/track/track-registry';
import { TrackLayout } from '../../../src-renderer/games/automobiles/scene/track-layout';
import { comboDiscs } from '../../../src-renderer/games/automobiles/scene/combo-glyphs';

describe('combo-space discs', () => {
  it('on every track: at least 0.28 of the lane wide each, the row inside its space, discs apart', () => {
    let checked = 0;
    for (const t of listTracks()) {
      const L = new TrackLayout(t);
      t.spaces.forEach((s, i) => {
        if (s.colors.length < 2) return;
        const length = L.poses[i].length * L.segmentLength;
        const { r, offsets } = comboDiscs(s.colors.length, L.laneWidth, length);
        const where = `${t.id} space ${i} (${s.colors.join('/')})`;
        expect(r, where).toBeGreaterThanOrEqual(0.28 * L.laneWidth);
        // Within the lane across, within the space along.
        expect(2 * r, where).toBeLessThanOrEqual(0.75 * L.laneWidth);
        expect(offsets.at(-1)! - offsets[0] + 2 * r, where).toBeLessThanOrEqual(length);
        for (let k = 1; k < offsets.length; k++) expect(offsets[k] - offsets[k - 1], where).toBeGreaterThan(2 * r);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('a short space shrinks the discs to fit rather than spilling over its ends', () => {
    const { r, offsets } = comboDiscs(3, 40, 30);
    expect(offsets[2] - offsets[0] + 2 * r).toBeLessThanOrEqual(30);
  });
});
