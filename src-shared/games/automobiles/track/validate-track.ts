import { GEAR_COLORS } from '../cubes';
import type { TrackDef, TrackSpaceDef } from './track-types';
import { checkGrid, checkLanes } from './validate-lanes';

/**
 * Checks everything the track model (RULINGS §4) promises, so the engine can trust a
 * TrackDef blindly: a track is data (possibly user-made), and one bad space would
 * otherwise surface as a confusing bug mid-race. Every message names what is wrong.
 */
export type TrackValidation = { ok: true; track: TrackDef } | { ok: false; errors: string[] };

export class TrackError extends Error {
  constructor(readonly errors: string[]) {
    super(errors.join('\n'));
    this.name = 'TrackError';
  }
}

export function assertValidTrack(def: unknown): TrackDef {
  const r = validateTrack(def);
  if (!r.ok) throw new TrackError(r.errors);
  return r.track;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);
const show = (v: unknown) => JSON.stringify(v) ?? String(v);

export function validateTrack(def: unknown): TrackValidation {
  if (!isObj(def)) return { ok: false, errors: [`track must be an object, got ${show(def)}`] };
  const errors: string[] = [];
  const err = (m: string) => errors.push(m);

  for (const key of ['id', 'name'] as const) {
    if (typeof def[key] !== 'string' || !def[key]) err(`${key} must be a non-empty string, got ${show(def[key])}`);
  }
  if (typeof def.description !== 'string') err(`description must be a string, got ${show(def.description)}`);
  if (def.direction !== 'clockwise' && def.direction !== 'counterclockwise') {
    err(`direction must be "clockwise" or "counterclockwise", got ${show(def.direction)}`);
  }
  const lapOk = isNum(def.lapLength) && def.lapLength > 0;
  if (!lapOk) err(`lapLength must be a positive number, got ${show(def.lapLength)}`);
  const lanesOk = isInt(def.lanes) && def.lanes >= 1;
  if (!lanesOk) err(`lanes must be a positive integer, got ${show(def.lanes)}`);
  const rp = def.recommendedPlayers;
  if (
    !Array.isArray(rp) ||
    !rp.length ||
    !rp.every((p) => isInt(p) && p >= 1 && p <= 5) ||
    new Set(rp).size !== rp.length
  ) {
    err(`recommendedPlayers must be distinct player counts 1-5, got ${show(rp)}`);
  }
  checkGeometry(def.geometry, err);

  if (!Array.isArray(def.spaces) || !def.spaces.length) {
    err(`spaces must be a non-empty array, got ${show(def.spaces)}`);
    return { ok: false, errors };
  }
  const lap = lapOk ? (def.lapLength as number) : Infinity;
  const lanes = lanesOk ? (def.lanes as number) : Infinity;
  // Only well-formed spaces take part in the lane checks (the others are already reported).
  const good = new Map<number, TrackSpaceDef>();
  def.spaces.forEach((s, i) => {
    const before = errors.length;
    checkSpace(s, i, lap, lanes, err);
    if (errors.length === before) good.set(i, s as TrackSpaceDef);
  });
  if (!lapOk || !lanesOk) return { ok: false, errors };
  const allGood = good.size === def.spaces.length;
  checkLanes(good, lap, lanes, err, allGood);
  checkGrid(def.grid, def.spaces as unknown[], good, lap, err);
  return errors.length ? { ok: false, errors } : { ok: true, track: def as unknown as TrackDef };
}

function checkSpace(s: unknown, i: number, lap: number, lanes: number, err: (m: string) => void): void {
  if (!isObj(s)) {
    err(`space ${i}: must be an object, got ${show(s)}`);
    return;
  }
  const where = `space ${i} (lane ${show(s.lane)})`;
  if (!isInt(s.lane) || s.lane < 0 || s.lane >= lanes) err(`${where}: lane must be an integer 0-${lanes - 1}`);
  const c = s.colors;
  if (
    !Array.isArray(c) ||
    c.length < 1 ||
    c.length > 3 ||
    !c.every((x) => (GEAR_COLORS as readonly unknown[]).includes(x)) ||
    new Set(c).size !== c.length
  ) {
    err(`${where}: colours must be 1-3 distinct gear colours, got ${show(c)}`);
  } else if (c.some((x, k) => k > 0 && GEAR_COLORS.indexOf(x) < GEAR_COLORS.indexOf(c[k - 1]))) {
    err(`${where}: colours must be listed lowest first, got ${show(c)}`);
  }
  if (!isInt(s.segments) || s.segments < 1 || s.segments > 4) {
    err(`${where}: segments must be an integer 1-4, got ${show(s.segments)}`);
  }
  if (!isNum(s.from) || !isNum(s.to) || !(s.from >= 0 && s.from < s.to && s.to <= lap)) {
    err(`${where}: progress must satisfy 0 <= from < to <= lapLength (${lap}), got ${show(s.from)}-${show(s.to)}`);
  }
  const shape = s.shape;
  if (!isObj(shape)) err(`${where}: shape missing`);
  else {
    checkPolygon(shape.outline, `${where}: outline`, err);
    if (!Array.isArray(shape.segments) || (isInt(s.segments) && shape.segments.length !== s.segments)) {
      err(`${where}: shape needs one polygon per segment (${show(s.segments)})`);
    } else shape.segments.forEach((p, k) => checkPolygon(p, `${where}: segment ${k} polygon`, err));
  }
}

function checkPoint(p: unknown): boolean {
  return Array.isArray(p) && p.length === 2 && isNum(p[0]) && isNum(p[1]);
}

function checkPolygon(poly: unknown, what: string, err: (m: string) => void): void {
  if (!Array.isArray(poly) || poly.length < 3) err(`${what} must be a polygon of at least 3 points`);
  else if (!poly.every(checkPoint)) err(`${what} has a point that is not [x, y] with finite numbers`);
}

function checkGeometry(g: unknown, err: (m: string) => void): void {
  if (!isObj(g)) {
    err('geometry missing');
    return;
  }
  for (const key of ['width', 'height'] as const) {
    if (!isNum(g[key]) || g[key] <= 0) err(`geometry.${key} must be a positive number, got ${show(g[key])}`);
  }
  const f = g.finishLine;
  if (!Array.isArray(f) || f.length !== 2 || !f.every(checkPoint)) err('geometry.finishLine must be two [x, y] points');
  checkPolygon(g.innerEdge, 'geometry.innerEdge', err);
  checkPolygon(g.outerEdge, 'geometry.outerEdge', err);
  if (g.labelAt !== undefined && !checkPoint(g.labelAt)) err('geometry.labelAt must be an [x, y] point');
}
