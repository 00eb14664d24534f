import type { GearColor } from '../cubes';

/** A point in the track's drawing coordinates (SVG-like: x right, y down). */
export type Point = [number, number];

/**
 * One space: a stretch of one lane between two bold lines (RULINGS §4).
 * Progress is measured as a cross-section of the whole track, so an inner corner
 * space can cover as much progress as several outer spaces beside it.
 */
export interface TrackSpaceDef {
  /** Lane, 0 = innermost. */
  lane: number;
  /** One to three gear colours, lowest first; a combo space accepts any of them. */
  colors: GearColor[];
  /** One to four segments; segment 0 is the front one. One car fits in a segment. */
  segments: number;
  /** Progress range covered, 0 <= from < to <= lapLength. The finish line is progress 0. */
  from: number;
  to: number;
  /** Drawing: outline of the space and one polygon per segment (index 0 = front). */
  shape: { outline: Point[]; segments: Point[][] };
}

export interface GridSlot {
  /** Index into `spaces`. */
  space: number;
  /** Segment within that space (0 = front). */
  segment: number;
}

/** A track as data. Adding a track means adding one of these (validated by validateTrack). */
export interface TrackDef {
  id: string;
  name: string;
  description: string;
  /** For drawing only: the direction cars travel on screen. */
  direction: 'clockwise' | 'counterclockwise';
  /** Length of a lap in progress units. */
  lapLength: number;
  /** Number of lanes at the widest point. */
  lanes: number;
  recommendedPlayers: number[];
  /** Spaces; their index is their id. */
  spaces: TrackSpaceDef[];
  /** Start grid P1..P5, P1 in front, all just past the finish line. */
  grid: GridSlot[];
  /** Drawing data. */
  geometry: {
    /** viewBox of the drawing. */
    width: number;
    height: number;
    /** The start/finish line, from the inner edge to the outer edge. */
    finishLine: [Point, Point];
    /** Inner and outer edge of the tarmac, closed polygons. */
    innerEdge: Point[];
    outerEdge: Point[];
    /** Optional scenery hints (e.g. infield label position). */
    labelAt?: Point;
  };
}
