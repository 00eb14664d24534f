/**
 * Buy Phase (rulebook "Buy Phase", RULINGS §3): money from the active pile, costs, the
 * finite stock, bought cubes to the used pile, unspent money lost.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src-shared/games/automobiles/index';
import { setPiles } from '../../../src-shared/games/automobiles/testing';
import {
  END_ACTIONS,
  END_BUY,
  act,
  buy,
  eventsOf,
  isLegal,
  makeTrack,
  pile,
  play,
  position,
  run,
  step,
} from '../../helpers/rules-position';

const T = makeTrack('bp-basic', [
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

describe('Buy Phase', () => {
  it('money is the value of every cube left in the active pile (yellow 2, wear 0, others 1)', () => {
    const s = position({
      track: T,
      cars: [{ space: T.sp(0, 0) }, { space: T.sp(1, 0) }],
      piles: [{ active: { yellow: 2, white: 1, lightGray: 1, brown: 1, purple: 1, blue: 1 }, bag: { white: 7 } }, {}],
      cards: 'manager,crew-chief,suspension,gearbox,hybrid-engine',
    });
    act(s, END_ACTIONS);
    expect(s.turn.money).toBe(2 * 2 + 1 + 1 + 0 + 1 + 1);
  });

  it('played cubes are not money', () => {
    const s = position({
      track: T,
      cars: [{ space: T.sp(0, 0) }, { space: T.sp(1, 0) }],
      piles: [{ active: { yellow: 2, lightGray: 1 }, bag: { white: 7 } }, {}],
    });
    run(s, play('lightGray'), step(T.sp(0, 1)), END_ACTIONS);
    expect(s.turn.money).toBe(4);
  });

  it('rulebook Buy Phase Example (house numbers): $5, buys a $4 cube into the used pile, the $1 left is lost', () => {
    const s = position({
      track: T,
      cars: [{ space: T.sp(0, 0) }, { space: T.sp(1, 0) }],
      piles: [{ active: { yellow: 2, white: 1 }, bag: { yellow: 7 } }, {}],
    });
    act(s, END_ACTIONS);
    expect(s.turn.money).toBe(5);
    const stockPurple = s.stock[6];
    const ev = act(s, buy('purple'));
    expect(eventsOf(ev, 'cubeBought')).toEqual([
      { type: 'cubeBought', player: 0, color: 'purple', cost: 4, moneyLeft: 1 },
    ]);
    expect(s.players[0].used[6]).toBe(1);
    expect(s.players[0].active[6]).toBe(0);
    expect(s.stock[6]).toBe(stockPurple - 1);
    // nothing costs $1: only the end of the Buy Phase is left
    expect(legalActions(s)).toEqual([{ type: 'endBuy' }]);
    act(s, END_BUY);
    // the bought cube ends in the discard pile with the rest
    expect(s.players[0].discard[6]).toBe(1);
  });

  it('several cubes, including copies of the same one, as long as the money lasts', () => {
    const s = position({
      track: T,
      cars: [{ space: T.sp(0, 0) }, { space: T.sp(1, 0) }],
      piles: [{ active: { yellow: 3 }, bag: { yellow: 7 } }, {}],
    });
    run(s, END_ACTIONS, buy('white'), buy('white'), buy('white'));
    expect(s.turn.money).toBe(0);
    expect(pile(s.players[0].used)).toEqual({ white: 3 });
  });
});

describe('Buy Phase limits', () => {
  const build = (active: Record<string, number>) =>
    position({
      track: T,
      cars: [{ space: T.sp(0, 0) }, { space: T.sp(1, 0) }],
      piles: [{ active, bag: { yellow: 7 } }, { bag: { yellow: 7 } }],
    });

  it('only cubes the money pays for are offered; wear is never for sale', () => {
    const s = build({ yellow: 2 }); // $4
    act(s, END_ACTIONS);
    const offered = legalActions(s)
      .filter((a) => a.type === 'buy')
      .map((a) => (a as { color: string }).color)
      .sort();
    expect(offered).toEqual(['lightGray', 'purple', 'red', 'white', 'yellow']);
    expect(() => act(s, buy('darkGray'))).toThrowError(/illegal action/);
    expect(() => act(s, buy('brown'))).toThrowError(/illegal action/);
  });

  it('the stock is finite: once a colour is gone it cannot be bought', () => {
    const s = build({ yellow: 3 }); // $6
    // only one red left in the stock
    setPiles(s, 1, { discard: { red: 15 } });
    act(s, END_ACTIONS);
    act(s, buy('red'));
    expect(s.stock[7]).toBe(0);
    expect(s.turn.money).toBe(2);
    expect(isLegal(s, buy('red'))).toBe(false);
    expect(isLegal(s, buy('white'))).toBe(true);
  });

  it('a cube bought this turn cannot be used this turn and is not money', () => {
    const s = build({ yellow: 2 });
    run(s, END_ACTIONS, buy('yellow'));
    expect(s.turn.money).toBe(1);
    expect(s.players[0].used[5]).toBe(1);
    expect(s.players[0].active[5]).toBe(2);
  });

  it('unspent money is lost at the end of the turn', () => {
    const s = build({ yellow: 2 });
    run(s, END_ACTIONS, END_BUY);
    // next turn of player 0 (after player 1): money is counted afresh from the new active pile
    run(s, END_ACTIONS, END_BUY);
    act(s, END_ACTIONS);
    expect(s.turn.money).toBe(14); // the 7 yellow drawn, not 4 + 14
  });

  it('a Buy Phase with no cubes left in the active pile has $0: only ending it is possible', () => {
    const s = build({ lightGray: 1 });
    run(s, play('lightGray'), step(T.sp(0, 1)), END_ACTIONS);
    expect(s.turn.money).toBe(0);
    expect(legalActions(s)).toEqual([{ type: 'endBuy' }]);
    expect(eventsOf(act(s, END_BUY), 'cubeBought')).toEqual([]);
  });
});

describe('house numbers (RULINGS §3)', () => {
  it.each([
    ['white', 2, 1],
    ['lightGray', 3, 1],
    ['darkGray', 5, 1],
    ['black', 7, 1],
    ['yellow', 3, 2],
    ['purple', 4, 1],
    ['red', 4, 1],
    ['green', 5, 1],
    ['blue', 6, 1],
  ] as const)('%s costs $%i and is worth $%i', (color, cost, value) => {
    const s = position({
      track: T,
      cars: [{ space: T.grid(0) }, { space: T.grid(1) }],
      // $10 from other cubes, plus one cube of the colour
      piles: [
        { active: { ...(color === 'yellow' ? { white: 10 } : { yellow: 5 }), [color]: 1 }, bag: { yellow: 7 } },
        {},
      ],
      cards: 'car-chief,crew-chief,steering,gearbox,rotary-engine',
    });
    act(s, END_ACTIONS);
    expect(s.turn.money).toBe(10 + value);
    const ev = act(s, buy(color));
    expect(eventsOf(ev, 'cubeBought')[0]).toMatchObject({ color, cost, moneyLeft: 10 + value - cost });
  });

  it('wear is worth $0 and has no price', () => {
    const s = position({
      track: T,
      cars: [{ space: T.grid(0) }, { space: T.grid(1) }],
      piles: [{ active: { brown: 3, yellow: 5 }, bag: { yellow: 7 } }, {}],
    });
    act(s, END_ACTIONS);
    expect(s.turn.money).toBe(10);
    expect(isLegal(s, buy('brown'))).toBe(false);
  });
});
