/**
 * Alternative turn — pit stop (rulebook "Alternative Turn - Pit Stop", RULINGS §5).
 */
import { describe, expect, it } from 'vitest';
import { currentPlayer } from '../../../src-shared/games/automobiles/index';
import {
  END_ACTIONS,
  PIT_STOP,
  act,
  eventsOf,
  isLegal,
  makeTrack,
  pile,
  play,
  position,
  run,
  step,
} from '../../helpers/rules-position';

const T = makeTrack('ps-basic', [
  [
    ['w', 10],
    ['lg', 10],
    ['dg', 10, 2],
  ],
  [
    ['w', 10],
    ['lg', 10],
    ['dg', 10, 2],
  ],
]);

describe('rulebook Pit Stop Example', () => {
  it('green removes the 5 wear of her active pile, nothing from the discard pile, does not move, then the End Phase', () => {
    // green = 0: an unfortunate draw of 5 wear and 2 white; 3 wear already in the discard pile
    const s = position({
      track: T,
      cars: [
        { space: T.sp(0, 2), segment: 0 },
        { space: T.sp(0, 2), segment: 1 },
      ],
      piles: [
        { active: { brown: 5, white: 2 }, discard: { brown: 3, yellow: 1 }, bag: { yellow: 7 } },
        { bag: { yellow: 7 } },
      ],
    });
    const stockWear = s.stock[4];
    const car = { ...s.players[0].car };
    expect(isLegal(s, PIT_STOP)).toBe(true);
    const ev = act(s, PIT_STOP);
    expect(eventsOf(ev, 'pitStop')).toEqual([{ type: 'pitStop', player: 0, wearRemoved: 5 }]);
    expect(eventsOf(ev, 'cubeRemoved').length).toBe(5);
    expect(s.stock[4]).toBe(stockWear + 5);
    const pl = s.players[0];
    // the discard pile keeps its 3 wear; the 2 white left in the active pile join it
    expect(pile(pl.discard)).toEqual({ brown: 3, yellow: 1, white: 2 });
    expect(pile(pl.active)).toEqual({ yellow: 7 });
    // no Action, Buy, Car or Decline Phase
    expect(pl.car).toEqual(car);
    expect(eventsOf(ev, 'carMoved')).toEqual([]);
    expect(eventsOf(ev, 'wearGained')).toEqual([]);
    expect(eventsOf(ev, 'cubeBought')).toEqual([]);
    expect(eventsOf(ev, 'phaseChanged').map((e) => e.phase)).toEqual(['end']);
    // next player
    expect(currentPlayer(s)).toBe(1);
  });
});

describe('when a pit stop is possible', () => {
  it('not after a cube has been used (a standard turn has started)', () => {
    const s = position({
      track: T,
      cars: [{ space: T.sp(0, 0) }, { space: T.sp(1, 0) }],
      piles: [{ active: { brown: 2, lightGray: 1 }, bag: { yellow: 7 } }, {}],
    });
    run(s, play('lightGray'), step(T.sp(0, 1)));
    expect(isLegal(s, PIT_STOP)).toBe(false);
    expect(() => act(s, PIT_STOP)).toThrowError(/illegal action/);
  });

  it('not after playing a wear cube either', () => {
    const s = position({
      track: T,
      cars: [{ space: T.sp(0, 0) }, { space: T.sp(1, 0) }],
      piles: [{ active: { brown: 2 }, bag: { yellow: 7 } }, {}],
    });
    act(s, play('brown'));
    expect(isLegal(s, PIT_STOP)).toBe(false);
  });

  it('not in the Buy Phase', () => {
    const s = position({
      track: T,
      cars: [{ space: T.sp(0, 0) }, { space: T.sp(1, 0) }],
      piles: [{ active: { brown: 2, yellow: 1 }, bag: { yellow: 7 } }, {}],
    });
    act(s, END_ACTIONS);
    expect(isLegal(s, PIT_STOP)).toBe(false);
  });

  it('with no wear in the active pile it is still a (useless) alternative turn: nothing removed', () => {
    const s = position({
      track: T,
      cars: [{ space: T.sp(0, 0) }, { space: T.sp(1, 0) }],
      piles: [{ active: { white: 2 }, bag: { yellow: 7 } }, {}],
    });
    const ev = act(s, PIT_STOP);
    expect(eventsOf(ev, 'pitStop')).toEqual([{ type: 'pitStop', player: 0, wearRemoved: 0 }]);
    expect(pile(s.players[0].discard)).toEqual({ white: 2 });
  });
});

describe('a pit stop is an alternative turn: nothing may be done before it (RULINGS §5)', () => {
  it('not after Driver 02 has pulled a wear cube from the discard pile into the active pile', () => {
    const s = position({
      track: T,
      cars: [{ space: T.sp(0, 0) }, { space: T.sp(1, 0) }],
      piles: [{ active: { white: 2 }, discard: { brown: 1 }, bag: { yellow: 7 } }, {}],
    });
    s.players[0].driver = 2;
    expect(isLegal(s, PIT_STOP)).toBe(true);
    run(s, { type: 'usePower' }, { type: 'pick', color: 'brown', from: 'discard' });
    expect(pile(s.players[0].active)).toEqual({ white: 2, brown: 1 });
    expect(isLegal(s, PIT_STOP)).toBe(false);
    expect(() => act(s, PIT_STOP)).toThrowError(/illegal action/);
  });

  it('not after Driver 03 has put discarded cubes back into the bag', () => {
    const s = position({
      track: T,
      cars: [{ space: T.sp(0, 0) }, { space: T.sp(1, 0) }],
      piles: [{ active: { brown: 1 }, discard: { white: 1 }, bag: { yellow: 7 } }, {}],
    });
    s.players[0].driver = 3;
    run(s, { type: 'usePower' }, { type: 'stop' });
    expect(isLegal(s, PIT_STOP)).toBe(false);
  });
});
