import type { GearColor, GridSlot, Point, TrackDef, TrackSpaceDef } from '../../src-shared/games/automobiles';

/** Shorthand for one space: colours ("w", "lg", "dg", "b", combos "w/lg"), length, segments. */
export type SpaceSpec = [colors: string, length: number, segments?: number];

const SHORT: Record<string, GearColor> = { w: 'white', lg: 'lightGray', dg: 'darkGray', b: 'black' };

/**
 * A straight "ladder" track for hand-built positions: each lane is a row of spaces along
 * one progress axis (a lap), drawn as rectangles. Every lane must add up to `lapLength`.
 */
export function ladderTrack(id: string, lanes: SpaceSpec[][], grid?: GridSlot[]): TrackDef {
  const lapLength = lanes[0].reduce((n, s) => n + s[1], 0);
  const spaces: TrackSpaceDef[] = [];
  const laneH = 40;
  const scale = 10;
  lanes.forEach((lane, li) => {
    let from = 0;
    for (const [colors, length, segments = 1] of lane) {
      const to = from + length;
      const y0 = li * laneH;
      const rect = (a: number, b: number): Point[] => [
        [a * scale, y0],
        [b * scale, y0],
        [b * scale, y0 + laneH],
        [a * scale, y0 + laneH],
      ];
      const segs: Point[][] = [];
      for (let k = 0; k < segments; k++) {
        const len = length / segments;
        segs.push(rect(to - (k + 1) * len, to - k * len));
      }
      spaces.push({
        lane: li,
        colors: colors.split('/').map((c) => SHORT[c]),
        segments,
        from,
        to,
        shape: { outline: rect(from, to), segments: segs },
      });
      from = to;
    }
  });
  return {
    id,
    name: `Test ${id}`,
    description: 'hand-built test track',
    direction: 'clockwise',
    lapLength,
    lanes: lanes.length,
    recommendedPlayers: [2, 3, 4, 5],
    spaces,
    grid: grid ?? defaultGrid(spaces, lapLength),
    geometry: {
      width: lapLength * scale,
      height: lanes.length * laneH,
      finishLine: [
        [0, 0],
        [0, lanes.length * laneH],
      ],
      innerEdge: [
        [0, 0],
        [lapLength * scale, 0],
        [lapLength * scale, 1],
      ],
      outerEdge: [
        [0, lanes.length * laneH],
        [lapLength * scale, lanes.length * laneH],
        [lapLength * scale, lanes.length * laneH + 1],
      ],
    },
  };
}

/** Five grid slots in the first spaces of the lanes, front first. */
function defaultGrid(spaces: TrackSpaceDef[], lapLength: number): GridSlot[] {
  const slots: { slot: GridSlot; front: number; lane: number }[] = [];
  spaces.forEach((sp, i) => {
    if (sp.to <= lapLength * 0.15) {
      for (let k = 0; k < sp.segments; k++) {
        slots.push({
          slot: { space: i, segment: k },
          front: sp.to - (k * (sp.to - sp.from)) / sp.segments,
          lane: sp.lane,
        });
      }
    }
  });
  slots.sort((a, b) => b.front - a.front || a.lane - b.lane);
  return slots.slice(0, 5).map((x) => x.slot);
}

/** Index of the space in `lane` that starts at progress `from`. */
export function spaceAt(track: TrackDef, lane: number, from: number): number {
  const i = track.spaces.findIndex((s) => s.lane === lane && s.from === from);
  if (i < 0) throw new Error(`no space in lane ${lane} starting at ${from}`);
  return i;
}
