/**
 * The Racepack rules reference's board pictures (the rulebook's figures, redrawn): each is a
 * window onto a real shipped track, compiled by the engine exactly as the board draws it,
 * with cars, movements and marks placed on its spaces (space coordinates: x right, y down).
 */
import {
  compileTrack,
  findTrack,
  parseTrackFile,
  tilesFromPath,
  type CompiledTrack,
} from '../../../../src-shared/games/racepack';
import type { RacepackFigureKind } from './rules-types';

export interface FigureCar {
  x: number;
  y: number;
  label: string;
  /** Seat colour index (SEAT_COLORS). */
  seat: number;
  /** Drawn faded: where the car was. */
  ghost?: boolean;
  /** Off the track (a spun car): placed at fractional coordinates. */
  off?: boolean;
}
export interface FigureMove {
  /** Space coordinates of the spaces passed, start first. */
  path: [number, number][];
  label: string;
  tone?: 'good' | 'bad' | 'plain' | 'risk';
}
export interface FigureMark {
  x: number;
  y: number;
  kind: 'check' | 'hazardUp' | 'hazardDown' | 'die';
  /** The die's face. */
  face?: string;
}
export interface FigureNote {
  x: number;
  y: number;
  text: string;
  tone?: 'good' | 'bad' | 'plain';
}
export interface RacepackFigure {
  track: CompiledTrack;
  /** The window shown, in spaces. */
  view: { x: number; y: number; w: number; h: number };
  cars: FigureCar[];
  moves: FigureMove[];
  marks: FigureMark[];
  notes: FigureNote[];
  /** The lap die's face beside the start line, if shown. */
  lapDie?: number;
  caption: string;
}

function track(id: string, pitLane = false, wide = false): CompiledTrack {
  const file = findTrack(id);
  if (!file) throw new Error(`racepack figure: no shipped track ${id}`);
  return compileTrack(file, pitLane, wide);
}

/** A circuit drawn only for a figure (a turtle path, see tilesFromPath), compiled by the engine like any track. */
function figureTrack(id: string, path: string): CompiledTrack {
  const file = parseTrackFile({
    format: 'racepack-track',
    version: 1,
    id,
    name: id,
    laps: 1,
    tiles: tilesFromPath(path),
    // The start line out of the window (on the bottom straight), clear of the figure's arrows.
    startTile: 18,
    pitLane: { firstTile: 0 },
  });
  return compileTrack(file);
}

const FIGURES: Record<RacepackFigureKind, () => RacepackFigure> = {
  'rp-track': () => ({
    track: track('grand-prix'),
    view: { x: -1.5, y: -2, w: 17, h: 13.5 },
    cars: [],
    moves: [],
    marks: [],
    notes: [{ x: 3.2, y: 5.4, text: 'Cars run clockwise' }],
    lapDie: 3,
    caption:
      'Figure 1. The recommended track: 24 tiles, 8 numbered corners, the start/finish line and the lap die (3 laps).',
  }),
  // The rulebook's Figure 2, both turns as the seed tells them, on a small figure circuit (no
  // shipped track has a long straight, a short one and two corners in a row): turn A 7, 5, the
  // "2" token into the corner and a roll; turn B out of that corner at 4 (speed is not carried
  // over), 2 into the next corner and a roll, then 1 while changing lanes into the corner after.
  'rp-turns': () => ({
    track: figureTrack('figure-2', 'SSSSSSSS R SS R L S R SSSSSSS R SSSS R'),
    view: { x: -0.6, y: -1.6, w: 19.6, h: 11.4 },
    cars: [
      { x: 2, y: 1, label: 'A', seat: 0, ghost: true },
      { x: 16, y: 1, label: 'B', seat: 0, ghost: true },
      { x: 15, y: 6, label: '', seat: 0 },
    ],
    moves: [
      { path: line(2, 1, 9, 1), label: '7' },
      { path: line(9, 1, 14, 1), label: '5' },
      { path: line(14, 1, 16, 1), label: '◆2 !', tone: 'risk' },
      { path: line(16, 1, 16, 5), label: '4' },
      { path: line(16, 5, 16, 7), label: '2 !', tone: 'risk' },
      {
        path: [
          [16, 7],
          [15, 6],
        ],
        label: '↖1',
        tone: 'good',
      },
    ],
    marks: [
      { x: 18.3, y: 0.6, kind: 'die', face: '3' },
      { x: 18.3, y: 6.6, kind: 'die', face: '4' },
    ],
    notes: [
      { x: 1, y: 2.9, text: 'Turn A: 7, then 5, then the “2” token to', tone: 'plain' },
      { x: 1, y: 3.55, text: 'brake to 2 into the corner: roll (3: safe)', tone: 'plain' },
      { x: 1, y: 4.45, text: 'Turn B: out of the corner at 4 (speed is not', tone: 'plain' },
      { x: 1, y: 5.1, text: 'carried over), 2 into the next corner: roll', tone: 'plain' },
      { x: 1, y: 5.75, text: '(4: safe), then 1 while changing lanes into', tone: 'plain' },
      { x: 1, y: 6.4, text: 'the corner after it: speed 1, no roll', tone: 'good' },
    ],
    caption: 'Figure 2. Two complete turns of one car (speeds on the arrows; ◆ a strategy token, ! a risk roll).',
  }),
  'rp-lanes': () => ({
    track: track('grand-prix'),
    view: { x: 6.5, y: -1.2, w: 8.5, h: 5.2 },
    cars: [
      { x: 11, y: 1, label: 'You', seat: 0 },
      { x: 12, y: 1, label: 'B', seat: 1 },
    ],
    moves: [
      {
        path: [
          [11, 1],
          [12, 0],
        ],
        label: '✓',
        tone: 'good',
      },
      {
        path: [
          [11, 1],
          [12, 2],
        ],
        label: '✕',
        tone: 'bad',
      },
    ],
    marks: [],
    notes: [
      { x: 6.8, y: 2.7, text: '✕ across the inside edge', tone: 'bad' },
      { x: 6.8, y: -0.5, text: '✓ a lane change round B', tone: 'good' },
    ],
    caption: 'A lane change is one space diagonally; it may not cut across a corner’s inside edge.',
  }),
  'rp-spin': () => ({
    track: track('grand-prix'),
    view: { x: 8.5, y: -2.1, w: 7.5, h: 9.4 },
    cars: [
      { x: 14.35, y: -1.35, label: '', seat: 2, off: true },
      { x: 13, y: 5, label: '', seat: 2 },
    ],
    moves: [
      {
        path: [
          [13.85, -1.85],
          [13, 1],
        ],
        label: '↩ 1',
      },
      { path: line(13, 1, 13, 5), label: '◆4' },
    ],
    marks: [
      { x: 12, y: 0, kind: 'check' },
      { x: 13, y: 0, kind: 'check' },
      { x: 13, y: 1, kind: 'check' },
      { x: 15, y: -1.75, kind: 'die', face: '5' },
    ],
    notes: [
      { x: 8.8, y: 2.9, text: 'Re-enter at speed 1 on', tone: 'plain' },
      { x: 8.8, y: 3.6, text: 'a ✓ space, then go on', tone: 'plain' },
    ],
    caption: 'Figure 3. A 5 spun the car off; next turn it re-enters on an outside space (✓), then uses the “4” token.',
  }),
  'rp-block': () => ({
    track: track('grand-prix'),
    view: { x: 1.5, y: -1.2, w: 9, h: 4.6 },
    cars: [
      { x: 4, y: 1, label: '', seat: 0, ghost: true },
      { x: 6, y: 0, label: '', seat: 0 },
      { x: 7, y: 0, label: '5', seat: 1 },
      { x: 7, y: 1, label: '5', seat: 3 },
    ],
    moves: [
      {
        path: [
          [4, 1],
          [5, 1],
        ],
        label: '1',
      },
      {
        path: [
          [5, 1],
          [6, 0],
        ],
        label: '↗1',
      },
    ],
    marks: [],
    notes: [{ x: 1.8, y: 2.8, text: 'No third movement is possible: two movements are the turn.', tone: 'plain' }],
    caption: 'Figure 4. Complete blocking: cars two spaces ahead in both lanes.',
  }),
  'rp-hazard': () => ({
    track: track('grand-prix'),
    view: { x: 1.5, y: -1.2, w: 13, h: 4.6 },
    cars: [
      { x: 3, y: 1, label: '', seat: 1, ghost: true },
      { x: 8, y: 1, label: '', seat: 1 },
    ],
    moves: [{ path: line(3, 1, 8, 1), label: '5', tone: 'bad' }],
    marks: [
      { x: 8, y: 1, kind: 'hazardUp' },
      { x: 10, y: 0, kind: 'hazardDown' },
    ],
    notes: [
      { x: 1.8, y: 2.8, text: 'Face up: a car on or over it stops its turn there.', tone: 'bad' },
      { x: 8.3, y: -0.45, text: 'face down (lap 1): no effect', tone: 'plain' },
    ],
    caption: 'Hazards: face down on the first lap, face up once the last car has passed.',
  }),
  'rp-pit': () => ({
    track: track('grand-prix', true),
    view: { x: 1.5, y: -2.6, w: 12.5, h: 6.4 },
    cars: [
      { x: 2, y: 0, label: '', seat: 0, ghost: true },
      { x: 3, y: -1, label: '', seat: 0 },
      { x: 7, y: -1, label: '', seat: 1 },
    ],
    moves: [
      {
        path: [
          [2, 0],
          [3, -1],
        ],
        label: '≤3',
      },
    ],
    marks: [],
    notes: [
      { x: 1.8, y: 2.5, text: 'In by a lane change, at speed 3 at most;', tone: 'plain' },
      { x: 1.8, y: 3.2, text: 'a stop renews the strategy tokens.', tone: 'plain' },
    ],
    caption: 'The pit lane beside the main straight, with its boxes (P1–P8) on the pit wall.',
  }),
  'rp-wide': () => {
    const t = track('long-circuit', false, true);
    const grid = t.gridCells.slice(0, 2).flat();
    return {
      track: t,
      view: { x: 9.5, y: -2.6, w: 23, h: 5.4 },
      cars: grid.map((c, i) => ({ x: t.cellX[c], y: t.cellY[c], label: String(i + 1), seat: i })),
      moves: [],
      marks: [],
      notes: [{ x: 20, y: 2.6, text: 'Four lanes from the grid to corner 1', tone: 'plain' }],
      caption: 'More than six cars: the main straight is two tiles wide; the grid is two rows of four.',
    };
  },
  'rp-hairpin': () => ({
    track: track('hairpin-chicane'),
    view: { x: -2.5, y: -1, w: 19, h: 13.6 },
    cars: [],
    moves: [],
    marks: [],
    notes: [
      { x: 12.3, y: 4.8, text: 'hairpin', tone: 'plain' },
      { x: 3.6, y: 8.6, text: 'chicane', tone: 'plain' },
    ],
    caption: 'A hairpin (three corner tiles, a wall between the two roads) and a chicane (an offset tile).',
  }),
};

/** The spaces of a straight line of movement (inclusive). */
function line(x0: number, y0: number, x1: number, y1: number): [number, number][] {
  return [
    [x0, y0],
    [x1, y1],
  ];
}

export function racepackFigure(kind: RacepackFigureKind): RacepackFigure {
  return FIGURES[kind]();
}

export const RACEPACK_FIGURE_KINDS = Object.keys(FIGURES) as RacepackFigureKind[];

/** Pairs of circuit tiles that touch along an edge but are not neighbours in the circuit: a wall between them (the hairpin). */
export function walls(t: CompiledTrack): { x1: number; y1: number; x2: number; y2: number }[] {
  const out: { x1: number; y1: number; x2: number; y2: number }[] = [];
  for (let i = 0; i < t.n; i++)
    for (let j = i + 2; j < t.n; j++) {
      if ((j + 1) % t.n === i) continue;
      const ax = t.tileX[i];
      const ay = t.tileY[i];
      const bx = t.tileX[j];
      const by = t.tileY[j];
      if (Math.abs(ax - bx) === 2 && Math.abs(ay - by) < 2) {
        const x = Math.max(ax, bx);
        out.push({ x1: x, y1: Math.max(ay, by), x2: x, y2: Math.min(ay, by) + 2 });
      } else if (Math.abs(ay - by) === 2 && Math.abs(ax - bx) < 2) {
        const y = Math.max(ay, by);
        out.push({ x1: Math.max(ax, bx), y1: y, x2: Math.min(ax, bx) + 2, y2: y });
      }
    }
  return out;
}
