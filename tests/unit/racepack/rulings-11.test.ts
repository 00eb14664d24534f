/** RULINGS §11 (Racepack) on hand-built positions: one test (or more) per ruling. */
import { describe, expect, it } from 'vitest';
import {
  compileTrack,
  moveOptions,
  parseTrackFile,
  racepack,
  readTrackFile,
  tilesFromPath,
  trackOf,
  validateTrack,
  type RacepackAction,
  type TrackFile,
} from '../../../src-shared/games/racepack';
import { racepackSession } from '../../../src-shared/games/racepack/session/racepack-session';
import { cellAt, forceNextRoll, fwd, isLegal, lane, position, where } from './position';

type Move = Extract<RacepackAction, { type: 'move' }>;
const moves = (s: Parameters<typeof racepack.legalActions>[0]) =>
  racepack.legalActions(s).filter((a): a is Move => a.type === 'move');
const E = 0;
const S = 1;

describe('corner headings (seed 002: out of the corner, or the way the previous movement went)', () => {
  it('after moving south inside a corner only southward movements are offered, in this turn and the next', () => {
    // The first corner tile covers x 20..21, y 0..1: entered heading east, left heading south.
    const { s, track } = position([{ at: [19, 0] }, { at: [0, 1] }]);
    racepack.apply(s, fwd(1, E));
    expect(where(track, s.cars[0].cell)).toEqual([20, 0]);
    // Came in heading east: it may still face east, or out of the corner (south).
    expect(new Set(moves(s).map((a) => a.heading))).toEqual(new Set([E, S]));
    racepack.apply(s, fwd(1, S));
    expect(where(track, s.cars[0].cell)).toEqual([20, 1]);
    // Moved south: no eastward movement, not even the diagonal back up to (21,0).
    expect(moves(s).length).toBeGreaterThan(0);
    expect(moves(s).every((a) => a.heading === S)).toBe(true);
    expect(isLegal(s, lane(-1, 1, E))).toBe(false);
    expect(isLegal(s, fwd(1, E))).toBe(false);
    // The turn's last movement stays in the corner, heading south; the next turn remembers it.
    racepack.apply(s, lane(-1, 1, S));
    expect(s.turn.car).toBe(1);
    expect(where(track, s.cars[0].cell)).toEqual([21, 2]);
    const again = position([{ at: [20, 1], heading: S }]).s;
    expect(new Set(moves(again).map((a) => a.heading))).toEqual(new Set([S]));
    const stillEast = position([{ at: [20, 1], heading: E }]).s;
    expect(new Set(moves(stillEast).map((a) => a.heading))).toEqual(new Set([E, S]));
  });

  it('a car that re-entered after a spin-out faces out of the corner', () => {
    const { s, track } = position([{ at: [18, 0] }, { at: [0, 1] }]);
    forceNextRoll(s, 5);
    racepack.apply(s, fwd(2, E));
    expect(s.cars[0].status).toBe('spun');
    // Car 1's turn, then car 0 re-enters.
    racepack.apply(s, fwd(1));
    racepack.apply(s, fwd(1));
    racepack.apply(s, fwd(1));
    expect(s.turn.car).toBe(0);
    const reenter = racepack.legalActions(s).find((a) => a.type === 'reenter')!;
    racepack.apply(s, reenter);
    expect(track.isCorner[track.cellTile[s.cars[0].cell]]).toBe(true);
    expect(new Set(moves(s).map((a) => a.heading))).toEqual(new Set([S]));
  });
});

describe('track sizes and bounds: 24 tiles, or 25 to 48, wherever a track enters', () => {
  const base = { format: 'racepack-track' as const, version: 1 as const, id: 'x', name: 'x', laps: 3 };
  // Rectangles: 2·(long + short) + 4 tiles.
  const rect = (long: number, short: number, startTile = 3): TrackFile => ({
    ...base,
    startTile,
    tiles: tilesFromPath(`${'S'.repeat(long)} R ${'S'.repeat(short)} R ${'S'.repeat(long)} R ${'S'.repeat(short)} R`),
  });

  it('validateTrack refuses 14 and 56 tiles and accepts 24, 25 and 48', () => {
    expect(rect(4, 1).tiles).toHaveLength(14);
    expect(validateTrack(rect(4, 1)).join()).toMatch(/24 tiles .* or 25 to 48 .* this one has 14/);
    expect(rect(20, 6).tiles).toHaveLength(56);
    expect(validateTrack(rect(20, 6)).join()).toMatch(/this one has 56/);
    expect(validateTrack(rect(7, 3))).toEqual([]); // 24
    expect(validateTrack(rect(16, 4))).toEqual([]); // 44
    expect(validateTrack(rect(17, 5))).toEqual([]); // 48
    const odd = { ...rect(7, 3), tiles: tilesFromPath(`${'S'.repeat(8)} R SSS R ${'S'.repeat(7)} R SSS R`) };
    expect(odd.tiles).toHaveLength(25);
    // 25 tiles close no rectangle; the size itself is allowed.
    expect(validateTrack(odd).join()).not.toMatch(/this one has/);
  });

  it('coordinates near 2^31 are refused before anything is computed from them', () => {
    const far = rect(7, 3);
    const moved = { ...far, tiles: far.tiles.map((p) => ({ x: p.x + 2 ** 31 - 40, y: p.y })) };
    expect(validateTrack(moved).join()).toMatch(/beyond/);
    expect(() => compileTrack(moved)).toThrow(/beyond/);
    expect(() => parseTrackFile(moved)).toThrow(/tiles/);
    expect(() => racepack.normalizeOptions({ players: 2, track: moved })).toThrow(/tiles/);
    const bigStart = { ...far, startTile: 2 ** 31 - 1 };
    expect(validateTrack(bigStart).join()).toMatch(/startTile/);
  });

  it('normalizeOptions and readTrackFile (imported and stored files, the command line) refuse the wrong sizes', () => {
    expect(() => racepack.normalizeOptions({ players: 2, track: rect(4, 1) })).toThrow(/this one has 14/);
    expect(() => readTrackFile(rect(4, 1))).toThrow(/this one has 14/);
    expect(() => readTrackFile(JSON.stringify(rect(20, 6)))).toThrow(/tiles/);
    expect(readTrackFile(JSON.stringify(rect(7, 3))).tiles).toHaveLength(24);
    expect(racepack.normalizeOptions({ players: 2, track: rect(7, 3) }).track.tiles).toHaveLength(24);
  });
});

describe('the timer is a rule: its times in the options, the forfeit an action', () => {
  it('the options carry 30 s for a one-car turn and 40 s for a team’s whole turn (changeable, checked)', () => {
    expect(racepack.normalizeOptions({ players: 4, timer: true }).timerSeconds).toEqual({ car: 30, team: 40 });
    expect(racepack.normalizeOptions({ players: 2, timer: true, timerSeconds: { car: 20 } }).timerSeconds).toEqual({
      car: 20,
      team: 40,
    });
    expect(() => racepack.normalizeOptions({ players: 2, timerSeconds: { team: 0 } })).toThrow(/timerSeconds.team/);
  });

  it('a timed-out car goes back to where its turn began, with the tokens it had', () => {
    const { s, track } = position([{ at: [0, 1] }, { at: [0, 0] }], { timer: true });
    racepack.apply(s, fwd(3));
    racepack.apply(s, fwd(5, E, 5)); // the 5 token: 3 → 5
    expect(s.pools[s.cars[0].pool][5]).toBe(0);
    expect(isLegal(s, { type: 'forfeit' })).toBe(true);
    const ev = racepack.apply(s, { type: 'forfeit' });
    expect(ev.find((e) => e.type === 'forfeited')).toMatchObject({ car: 0, movements: 2, back: true });
    expect(where(track, s.cars[0].cell)).toEqual([0, 1]);
    expect(s.pools[s.cars[0].pool][5]).toBe(1);
    expect(s.turn.car).toBe(1);
    // A human out of time is not a jammed track (the stalled-race guard counts idle turns).
    expect(s.idle).toBe(0);
  });

  it('a car that rolled the penalty die this turn stays where the roll left it', () => {
    const { s, track } = position([{ at: [18, 0] }, { at: [0, 1] }], { timer: true });
    forceNextRoll(s, 3);
    racepack.apply(s, fwd(2, E));
    // Car 1's seat is asked for a defensive token (untimed); it passes.
    expect(s.phase).toBe('defend');
    expect(racepack.legalActions(s).some((a) => a.type === 'forfeit')).toBe(false);
    racepack.apply(s, { type: 'pass' });
    const ev = racepack.apply(s, { type: 'forfeit' });
    expect(ev.find((e) => e.type === 'forfeited')).toMatchObject({ back: false });
    expect(where(track, s.cars[0].cell)).toEqual([20, 0]);
    expect(s.turn.car).toBe(1);
  });

  it('a team-mate already moved keeps its move; only the timed-out car goes back', () => {
    // Two players: cars 0 and 1 are seat 0's team.
    const { s, track } = position([{ at: [0, 1] }, { at: [0, 0] }], { players: 2, timer: true });
    expect(s.cars[0].seat).toBe(s.cars[1].seat);
    for (const a of [fwd(3), fwd(3), fwd(3)]) racepack.apply(s, a);
    expect(s.turn.car).toBe(1);
    racepack.apply(s, fwd(2));
    racepack.apply(s, { type: 'forfeit' });
    expect(where(track, s.cars[0].cell)).toEqual([9, 1]);
    expect(where(track, s.cars[1].cell)).toEqual([0, 0]);
  });

  it('no forfeit without the timer; a blocked car is skipped, never asked to forfeit', () => {
    const { s } = position([{ at: [0, 1] }, { at: [0, 0] }]);
    expect(isLegal(s, { type: 'forfeit' })).toBe(false);
    const r = racepack.create(racepack.normalizeOptions({ players: 4, timer: true, laps: 1 }), 3);
    let steps = 0;
    let offered = 0;
    while (!racepack.isTerminal(r) && steps++ < 5000) {
      const legal = racepack.legalActions(r);
      if (legal.some((a) => a.type === 'forfeit')) offered++;
      // Whenever forfeit is offered, something else is too: a bot is never left with only the timer's action.
      expect(legal.some((a) => a.type !== 'forfeit')).toBe(true);
      racepack.apply(
        r,
        legal.find((x) => x.type !== 'forfeit')!,
      );
    }
    expect(racepack.isTerminal(r)).toBe(true);
    expect(offered).toBeGreaterThan(0);
  });
});

describe('the pit lane: only to stop, never from the grid, the stops public', () => {
  // The pit lane runs beside tiles 1..4 (x 2..9) at y -1; the start line is at x 10.
  it('a car that has not crossed the start line (the grid, lap 0) may not enter the pit lane', () => {
    const grid = position([{ at: [2, 0], crossings: 0 }, { at: [0, 1] }], { pitLane: true }).s;
    expect(isLegal(grid, lane(-1, 3))).toBe(false);
    const lap1 = position([{ at: [2, 0], crossings: 1 }, { at: [0, 1] }], { pitLane: true }).s;
    expect(isLegal(lap1, lane(-1, 3))).toBe(true);
  });

  it('a car that enters makes its stop before it leaves: no lane change out, no drive-through', () => {
    const { s, track } = position([{ at: [2, 0], crossings: 1 }, { at: [0, 1] }], { pitLane: true });
    racepack.apply(s, lane(-1, 3));
    expect(where(track, s.cars[0].cell)).toEqual([3, -1]);
    // Along the pit lane, yes; back onto the circuit, not before the stop.
    expect(isLegal(s, fwd(3))).toBe(true);
    expect(moves(s).some((a) => a.lane !== 0 && !track.tileIsPit[track.cellTile[targetOf(s, a)]])).toBe(false);
    racepack.apply(s, fwd(3));
    racepack.apply(s, fwd(3));
    expect(where(track, s.cars[0].cell)).toEqual([9, -1]);
    // Car 1's turn; then car 0, at the pit lane's end, can only stop.
    for (const a of [fwd(1), fwd(1), fwd(1)]) racepack.apply(s, a);
    expect(s.turn.car).toBe(0);
    expect(racepack.legalActions(s)).toEqual([{ type: 'pitStop' }]);
    racepack.apply(s, { type: 'pitStop' });
    expect(s.cars[0].pitStops).toBe(1);
    expect((racepack.playerView(s, 1) as { cars: { pitStops: number }[] }).cars[0].pitStops).toBe(1);
    for (const a of [fwd(1), fwd(1), fwd(1)]) racepack.apply(s, a);
    // Stopped: now it may leave.
    expect(isLegal(s, lane(1, 3))).toBe(true);
    expect(isLegal(s, { type: 'pitStop' })).toBe(false);
  });

  it('before its stop a car in the pit lane may not finish (the lane spans the line on the Grand Prix)', () => {
    // Grand Prix: tiles from x 2, the line at x 6 (tile 2), the pit lane beside tiles 0–3 at y -1.
    const gp = { track: 'grand-prix', pitLane: true, laps: 1 } as const;
    const pending = position(
      [
        { at: [4, -1], crossings: 1 },
        { at: [2, 1], crossings: 0 },
      ],
      gp,
    ).s;
    pending.cars[0].pitPending = true;
    expect(isLegal(pending, fwd(1))).toBe(true);
    expect(isLegal(pending, fwd(2))).toBe(false); // across the line: it would finish without the stop
    expect(isLegal(pending, { type: 'pitStop' })).toBe(true);
    // Nor may a lane change into the pit lane finish the race there.
    const outside = position(
      [
        { at: [5, 0], crossings: 1 },
        { at: [2, 1], crossings: 0 },
      ],
      gp,
    ).s;
    expect(isLegal(outside, lane(-1, 1))).toBe(false);
    expect(isLegal(outside, fwd(1))).toBe(true); // across the line on the track: it finishes
  });

  it('in the pit lane before its stop the car may drive to the lane’s end (the stop will end its turn)', () => {
    const { s, track } = position([{ at: [3, -1], crossings: 1 }, { at: [0, 1] }], { pitLane: true });
    s.cars[0].pitPending = true;
    racepack.apply(s, fwd(3));
    // To the lane's end: no third movement after it, but the stop ends the turn anyway.
    expect(isLegal(s, fwd(3))).toBe(true);
    racepack.apply(s, fwd(3));
    expect(where(track, s.cars[0].cell)).toEqual([9, -1]);
    expect(racepack.legalActions(s)).toEqual([{ type: 'pitStop' }]);
  });

  it('with the podium option, the race goes on until three cars that stopped have finished', () => {
    const fin = position(
      [
        { at: [8, 1], crossings: 2 },
        { at: [7, 0], crossings: 2 },
        { at: [4, 1], crossings: 2 },
        { at: [0, 1], crossings: 1 },
      ],
      { laps: 2, pitLane: true, finish: 'podium' },
    );
    const s = fin.s;
    s.cars[1].pitStops = 1;
    s.cars[2].pitStops = 1;
    const first = racepack.apply(s, fwd(2)); // car 0 finishes first, without a stop
    expect(first.find((e) => e.type === 'finished')).toEqual({ type: 'finished', car: 0, place: 1, noStop: true });
    const second = racepack.apply(s, fwd(3)); // car 1 finishes: the first that stopped, placed ahead of car 0
    expect(second.find((e) => e.type === 'finished')).toEqual({ type: 'finished', car: 1, place: 1, noStop: false });
    racepack.apply(s, fwd(6)); // car 2 finishes
    expect(s.finished).toEqual([0, 1, 2]);
    // Three cars finished, but only two made their stop: the podium is not decided yet.
    expect(racepack.isTerminal(s)).toBe(false);
    expect(s.cars[0].status).toBe('finished');
  });
});

describe('the grid dice are kept and shown', () => {
  it('create keeps each player’s three dice; the pole is the highest total; the session logs them', () => {
    const s = racepack.create(racepack.normalizeOptions({ players: 4 }), 11);
    expect(s.gridRolls.map((r) => r.seat)).toEqual([0, 1, 2, 3]);
    for (const r of s.gridRolls) {
      expect(r.dice).toHaveLength(3);
      for (const d of r.dice) expect(d >= 0 && d <= 5).toBe(true);
    }
    const total = (seat: number) => s.gridRolls[seat].dice.reduce((a, b) => a + b, 0);
    const pole = s.cars.find((c) => c.gridSlot === 0)!.seat;
    for (const r of s.gridRolls) expect(total(pole)).toBeGreaterThanOrEqual(total(r.seat));
    const seats = [0, 1, 2, 3].map((i) => ({ kind: 'human' as const, name: `P${i}` }));
    const lines = racepackSession.logStart(s, seats as never);
    const grid = lines.find((l) => l.key === 'rpGridRolls');
    expect(grid).toMatchObject({ rolls: s.gridRolls.map((r) => ({ p: r.seat, dice: r.dice })) });
    expect(racepack.deserialize(racepack.serialize(s)).gridRolls).toEqual(s.gridRolls);
  });
});

describe('defensive tokens: a player whose cars have all finished is not asked', () => {
  it('only players with a car still racing are asked', () => {
    const { s } = position([{ at: [18, 0] }, { at: [0, 1] }, { at: [0, 0] }]);
    const done = s.cars[2];
    done.status = 'finished';
    done.cell = -1;
    s.finished = [2];
    expect(s.pools[done.pool].reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    forceNextRoll(s, 3);
    racepack.apply(s, fwd(2, E));
    expect(s.phase).toBe('defend');
    expect(s.defend!.seats).toEqual([s.cars[1].seat]);
  });
});

/** The space a movement leads to. */
function targetOf(s: Parameters<typeof racepack.legalActions>[0], a: Move): number {
  const o = moveOptions(s, trackOf(s)).find(
    (m) => m.heading === a.heading && m.lane === a.lane && m.speed === a.speed && m.token === a.token,
  )!;
  return o.target;
}

describe('one legal action per distinct outcome', () => {
  it('from a corner’s inside space, a lane change to a space reached under both headings is offered once', () => {
    // The inside space of the first corner is (20,1); (21,2), on the straight below, is both
    // "east, lane change right" and "south, lane change left".
    const { s, track } = position([{ at: [20, 1], heading: E }, { at: [0, 1] }]);
    const to = cellAt(track, 21, 2);
    const there = moveOptions(s, track).filter((o) => o.lane !== 0 && o.target === to && o.speed === 1 && !o.token);
    expect(there).toHaveLength(1);
  });

  it('on a turn’s last movement a lane change takes a token only where it changes the roll', () => {
    const { s } = position([{ at: [0, 1] }, { at: [0, 0] }]);
    racepack.apply(s, fwd(3));
    // Second movement: the speed of a lane change matters for the third, so the token is offered.
    expect(isLegal(s, lane(-1, 5, E, 5))).toBe(true);
    racepack.apply(s, fwd(3));
    // Last movement: speeds 1–4 without a token reach the same space and end the turn: one of
    // them is offered (the slowest), and a token there would be wasted.
    expect(isLegal(s, lane(-1, 5, E, 5))).toBe(false);
    expect(isLegal(s, lane(-1, 1, E))).toBe(true);
    expect(isLegal(s, lane(-1, 4, E))).toBe(false);
    expect(isLegal(s, fwd(5, E, 5))).toBe(true); // forward, the token goes further
    // Into a corner at the end of a fast turn: token ace (no roll) and token 2 (a roll) are two outcomes.
    const fast = position([{ at: [8, 1] }, { at: [0, 0] }]).s;
    racepack.apply(fast, fwd(5));
    racepack.apply(fast, fwd(6));
    expect(isLegal(fast, lane(-1, 1, E, 1))).toBe(true);
    expect(isLegal(fast, lane(-1, 2, E, 2))).toBe(true);
    expect(isLegal(fast, lane(-1, 3, E, 3))).toBe(false);
  });
});
