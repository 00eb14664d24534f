import { describe, expect, it } from 'vitest';
import { TRACKS } from '../../../src-shared/games/automobiles';
import { fitBoard, pointInPolygon, polygonMeetsBox } from '../../../src-renderer/games/automobiles/scene/geometry';
import { TrackLayout } from '../../../src-renderer/games/automobiles/scene/track-layout';

// The shipped tracks (not listTracks(): other files in the same worker may have registered test tracks).
const tracks = TRACKS;

describe('space marks sit inside their space (glyphs and target rings)', () => {
  for (const t of tracks) {
    it(`${t.id}: every mark is inside its space's outline`, () => {
      const L = new TrackLayout(t);
      const outside = t.spaces.filter(
        (s, i) => !pointInPolygon(L.spaceMarks[i][0], L.spaceMarks[i][1], s.shape.outline),
      );
      expect(outside.length).toBe(0);
    });
  }
  it('the old outline centroid falls outside at least one long curved space (why marks exist)', () => {
    const misses = tracks.flatMap((t) => {
      const L = new TrackLayout(t);
      return t.spaces.filter(
        (s, i) => !pointInPolygon(L.spaceCentroids[i][0], L.spaceCentroids[i][1], s.shape.outline),
      );
    });
    expect(misses.length).toBeGreaterThan(0);
  });
});

describe('fitBoard: the race order box never covers the track', () => {
  const boards = [
    { w: 624, h: 550, name: '1280×800' },
    { w: 498, h: 470, name: '1024×700' },
  ];
  for (const t of tracks) {
    for (const b of boards) {
      for (const rows of [2, 5]) {
        it(`${t.id} at ${b.name} with ${rows} cars`, () => {
          const L = new TrackLayout(t);
          const reserve = { w: 220, h: 20 + rows * 22 };
          const f = fitBoard(b.w, b.h, L.bounds, 8, reserve, t.geometry.outerEdge, L.laneWidth * 0.3);
          const box = {
            minX: -f.x / f.scale,
            minY: -f.y / f.scale,
            maxX: (reserve.w - f.x) / f.scale,
            maxY: (reserve.h - f.y) / f.scale,
          };
          expect(polygonMeetsBox(t.geometry.outerEdge, box)).toBe(false);
          // The whole drawing stays on the canvas.
          expect(L.bounds.minX * f.scale + f.x).toBeGreaterThanOrEqual(-0.5);
          expect(L.bounds.maxX * f.scale + f.x).toBeLessThanOrEqual(b.w + 0.5);
          expect(L.bounds.maxY * f.scale + f.y).toBeLessThanOrEqual(b.h + 0.5);
          // It costs at most a third of the size the track would have without the box.
          const plain = fitBoard(b.w, b.h, L.bounds, 8);
          expect(f.scale).toBeGreaterThan(plain.scale * 0.66);
        });
      }
    }
  }
  it('without a box the track is centred at the largest scale', () => {
    const f = fitBoard(200, 100, { minX: 0, minY: 0, maxX: 100, maxY: 100 }, 0);
    expect(f).toEqual({ scale: 1, x: 50, y: 0 });
  });
});

describe('polygonMeetsBox', () => {
  const square: [number, number][] = [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
  ];
  it('sees a vertex inside, a box inside the polygon, an edge crossing, and a clear box', () => {
    expect(polygonMeetsBox(square, { minX: -1, minY: -1, maxX: 1, maxY: 1 })).toBe(true);
    expect(polygonMeetsBox(square, { minX: 4, minY: 4, maxX: 5, maxY: 5 })).toBe(true);
    expect(polygonMeetsBox(square, { minX: 4, minY: -5, maxX: 5, maxY: 20 })).toBe(true);
    expect(polygonMeetsBox(square, { minX: 11, minY: 11, maxX: 20, maxY: 20 })).toBe(false);
  });
});
