/**
 * A standard turn (rulebook "Standard Turn - Racing"): Action → Buy → Car → Decline → End,
 * money, bought cubes, the End Phase's draw and refill, momentum, next player.
 */
import { describe, expect, it } from 'vitest';
import { currentPlayer } from '../../../src-shared/games/automobiles/index';
import {
  END_ACTIONS,
  END_BUY,
  act,
  buy,
  eventsOf,
  makeTrack,
  pile,
  play,
  position,
  run,
  step,
  types,
} from '../../helpers/rules-position';

const T = makeTrack('tp-basic', [
  [
    ['w', 10],
    ['lg', 10, 2],
    ['w', 10],
  ],
  [
    ['w', 10],
    ['lg', 10, 2],
    ['w', 10],
  ],
]);

describe('phases in order', () => {
  it('action, buy, then car, decline and end run by themselves; then the next player starts', () => {
    const s = position({
      track: T,
      cars: [{ space: T.sp(0, 0) }, { space: T.sp(1, 0) }],
      piles: [{ active: { lightGray: 1, yellow: 1 }, bag: { white: 7 } }, { bag: { white: 7 } }],
    });
    expect(currentPlayer(s)).toBe(0);
    expect(s.phase).toBe('action');
    expect(types(s)).toEqual(['endActions', 'pitStop', 'play']);
    run(s, play('lightGray'), step(T.sp(0, 1)));
    let ev = act(s, END_ACTIONS);
    expect(eventsOf(ev, 'phaseChanged').map((e) => e.phase)).toEqual(['buy']);
    expect(s.phase).toBe('buy');
    expect(types(s)).toEqual(['buy', 'endBuy']);
    ev = act(s, END_BUY);
    expect(eventsOf(ev, 'phaseChanged').map((e) => e.phase)).toEqual(['car', 'decline', 'end']);
    const order = ev.map((e) => e.type);
    expect(order.indexOf('carMoved')).toBeLessThan(order.indexOf('wearGained'));
    expect(order.indexOf('wearGained')).toBeLessThan(order.lastIndexOf('phaseChanged'));
    expect(order[order.length - 1]).toBe('turnStarted');
    expect(eventsOf(ev, 'turnStarted')).toEqual([{ type: 'turnStarted', player: 1, round: 1 }]);
    expect(currentPlayer(s)).toBe(1);
    expect(s.phase).toBe('action');
  });

  it('after the last player of the round, the round number goes up and the first player starts', () => {
    const s = position({
      track: T,
      cars: [{ space: T.sp(0, 0) }, { space: T.sp(1, 0) }],
      piles: [{ bag: { white: 7 } }, { bag: { white: 7 } }],
      turn: 1,
    });
    const ev = run(s, END_ACTIONS, END_BUY);
    expect(eventsOf(ev, 'turnStarted')).toEqual([{ type: 'turnStarted', player: 0, round: 2 }]);
  });
});

describe('End Phase', () => {
  it('track, active and used cubes all go to the discard pile; 7 new cubes are drawn', () => {
    const s = position({
      track: T,
      cars: [{ space: T.sp(0, 0) }, { space: T.sp(1, 0) }],
      piles: [{ active: { lightGray: 1, yellow: 2, white: 1 }, bag: { red: 7 }, discard: { green: 1 } }, {}],
    });
    run(s, play('lightGray'), step(T.sp(0, 1)), END_ACTIONS, buy('white'), END_BUY);
    const pl = s.players[0];
    // 1 lg (track) + 2 yellow + 1 white (active) + 1 white bought + 2 wear (light gray line) + the green already there
    expect(pile(pl.discard)).toEqual({ lightGray: 1, yellow: 2, white: 2, brown: 2, green: 1 });
    expect(pile(pl.used)).toEqual({});
    expect(pile(pl.active)).toEqual({ red: 7 });
    expect(pile(pl.bag)).toEqual({});
  });

  it('the bag is refilled from the discard pile only when a cube must be drawn from an empty bag', () => {
    const s = position({
      track: T,
      cars: [{ space: T.sp(0, 0) }, { space: T.sp(1, 0) }],
      piles: [{ active: { yellow: 1 }, bag: { red: 7 }, discard: { white: 4 } }, {}],
    });
    const ev = run(s, END_ACTIONS, END_BUY);
    // exactly 7 in the bag: it is now empty, but nothing more had to be drawn
    expect(eventsOf(ev, 'bagRefilled')).toEqual([]);
    expect(pile(s.players[0].bag)).toEqual({});
    expect(pile(s.players[0].discard)).toEqual({ white: 4, yellow: 1 });
  });

  it("a short bag: draw what is there, refill with the whole discard pile (this turn's cubes too), draw the rest", () => {
    const s = position({
      track: T,
      cars: [{ space: T.sp(0, 0) }, { space: T.sp(1, 0) }],
      piles: [{ active: { yellow: 2 }, bag: { red: 3 }, discard: { white: 6 } }, {}],
    });
    const ev = run(s, END_ACTIONS, END_BUY);
    const refill = eventsOf(ev, 'bagRefilled');
    expect(refill).toEqual([{ type: 'bagRefilled', player: 0, count: 8 }]);
    const pl = s.players[0];
    expect(pl.active[7]).toBe(3); // all 3 red first
    expect(pl.active.reduce((a, b) => a + b, 0)).toBe(7);
    expect(pl.discard.reduce((a, b) => a + b, 0)).toBe(0);
    expect(pl.bag.reduce((a, b) => a + b, 0)).toBe(4);
    // white and yellow together: 8 went in, 4 came out
    expect(pl.active[0] + pl.active[5] + pl.bag[0] + pl.bag[5]).toBe(8);
  });

  it('fewer than 7 cubes in all: the player draws what there is', () => {
    const s = position({
      track: T,
      cars: [{ space: T.sp(0, 0) }, { space: T.sp(1, 0) }],
      piles: [{ active: { yellow: 1 }, bag: { red: 2 }, discard: { white: 1 } }, {}],
    });
    run(s, END_ACTIONS, END_BUY);
    expect(pile(s.players[0].active)).toEqual({ red: 2, white: 1, yellow: 1 });
  });
});

describe("Driver 06's extra space needs a normal move (RULINGS §5)", () => {
  const D6 = makeTrack('tp-driver06', [
    [
      ['w', 10],
      ['lg', 10],
    ],
    [
      ['w', 10],
      ['lg', 10],
    ],
  ]);
  const build = () => {
    const s = position({
      track: D6,
      cars: [{ space: D6.sp(0, 0) }, { space: D6.sp(1, 0) }],
      piles: [{ active: { lightGray: 1 }, bag: { yellow: 7 } }, { bag: { yellow: 7 } }],
    });
    s.players[0].driver = 6;
    return s;
  };

  it('after a normal move the extra space is offered', () => {
    const s = build();
    run(s, play('lightGray'), step(D6.sp(0, 1)), END_ACTIONS, END_BUY);
    expect(s.prompt).toMatchObject({ kind: 'move', card: 'driver-06', player: 0 });
  });

  it('a car that did not move this turn is offered no extra space', () => {
    const s = build();
    run(s, END_ACTIONS, END_BUY);
    expect(s.prompt).toBeNull();
    expect(currentPlayer(s)).toBe(1);
    expect(s.players[0].car).toEqual({ space: D6.sp(0, 0), segment: 0 });
  });
});
