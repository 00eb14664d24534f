import { describe, expect, it } from 'vitest';
import { RACEPACK_TRACKS, trackFor } from '../../../src-shared/games/racepack';
import { pitBoxes } from '../../../src-renderer/games/racepack/scene/board-geometry';

describe('pitBoxes: the pit stopping places drawn beside the pit lane (RULINGS §11)', () => {
  const withPit = RACEPACK_TRACKS.filter((t) => t.pitLane);

  it('a track with its pit lane has one box per pit-lane space, on the pit wall, numbered in racing order', () => {
    expect(withPit.length).toBeGreaterThan(0);
    for (const file of withPit) {
      const track = trackFor({ track: file, pitLane: true, players: 4 });
      const boxes = pitBoxes(track);
      expect(boxes.map((b) => b.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      const lane = new Set(boxes.map((b) => b.laneCell));
      expect(lane.size, `${file.id}: every box serves its own lane space`).toBe(8);
      for (const b of boxes) {
        // The lane space is a driving space of a pit tile, the box one space beside it.
        expect(track.tileIsPit[track.cellTile[b.laneCell]]).toBe(true);
        expect(track.cellExists[b.laneCell]).toBe(1);
        expect(Math.abs(track.cellX[b.laneCell] - b.x) + Math.abs(track.cellY[b.laneCell] - b.y)).toBe(1);
        // The box is not a space cars can drive on.
        for (let c = 0; c < track.cellCount; c++)
          if (track.cellX[c] === b.x && track.cellY[c] === b.y) expect(track.cellExists[c]).toBe(0);
      }
      // Numbered from the pit entry: each box's lane space is one space further along the straight.
      const d = track.exitDir[track.cellTile[boxes[0].laneCell]];
      const step = [
        [1, 0],
        [0, 1],
        [-1, 0],
        [0, -1],
      ][d];
      for (let k = 1; k < boxes.length; k++) {
        const a = boxes[k - 1].laneCell;
        const b = boxes[k].laneCell;
        expect([track.cellX[b] - track.cellX[a], track.cellY[b] - track.cellY[a]], `${file.id} box ${k + 1}`).toEqual(
          step,
        );
      }
    }
  });

  it('no pit lane, no boxes', () => {
    expect(pitBoxes(trackFor({ track: withPit[0], pitLane: false, players: 4 }))).toEqual([]);
  });
});
