/**
 * The ten Racing Season drivers, each in its phase (seed 000 appendix). Powers are optional
 * and usable every turn: Action/Buy powers through `usePower`, the others as prompts during
 * the car, decline and end phases.
 */
import { describe, expect, it } from 'vitest';
import { currentPlayer, legalActions } from '../../../src-shared/games/automobiles/index';
import { WEAR } from '../../../src-shared/games/automobiles';
import {
  END_ACTIONS,
  END_BUY,
  STOP,
  USE_POWER,
  buy,
  choose,
  eventsOf,
  expTrack,
  expectConserved,
  expectIllegal,
  isLegal,
  options,
  pick,
  picks,
  pile,
  play,
  position,
  run,
  size,
  step,
  targets,
  wearGained,
  type Piles,
} from './expansion-helpers';

/**
 *   lane 0:  w  w  dg dg dg lg lg lg
 *   lane 1:  lg lg lg lg lg lg lg lg
 *   lane 2:  w  w  w  w  w  w  w  w
 */
const T = expTrack('drivers', [
  [
    ['w', 10],
    ['w', 10],
    ['dg', 10],
    ['dg', 10],
    ['dg', 10],
    ['lg', 10],
    ['lg', 10],
    ['lg', 10],
  ],
  Array.from({ length: 8 }, () => ['lg', 10] as [string, number]),
  Array.from({ length: 8 }, () => ['w', 10] as [string, number]),
]);
const CARDS = 'factory-support,air-jacks,redline,adrenaline,crate-motor';

function at(
  driver: number,
  car: number,
  me: Piles,
  other: { space: number; segment?: number } = { space: T.grid(2, 0) },
) {
  return position({
    track: T,
    cards: CARDS,
    cars: [{ space: car }, other],
    piles: [{ bag: { yellow: 12 }, ...me }, { bag: { brown: 7 } }],
    drivers: [driver, 0],
  });
}

describe('Driver 01 (Decline Phase)', () => {
  it('up to 1 light gray space per wear gained in the Decline Phase', () => {
    const s = at(1, T.sp(0, 1), { active: { darkGray: 1 } });
    run(s, play('darkGray'), step(T.sp(0, 2)), END_ACTIONS);
    const ev = run(s, END_BUY);
    expect(wearGained(ev, 'decline')).toBe(3);
    expect(currentPlayer(s)).toBe(0);
    expect(s.prompt?.card).toBe('driver-01');
    expect(s.prompt?.max).toBe(3);
    expect(targets(s)).toEqual([T.sp(1, 3)]);
    run(s, step(T.sp(1, 3)), step(T.sp(1, 4)), step(T.sp(1, 5)));
    expect(s.players[0].car.space).toBe(T.sp(1, 5));
    // the move gains no further wear; the End Phase follows and the turn passes
    expect(s.players[0].discard[WEAR]).toBe(3);
    expect(currentPlayer(s)).toBe(1);
    expectConserved(s);
  });

  it('optional: may stop at once', () => {
    const s = at(1, T.sp(0, 1), { active: { darkGray: 1 } });
    run(s, play('darkGray'), step(T.sp(0, 2)), END_ACTIONS, END_BUY, STOP);
    expect(s.players[0].car.space).toBe(T.sp(0, 2));
    expect(currentPlayer(s)).toBe(1);
  });

  it('no benefit when drafting, nor for wear gained in the Action Phase', () => {
    const s = at(1, T.sp(0, 1), { active: { darkGray: 1, red: 1, white: 1 } }, { space: T.sp(0, 3) });
    // Redline's dark gray white cube: 1 wear in the Action Phase
    const e1 = run(s, play('red'), play('white'), choose('as:2'), step(T.sp(0, 2)), END_ACTIONS);
    expect(wearGained(e1, 'Redline')).toBe(1);
    const ev = run(s, END_BUY);
    expect(eventsOf(ev, 'drafting').length).toBe(1);
    expect(wearGained(ev, 'decline')).toBe(0); // drafting behind P1
    expect(s.prompt).toBeNull();
    expect(currentPlayer(s)).toBe(1);
  });
});

describe('Driver 02 (Action Phase)', () => {
  it('one discarded cube to the active pile, usable at once; once per turn', () => {
    const s = at(2, T.sp(0, 1), { discard: { darkGray: 1, brown: 2 } });
    expect(isLegal(s, USE_POWER)).toBe(true);
    run(s, USE_POWER);
    expect(picks(s)).toEqual(['brown@discard', 'darkGray@discard']);
    expectIllegal(s, STOP); // once chosen, one cube
    run(s, pick('darkGray', 'discard'));
    expect(pile(s.players[0].active)).toEqual({ darkGray: 1 });
    expect(isLegal(s, USE_POWER)).toBe(false);
    run(s, play('darkGray'), step(T.sp(0, 2)));
    expect(s.turn.placements.length).toBe(1);
  });

  it('not offered in the Buy Phase or with an empty discard pile', () => {
    const s = at(2, T.sp(0, 1), { active: { yellow: 1 } });
    expect(isLegal(s, USE_POWER)).toBe(false);
    const t = at(2, T.sp(0, 1), { active: { yellow: 1 }, discard: { white: 1 } });
    run(t, END_ACTIONS);
    expect(isLegal(t, USE_POWER)).toBe(false);
  });
});

describe('Driver 03 (Action Phase)', () => {
  it('up to 3 discarded cubes back into the bag', () => {
    const s = at(3, T.sp(0, 1), { bag: {}, discard: { brown: 2, black: 2 } });
    run(s, USE_POWER, pick('black', 'discard'), pick('black', 'discard'), pick('brown', 'discard'));
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].bag)).toEqual({ black: 2, brown: 1 });
    expect(pile(s.players[0].discard)).toEqual({ brown: 1 });
    expect(isLegal(s, USE_POWER)).toBe(false);
    const t = at(3, T.sp(0, 1), { bag: {}, discard: { brown: 2 } });
    run(t, USE_POWER, pick('brown', 'discard'), STOP);
    expect(pile(t.players[0].bag)).toEqual({ brown: 1 });
  });
});

describe('Driver 04 (Buy Phase)', () => {
  it('draws up to 3 at once, then each cube: removed, to the active pile (money), or back to the bag', () => {
    const s = at(4, T.sp(0, 1), { active: { yellow: 1 }, bag: { black: 5 } });
    expect(isLegal(s, USE_POWER)).toBe(false); // Buy Phase only
    run(s, END_ACTIONS);
    expect(s.turn.money).toBe(2);
    run(s, USE_POWER);
    expect(options(s)).toEqual(['draw1', 'draw2', 'draw3']);
    run(s, choose('draw3'));
    expect(s.prompt?.held).toEqual([3, 3, 3]);
    expect(pile(s.players[0].bag)).toEqual({ black: 2 });
    expectConserved(s);
    expect(options(s)).toEqual(['active', 'bag', 'remove']);
    const stockBlack = s.stock[3];
    run(s, choose('remove'));
    expect(s.stock[3]).toBe(stockBlack + 1);
    run(s, choose('active'));
    expect(pile(s.players[0].active)).toEqual({ yellow: 1, black: 1 });
    expect(s.turn.money).toBe(3); // a black cube is worth $1
    run(s, choose('bag'));
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].bag)).toEqual({ black: 3 });
    expectConserved(s);
    // the money is spendable; the power is used for this turn
    expect(isLegal(s, buy('lightGray'))).toBe(true);
    expect(isLegal(s, USE_POWER)).toBe(false);
  });

  it('may decline to draw', () => {
    const s = at(4, T.sp(0, 1), { bag: { black: 5 } });
    run(s, END_ACTIONS, USE_POWER, STOP);
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].bag)).toEqual({ black: 5 });
  });
});

describe('Driver 05 (Buy Phase)', () => {
  it('removes discarded cubes at $1 each; nothing without money', () => {
    const s = at(5, T.sp(0, 1), { active: { yellow: 2 }, discard: { brown: 5 } });
    run(s, END_ACTIONS);
    expect(s.turn.money).toBe(4);
    run(s, USE_POWER, pick('brown', 'discard'), pick('brown', 'discard'), pick('brown', 'discard'));
    expect(s.turn.money).toBe(1);
    expect(pile(s.players[0].discard)).toEqual({ brown: 2 });
    run(s, pick('brown', 'discard'));
    // $0 left: done
    expect(s.prompt).toBeNull();
    expect(s.turn.money).toBe(0);
    expect(pile(s.players[0].discard)).toEqual({ brown: 1 });
    expectConserved(s);
    const t = at(5, T.sp(0, 1), { discard: { brown: 5 } });
    run(t, END_ACTIONS);
    expect(t.turn.money).toBe(0);
    expect(isLegal(t, USE_POWER)).toBe(false);
  });
});

describe('Driver 06 (Car Phase)', () => {
  it('1 more space of any colour after the normal move, which counts for wear', () => {
    const s = at(6, T.sp(0, 0), { active: { white: 1 } });
    run(s, play('white'), step(T.sp(0, 1)), END_ACTIONS, END_BUY);
    expect(s.prompt?.card).toBe('driver-06');
    expect(s.players[0].car.space).toBe(T.sp(0, 1));
    expect(targets(s)).toEqual([T.sp(0, 2), T.sp(1, 2)]);
    const ev = run(s, step(T.sp(0, 2)));
    expect(s.players[0].car.space).toBe(T.sp(0, 2));
    expect(wearGained(ev, 'decline')).toBe(3); // dark gray, not white's 1
    expect(currentPlayer(s)).toBe(1);
  });

  it('declining the extra space keeps the normal wear', () => {
    const s = at(6, T.sp(0, 0), { active: { white: 1 } });
    run(s, play('white'), step(T.sp(0, 1)), END_ACTIONS);
    const ev = run(s, END_BUY, STOP);
    expect(wearGained(ev, 'decline')).toBe(1);
  });
});

describe('Driver 07 (Decline Phase → End Phase)', () => {
  it('seed example: 3 decline wear → draws 10 instead of 7', () => {
    const s = at(7, T.sp(0, 1), { active: { darkGray: 1 } });
    run(s, play('darkGray'), step(T.sp(0, 2)), END_ACTIONS);
    const ev = run(s, END_BUY);
    expect(wearGained(ev, 'decline')).toBe(3);
    expect(size(s.players[0].active)).toBe(7);
    expect(s.prompt?.card).toBe('driver-07');
    run(s, choose('draw'), choose('draw'), choose('draw'));
    expect(s.prompt).toBeNull();
    expect(currentPlayer(s)).toBe(1);
    expect(size(s.players[0].active)).toBe(10);
    expectConserved(s);
  });

  it('up to: may draw fewer; no decline wear (no move) → no benefit', () => {
    const s = at(7, T.sp(0, 1), { active: { darkGray: 1 } });
    run(s, play('darkGray'), step(T.sp(0, 2)), END_ACTIONS, END_BUY, choose('draw'), STOP);
    expect(size(s.players[0].active)).toBe(8);
    const t = at(7, T.sp(0, 1), {});
    run(t, END_ACTIONS, END_BUY);
    expect(t.prompt).toBeNull();
    expect(size(t.players[0].active)).toBe(7);
    expect(currentPlayer(t)).toBe(1);
  });
});

describe('Driver 08 (End Phase, before drawing)', () => {
  it('removes up to 3 wear from the player board before the draw', () => {
    // empty bag: the End Phase draw refills it from the discard pile, after the removal
    const s = at(8, T.sp(0, 1), { bag: {}, active: { brown: 1 }, discard: { brown: 3, white: 7 } });
    run(s, END_ACTIONS, END_BUY);
    expect(s.prompt?.card).toBe('driver-08');
    expect(picks(s)).toEqual(['brown@discard']);
    expect(size(s.players[0].active)).toBe(0); // not drawn yet
    run(s, pick('brown', 'discard'), pick('brown', 'discard'), pick('brown', 'discard'));
    expect(s.prompt).toBeNull();
    // 4 wear on the board, 3 removed; the draw of 7 comes from 7 white + 1 wear
    const pl = s.players[0];
    expect(pl.active[WEAR] + pl.bag[WEAR] + pl.discard[WEAR]).toBe(1);
    expect(size(pl.active)).toBe(7);
    expectConserved(s);
  });

  it('no wear: no prompt', () => {
    const s = at(8, T.sp(0, 1), { discard: { white: 2 } });
    run(s, END_ACTIONS, END_BUY);
    expect(s.prompt).toBeNull();
    expect(currentPlayer(s)).toBe(1);
  });
});

describe('Driver 09 (End Phase, after drawing)', () => {
  it('up to 2 additional cubes after the draw', () => {
    const s = at(9, T.sp(0, 1), {});
    run(s, END_ACTIONS, END_BUY);
    expect(s.prompt?.card).toBe('driver-09');
    expect(size(s.players[0].active)).toBe(7);
    run(s, choose('draw'), choose('draw'));
    expect(s.prompt).toBeNull();
    expect(size(s.players[0].active)).toBe(9);
    expect(currentPlayer(s)).toBe(1);
  });
});

describe('Driver 10 (End Phase, after drawing)', () => {
  it('discards any number of the drawn cubes and draws as many, once', () => {
    const s = at(10, T.sp(0, 1), { bag: { white: 10 } });
    run(s, END_ACTIONS, END_BUY);
    expect(s.prompt?.card).toBe('driver-10');
    expect(pile(s.players[0].active)).toEqual({ white: 7 });
    run(s, pick('white', 'active'), pick('white', 'active'), pick('white', 'active'), STOP);
    // 3 discarded and 3 drawn (the bag's last 3): once only, the turn passes
    expect(s.prompt).toBeNull();
    expect(currentPlayer(s)).toBe(1);
    expect(pile(s.players[0].active)).toEqual({ white: 7 });
    expect(pile(s.players[0].discard)).toEqual({ white: 3 });
    expect(pile(s.players[0].bag)).toEqual({});
  });
});

describe('powers only in their phase', () => {
  it('no usePower in the Action Phase for drivers of other phases', () => {
    for (const d of [1, 4, 5, 6, 7, 8, 9, 10]) {
      const s = at(d, T.sp(0, 1), { active: { yellow: 1 }, discard: { white: 2 } });
      expect(legalActions(s).some((a) => a.type === 'usePower')).toBe(false);
    }
  });
});
