import { describe, expect, it } from 'vitest';
import {
  type Point,
  type TrackDef,
  getTrack,
  trackIds,
  TRACKS,
  validateTrack,
  GEAR_COLORS,
} from '../../../src-shared/games/automobiles';
import { segmentFront } from '../../../src-shared/games/automobiles/track/progress';

const signedArea = (ps: Point[]) =>
  ps.reduce((a, p, i) => {
    const q = ps[(i + 1) % ps.length];
    return a + p[0] * q[1] - q[0] * p[1];
  }, 0) / 2;
const lane = (t: TrackDef, k: number) => t.spaces.filter((s) => s.lane === k);
const coverage = (t: TrackDef, k: number) => lane(t, k).reduce((a, s) => a + s.to - s.from, 0);
const track = (id: string) => {
  const t = getTrack(id);
  if (!t) throw new Error(`missing track ${id}`);
  return t;
};

describe('shipped tracks', () => {
  it('are the five of RULINGS §8, with unique ids', () => {
    expect(trackIds()).toEqual(['beginner-oval', 'road-course', 'speedway', 'street-circuit', 'desert-short-track']);
    expect(getTrack('nope')).toBeUndefined();
  });

  for (const t of TRACKS) {
    describe(t.id, () => {
      it('validates', () => {
        const r = validateTrack(t);
        expect(r.ok ? [] : r.errors).toEqual([]);
      });

      it('has a lap of 12-20 spaces in lane 0 (a lap in 5-7 turns, RULINGS §4)', () => {
        // Greedy cars move about every other turn, 3-4 spaces at a time (npm run bench measures the rounds).
        const n = lane(t, 0).length;
        expect(n).toBeGreaterThanOrEqual(12);
        expect(n).toBeLessThanOrEqual(20);
      });

      it('has a grid that momentum never reorders, for any number of players (RULINGS §4)', () => {
        for (let players = 2; players <= 5; players++) {
          // Momentum packs the cars of a space to its front, keeping their order.
          const cars = t.grid.slice(0, players).map((g) => ({ ...g }));
          for (const car of cars) {
            car.segment = cars.filter((o) => o.space === car.space && o.segment < car.segment).length;
          }
          const keys = cars.map((c) => ({
            front: segmentFront(t.spaces[c.space], c.segment),
            lane: t.spaces[c.space].lane,
          }));
          expect(cars, `${players} players`).toEqual(t.grid.slice(0, players));
          keys.forEach((k, i) => {
            if (i === 0) return;
            const p = keys[i - 1];
            expect(p.front > k.front || (p.front === k.front && p.lane < k.lane), `P${i} ahead of P${i + 1}`).toBe(
              true,
            );
          });
        }
      });

      it('has exactly shared boundaries between consecutive spaces of a lane', () => {
        // The engine compares progress with ===, so a boundary must be the same number on both sides.
        for (let k = 0; k < t.lanes; k++) {
          const list = lane(t, k);
          const starts = new Set(list.map((s) => s.from));
          const loose = list.filter((s) => !starts.has(s.to === t.lapLength ? 0 : s.to));
          // A full lane closes on itself; a partial lane has exactly one open end.
          expect(loose.length).toBe(coverage(t, k) > t.lapLength - 1e-6 ? 0 : 1);
        }
      });

      it('draws in its direction, lane 0 inside', () => {
        const inner = signedArea(t.geometry.innerEdge);
        const outer = signedArea(t.geometry.outerEdge);
        // Screen coordinates (y down): a positive area runs clockwise.
        expect(Math.sign(inner)).toBe(t.direction === 'clockwise' ? 1 : -1);
        expect(Math.abs(inner)).toBeLessThan(Math.abs(outer));
        for (const [x, y] of [...t.geometry.outerEdge, ...t.geometry.finishLine]) {
          expect(x).toBeGreaterThan(0);
          expect(y).toBeGreaterThan(0);
          expect(x).toBeLessThan(t.geometry.width);
          expect(y).toBeLessThan(t.geometry.height);
        }
      });

      it('has drawable segments (no slivers)', () => {
        for (const s of t.spaces) {
          for (const seg of s.shape.segments) expect(Math.abs(signedArea(seg))).toBeGreaterThan(600);
        }
      });

      it('has darker spaces longer than white ones on average', () => {
        const avg = (c: string) => {
          const list = t.spaces.filter((s) => s.colors.length === 1 && s.colors[0] === c);
          return list.reduce((a, s) => a + s.segments, 0) / list.length;
        };
        const w = avg('white');
        const b = avg('black');
        if (!Number.isNaN(w) && !Number.isNaN(b)) expect(b).toBeGreaterThan(w);
      });
    });
  }

  it('give every gear colour a use on most tracks', () => {
    for (const c of GEAR_COLORS) {
      const tracks = TRACKS.filter((t) => t.spaces.some((s) => s.colors.length === 1 && s.colors[0] === c));
      expect(tracks.length, c).toBeGreaterThanOrEqual(4);
    }
  });

  it('have lighter inner lanes than outer lanes', () => {
    const weight = (t: TrackDef, k: number) => {
      const list = lane(t, k);
      return list.reduce((a, s) => a + GEAR_COLORS.indexOf(s.colors.at(-1)!), 0) / list.length;
    };
    for (const t of TRACKS) expect(weight(t, 0), t.id).toBeLessThan(weight(t, t.lanes - 1));
  });

  it('beginner oval: 3 lanes, clockwise, dark straights and light turns, no combos', () => {
    const t = track('beginner-oval');
    expect(t.lanes).toBe(3);
    expect(t.direction).toBe('clockwise');
    expect(t.spaces.every((s) => s.colors.length === 1)).toBe(true);
    expect(t.spaces.filter((s) => s.colors[0] === 'white').length).toBeGreaterThan(t.spaces.length / 5);
    expect(t.spaces.filter((s) => s.colors[0] === 'black').length).toBeGreaterThan(t.spaces.length / 6);
  });

  it('road course: clockwise, narrows from 3 lanes to 2', () => {
    const t = track('road-course');
    expect(t.lanes).toBe(3);
    expect(t.direction).toBe('clockwise');
    expect(coverage(t, 1)).toBeCloseTo(t.lapLength, 6);
    expect(coverage(t, 2)).toBeLessThan(t.lapLength * 0.9);
    expect(coverage(t, 2)).toBeGreaterThan(t.lapLength * 0.5);
  });

  it('speedway: counter-clockwise, 3-4 lanes, two-colour combos, mostly dark', () => {
    const t = track('speedway');
    expect(t.direction).toBe('counterclockwise');
    expect(t.lanes).toBeGreaterThanOrEqual(3);
    expect(t.lanes).toBeLessThanOrEqual(4);
    expect(t.spaces.filter((s) => s.colors.length === 2).length).toBeGreaterThanOrEqual(8);
    const dark = t.spaces.filter((s) => s.colors.at(-1) === 'darkGray' || s.colors.at(-1) === 'black');
    expect(dark.length / t.spaces.length).toBeGreaterThan(0.6);
  });

  it('street circuit: best for two, mostly two lanes, light and short', () => {
    const t = track('street-circuit');
    expect(t.direction).toBe('clockwise');
    expect(t.recommendedPlayers).toContain(2);
    expect(Math.max(...t.recommendedPlayers)).toBeLessThanOrEqual(3);
    expect(coverage(t, 1)).toBeCloseTo(t.lapLength, 6);
    for (let k = 2; k < t.lanes; k++) expect(coverage(t, k)).toBeLessThan(t.lapLength * 0.25);
    const light = t.spaces.filter((s) => s.colors[0] === 'white' || s.colors[0] === 'lightGray');
    expect(light.length / t.spaces.length).toBeGreaterThan(0.6);
    const avgSegs = t.spaces.reduce((a, s) => a + s.segments, 0) / t.spaces.length;
    expect(avgSegs).toBeLessThan(2.5);
  });

  it('desert short track: counter-clockwise, 3 lanes, three-colour combos, small', () => {
    const t = track('desert-short-track');
    expect(t.direction).toBe('counterclockwise');
    expect(t.lanes).toBe(3);
    expect(t.spaces.filter((s) => s.colors.length === 3).length).toBeGreaterThanOrEqual(4);
    // Small on the board: the shortest lap drawn (every track's race lasts 15-24 rounds all the same).
    const others = TRACKS.filter((o) => o.id !== t.id);
    expect(t.lapLength).toBeLessThan(0.75 * Math.min(...others.map((o) => o.lapLength)));
  });
});
