/**
 * Races of more than six cars: the main straight is two tiles wide from the starting grid up
 * to the first corner (seed 002, "Versions utilizing two piecepacks"; RULINGS §11), a
 * 4-lane stretch with the second width on the outside, its outer lane tapering one space
 * before the corner so that every space of it leads back onto the circuit.
 */
import { describe, expect, it } from 'vitest';
import {
  carProgress,
  createRacepackBot,
  raceOrder,
  racepack,
  trackOf,
  wideStraight,
  type RacepackAction,
} from '../../../src-shared/games/racepack';
import { cellAt, fwd, isLegal, lane, position, TEST_TRACK, where } from './position';

// TEST_TRACK: tiles 0–9 run east along y 0..1 (y 0 the left, outside lane; the first corner,
// tile 10 at x 20..21, turns right), the line at tile 5 (x 10): the grid tile is tile 4 (x 8..9).

describe('Racepack: the 2-wide main straight above six cars', () => {
  it('is there for 7 and 8 cars only, beside the grid tile up to the first corner, on the outside', () => {
    expect([2, 3, 4, 5, 6, 7, 8].map(wideStraight)).toEqual([false, false, false, false, false, true, true]);
    for (const players of [5, 6])
      expect(trackOf(racepack.create(racepack.normalizeOptions({ players }), 1)).wide).toBe(false);
    const s = racepack.create(racepack.normalizeOptions({ players: 8, track: TEST_TRACK }), 1);
    const track = trackOf(s);
    expect(track.wide).toBe(true);
    const wideTiles = track.tileSection.filter((_, t) => track.tileIsWide[t]);
    expect(wideTiles).toEqual([4, 5, 6, 7, 8, 9]);
    // Both new lanes along the whole stretch, x 8..19; the outer one ends a space early (taper).
    for (let x = 8; x <= 19; x++) expect(where(track, cellAt(track, x, -1))).toEqual([x, -1]);
    for (let x = 8; x <= 18; x++) expect(where(track, cellAt(track, x, -2))).toEqual([x, -2]);
    expect(() => cellAt(track, 19, -2)).toThrow();
    expect(() => cellAt(track, 20, -1)).toThrow(); // no second width beside the corner
    expect(() => cellAt(track, 7, -1)).toThrow(); // nor behind the grid
  });

  it('grids 8 cars in two rows of four on the tile behind the line, pole inside; a row moves up once the four ahead are off', () => {
    const s = racepack.create(racepack.normalizeOptions({ players: 8, track: TEST_TRACK }), 3);
    const track = trackOf(s);
    const bySlot = [...s.cars].sort((a, b) => a.gridSlot - b.gridSlot);
    expect(bySlot.map((c) => where(track, c.cell))).toEqual([
      [9, 1], // pole: front row, inside
      [9, 0],
      [9, -1],
      [9, -2],
      [8, 1],
      [8, 0],
      [8, -1],
      [8, -2],
    ]);
    for (let k = 0; k < 4; k++) {
      expect(s.turn.car).toBe(bySlot[k].id);
      // Starting out: speed 1 first.
      expect(racepack.legalActions(s).every((a) => a.type === 'move' && a.speed === 1)).toBe(true);
      for (let m = 1; m <= 3; m++) racepack.apply(s, fwd(m));
      expect(where(track, bySlot[k].cell)).toEqual([15, [1, 0, -1, -2][k]]);
      // The second row waits until the whole front row is off.
      if (k < 3) expect(where(track, bySlot[4].cell)).toEqual([8, 1]);
    }
    expect(bySlot.slice(4).map((c) => where(track, c.cell))).toEqual([
      [9, 1],
      [9, 0],
      [9, -1],
      [9, -2],
    ]);
    expect(s.turn.car).toBe(bySlot[4].id);
  });

  it('race order across four lanes: the inside lane ahead, then the outside, then the second width near to far', () => {
    const { s, track } = position([{ at: [14, -2] }, { at: [14, 0] }, { at: [14, -1] }, { at: [14, 1] }], {
      players: 8,
    });
    expect(raceOrder(s, track)).toEqual([3, 1, 2, 0]);
    // A space further along is ahead of any lane.
    const ahead = position([{ at: [15, -2] }, { at: [14, 1] }], { players: 8 });
    expect(carProgress(ahead.s, ahead.track, ahead.s.cars[0])).toBeGreaterThan(
      carProgress(ahead.s, ahead.track, ahead.s.cars[1]),
    );
  });

  it('driving the second width: along it, onto it and off it by lane changes, and off its end only into the corner', () => {
    const onto = position([{ at: [12, 0] }], { players: 8 });
    expect(isLegal(onto.s, lane(-1, 3))).toBe(true); // onto the near lane
    racepack.apply(onto.s, lane(-1, 3));
    expect(where(onto.track, onto.s.cars[0].cell)).toEqual([13, -1]);
    expect(isLegal(onto.s, lane(-1, 3))).toBe(true); // on to the far lane
    expect(isLegal(onto.s, fwd(4))).toBe(true); // along it
    const end = position([{ at: [17, -1] }], { players: 8 });
    expect(isLegal(end.s, fwd(2))).toBe(true); // to its last space
    expect(isLegal(end.s, fwd(3))).toBe(false); // never past its end
    const last = position([{ at: [19, -1] }], { players: 8 });
    const moves = racepack.legalActions(last.s) as Extract<RacepackAction, { type: 'move' }>[];
    // Only a lane change into the corner tile, at speed 1 or 2 (with the roll).
    expect(moves.every((m) => m.lane === 1)).toBe(true);
    expect(moves.map((m) => m.speed).sort()).toEqual([1, 2]);
    racepack.apply(last.s, lane(1, 1));
    expect(where(last.track, last.s.cars[0].cell)).toEqual([20, 0]);
    // The taper: the outer lane's last space leads on to the near lane's last one.
    const taper = position([{ at: [18, -2] }], { players: 8 });
    const fromTaper = racepack.legalActions(taper.s) as Extract<RacepackAction, { type: 'move' }>[];
    expect(fromTaper.length).toBeGreaterThan(0);
    expect(fromTaper.every((m) => m.lane === 1)).toBe(true);
    racepack.apply(taper.s, lane(1, 1));
    expect(where(taper.track, taper.s.cars[0].cell)).toEqual([19, -1]);
  });

  it('a track with no room for the second width (here its own pit lane) cannot take more than six cars', () => {
    expect(() => racepack.normalizeOptions({ players: 8, track: TEST_TRACK, pitLane: true })).toThrow(
      /8 cars need the main straight two tiles wide, and on "test-rectangle" no room beside tile 4/,
    );
    expect(() => racepack.normalizeOptions({ players: 6, track: TEST_TRACK, pitLane: true })).not.toThrow();
    // The 48-tile course has room for both (its pit lane is before the grid).
    expect(trackOf(racepack.create(racepack.normalizeOptions({ players: 8, pitLane: true }), 1)).wide).toBe(true);
  });

  it('seeded 8-car races on the 48-tile course use the wide straight and finish', () => {
    let onSecondWidth = 0;
    for (const seed of [1, 2, 3]) {
      const s = racepack.create(racepack.normalizeOptions({ players: 8 }), seed);
      const track = trackOf(s);
      const bots = [...Array(8).keys()].map((i) => createRacepackBot('greedy', i));
      for (let n = 0; !racepack.isTerminal(s); n++) {
        expect(n).toBeLessThan(5000);
        racepack.applyTrusted(s, bots[racepack.currentPlayer(s)].chooseAction(s, racepack.legalActions(s)));
        for (const c of s.cars) if (c.cell >= 0 && track.tileIsWide[track.cellTile[c.cell]]) onSecondWidth++;
      }
      expect(s.finished).toHaveLength(8);
    }
    expect(onSecondWidth).toBeGreaterThan(0);
  });
});
