/**
 * The fixed cards: 3rd, 4th, 5th and 6th Gear, and Wear.
 */
import { describe, expect, it } from 'vitest';
import type { Color } from '../../../src-shared/games/automobiles';
import {
  END_ACTIONS,
  END_BUY,
  STOP,
  act,
  eventsOf,
  makeTrack,
  pile,
  play,
  playable,
  position,
  run,
  step,
  targets,
} from '../../helpers/rules-position';

/**
 *   lane 0:  w   w   b   w
 *   lane 1:  w   lg  dg  w
 *   lane 2:  w   dg  lg  w
 */
const T = makeTrack('gw-basic', [
  [
    ['w', 10],
    ['w', 10],
    ['b', 10],
    ['w', 10],
  ],
  [
    ['w', 10],
    ['lg', 10],
    ['dg', 10],
    ['w', 10],
  ],
  [
    ['w', 10],
    ['dg', 10],
    ['lg', 10],
    ['w', 10],
  ],
]);
const PARKED = { space: T.grid(2) - 1, segment: 2 };
const GEARS = { white: 1, lightGray: 1, darkGray: 1, black: 1 };
const at = (space: number, active: Record<string, number> = GEARS) =>
  position({ track: T, cars: [{ space }, PARKED], piles: [{ active, bag: { yellow: 7 } }, {}] });

describe("gear cards: one space of the cube's own colour, next to the car or the previous cube", () => {
  it.each([
    ['white', T.sp(1, 0), T.sp(0, 1)],
    ['lightGray', T.sp(1, 0), T.sp(1, 1)],
    ['darkGray', T.sp(1, 0), T.sp(2, 1)],
    ['black', T.sp(1, 1), T.sp(0, 2)],
    ['darkGray', T.sp(1, 1), T.sp(1, 2)],
    ['lightGray', T.sp(1, 1), T.sp(2, 2)],
  ] as [Color, number, number][])('%s from space %i: only space %i', (color, from, to) => {
    const s = at(from);
    act(s, play(color));
    expect(targets(s)).toEqual([to]);
    const ev = act(s, step(to));
    expect(eventsOf(ev, 'cubePlaced')[0]).toMatchObject({ color, space: to, step: 1 });
    expect(s.prompt).toBeNull();
    // the placed cube counts as in the used pile
    expect(s.players[0].used[['white', 'lightGray', 'darkGray', 'black'].indexOf(color)]).toBe(1);
  });

  it('a 6th Gear with no black space next to the car is not offered', () => {
    expect(playable(at(T.sp(1, 0))).sort()).toEqual(['darkGray', 'lightGray', 'white']);
  });

  it('after the turn the gear cubes on the track go to the discard pile', () => {
    const s = at(T.sp(1, 0));
    run(s, play('lightGray'), step(T.sp(1, 1)), play('black'), step(T.sp(0, 2)), END_ACTIONS, END_BUY);
    expect(s.players[0].discard[1]).toBe(1);
    expect(s.players[0].discard[3]).toBe(1);
    expect(s.players[0].car).toEqual({ space: T.sp(0, 2), segment: 0 });
  });
});

describe('Wear', () => {
  it('a wear cube from the active pile goes straight to the discard pile', () => {
    const s = at(T.sp(1, 0), { brown: 2, white: 1 });
    expect(playable(s)).toContain('brown');
    const ev = act(s, play('brown'));
    expect(eventsOf(ev, 'cubePlayed')).toEqual([{ type: 'cubePlayed', player: 0, color: 'brown', card: 'wear' }]);
    expect(eventsOf(ev, 'cubeMoved')).toEqual([
      { type: 'cubeMoved', player: 0, color: 'brown', from: 'used', to: 'discard', reason: 'wear' },
    ]);
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].active)).toEqual({ brown: 1, white: 1 });
    expect(pile(s.players[0].used)).toEqual({});
    expect(pile(s.players[0].discard)).toEqual({ brown: 1 });
  });

  it('only wear from the active pile: wear gained this turn (used pile) cannot be played', () => {
    const s = position({
      track: T,
      cars: [{ space: T.sp(1, 0) }, PARKED],
      piles: [{ active: { green: 1 } }, {}],
      cards: 'car-chief,crew-chief,steering,gearbox,rotary-engine',
    });
    run(s, play('green'), STOP);
    expect(s.players[0].used[4]).toBe(1);
    expect(playable(s)).toEqual([]);
  });

  it('wear is worth nothing in the Buy Phase', () => {
    const s = at(T.sp(1, 0), { brown: 4 });
    act(s, END_ACTIONS);
    expect(s.turn.money).toBe(0);
  });
});
