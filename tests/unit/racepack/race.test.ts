import { describe, expect, it } from 'vitest';
import {
  carProgress,
  compileTrack,
  parseTrackFile,
  raceOrder,
  racepack,
  RACEPACK_TRACKS,
  tilesFromPath,
  validateTrack,
} from '../../../src-shared/games/racepack';
import { cellAt, forceNextRoll, fwd, isLegal, lane, position, TEST_TRACK, where } from './position';

const S = 1;

const FIGURE_TRACK = parseTrackFile({
  ...TEST_TRACK,
  id: 'figure-two',
  tiles: tilesFromPath(`${'S'.repeat(10)} R ${'S'.repeat(6)} R ${'S'.repeat(10)} R ${'S'.repeat(6)} R`),
  suitMarks: undefined,
  pitLane: undefined,
});

describe('Racepack Figure 2: two complete turns of one car', () => {
  it('turn A: 4, decelerate to 2 into the corner (roll), 1 while changing lanes; turn B: 7 out of the corner, 5, token 2 into the next corner (roll)', () => {
    const { s, track } = position([{ at: [14, 0] }, { at: [10, 1] }], { track: FIGURE_TRACK });
    racepack.apply(s, fwd(4));
    expect(where(track, s.cars[0].cell)).toEqual([18, 0]);
    forceNextRoll(s, 1);
    let ev = racepack.apply(s, fwd(2));
    expect(ev.find((e) => e.type === 'cornerRoll')).toMatchObject({ roll: 1, spin: false });
    expect(where(track, s.cars[0].cell)).toEqual([20, 0]);
    racepack.apply(s, { type: 'pass' }); // car 1's driver keeps his tokens
    racepack.apply(s, lane(-1, 1, S)); // decelerate to 1 while changing lanes inside the corner
    expect(where(track, s.cars[0].cell)).toEqual([21, 1]);
    for (let i = 0; i < 3; i++) racepack.apply(s, fwd(1)); // car 1
    expect(s.turn.car).toBe(0);
    racepack.apply(s, fwd(7, S)); // out of the corner at 7: speed is not carried over
    racepack.apply(s, fwd(5, S));
    expect(where(track, s.cars[0].cell)).toEqual([21, 13]);
    expect(isLegal(s, fwd(2, S))).toBe(false); // 5 to 2 is beyond the normal deceleration
    forceNextRoll(s, 4);
    ev = racepack.apply(s, fwd(2, S, 2));
    expect(ev.some((e) => e.type === 'tokenUsed' && e.value === 2)).toBe(true);
    expect(ev.find((e) => e.type === 'cornerRoll')).toMatchObject({ roll: 4, spin: false });
    expect(track.isCorner[track.cellTile[s.cars[0].cell]]).toBe(true);
  });
});

describe('Racepack hazards', () => {
  it('four hazards are placed by dice from corner 1 on the tiles’ suit marks, all blank at the start', () => {
    const options = racepack.normalizeOptions({ players: 2, track: TEST_TRACK });
    const s = racepack.create(options, 3);
    const track = compileTrack(TEST_TRACK);
    expect(s.hazards).toHaveLength(4);
    // suitMarks are all 0 on the test track: the top-left space of each chosen tile.
    for (const h of s.hazards) expect(h.cell % 4).toBe(0);
    expect(s.hazards.every((h) => !h.active)).toBe(true);
    // Every hazard lies within 4 × 5 tiles after corner 1.
    for (const h of s.hazards) {
      const d = (track.cellTile[h.cell] - track.corners[0] + track.n) % track.n;
      expect(d).toBeLessThanOrEqual(20);
    }
  });

  it('a hazard turns over once the last car has passed it', () => {
    const { s, track } = position([{ at: [12, 0] }, { at: [10, 1] }]);
    s.hazards = [{ cell: cellAt(track, 13, 1), active: false, extra: false }];
    for (let i = 0; i < 3; i++) racepack.apply(s, fwd(1));
    racepack.apply(s, fwd(2));
    expect(s.hazards[0].active).toBe(false); // car 1 at (12,1) is still behind it
    const ev = racepack.apply(s, fwd(2)); // over the blank hazard: no effect
    expect(ev.some((e) => e.type === 'hazardActivated')).toBe(true);
    expect(s.hazards[0].active).toBe(true);
    expect(s.turn).toMatchObject({ car: 1, movement: 2 });
  });

  it('passing over an active hazard ends the turn after that movement; an inactive one does nothing', () => {
    const { s, track } = position([{ at: [12, 1] }, { at: [10, 0] }]);
    s.hazards = [{ cell: cellAt(track, 14, 1), active: true, extra: false }];
    const ev = racepack.apply(s, fwd(4));
    expect(ev.some((e) => e.type === 'hazardStop')).toBe(true);
    expect(s.turn.car).toBe(1);
    const p2 = position([{ at: [12, 1] }, { at: [10, 0] }]);
    p2.s.hazards = [{ cell: cellAt(p2.track, 14, 1), active: false, extra: false }];
    racepack.apply(p2.s, fwd(4));
    expect(p2.s.turn).toMatchObject({ car: 0, movement: 1 });
  });
});

describe('Racepack start, turn order, laps', () => {
  it('pole goes first, then the car beside it (outside); the next row moves up; the first movement is speed 1', () => {
    const options = racepack.normalizeOptions({ players: 4, track: TEST_TRACK });
    const s = racepack.create(options, 11);
    const track = compileTrack(TEST_TRACK);
    const bySlot = [...s.cars].sort((a, b) => a.gridSlot - b.gridSlot);
    expect(s.turn.car).toBe(bySlot[0].id);
    expect(bySlot[0].cell).toBe(track.gridCells[0][0]); // pole: front row, inside
    expect(bySlot[1].cell).toBe(track.gridCells[0][1]);
    expect(bySlot[2].cell).toBe(track.gridCells[1][0]);
    expect(racepack.legalActions(s).every((a) => a.type === 'move' && a.speed === 1)).toBe(true);
    for (let i = 0; i < 3; i++) racepack.apply(s, fwd(i + 1));
    expect(s.turn.car).toBe(bySlot[1].id);
    for (let i = 0; i < 3; i++) racepack.apply(s, fwd(i + 1));
    // Both front-row cars are off: row 2 has moved up to the line, in its own lanes.
    expect(bySlot[2].cell).toBe(track.gridCells[0][0]);
    expect(bySlot[3].cell).toBe(track.gridCells[0][1]);
    expect(s.turn.car).toBe(bySlot[2].id);
  });

  it('two players: each has one car inside and one outside, the pole-sitter’s second car starts last', () => {
    const s = racepack.create(racepack.normalizeOptions({ players: 2 }), 5);
    const pole = s.cars.find((c) => c.gridSlot === 0)!;
    const last = s.cars.find((c) => c.gridSlot === 3)!;
    expect(pole.seat).toBe(last.seat);
    for (const seat of [0, 1])
      expect(
        s.cars
          .filter((c) => c.seat === seat)
          .map((c) => c.gridSlot & 1)
          .sort(),
      ).toEqual([0, 1]);
  });

  it('race order: side by side the inside car is ahead; a car in a corner is ahead of one before it; closest to the next corner first', () => {
    const { s, track } = position([{ at: [14, 0] }, { at: [14, 1] }, { at: [20, 0] }, { at: [21, 1] }]);
    // (21,1) is on the corner's exit edge: closer to the next corner than (20,0).
    expect(raceOrder(s, track)).toEqual([3, 2, 1, 0]);
  });

  it('a spun-out car is behind every car in its corner or beyond, ahead of cars not yet in the corner', () => {
    const { s, track } = position([{ at: [20, 0] }, { at: [19, 1] }, { at: [21, 2] }]);
    s.cars[0].status = 'spun';
    s.cars[0].cell = -1;
    s.cars[0].spinTile = 10;
    const p = (i: number) => carProgress(s, track, s.cars[i]);
    expect(p(2)).toBeGreaterThan(p(0));
    expect(p(0)).toBeGreaterThan(p(1));
  });

  it('the turn order is re-determined every round from the race positions', () => {
    const { s } = position([{ at: [10, 0] }, { at: [11, 1] }]);
    s.order = [0, 1];
    for (let i = 0; i < 3; i++) racepack.apply(s, fwd(1)); // car 0 to (13,0)
    racepack.apply(s, fwd(1));
    racepack.apply(s, fwd(1));
    const ev = racepack.apply(s, fwd(1)); // car 1 to (14,1): now ahead
    expect(ev.find((e) => e.type === 'roundOrder')).toMatchObject({ round: 2, order: [1, 0] });
    expect(s.turn.car).toBe(1);
  });

  it('laps: crossing the line counts; the first car across on the last lap wins, the others take the places', () => {
    const { s, track } = position(
      [
        { at: [8, 1], crossings: 2 },
        { at: [7, 0], crossings: 2 },
      ],
      { laps: 2 },
    );
    // One finishing movement is offered (every one has the same outcome): the slowest across the line.
    expect(isLegal(s, fwd(3))).toBe(false);
    const ev = racepack.apply(s, fwd(2));
    expect(ev.find((e) => e.type === 'finished')).toMatchObject({ car: 0, place: 1 });
    expect(s.cars[0].status).toBe('finished');
    expect(s.cars[0].cell).toBe(-1);
    racepack.apply(s, fwd(3));
    expect(racepack.isTerminal(s)).toBe(true);
    expect(racepack.result(s)!.finishOrder).toEqual([s.cars[0].seat, s.cars[1].seat]);
    void track;
  });

  it('podium option: the race ends when three cars have finished', () => {
    const { s } = position(
      [
        { at: [8, 1], crossings: 2 },
        { at: [8, 0], crossings: 2 },
        { at: [7, 1], crossings: 2 },
        { at: [0, 0], crossings: 1 },
      ],
      { laps: 2, finish: 'podium' },
    );
    racepack.apply(s, fwd(2));
    racepack.apply(s, fwd(2));
    expect(racepack.isTerminal(s)).toBe(false);
    racepack.apply(s, fwd(3));
    expect(racepack.isTerminal(s)).toBe(true);
    expect(racepack.result(s)!.finishOrder).toHaveLength(4);
  });
});

describe('Racepack players and tokens', () => {
  it('2 players: two cars each, a separate A–5 set per car', () => {
    const s = racepack.create(racepack.normalizeOptions({ players: 2 }), 1);
    expect(s.cars).toHaveLength(4);
    expect(new Set(s.cars.map((c) => c.pool)).size).toBe(4);
    expect(s.pools[0]).toEqual([0, 1, 1, 1, 1, 1, 0]);
  });

  it('3 players: two cars each sharing one pool of seven tokens (A–5 and two usable as 2 or 4)', () => {
    const s = racepack.create(racepack.normalizeOptions({ players: 3 }), 1);
    expect(s.cars).toHaveLength(6);
    expect(s.pools).toHaveLength(3);
    expect(s.pools[0]).toEqual([0, 1, 1, 1, 1, 1, 2]);
    expect(s.cars[0].pool).toBe(s.cars[1].pool);
  });

  it('4 players one car each; 5–8 players need the 48-tile track', () => {
    expect(racepack.create(racepack.normalizeOptions({ players: 4 }), 1).cars).toHaveLength(4);
    expect(() => racepack.normalizeOptions({ players: 5, track: 'grand-prix' })).toThrow(/more than 24 tiles/);
    const s = racepack.create(racepack.normalizeOptions({ players: 8 }), 1);
    expect(s.options.track.id).toBe('long-circuit');
    expect(s.cars).toHaveLength(8);
  });
});

describe('Racepack variants', () => {
  it('timer: a forfeited turn is recorded and the next car moves', () => {
    const { s } = position([{ at: [12, 0] }, { at: [10, 1] }], { timer: true });
    racepack.apply(s, fwd(3));
    const ev = racepack.apply(s, { type: 'forfeit' });
    expect(ev[0]).toMatchObject({ type: 'forfeited', car: 0, movements: 1 });
    expect(s.turn.car).toBe(1);
    const plain = position([{ at: [12, 0] }]).s;
    expect(isLegal(plain, { type: 'forfeit' })).toBe(false);
  });

  it('pit lane: speed 3 at most, a stop ends the turn and renews the tokens, a finisher without a stop is placed after those with one', () => {
    // The pit lane runs beside tiles 1..4 (x 2..9), above the top straight (y -1 is the lane).
    // A car that has crossed the line (lap 1) may enter the pit lane to stop.
    const { s, track } = position([{ at: [2, 0], crossings: 1 }, { at: [0, 1] }], { pitLane: true });
    expect(isLegal(s, lane(-1, 3))).toBe(true);
    expect(isLegal(s, lane(-1, 4))).toBe(false);
    racepack.apply(s, lane(-1, 3));
    expect(where(track, s.cars[0].cell)).toEqual([3, -1]);
    s.pools[s.cars[0].pool][5] = 0;
    expect(isLegal(s, { type: 'pitStop' })).toBe(true);
    racepack.apply(s, { type: 'pitStop' });
    expect(s.pools[s.cars[0].pool][5]).toBe(1);
    expect(s.cars[0].pitStops).toBe(1);
    expect(s.turn.car).toBe(1);
    const fin = position(
      [
        { at: [8, 1], crossings: 2 },
        { at: [7, 0], crossings: 2 },
      ],
      { laps: 2, pitLane: true },
    );
    fin.s.cars[1].pitStops = 1;
    racepack.apply(fin.s, fwd(2));
    racepack.apply(fin.s, fwd(3));
    expect(racepack.result(fin.s)!.finishOrder).toEqual([fin.s.cars[1].seat, fin.s.cars[0].seat]);
  });

  it('extra hazards: a spin-out leaves an active hazard on the space where the car rolled', () => {
    const { s, track } = position([{ at: [18, 0] }, { at: [10, 0] }], { extraHazards: true });
    forceNextRoll(s, 5);
    racepack.apply(s, fwd(2));
    expect(s.hazards).toEqual([{ cell: cellAt(track, 20, 0), active: true, extra: true }]);
    expect(s.extraHazardsLeft).toBe(3);
  });

  it('extra hazards used up: the driver who spun chooses a hazard (not from a corner) to move there', () => {
    const { s, track } = position([{ at: [18, 0] }, { at: [10, 0] }], { extraHazards: true });
    s.extraHazardsLeft = 0;
    s.hazards = [
      { cell: cellAt(track, 14, 0), active: true, extra: false },
      { cell: cellAt(track, 21, 1), active: true, extra: false },
    ];
    forceNextRoll(s, 5);
    racepack.apply(s, fwd(2));
    expect(s.phase).toBe('moveHazard');
    expect(racepack.legalActions(s)).toEqual([{ type: 'moveHazard', hazard: 0 }]);
    racepack.apply(s, { type: 'moveHazard', hazard: 0 });
    expect(s.hazards[0].cell).toBe(cellAt(track, 20, 0));
  });
});

describe('Racepack tracks', () => {
  it('every shipped track is valid; the recommended course has 24 tiles, 8 corners and 3 laps', () => {
    for (const t of RACEPACK_TRACKS) expect(validateTrack(t)).toEqual([]);
    const gp = RACEPACK_TRACKS.find((t) => t.id === 'grand-prix')!;
    expect(gp.tiles).toHaveLength(24);
    expect(gp.laps).toBe(3);
    expect(compileTrack(gp).corners).toHaveLength(8);
    expect(RACEPACK_TRACKS.find((t) => t.id === 'long-circuit')!.tiles).toHaveLength(48);
  });

  it('the validator names an open circuit, a tile touching a third tile, an anticlockwise circuit and a bad offset', () => {
    const base = { format: 'racepack-track' as const, version: 1 as const, id: 'x', name: 'x', laps: 3, startTile: 3 };
    const open = { ...base, tiles: tilesFromPath('SSSSSSR SSS R SSSSSS R SSS').slice(0, 22) };
    expect(validateTrack(open).join()).toMatch(/not edge to edge/);
    const anti = { ...base, tiles: tilesFromPath(`${'S'.repeat(7)} L SSS L ${'S'.repeat(7)} L SSS L`) };
    expect(validateTrack(anti).join()).toMatch(/clockwise/);
    // A 3-wide block: the middle straight would touch both others.
    const touching = { ...base, tiles: tilesFromPath('SSSSSS R R SSSS L L SSSS R R') };
    expect(validateTrack(touching).length).toBeGreaterThan(0);
    const hp = RACEPACK_TRACKS.find((t) => t.id === 'hairpin-chicane')!;
    const badChicane = { ...hp, tiles: hp.tiles.map((p, i) => (i === 14 ? { x: p.x, y: p.y + 1 } : p)) };
    expect(validateTrack(badChicane).join()).toMatch(/offset|overlaps|edge/);
    expect(() => parseTrackFile({ ...base, tiles: [] })).toThrow(/tiles/);
  });

  it('the hairpin (three corners in a row, touching the straight before) and the chicane are accepted; the chicane allows its lane changes', () => {
    const hp = compileTrack(RACEPACK_TRACKS.find((t) => t.id === 'hairpin-chicane')!);
    expect(hp.isCorner.slice(6, 9)).toEqual([true, true, true]);
    const chicane = hp.isChicane.indexOf(true);
    expect(chicane).toBeGreaterThan(0);
    // Into the chicane the road narrows to one lane: from the lane that does not continue, a lane change is the way on.
    const prev = chicane - 1;
    const cells = [0, 1, 2, 3].map((k) => prev * 4 + k);
    const d = hp.exitDir[prev];
    const stuck = cells.filter((c) => hp.rays[c * 4 + d].length === 1 && hp.cellTile[hp.rays[c * 4 + d][0]] === prev);
    expect(stuck.length).toBe(1);
    expect(hp.diagonal[stuck[0] * 8 + d * 2].valueOf() >= 0 || hp.diagonal[stuck[0] * 8 + d * 2 + 1] >= 0).toBe(true);
  });

  it('a hairpin wall: no movement from the hairpin’s third corner onto the straight beside it', () => {
    const hp = compileTrack(RACEPACK_TRACKS.find((t) => t.id === 'hairpin-chicane')!);
    // Tile 8 (third corner) lies beside tile 5; no ray or diagonal from tile 8 reaches tile 5.
    for (let k = 0; k < 4; k++) {
      const c = 8 * 4 + k;
      for (let d = 0; d < 4; d++) {
        for (const x of hp.rays[c * 4 + d]) expect(hp.cellTile[x]).not.toBe(5);
        for (let side = 0; side < 2; side++) expect(hp.cellTile[hp.diagonal[c * 8 + d * 2 + side]] ?? -1).not.toBe(5);
      }
    }
  });
});
