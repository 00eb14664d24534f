import { describe, expect, it } from 'vitest';
import { racepack, trackFor as engineTrackFor, type RacepackAction } from '../../../src-shared/games/racepack';
import { cellLabel } from '../../../src-renderer/games/racepack/scene/board-geometry';
import {
  lapsToGo,
  leaderLap,
  seatTokens,
  speedInfo,
  trackFor,
  type SpaceChoice,
} from '../../../src-renderer/games/racepack/driving-view';
import { carTurnKey, pruneRemaining, timerKey, turnSeconds } from '../../../src-renderer/games/racepack/timer-rules';
import type { RacepackTableView } from '../../../src-renderer/games/racepack/racepack-table';

const choice = (over: Partial<SpaceChoice>): SpaceChoice => ({
  action: { type: 'move', heading: 0, lane: 1, speed: 1, token: 0 },
  kind: 'lane',
  speed: 1,
  token: 0,
  roll: false,
  corner: 0,
  hazard: false,
  finishes: false,
  path: [],
  toward: { dx: 1, dy: -1 },
  ...over,
});

describe('cellLabel: what a highlighted space says', () => {
  it('a forward speed, a lane change range, a token, a corner risk, a re-entry', () => {
    expect(cellLabel([choice({ kind: 'forward', speed: 4 })])).toBe('4');
    expect(cellLabel([1, 2, 3, 4].map((speed) => choice({ speed })))).toBe('↗1–4');
    expect(cellLabel([choice({ kind: 'forward', speed: 5, token: 5 })])).toBe('5◆');
    expect(cellLabel([choice({ kind: 'forward', speed: 2, roll: true })])).toBe('2!');
    expect(cellLabel([1, 3].map((speed) => choice({ speed })))).toBe('↗1,3');
    expect(cellLabel([choice({ kind: 'reenter' })])).toBe('↩');
  });

  it('the glyph is the way the car goes', () => {
    const at = (dx: number, dy: number) => cellLabel([choice({ speed: 3, toward: { dx, dy } })]);
    expect([at(1, -1), at(1, 1), at(-1, 1), at(-1, -1)]).toEqual(['↗3', '↘3', '↙3', '↖3']);
  });

  it('"!" marks only the speed that rolls the penalty die', () => {
    const list = [1, 2].map((speed) => choice({ kind: 'forward', speed, roll: speed === 2 }));
    expect(cellLabel(list)).toBe('1,2\n2!');
    const lane = [1, 2, 3, 4].map((speed) => choice({ speed, roll: speed === 2, toward: { dx: 1, dy: 1 } }));
    expect(cellLabel(lane)).toBe('↘1–4\n2!');
  });
});

describe('trackFor: the board draws the track the engine races', () => {
  it('more than six cars: the wide straight, cell for cell as the engine compiled it', () => {
    for (const players of [2, 4, 6, 7, 8]) {
      const options = racepack.normalizeOptions({ players, track: 'long-circuit' });
      const engine = racepack.create(options, 8);
      const drawn = trackFor(JSON.parse(JSON.stringify(options)) as typeof options);
      const own = trackFor(options);
      expect(drawn).toBe(own); // cached by content
      expect(drawn.wide).toBe(players * (players <= 3 ? 2 : 1) > 6);
      expect(drawn.cellCount).toBe(engineTrackFor(options).cellCount);
      const cars = engine.cars.map((c) => c.cell);
      expect(cars.every((c) => c >= 0 && c < drawn.cellCount && drawn.cellExists[c] === 1)).toBe(true);
    }
    const eight = trackFor({ ...racepack.normalizeOptions({ players: 8, track: 'long-circuit' }) });
    const four = trackFor({ ...racepack.normalizeOptions({ players: 4, track: 'long-circuit' }) });
    expect(eight.cellCount).toBeGreaterThan(four.cellCount);
  });
});

describe('speedInfo and tokens', () => {
  it('a car starting out may only go 1; tokens are per car with two players, shared with three', () => {
    const s = racepack.create(racepack.normalizeOptions({ players: 2 }), 1);
    const info = speedInfo(s, racepack.legalActions(s));
    expect(info).toMatchObject({ movement: 1, lastSpeed: 0, lo: 1, hi: 1, startingOut: true });
    expect(info.offered).toEqual([{ speed: 1, token: false }]);
    const mine = seatTokens(s, 0);
    expect(mine).toHaveLength(2);
    expect(mine[0].numbers).toEqual([1, 2, 3, 4, 5]);
    const three = racepack.create(racepack.normalizeOptions({ players: 3 }), 1);
    const team = seatTokens(three, 1);
    expect(team).toHaveLength(1);
    expect(team[0].cars).toHaveLength(2);
    expect(team[0].wild).toBe(2);
  });

  it('after a movement at speed 3 the next may be 1–4, and token speeds beyond are marked', () => {
    const s = racepack.create(racepack.normalizeOptions({ players: 4, track: 'indy-oval' }), 3);
    // Play until some car makes a second movement after a first at speed 3.
    for (let k = 0; k < 500; k++) {
      const legal = racepack.legalActions(s);
      if (s.phase === 'move' && s.turn.movement === 1 && s.turn.prevSpeed === 3) {
        const info = speedInfo(s, legal);
        expect(info.lo).toBe(1);
        expect(info.hi).toBe(4);
        for (const o of info.offered) expect(o.token).toBe(o.speed > 4);
        return;
      }
      const first = s.turn.movement === 0 ? legal.find((a) => a.type === 'move' && a.speed === 3) : undefined;
      racepack.apply(s, first ?? legal.find((a: RacepackAction) => a.type === 'move') ?? legal[0]);
    }
    throw new Error('no second movement after speed 3 was reached');
  });

  it('the lap die counts laps to go from the leader', () => {
    const s = racepack.create(racepack.normalizeOptions({ players: 2, laps: 3 }), 1);
    expect(leaderLap(s)).toBe(1);
    expect(lapsToGo(s)).toBe(3);
    s.cars[0].crossings = 2;
    expect(leaderLap(s)).toBe(2);
    expect(lapsToGo(s)).toBe(2);
  });
});

describe('timer rules', () => {
  const view = (
    players: number,
    timer: boolean,
    humanToAct: boolean,
    timerSeconds?: { car?: number; team?: number },
  ): RacepackTableView => {
    const s = racepack.create(
      racepack.normalizeOptions({ players, timer, timerSeconds, track: players > 4 ? 'long-circuit' : undefined }),
      1,
    );
    return {
      version: 0,
      setup: { seats: [], options: {} },
      state: s,
      seat: 0,
      humanToAct,
      legal: [],
      canUndo: false,
      log: [],
      over: false,
      finishOrder: null,
    };
  };
  it('the engine’s times (30 s a car turn, 40 s a team’s whole turn); only a human movement is timed', () => {
    expect(turnSeconds(view(2, true, true))).toBe(40);
    expect(turnSeconds(view(4, true, true))).toBe(30);
    // The times are the race's options, not the screen's.
    expect(turnSeconds(view(4, true, true, { car: 20 }))).toBe(20);
    expect(turnSeconds(view(3, true, true, { team: 55 }))).toBe(55);
    expect(timerKey(view(4, true, true))).toMatch(/^0:0:\d$/);
    expect(timerKey(view(4, false, true))).toBeNull();
    expect(timerKey(view(4, true, false))).toBeNull();
  });

  it('a team’s two cars of a round share one timed period; older rounds’ periods are dropped', () => {
    const v = view(2, true, true);
    const seat = v.state.cars[v.state.turn.car].seat;
    const mate = v.state.cars.find((c) => c.seat === seat && c.id !== v.state.turn.car)!;
    const other = { ...v, state: { ...v.state, turn: { ...v.state.turn, car: mate.id }, orderIndex: 3 } };
    expect(timerKey(v)).toBe(`0:seat${seat}`);
    expect(timerKey(other)).toBe(timerKey(v));
    expect(carTurnKey(other)).not.toBe(carTurnKey(v));
    expect(pruneRemaining({ '0:seat1': 5, '1:seat1': 7, '1:2:3': 9 }, 1)).toEqual({ '1:seat1': 7, '1:2:3': 9 });
  });
});
