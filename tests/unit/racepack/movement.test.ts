import { describe, expect, it } from 'vitest';
import { racepack, type RacepackAction, type RacepackEvent } from '../../../src-shared/games/racepack';
import { cellAt, forceNextRoll, fwd, isLegal, lane, position, where } from './position';

const S = 1;
type Move = Extract<RacepackAction, { type: 'move' }>;
const moves = (s: Parameters<typeof racepack.legalActions>[0]) =>
  racepack.legalActions(s).filter((a): a is Move => a.type === 'move');

function playSpeeds(speeds: number[]): boolean {
  // A lone car on the long top straight, far from any corner.
  const { s } = position([{ at: [0, 1] }]);
  for (const sp of speeds) {
    if (!isLegal(s, fwd(sp))) return false;
    racepack.apply(s, fwd(sp));
  }
  return true;
}

describe('Racepack movement', () => {
  it('the rulebook speed sequences: 1-2-3, 3-3-4, 6-4-2, 4-2-3 legal; 5-4-1 illegal', () => {
    expect(playSpeeds([1, 2, 3])).toBe(true);
    expect(playSpeeds([3, 3, 4])).toBe(true);
    expect(playSpeeds([6, 4, 2])).toBe(true);
    expect(playSpeeds([4, 2, 3])).toBe(true);
    expect(playSpeeds([5, 4, 1])).toBe(false);
  });

  it('speed may rise by 1 or fall by 1 or 2 between movements, not more', () => {
    const { s } = position([{ at: [0, 1] }]);
    racepack.apply(s, fwd(4));
    const speeds = moves(s)
      .filter((a) => a.lane === 0 && a.token === 0)
      .map((a) => a.speed);
    expect([...new Set(speeds)].sort()).toEqual([2, 3, 4, 5]);
  });

  it('the first movement of a turn is free (1 to 7) and speed is not carried over from the last turn', () => {
    const { s } = position([{ at: [0, 1] }, { at: [0, 0] }]);
    for (let i = 0; i < 6; i++) racepack.apply(s, fwd(1));
    expect(s.turn).toEqual({ car: 0, movement: 0, prevSpeed: 0 });
    for (let sp = 1; sp <= 7; sp++) expect(isLegal(s, fwd(sp))).toBe(true);
    expect(isLegal(s, fwd(8))).toBe(false);
  });

  it('a forward movement goes straight ahead; a lane change is one space diagonally with a stated speed', () => {
    const { s, track } = position([{ at: [0, 1] }]);
    racepack.apply(s, fwd(5));
    expect(where(track, s.cars[0].cell)).toEqual([5, 1]);
    racepack.apply(s, lane(-1, 6));
    expect(where(track, s.cars[0].cell)).toEqual([6, 0]);
    expect(s.turn.prevSpeed).toBe(6);
    // From the outside lane only the lane change to the right exists; on the turn's last movement
    // its stated speed changes nothing, so it is offered once, at the slowest speed (6 − 2).
    expect(isLegal(s, lane(-1, 4))).toBe(false);
    expect(isLegal(s, lane(1, 4))).toBe(true);
    expect(isLegal(s, lane(1, 5))).toBe(false);
  });

  it('corners are entered at speed 1, or 2 with a penalty roll, never faster', () => {
    // The first corner tile covers x 20..21, y 0..1.
    const { s } = position([{ at: [18, 0] }]);
    expect(isLegal(s, fwd(1))).toBe(true); // (19,0): still on the straight
    expect(isLegal(s, fwd(2))).toBe(true); // (20,0): into the corner at 2
    expect(isLegal(s, fwd(3))).toBe(false); // into the corner at 3
    forceNextRoll(s, 3);
    const ev = racepack.apply(s, fwd(2));
    expect(ev.find((e) => e.type === 'cornerRoll')).toMatchObject({ roll: 3, spin: false, spinsOnOrAbove: 5 });
    const safe = position([{ at: [19, 0] }]).s;
    const ev1 = racepack.apply(safe, fwd(1));
    expect(ev1.some((e) => e.type === 'cornerRoll')).toBe(false);
  });

  it('a car in a corner faces out of it (or keeps its heading) and exits at any speed', () => {
    const { s, track } = position([{ at: [20, 0] }]);
    const headings = new Set(moves(s).map((a) => a.heading));
    expect(headings).toEqual(new Set([0, 1])); // south out of the corner, or still east
    racepack.apply(s, fwd(7, S));
    expect(where(track, s.cars[0].cell)).toEqual([20, 7]);
  });

  it('no lane change across the inside corner edge', () => {
    // A car on the straight before the corner, in the inside lane, can not cut diagonally onto the straight after it.
    const { s, track } = position([{ at: [19, 1] }]);
    // (19,1) heading east: right-forward diagonal is (20,2), on the straight after the corner, across the inside edge.
    expect(track.diagonal[cellAt(track, 19, 1) * 8 + 0 * 2 + 1]).toBe(-1);
    expect(moves(s).some((a) => a.lane === 1)).toBe(false);
    // Inside the corner, from the inside space heading south: diagonal to the left (east) is allowed.
    const t2 = position([{ at: [20, 1] }]);
    expect(isLegal(t2.s, lane(-1, 3, S))).toBe(true);
  });

  it('no bumping: a car never moves onto or through another', () => {
    const { s } = position([{ at: [0, 1] }, { at: [3, 1] }]);
    expect(isLegal(s, fwd(2))).toBe(true);
    expect(isLegal(s, fwd(3))).toBe(false);
    expect(isLegal(s, fwd(5))).toBe(false);
  });

  it('a car may pass between two cars on diagonally adjacent spaces by a lane change', () => {
    // Car 0 at (4,0); cars at (5,0) and (4,1): the diagonal to (5,1) squeezes between them.
    const { s, track } = position([{ at: [4, 0] }, { at: [5, 0] }, { at: [4, 1] }]);
    expect(isLegal(s, lane(1, 3))).toBe(true);
    racepack.apply(s, lane(1, 3));
    expect(where(track, s.cars[0].cell)).toEqual([5, 1]);
  });

  it('Figure 4: a car blocked two spaces ahead in both lanes makes only two movements', () => {
    const { s } = position([{ at: [4, 1] }, { at: [7, 0] }, { at: [7, 1] }]);
    // Speed 2 would leave it unable to move again: it must keep a line with two movements.
    expect(isLegal(s, fwd(2))).toBe(false);
    expect(isLegal(s, fwd(1))).toBe(true);
    racepack.apply(s, fwd(1));
    const ev = racepack.apply(s, lane(-1, 1));
    expect(ev.find((e) => e.type === 'blocked')).toMatchObject({ car: 0, movements: 2 });
    expect(s.turn.car).toBe(1);
  });

  it('a car must make three movements when it can (lines that strand it are not offered)', () => {
    // A car at (9,1) behind a car at (14,1): speed 4 then stuck behind (14,1)? it can still change lanes, so allowed;
    // but a line that leaves no third movement is refused.
    const { s } = position([{ at: [10, 0] }, { at: [13, 0] }, { at: [13, 1] }, { at: [15, 1] }]);
    // From (10,0): fwd 2 to (12,0) leaves only a lane change to (13,1)? occupied: so nothing → refused.
    expect(isLegal(s, fwd(2))).toBe(false);
    expect(isLegal(s, fwd(1))).toBe(true);
  });
});

describe('Racepack strategy tokens', () => {
  it('a token sets a movement speed beyond the limits and is used once', () => {
    const { s } = position([{ at: [0, 1] }]);
    racepack.apply(s, fwd(1));
    expect(isLegal(s, fwd(5))).toBe(false);
    expect(isLegal(s, fwd(5, 0, 5))).toBe(true);
    const ev = racepack.apply(s, fwd(5, 0, 5));
    expect(ev.some((e) => e.type === 'tokenUsed' && e.token === 5 && !e.defensive)).toBe(true);
    expect(s.pools[s.cars[0].pool][5]).toBe(0);
    // The ace decelerates from 5 to 1 — but the 5 is gone for good.
    expect(isLegal(s, fwd(1, 0, 1))).toBe(true);
    expect(moves(s).some((a) => a.token === 5)).toBe(false);
  });

  it('no token when starting out (the first movement of the race)', () => {
    const options = racepack.normalizeOptions({ players: 4, track: 'indy-oval' });
    const s = racepack.create(options, 7);
    const legal = moves(s);
    expect(legal.every((a) => a.speed === 1 && a.token === 0)).toBe(true);
  });

  it('defensive token: after a survived roll other players are asked in turn order; a re-roll spins on the token number or more', () => {
    const { s } = position([{ at: [18, 0] }, { at: [2, 0] }, { at: [2, 1] }]);
    // Order: car 0, car 1 (seat 1), car 2 (seat 2).
    forceNextRoll(s, 2);
    racepack.apply(s, fwd(2));
    expect(s.phase).toBe('defend');
    expect(racepack.currentPlayer(s)).toBe(1);
    racepack.apply(s, { type: 'pass' });
    expect(racepack.currentPlayer(s)).toBe(2);
    forceNextRoll(s, 3);
    const ev = racepack.apply(s, { type: 'defend', pool: s.cars[2].pool, token: 2, value: 2 });
    expect(ev.find((e) => e.type === 'cornerRoll')).toMatchObject({ roll: 3, spinsOnOrAbove: 2, spin: true });
    expect(s.cars[0].status).toBe('spun');
    expect(s.pools[s.cars[2].pool][2]).toBe(0);
  });

  it('at most one defensive token per roll, and a failed challenge lets the car go on', () => {
    const { s } = position([{ at: [18, 0] }, { at: [2, 0] }, { at: [2, 1] }]);
    forceNextRoll(s, 0);
    racepack.apply(s, fwd(2));
    forceNextRoll(s, 1);
    racepack.apply(s, { type: 'defend', pool: s.cars[1].pool, token: 3, value: 3 });
    expect(s.phase).toBe('move');
    expect(s.turn).toMatchObject({ car: 0, movement: 1 });
    expect(s.cars[0].status).toBe('racing');
  });
});

describe('Racepack spin-outs', () => {
  it('a 5 spins out: the turn ends, the car is off the track outside the corner', () => {
    const { s } = position([{ at: [18, 0] }, { at: [2, 0] }]);
    forceNextRoll(s, 5);
    const ev: RacepackEvent[] = racepack.apply(s, fwd(2));
    expect(ev.some((e) => e.type === 'spunOut' && e.corner === 10)).toBe(true);
    expect(s.cars[0]).toMatchObject({ status: 'spun', cell: -1, spinTile: 10 });
    expect(s.turn.car).toBe(1);
  });

  it('Figure 3: re-entry spends a movement at speed 1 onto an outside space; then a token 4 and a lane change at 2 into the next corner', () => {
    const { s, track } = position([{ at: [18, 0] }, { at: [2, 0] }]);
    forceNextRoll(s, 5);
    racepack.apply(s, fwd(2));
    for (let i = 0; i < 3; i++) racepack.apply(s, fwd(1)); // car 1's turn
    expect(s.turn.car).toBe(0);
    const legal = racepack.legalActions(s);
    expect(legal.every((a) => a.type === 'reenter')).toBe(true);
    expect(legal.map((a) => (a as { cell: number }).cell).sort()).toEqual(track.outsideCells[10].slice().sort());
    racepack.apply(s, { type: 'reenter', cell: cellAt(track, 21, 1) });
    expect(s.turn).toMatchObject({ movement: 1, prevSpeed: 1 });
    expect(isLegal(s, fwd(4, S))).toBe(false);
    racepack.apply(s, fwd(4, S, 4));
    expect(where(track, s.cars[0].cell)).toEqual([21, 5]);
    racepack.apply(s, fwd(2, S));
    expect(where(track, s.cars[0].cell)).toEqual([21, 7]);
  });

  it('re-entry is refused onto an occupied outside space', () => {
    const { s, track } = position([{ at: [18, 0] }, { at: [2, 0] }]);
    forceNextRoll(s, 5);
    racepack.apply(s, fwd(2));
    s.cars[1].cell = cellAt(track, 21, 0);
    s.turn = { car: 0, movement: 0, prevSpeed: 0 };
    s.orderIndex = 0;
    s.order = [0, 1];
    const cells = racepack.legalActions(s).map((a) => (a as { cell: number }).cell);
    expect(cells).not.toContain(cellAt(track, 21, 0));
    expect(cells).toHaveLength(2);
  });
});
