// The board scene's pure parts (no PixiJS): geometry, drive paths, the animation plan,
// per-segment poses on every shipped track, race order, and the demo's made-up batches.
import { describe, expect, it } from 'vitest';
import { type GameEvent, prepareTrack, TRACKS } from '../../../src-shared/games/automobiles';
import { planAnimations } from '../../../src-renderer/games/automobiles/scene/animation-plan';
import { busyBatch, demoStart } from '../../../src-renderer/games/automobiles/scene/demo-fixtures';
import { DrivePath } from '../../../src-renderer/games/automobiles/scene/drive-path';
import {
  angleDelta,
  centroid,
  pointInPolygon,
  PolygonIndex,
} from '../../../src-renderer/games/automobiles/scene/geometry';
import { cssToNumber, inkOn } from '../../../src-renderer/games/automobiles/scene/palette';
import { raceOrderOf } from '../../../src-renderer/games/automobiles/scene/race-order';
import { TrackLayout } from '../../../src-renderer/games/automobiles/scene/track-layout';

describe('geometry', () => {
  const square: [number, number][] = [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
  ];
  it('centroid and point-in-polygon', () => {
    expect(centroid(square)).toEqual([5, 5]);
    expect(pointInPolygon(5, 5, square)).toBe(true);
    expect(pointInPolygon(11, 5, square)).toBe(false);
  });
  it('the polygon index finds the polygon under a point', () => {
    const other = square.map(([x, y]) => [x + 20, y] as [number, number]);
    const idx = new PolygonIndex([square, other], 7);
    expect(idx.find(3, 3)).toBe(0);
    expect(idx.find(25, 9)).toBe(1);
    expect(idx.find(15, 5)).toBe(-1);
  });
});

describe('drive path', () => {
  it('starts and ends exactly on the poses and moves continuously', () => {
    const poses = [
      { x: 0, y: 0, angle: 0 },
      { x: 40, y: 0, angle: 0 },
      { x: 80, y: 20, angle: 0.5 },
      { x: 100, y: 60, angle: 1.2 },
    ];
    const p = new DrivePath(poses);
    expect(p.at(0)).toEqual(poses[0]);
    expect(p.at(1)).toEqual(poses[3]);
    let prev = p.at(0);
    for (let i = 1; i <= 100; i++) {
      const q = p.at(i / 100);
      expect(Math.hypot(q.x - prev.x, q.y - prev.y)).toBeLessThan(p.length / 40);
      prev = q;
    }
  });
  it('a single pose is a path of length 0', () => {
    const p = new DrivePath([{ x: 3, y: 4, angle: 1 }]);
    expect(p.length).toBe(0);
    expect(p.at(0.5)).toEqual({ x: 3, y: 4, angle: 1 });
  });
});

describe('animation plan', () => {
  const moved = (player: number): GameEvent => ({
    type: 'carMoved',
    player,
    from: { space: 0, segment: 0 },
    to: { space: 1, segment: 0 },
    path: [{ space: 1, segment: 0 }],
  });
  it('merges consecutive events of one kind for different players, drops the rest', () => {
    const events: GameEvent[] = [
      { type: 'turnStarted', player: 0, round: 1 },
      { type: 'cubePlaced', player: 0, color: 'white', space: 1, segment: 0, step: 1 },
      { type: 'cubePlaced', player: 0, color: 'white', space: 2, segment: 0, step: 2 },
      moved(0),
      moved(1),
      moved(1),
      { type: 'wearGained', player: 0, count: 0, missing: 0, reason: 'decline' },
      { type: 'momentum', moves: [{ player: 0, space: 2, from: 1, to: 0 }] },
      { type: 'raceFinished', finishOrder: [1, 0] },
    ];
    const plan = planAnimations(events);
    expect(plan.map((s) => [s.kind, s.events.length])).toEqual([
      ['cubes', 2],
      ['drive', 2],
      ['drive', 1],
      ['momentum', 1],
      ['finish', 1],
    ]);
  });
});

describe('track layout on the shipped tracks', () => {
  for (const track of TRACKS) {
    it(`${track.id}: every segment pose faces the next space in its lane`, () => {
      const L = new TrackLayout(track);
      const t = prepareTrack(track);
      let checked = 0;
      track.spaces.forEach((s, i) => {
        const next = t.nextInLane[i];
        if (next < 0) return;
        const here = L.pose(i, 0);
        const there = L.pose(next, track.spaces[next].segments - 1);
        const toward = Math.atan2(there.y - here.y, there.x - here.x);
        if (Math.hypot(there.x - here.x, there.y - here.y) < 1e-6) return;
        expect(Math.abs(angleDelta(toward, here.angle))).toBeLessThan(Math.PI / 3);
        checked++;
      });
      expect(checked).toBeGreaterThan(track.spaces.length / 2);
      expect(L.carLength).toBeGreaterThan(0);
      expect(L.carLength).toBeLessThanOrEqual(L.laneWidth);
    });
    it(`${track.id}: hit testing finds each space where its cars stand`, () => {
      const L = new TrackLayout(track);
      let hits = 0;
      let poses = 0;
      track.spaces.forEach((space, i) => {
        for (let seg = 0; seg < space.segments; seg++) {
          const { x, y } = L.pose(i, seg);
          poses++;
          if (L.spaceAt(x, y) === i) hits++;
        }
      });
      // Long curved spaces (few, long spaces per lap, RULINGS §4) still hit at every car pose.
      expect(hits).toBeGreaterThan(poses * 0.95);
    });
  }
});

describe('race order and palette', () => {
  it('orders by laps, then progress, then inner lane; an explicit order wins', () => {
    const snap = {
      cars: [
        { player: 0, space: 0, segment: 0, color: '#f00', name: 'a' },
        { player: 1, space: 1, segment: 0, color: '#0f0', name: 'b' },
        { player: 2, space: 2, segment: 0, color: '#00f', name: 'c' },
      ],
      cubes: [],
      laps: [0, 0, 1],
    };
    const front = (s: number) => [10, 20, 5][s];
    expect(raceOrderOf(snap, front, () => 0)).toEqual([2, 1, 0]);
    expect(raceOrderOf({ ...snap, order: [0, 1, 2] }, front, () => 0)).toEqual([0, 1, 2]);
  });
  it('parses css colours and picks readable ink', () => {
    expect(cssToNumber('#ff0000')).toBe(0xff0000);
    expect(cssToNumber('#0f0')).toBe(0x00ff00);
    expect(cssToNumber('rgb(1, 2, 3)')).toBe(0x010203);
    expect(inkOn(0xffffff)).not.toBe(inkOn(0x000000));
  });
});

describe('demo fixtures', () => {
  for (const track of TRACKS) {
    it(`${track.id}: the busy batch moves every car along the movement graph to distinct spots`, () => {
      const t = prepareTrack(track);
      let { snapshot } = demoStart(track);
      for (let round = 0; round < 4; round++) {
        const { events, snapshot: next } = busyBatch(track, snapshot, round);
        const drives = events.filter((e) => e.type === 'carMoved');
        expect(drives).toHaveLength(snapshot.cars.length);
        for (const d of drives) {
          let at = d.from.space;
          for (const p of d.path) {
            expect([...t.successors[at]]).toContain(p.space);
            at = p.space;
          }
        }
        const spots = next.cars.map((c) => `${c.space}:${c.segment}`);
        expect(new Set(spots).size).toBe(spots.length);
        snapshot = next;
      }
    });
  }
});
