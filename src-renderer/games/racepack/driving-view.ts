/**
 * Pure view-model of a Racepack turn for the screens: which spaces the legal actions reach
 * (with speed, lane change, token, penalty-roll risk), the speeds allowed next, each seat's
 * tokens. Works from the public state and the legal list only: `legalActions` stays the one
 * statement of legality.
 */
import {
  trackFor as engineTrackFor,
  wideStraight,
  WILD,
  type CompiledTrack,
  type RacepackAction,
  type RacepackOptions,
} from '../../../src-shared/games/racepack';
import type { RacepackPublicState } from './racepack-table';

const compiled = new Map<string, CompiledTrack>();

/**
 * The compiled track of a race, exactly as the engine races it (`trackFor` of the engine: the
 * pit lane, and the main straight two tiles wide above six cars); cached by content, since
 * views arrive as fresh copies. `players` left out (a track preview): the track as 2–6 cars race it.
 */
export function trackFor(options: Pick<RacepackOptions, 'track' | 'pitLane'> & { players?: number }): CompiledTrack {
  const players = options.players ?? 2;
  const key = `${options.pitLane ? 1 : 0}${wideStraight(players) ? 1 : 0}${JSON.stringify(options.track)}`;
  let t = compiled.get(key);
  if (!t) {
    t = engineTrackFor({ track: options.track, pitLane: options.pitLane, players });
    compiled.set(key, t);
  }
  return t;
}

export type MoveAction = Extract<RacepackAction, { type: 'move' }>;

export interface SpaceChoice {
  action: RacepackAction;
  kind: 'forward' | 'lane' | 'reenter' | 'hazard';
  speed: number;
  /** Token used (0 none, 1–5, 6 = a wild token) and the speed it sets. */
  token: number;
  /** Enters a corner at speed 2: the penalty die is rolled. */
  roll: boolean;
  /** The corner entered (1-based corner number), when rolling. */
  corner: number;
  /** Passes over or lands on a face-up hazard: the turn ends after it. */
  hazard: boolean;
  /** Crosses the line on the last lap. */
  finishes: boolean;
  /** The spaces driven through, the target last. */
  path: number[];
  /** The way the car goes on the board (signs of the step from its space to the target; 0 0 when not a movement). */
  toward: { dx: number; dy: number };
}

/** Spaces the current driver may click, each with its choices (a lane change may have several speeds). */
export function choicesByCell(s: RacepackPublicState, legal: readonly RacepackAction[]): Map<number, SpaceChoice[]> {
  const track = trackFor(s.options);
  const out = new Map<number, SpaceChoice[]>();
  const add = (cell: number, c: SpaceChoice) => {
    const list = out.get(cell) ?? [];
    list.push(c);
    out.set(cell, list);
  };
  const active = new Set(s.hazards.filter((h) => h.active).map((h) => h.cell));
  const car = s.cars[s.turn.car];
  for (const a of legal) {
    if (a.type === 'reenter') {
      add(a.cell, { ...blank(a, 'reenter', 1), path: [a.cell], toward: { dx: 0, dy: 0 } });
    } else if (a.type === 'moveHazard') {
      const cell = s.hazards[a.hazard]?.cell;
      if (cell !== undefined) add(cell, { ...blank(a, 'hazard', 0), path: [cell], toward: { dx: 0, dy: 0 } });
    } else if (a.type === 'move' && car && car.cell >= 0) {
      const path = movePath(track, car.cell, a);
      if (path.length === 0) continue;
      const target = path[path.length - 1];
      let corner = -1;
      let prev = car.cell;
      for (const c of path) {
        const t = track.cellTile[c];
        if (track.isCorner[t] && t !== track.cellTile[prev]) corner = t;
        prev = c;
      }
      const lastLap = car.crossings === s.options.laps;
      add(target, {
        action: a,
        kind: a.lane === 0 ? 'forward' : 'lane',
        speed: a.speed,
        token: a.token,
        roll: corner >= 0 && a.speed === 2,
        corner: corner >= 0 ? track.corners.indexOf(corner) + 1 : 0,
        hazard: path.some((c) => active.has(c)),
        finishes: lastLap && track.cellRank[target] + (track.lapSpan >> 1) < track.cellRank[car.cell],
        path,
        toward: {
          dx: Math.sign(track.cellX[target] - track.cellX[car.cell]),
          dy: Math.sign(track.cellY[target] - track.cellY[car.cell]),
        },
      });
    }
  }
  for (const list of out.values()) list.sort((a, b) => a.token - b.token || a.speed - b.speed);
  return out;
}

function blank(action: RacepackAction, kind: SpaceChoice['kind'], speed: number): Omit<SpaceChoice, 'path' | 'toward'> {
  return { action, kind, speed, token: 0, roll: false, corner: 0, hazard: false, finishes: false };
}

/** The arrow of a step on the board (screen y grows downwards): ↗ ↘ ↙ ↖ for a lane change, → ↓ ← ↑ straight on. */
export function directionGlyph(t: { dx: number; dy: number }): string {
  const glyphs: Record<string, string> = {
    '1,-1': '↗',
    '1,1': '↘',
    '-1,1': '↙',
    '-1,-1': '↖',
    '1,0': '→',
    '0,1': '↓',
    '-1,0': '←',
    '0,-1': '↑',
  };
  return glyphs[`${Math.sign(t.dx)},${Math.sign(t.dy)}`] ?? '';
}

/** The spaces a movement drives through: ray cells forward, the one diagonal space for a lane change. */
export function movePath(track: CompiledTrack, from: number, a: MoveAction): number[] {
  if (a.lane === 0) return Array.from(track.rays[from * 4 + a.heading].subarray(0, a.speed));
  const to = track.diagonal[from * 8 + a.heading * 2 + (a.lane < 0 ? 0 : 1)];
  return to >= 0 ? [to] : [];
}

export interface SpeedInfo {
  /** 1-based movement about to be made (1..3). */
  movement: number;
  /** Speed of the previous movement this turn (0 before the first). */
  lastSpeed: number;
  /** Allowed without a token, inclusive. */
  lo: number;
  hi: number;
  startingOut: boolean;
  /** Distinct speeds actually on offer (from the legal actions), with the token-only ones. */
  offered: { speed: number; token: boolean }[];
}

export function speedInfo(s: RacepackPublicState, legal: readonly RacepackAction[]): SpeedInfo {
  const car = s.cars[s.turn.car];
  const startingOut = car?.status === 'grid';
  const m = s.turn.movement;
  const lo = m === 0 ? 1 : Math.max(1, s.turn.prevSpeed - 2);
  const hi = m === 0 ? (startingOut ? 1 : 7) : Math.min(7, s.turn.prevSpeed + 1);
  const seen = new Map<number, boolean>();
  for (const a of legal) {
    if (a.type !== 'move') continue;
    const token = a.token !== 0;
    if (!seen.has(a.speed) || (seen.get(a.speed) && !token)) seen.set(a.speed, token);
  }
  const offered = [...seen].map(([speed, token]) => ({ speed, token })).sort((a, b) => a.speed - b.speed);
  return { movement: m + 1, lastSpeed: s.turn.prevSpeed, lo, hi, startingOut, offered };
}

export interface TokenView {
  pool: number;
  /** The numbered tokens left (1 = ace). */
  numbers: number[];
  wild: number;
  cars: number[];
}

/** The token pools of a seat (one per car, or one shared by a 3-player team). */
export function seatTokens(s: RacepackPublicState, seat: number): TokenView[] {
  const out: TokenView[] = [];
  s.pools.forEach((p, pool) => {
    if (s.poolSeat[pool] !== seat) return;
    const numbers: number[] = [];
    for (let v = 1; v <= 5; v++) for (let k = 0; k < p[v]; k++) numbers.push(v);
    out.push({ pool, numbers, wild: p[WILD] ?? 0, cars: s.cars.filter((c) => c.pool === pool).map((c) => c.id) });
  });
  return out;
}

/** The lap a car is on (1-based), capped at the race's laps. */
export function carLap(s: RacepackPublicState, car: number): number {
  const c = s.cars[car];
  return Math.max(1, Math.min(s.options.laps, c?.crossings ?? 1));
}

/** The lap the leader is on (1 from the start, the cars begin behind the line). */
export function leaderLap(s: RacepackPublicState): number {
  const lead = Math.max(0, ...s.cars.map((c) => c.crossings));
  return Math.max(1, Math.min(s.options.laps, lead));
}

/** The lap die: laps still to run, the leader's current lap included. */
export function lapsToGo(s: RacepackPublicState): number {
  return s.options.laps - leaderLap(s) + 1;
}

export const CAR_SHAPES = ['circle', 'square', 'triangle', 'diamond', 'hexagon', 'star', 'pentagon', 'cross'] as const;
export type CarShape = (typeof CAR_SHAPES)[number];

/** Team colours by seat (the Automobiles seat colours, then three more). */
export const SEAT_COLORS = ['#ff7a1a', '#27c3f3', '#f04fb4', '#9be22d', '#b48cff', '#ffd54a', '#ff5252', '#4dd0b1'];

/** A car's shape: the two cars of a team never share one. */
export function carShape(car: number): CarShape {
  return CAR_SHAPES[car % CAR_SHAPES.length];
}
