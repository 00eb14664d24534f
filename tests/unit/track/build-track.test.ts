import { describe, expect, it } from 'vitest';
import { buildTrack, type TrackSpec, validateTrack } from '../../../src-shared/games/automobiles';
import { segmentFront } from '../../../src-shared/games/automobiles/track/progress';

/** A 1000 x 400 rounded rectangle, clockwise on screen, finish line mid top straight. */
const spec = (over: Partial<TrackSpec> = {}): TrackSpec => ({
  id: 'test-rect',
  name: 'Test',
  description: '',
  direction: 'clockwise',
  recommendedPlayers: [2],
  laneWidth: 40,
  path: [
    [0, 0, 150],
    [1000, 0, 150],
    [1000, 400, 150],
    [0, 400, 150],
  ],
  lanes: [
    'd3 b4 @1< l2 w2 @2> d3 b3 b3 d3 @3< l2 w2 @0> d3 b4',
    'b4 b4 @1< l2 l2 l2 @2> b4 b4 b4 @3< l2 l2 l2 @0> b4 b4',
  ],
  ...over,
});

describe('buildTrack', () => {
  it('builds a valid track whose lanes tile the lap on one progress scale', () => {
    const t = buildTrack(spec());
    const r = validateTrack(t);
    expect(r.ok ? [] : r.errors).toEqual([]);
    expect(t.lapLength).toBeCloseTo(2 * 700 + 2 * 100 + 2 * Math.PI * 150, 1);
    expect(t.lanes).toBe(2);
    const lane0 = t.spaces.filter((s) => s.lane === 0);
    expect(lane0[0].from).toBe(0);
    expect(lane0.at(-1)!.to).toBe(t.lapLength);
    expect(lane0.map((s) => s.colors.join('+')).slice(0, 4)).toEqual(['darkGray', 'black', 'lightGray', 'white']);
    // Anchored boundaries line up across lanes (the corner entry of corner 1).
    const entry = lane0[2].from;
    expect(t.spaces.filter((s) => s.lane === 1).some((s) => s.from === entry)).toBe(true);
  });

  it('splits a stretch in proportion to segment counts and polygons per segment', () => {
    const t = buildTrack(spec());
    const [a, b] = t.spaces;
    expect((b.to - b.from) / (a.to - a.from)).toBeCloseTo(4 / 3, 1);
    expect(b.shape.segments).toHaveLength(4);
    expect(segmentFront(b, 0)).toBe(b.to);
  });

  it('builds an auto grid of the five slots just past the line, P1 in front', () => {
    const t = buildTrack(spec());
    const fronts = t.grid.map((g) => segmentFront(t.spaces[g.space], g.segment));
    expect(fronts).toEqual([...fronts].sort((x, y) => y - x));
    expect(new Set(t.grid.map((g) => `${g.space}/${g.segment}`)).size).toBe(5);
    expect(Math.max(...fronts)).toBeLessThan(t.lapLength * 0.15);
  });

  it('takes an explicit grid as [lane, nth space of the lane, segment]', () => {
    const grid: TrackSpec['grid'] = [
      [0, 1, 0],
      [1, 0, 0],
      [0, 0, 0],
      [1, 0, 1],
      [0, 0, 1],
    ];
    const t = buildTrack(spec({ grid }));
    expect(t.grid[0]).toEqual({ space: 1, segment: 0 });
    expect(t.spaces[t.grid[1].space].lane).toBe(1);
    expect(() => buildTrack(spec({ grid: [[3, 0, 0]] }))).toThrow('missing space 0 of lane 3');
  });

  it('supports a partial outer lane through the finish line, nested inside', () => {
    const lanes = [...spec().lanes, '@3> b4 b4 @0> d3 | b3 b4 @1<'];
    const t = buildTrack(spec({ lanes }));
    const r = validateTrack(t);
    expect(r.ok ? [] : r.errors).toEqual([]);
    const lane2 = t.spaces.filter((s) => s.lane === 2);
    expect(lane2.some((s) => s.from === 0)).toBe(true);
    expect(lane2.some((s) => s.to === t.lapLength)).toBe(true);
  });

  it('draws counter-clockwise tracks from a counter-clockwise path', () => {
    const path: TrackSpec['path'] = [
      [0, 400, 150],
      [1000, 400, 150],
      [1000, 0, 150],
      [0, 0, 150],
    ];
    const t = buildTrack(spec({ path, direction: 'counterclockwise' }));
    expect(validateTrack(t).ok).toBe(true);
    expect(() => buildTrack(spec({ direction: 'counterclockwise' }))).toThrow(/wrong way/);
  });

  it('rejects bad descriptions with a message naming the problem', () => {
    expect(() => buildTrack(spec({ lanes: ['d3 x9'] }))).toThrow('lane 0: bad space token "x9"');
    expect(() => buildTrack(spec({ lanes: ['d3 @7<'] }))).toThrow('unknown anchor "@7<"');
    expect(() => buildTrack(spec({ lanes: ['d3 @1< @2> b4'] }))).toThrow('lane 0: no spaces between @1< and @2>');
    expect(() => buildTrack(spec({ lanes: ['d3 b4', '@3> b4 b4 @1<'] }))).toThrow('cross the finish line');
    expect(() =>
      buildTrack(
        spec({
          path: [
            [0, 0, 45],
            [1000, 0, 45],
            [1000, 400, 45],
            [0, 400, 45],
          ],
        }),
      ),
    ).toThrow(/too tight/);
    expect(() =>
      buildTrack(
        spec({
          path: [
            [0, 0, 300],
            [1000, 0, 300],
            [1000, 400, 300],
            [0, 400, 300],
          ],
        }),
      ),
    ).toThrow(/overlap/);
  });
});
