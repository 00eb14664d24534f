import { describe, expect, it } from 'vitest';
import {
  type GearColor,
  type GridSlot,
  type Point,
  type TrackDef,
  assertValidTrack,
  TrackError,
  validateTrack,
} from '../../../src-shared/games/automobiles';

/** A minimal track from progress ranges, with placeholder geometry (the validator only checks its shape). */
type Range = [from: number, to: number, segments?: number, colors?: GearColor[]];
const TRI: Point[] = [
  [0, 0],
  [10, 0],
  [0, 10],
];

function mini(lanes: Range[][], grid?: GridSlot[], lap = 100): TrackDef {
  const spaces = lanes.flatMap((list, lane) =>
    list.map(([from, to, segments = 2, colors = ['darkGray']]) => ({
      lane,
      colors,
      segments,
      from,
      to,
      shape: { outline: TRI, segments: Array.from({ length: segments }, () => TRI) },
    })),
  );
  return {
    id: 'mini',
    name: 'Mini',
    description: '',
    direction: 'clockwise',
    lapLength: lap,
    lanes: lanes.length,
    recommendedPlayers: [2, 3],
    spaces,
    // Spaces 0 = lane 0 [0,10], 10 = lane 1 [0,10], 4 segments each (fronts 10, 7.5, 5, 2.5).
    grid: grid ?? [
      { space: 0, segment: 0 },
      { space: 10, segment: 0 },
      { space: 0, segment: 1 },
      { space: 10, segment: 1 },
      { space: 0, segment: 2 },
    ],
    geometry: {
      width: 100,
      height: 100,
      finishLine: [
        [0, 0],
        [0, 10],
      ],
      innerEdge: TRI,
      outerEdge: TRI,
    },
  };
}

/** Ten spaces of 10 per lane over a lap of 100; the first (the grid's) has 4 segments. */
const full = (): Range[] => Array.from({ length: 10 }, (_, i) => [i * 10, i * 10 + 10, i ? 2 : 4] as Range);
const base = () => mini([full(), full()]);

function errorsOf(def: unknown): string[] {
  const r = validateTrack(def);
  if (r.ok) throw new Error('expected the track to be rejected');
  return r.errors;
}
function expectError(def: unknown, fragment: string) {
  const errors = errorsOf(def);
  expect(
    errors.some((e) => e.includes(fragment)),
    `${fragment}\n in: ${errors.join('\n')}`,
  ).toBe(true);
}

describe('validateTrack', () => {
  it('accepts a well-formed minimal track', () => {
    const r = validateTrack(base());
    expect(r.ok ? [] : r.errors).toEqual([]);
  });

  it('rejects non-object input', () => {
    for (const bad of [null, 42, 'track', [], undefined]) expectError(bad, 'track must be an object');
  });

  it('rejects missing geometry', () => {
    const t: Partial<TrackDef> = base();
    delete t.geometry;
    expectError(t, 'geometry missing');
  });

  it('rejects a gap in a lane', () => {
    const lane0 = full();
    lane0[3] = [30, 38];
    expectError(
      mini([lane0, full()]),
      'lane 0 must cover the whole lap (a closed loop): gap between progress 38 and 40',
    );
  });

  it('rejects a lane that does not reach the finish line', () => {
    expectError(mini([full().slice(0, 9), full()]), 'gap between progress 90 and 0 (across the finish line)');
  });

  it('rejects overlapping spaces', () => {
    const lane1 = full();
    lane1[4] = [40, 55];
    expectError(mini([full(), lane1]), 'spaces 14 and 15 (lane 1) overlap: 40-55 and 50-60');
  });

  it('rejects a bad colour and unsorted colours', () => {
    const t = base();
    t.spaces[12].colors = ['pink' as GearColor];
    t.spaces[3].colors = ['black', 'white'];
    t.spaces[4].colors = ['white', 'white'];
    expectError(t, 'space 12 (lane 1): colours must be 1-3 distinct gear colours, got ["pink"]');
    expectError(t, 'space 3 (lane 0): colours must be listed lowest first, got ["black","white"]');
    expectError(t, 'space 4 (lane 0): colours must be 1-3 distinct gear colours');
  });

  it('rejects 5 segments', () => {
    const lane0 = full();
    lane0[5] = [50, 60, 5];
    expectError(mini([lane0, full()]), 'space 5 (lane 0): segments must be an integer 1-4, got 5');
  });

  it('rejects a progress range outside the lap or reversed', () => {
    const t = base();
    t.spaces[2].to = 15;
    t.spaces[2].from = 20;
    t.spaces[19].to = 120;
    expectError(t, 'space 2 (lane 0): progress must satisfy 0 <= from < to <= lapLength');
    expectError(t, 'space 19 (lane 1): progress must satisfy');
  });

  it('rejects a grid slot out of range', () => {
    const t = base();
    t.grid[2] = { space: 999, segment: 0 };
    expectError(t, 'grid P3: space 999 out of range (0-19)');
    const u = base();
    u.grid[4] = { space: 10, segment: 4 };
    expectError(u, 'grid P5: segment 4 out of range for space 10 (0-3)');
  });

  it('rejects duplicate grid slots', () => {
    const t = base();
    t.grid[3] = { ...t.grid[1] };
    expectError(t, 'grid P2 and P4 are the same slot (space 10, segment 0)');
  });

  it('rejects P2 ahead of P1', () => {
    const t = base();
    [t.grid[0], t.grid[2]] = [t.grid[2], t.grid[0]];
    expectError(t, 'grid P2 (progress 10, lane 1) must be behind P1 (progress 7.5, lane 0)');
  });

  it('puts the inner lane ahead on equal progress', () => {
    const t = base();
    [t.grid[0], t.grid[1]] = [t.grid[1], t.grid[0]]; // lane 1 listed ahead of lane 0 at progress 10
    expectError(t, 'grid P2 (progress 10, lane 0) must be behind P1 (progress 10, lane 1)');
  });

  it('rejects a grid that momentum would reorder (a free segment ahead of a grid car)', () => {
    // Ordered by front, but P3 sits behind an empty segment of its lane-1 space: the first
    // End Phase's momentum would pack it to progress 10, past P2 (RULINGS §4).
    const t = base();
    t.grid = [
      { space: 0, segment: 0 },
      { space: 0, segment: 1 },
      { space: 10, segment: 1 },
      { space: 0, segment: 2 },
      { space: 0, segment: 3 },
    ];
    expect(errorsOf(t)).toEqual([
      'grid P3 (space 10, segment 1): segment 0 ahead of it in its space must be held by an earlier grid slot, or momentum moves the car up before anyone moves',
    ]);
    const v = base();
    v.grid[4] = { space: 0, segment: 3 }; // segment 2 of space 0 empty
    expectError(v, 'grid P5 (space 0, segment 3): segment 2 ahead of it');
  });

  it('rejects a grid that is not 5 slots or not just past the line', () => {
    const t = base();
    t.grid.pop();
    expectError(t, 'grid must have exactly 5 slots (P1..P5), got 4');
    const u = base();
    u.grid[0] = { space: 5, segment: 0 };
    expectError(u, 'grid P1: front progress 60 is not just past the finish line (must be within 0-15)');
  });

  it('rejects a space with no successor', () => {
    // Lane 1 exists only at 40-50; beside it lane 0 jumps from 40-50 to one space reaching
    // half a lap ahead, which is no longer "ahead" (RULINGS §4 step rule).
    const lane0: Range[] = [
      [0, 10],
      [10, 20],
      [20, 30],
      [30, 40],
      [40, 50],
      [50, 100],
    ];
    const t = mini([lane0, [[40, 50]]]);
    expectError(t, 'space 6 (lane 1, 40-50): no successor');
  });

  it('rejects a lane that is not nested', () => {
    const lane1: Range[] = [
      [0, 10],
      [10, 20],
      [20, 30],
    ];
    const lane2: Range[] = [
      [30, 40],
      [40, 50],
    ];
    expectError(
      mini([full(), [...lane1, [90, 100]], lane2]),
      'space 14 (lane 2): lane 2 exists at progress 30-40 where lane 1 does not (lanes must be nested)',
    );
  });

  it('rejects a partial lane broken into two stretches', () => {
    expectError(
      mini([
        full(),
        [
          [0, 10],
          [10, 20],
          [50, 60],
        ],
      ]),
      'lane 1 must be one unbroken stretch',
    );
  });

  it('accepts a partial outer lane running through the finish line', () => {
    const t = mini([
      full(),
      full(),
      [
        [80, 90],
        [90, 100],
        [0, 10],
        [10, 20],
      ],
    ]);
    const r = validateTrack(t);
    expect(r.ok ? [] : r.errors).toEqual([]);
  });

  it('rejects lanes not numbered 0..lanes-1', () => {
    const t = base();
    t.lanes = 3;
    expectError(t, 'lane 2 has no spaces');
    const u = base();
    u.spaces[0].lane = 4;
    expectError(u, 'space 0 (lane 4): lane must be an integer 0-1');
  });

  it('rejects missing or broken shapes', () => {
    const t = base();
    t.spaces[7].shape.segments.pop();
    t.spaces[8].shape.outline = [
      [0, 0],
      [1, 1],
    ];
    t.spaces[9].shape.segments[0] = [
      [0, 0],
      [1, Number.NaN],
      [2, 2],
    ];
    expectError(t, 'space 7 (lane 0): shape needs one polygon per segment (2)');
    expectError(t, 'space 8 (lane 0): outline must be a polygon of at least 3 points');
    expectError(t, 'space 9 (lane 0): segment 0 polygon has a point that is not [x, y] with finite numbers');
  });

  it('rejects bad top-level fields', () => {
    const t = { ...base(), id: '', direction: 'sideways', lapLength: -1, recommendedPlayers: [0, 9] };
    expectError(t, 'id must be a non-empty string');
    expectError(t, 'direction must be "clockwise" or "counterclockwise", got "sideways"');
    expectError(t, 'lapLength must be a positive number, got -1');
    expectError(t, 'recommendedPlayers must be distinct player counts 1-5, got [0,9]');
    expectError({ ...base(), spaces: [] }, 'spaces must be a non-empty array');
    const g = base();
    (g.geometry as { finishLine: unknown }).finishLine = [[0, 0]];
    expectError(g, 'geometry.finishLine must be two [x, y] points');
  });

  it('assertValidTrack throws a TrackError with every message', () => {
    const t = base();
    t.spaces[0].segments = 0;
    t.grid[4] = { space: 999, segment: 0 };
    let caught: unknown;
    try {
      assertValidTrack(t);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(TrackError);
    const err = caught as TrackError;
    expect(err.errors.length).toBeGreaterThanOrEqual(2);
    expect(err.message).toContain('segments must be an integer 1-4, got 0');
    expect(err.message).toContain('grid P5: space 999 out of range');
    expect(assertValidTrack(base()).id).toBe('mini');
  });
});
