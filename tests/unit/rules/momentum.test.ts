/**
 * Momentum (rulebook "Momentum", RULINGS §4): at the end of every turn every car moves
 * forward within its own space into vacated segments.
 */
import { describe, expect, it } from 'vitest';
import {
  END_ACTIONS,
  END_BUY,
  PIT_STOP,
  act,
  eventsOf,
  makeTrack,
  play,
  position,
  run,
  step,
} from '../../helpers/rules-position';

const T = makeTrack('mo-basic', [
  [
    ['w', 10],
    ['lg', 10, 2],
    ['w', 10],
    ['dg', 12, 3],
  ],
  [
    ['w', 10],
    ['lg', 10, 2],
    ['w', 10],
    ['dg', 12, 3],
  ],
]);

describe('momentum', () => {
  it('after a turn, every car moves up into vacated segments of its own space', () => {
    // P0 leaves the front segment of lane 0's light gray space; P1 (behind it) moves up.
    const s = position({
      track: T,
      cars: [
        { space: T.sp(0, 1), segment: 0 },
        { space: T.sp(0, 1), segment: 1 },
      ],
      piles: [{ active: { white: 1 }, bag: { yellow: 7 } }, { bag: { yellow: 7 } }],
    });
    run(s, play('white'), step(T.sp(0, 2)), END_ACTIONS);
    const ev = act(s, END_BUY);
    expect(eventsOf(ev, 'momentum')).toEqual([
      { type: 'momentum', moves: [{ player: 1, space: T.sp(0, 1), from: 1, to: 0 }] },
    ]);
    expect(s.players[1].car).toEqual({ space: T.sp(0, 1), segment: 0 });
    // momentum comes after the End Phase
    const order = ev.map((e) => e.type);
    expect(order.indexOf('momentum')).toBeGreaterThan(order.indexOf('cubesDrawn'));
  });

  it('a car already at the front, or behind another car, does not move', () => {
    const s = position({
      track: T,
      cars: [{ space: T.sp(1, 0) }, { space: T.sp(0, 1), segment: 0 }, { space: T.sp(0, 1), segment: 1 }],
      piles: [{ bag: { yellow: 7 } }, {}, {}],
    });
    const ev = run(s, END_ACTIONS, END_BUY);
    expect(eventsOf(ev, 'momentum')).toEqual([]);
    expect(s.players[2].car.segment).toBe(1);
  });

  it('also after a pit stop (the car in front did not move, so nothing moves up)', () => {
    const s = position({
      track: T,
      cars: [
        { space: T.sp(0, 1), segment: 0 },
        { space: T.sp(0, 1), segment: 1 },
      ],
      piles: [{ active: { brown: 1 }, bag: { yellow: 7 } }, {}],
    });
    const ev = act(s, PIT_STOP);
    expect(eventsOf(ev, 'momentum')).toEqual([]);
    expect(s.players[1].car.segment).toBe(1);
  });
});

describe('momentum keeps the order of the cars', () => {
  it('two cars behind a car that left both move up one segment, in order', () => {
    const s = position({
      track: T,
      cars: [
        { space: T.sp(1, 3), segment: 0 },
        { space: T.sp(1, 3), segment: 1 },
        { space: T.sp(1, 3), segment: 2 },
      ],
      piles: [{ active: { white: 1 }, bag: { yellow: 7 } }, {}, {}],
    });
    run(s, play('white'), step(T.filler(1)), END_ACTIONS);
    const ev = act(s, END_BUY);
    expect(eventsOf(ev, 'momentum')[0].moves).toEqual([
      { player: 1, space: T.sp(1, 3), from: 1, to: 0 },
      { player: 2, space: T.sp(1, 3), from: 2, to: 1 },
    ]);
    expect(s.players[1].car).toEqual({ space: T.sp(1, 3), segment: 0 });
    expect(s.players[2].car).toEqual({ space: T.sp(1, 3), segment: 1 });
  });

  it('a car entering behind a car keeps its rear segment when nothing is vacated', () => {
    const s = position({
      track: T,
      cars: [{ space: T.sp(0, 2) }, { space: T.sp(0, 3), segment: 0 }],
      piles: [{ active: { darkGray: 1 }, bag: { yellow: 7 } }, {}],
    });
    run(s, play('darkGray'), step(T.sp(0, 3)), END_ACTIONS);
    const ev = act(s, END_BUY);
    expect(eventsOf(ev, 'momentum')).toEqual([]);
    expect(s.players[0].car).toEqual({ space: T.sp(0, 3), segment: 1 });
  });
});
