/**
 * Setup (rulebook "Setup" 6–9, RULINGS §2–3): 12 starting cubes, the allowance by grid slot,
 * the setup buy in turn order, bought cubes into the bag, 7 drawn, the finite stock.
 */
import { describe, expect, it } from 'vitest';
import { createGame, currentPlayer, legalActions, serialize } from '../../../src-shared/games/automobiles/index';
import { COMPONENT_COUNTS, getCard, findTrack } from '../../../src-shared/games/automobiles';
import { setPiles } from '../../../src-shared/games/automobiles/testing';
import { END_BUY, act, buy, cubeTotals, eventsOf, isLegal, pile, run } from '../../helpers/rules-position';

const sum = (p: number[]) => p.reduce((a, b) => a + b, 0);

describe('starting cubes', () => {
  it('every player starts with 12 cubes in the bag: 5 white, 5 yellow, 2 light gray', () => {
    const s = createGame({ players: 5, seed: 3 });
    for (const pl of s.players) {
      expect(pile(pl.bag)).toEqual({ white: 5, yellow: 5, lightGray: 2 });
      expect(sum(pl.active) + sum(pl.used) + sum(pl.discard)).toBe(0);
    }
    // taken from the stock of the box (RULINGS §2)
    expect(s.stock[0]).toBe(30 - 25);
    expect(s.stock[5]).toBe(40 - 25);
    expect(s.stock[1]).toBe(28 - 10);
    expect(s.stock[4]).toBe(80);
    expect(cubeTotals(s)).toEqual(COMPONENT_COUNTS);
  });
});

describe('setup buy', () => {
  it('allowance by grid slot: P1 $10, P2 $11, P3 $12, P4 $13, P5 $14, in turn order', () => {
    const s = createGame({ players: 5, seed: 3, seatOneStarts: true });
    expect(s.phase).toBe('setup');
    const seen: { player: number; money: number }[] = [];
    const started: { player: number; allowance: number }[] = [];
    for (let slot = 0; slot < 5; slot++) {
      seen.push({ player: currentPlayer(s), money: s.turn.money });
      const ev = act(s, END_BUY);
      started.push(...eventsOf(ev, 'setupStarted').map((e) => ({ player: e.player, allowance: e.allowance })));
    }
    expect(seen).toEqual([
      { player: 0, money: 10 },
      { player: 1, money: 11 },
      { player: 2, money: 12 },
      { player: 3, money: 13 },
      { player: 4, money: 14 },
    ]);
    expect(started).toEqual([
      { player: 1, allowance: 11 },
      { player: 2, allowance: 12 },
      { player: 3, allowance: 13 },
      { player: 4, allowance: 14 },
    ]);
    // the race begins with P1
    expect(s.phase).toBe('action');
    expect(currentPlayer(s)).toBe(0);
    expect(s.round).toBe(1);
  });

  it('buying nothing is allowed: everyone keeps exactly the 12 starting cubes', () => {
    const s = createGame({ players: 3, seed: 9, seatOneStarts: true });
    expect(isLegal(s, END_BUY)).toBe(true);
    run(s, END_BUY, END_BUY, END_BUY);
    for (const pl of s.players) {
      expect(sum(pl.bag) + sum(pl.active)).toBe(12);
      expect(sum(pl.active)).toBe(7);
    }
  });

  it('only what the allowance pays for is offered, and wear is never for sale', () => {
    const s = createGame({ players: 2, seed: 1, seatOneStarts: true });
    const offered = legalActions(s)
      .filter((a) => a.type === 'buy')
      .map((a) => (a as { color: string }).color)
      .sort();
    // $10: every colour with a cost up to 10 (all of them), never brown
    expect(offered).toEqual(['black', 'blue', 'darkGray', 'green', 'lightGray', 'purple', 'red', 'white', 'yellow']);
    act(s, buy('black')); // $3 left
    expect(s.turn.money).toBe(3);
    expect(isLegal(s, buy('lightGray'))).toBe(true);
    expect(isLegal(s, buy('white'))).toBe(true);
    expect(isLegal(s, buy('yellow'))).toBe(true);
    expect(isLegal(s, buy('darkGray'))).toBe(false);
    expect(isLegal(s, buy('purple'))).toBe(false);
    expect(() => act(s, buy('darkGray'))).toThrowError(/illegal action/);
    expect(() => act(s, buy('brown'))).toThrowError(/illegal action/);
  });

  it('unspent allowance is lost: the next slot has only its own allowance, and nobody keeps money', () => {
    const s = createGame({ players: 2, seed: 1, seatOneStarts: true });
    act(s, buy('white')); // $8 left, unspent
    act(s, END_BUY);
    expect(currentPlayer(s)).toBe(1);
    expect(s.turn.money).toBe(11);
    act(s, END_BUY);
    expect(s.phase).toBe('action');
    expect(s.turn.money).toBe(0);
  });

  it('bought cubes wait until everyone has bought, then go into the bag; then 7 are drawn', () => {
    const s = createGame({ players: 2, seed: 5, seatOneStarts: true });
    const stockBefore = s.stock.slice();
    run(s, buy('black'), buy('lightGray'), END_BUY);
    // not in P1's bag while P2 is buying
    expect(pile(s.players[0].bag)).toEqual({ white: 5, yellow: 5, lightGray: 2 });
    expect(pile(s.setupBought[0])).toEqual({ black: 1, lightGray: 1 });
    run(s, buy('blue'), buy('white'), buy('white'));
    const ev = act(s, END_BUY);
    // the stock paid for every cube bought
    expect(stockBefore[3] - s.stock[3]).toBe(1);
    expect(stockBefore[1] - s.stock[1]).toBe(1);
    expect(stockBefore[9] - s.stock[9]).toBe(1);
    expect(stockBefore[0] - s.stock[0]).toBe(2);
    const drawn = eventsOf(ev, 'cubesDrawn');
    expect(drawn.map((e) => [e.player, e.colors.length, e.reason])).toEqual([
      [0, 7, 'setup'],
      [1, 7, 'setup'],
    ]);
    const all = (p: number) => s.players[p].bag.map((n, c) => n + s.players[p].active[c]);
    expect(pile(all(0))).toEqual({ white: 5, yellow: 5, lightGray: 3, black: 1 });
    expect(pile(all(1))).toEqual({ white: 7, yellow: 5, lightGray: 2, blue: 1 });
    for (const p of [0, 1]) {
      expect(sum(s.players[p].active)).toBe(7);
      expect(sum(s.players[p].used) + sum(s.players[p].discard)).toBe(0);
      expect(sum(s.setupBought[p])).toBe(0);
    }
    expect(cubeTotals(s)).toEqual(COMPONENT_COUNTS);
  });

  it('the stock is finite: a colour that is gone cannot be bought', () => {
    const s = createGame({ players: 2, seed: 2, seatOneStarts: true });
    // all 16 black cubes are elsewhere; only 1 white is left in the stock
    setPiles(s, 1, { discard: { black: 16, white: 19 } });
    expect(s.stock[3]).toBe(0);
    expect(s.stock[0]).toBe(1);
    expect(isLegal(s, buy('black'))).toBe(false);
    const before = serialize(s);
    expect(() => act(s, buy('black'))).toThrowError(/illegal action/);
    expect(serialize(s)).toBe(before);
    act(s, buy('white'));
    expect(s.stock[0]).toBe(0);
    expect(s.turn.money).toBe(8);
    expect(isLegal(s, buy('white'))).toBe(false);
  });
});

describe('game options', () => {
  it('defaults: 3 laps, the First Game card set, open bags on, weaving and accelerated play off', () => {
    const s = createGame({ players: 2 });
    expect(s.options.laps).toBe(3);
    expect(s.cards).toEqual({
      yellow: 'manager',
      purple: 'crew-chief',
      red: 'suspension',
      green: 'gearbox',
      blue: 'hybrid-engine',
    });
    expect(s.options.variants).toEqual({ openBags: true, weaving: false, acceleratedPlay: false });
  });

  it.each([
    ['first-game', ['manager', 'crew-chief', 'suspension', 'gearbox', 'hybrid-engine']],
    ['fine-tuning', ['engineer', 'pit-captain', 'aerodynamics', 'nitro', 'supercharged']],
    ['broken-down', ['car-chief', 'pit-team', 'suspension', 'boost', 'diesel-engine']],
    ['money-money-money', ['car-chief', 'pit-team', 'tires', 'boost', 'rotary-engine']],
    ['rainbow-road-warrior', ['engineer', 'pit-team', 'suspension', 'nitro', 'rotary-engine']],
    ['revd-up', ['car-chief', 'crew-chief', 'aerodynamics', 'boost', 'hybrid-engine']],
    ['expert-invitational', ['mechanic', 'pit-crew', 'steering', 'turbo', 'hybrid-engine']],
  ])('the rulebook suggested set %s', (id, cards) => {
    const s = createGame({ players: 2, cards: id });
    expect([s.cards.yellow, s.cards.purple, s.cards.red, s.cards.green, s.cards.blue]).toEqual(cards);
  });

  it('a random set has one base card of each action colour', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const s = createGame({ players: 2, cards: 'random', seed });
      for (const color of ['yellow', 'purple', 'red', 'green', 'blue'] as const) {
        const card = getCard(s.cards[color]);
        expect(card?.color).toBe(color);
        expect(card?.edition).toBe('base');
      }
    }
  });

  it('a custom set in any order of colours', () => {
    const s = createGame({ players: 2, cards: 'rotary-engine,gearbox,steering,crew-chief,car-chief' });
    expect(s.cards).toEqual({
      yellow: 'car-chief',
      purple: 'crew-chief',
      red: 'steering',
      green: 'gearbox',
      blue: 'rotary-engine',
    });
  });
});

describe('the starting player (RULINGS §4 "Grid and first player")', () => {
  it('is drawn from the seed: every seat starts in some seeds, and the same seed gives the same start', () => {
    const starters = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) {
      const s = createGame({ players: 4, seed });
      starters.add(s.turnOrder[0]);
      expect(createGame({ players: 4, seed }).turnOrder).toEqual(s.turnOrder);
    }
    expect([...starters].sort()).toEqual([0, 1, 2, 3]);
  });

  it('seats then sit on the grid in turn order from P1, round the table; the setup buy and the allowances follow', () => {
    const seed = [...Array(40).keys()].find((k) => createGame({ players: 3, seed: k + 1 }).turnOrder[0] === 2)! + 1;
    const s = createGame({ players: 3, seed });
    expect(s.turnOrder).toEqual([2, 0, 1]);
    const grid = findTrack(s.track)!.grid;
    expect(s.players[2].car).toEqual(grid[0]);
    expect(s.players[0].car).toEqual(grid[1]);
    expect(s.players[1].car).toEqual(grid[2]);
    expect(currentPlayer(s)).toBe(2);
    expect(s.turn.money).toBe(10);
    act(s, END_BUY);
    expect(currentPlayer(s)).toBe(0);
    expect(s.turn.money).toBe(11);
  });

  it('the option "seat 1 starts" keeps the seats as entered', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const s = createGame({ players: 4, seed, seatOneStarts: true });
      expect(s.turnOrder).toEqual([0, 1, 2, 3]);
      expect(s.options.seatOneStarts).toBe(true);
    }
    expect(createGame({ players: 2 }).options.seatOneStarts).toBe(false);
    expect(() => createGame({ players: 2, seatOneStarts: 'yes' as unknown as boolean })).toThrowError(
      /seatOneStarts must be true or false/,
    );
  });

  it('the card draw of a seed does not depend on the starting player option', () => {
    const a = createGame({ players: 3, seed: 9, cards: 'random' });
    const b = createGame({ players: 3, seed: 9, cards: 'random', seatOneStarts: true });
    expect(a.cards).toEqual(b.cards);
  });
});

describe('a random track for a single race', () => {
  const drawn = (track: string) =>
    new Set([...Array(40).keys()].map((k) => createGame({ players: 2, seed: k + 1, track }).track));

  it('random-base draws the base-game tracks, random-season the Racing Season tracks, random any shipped track', () => {
    expect([...drawn('random-base')].sort()).toEqual(['beginner-oval', 'road-course']);
    expect([...drawn('random-season')].sort()).toEqual(['desert-short-track', 'speedway', 'street-circuit']);
    expect([...drawn('random')].sort()).toEqual([
      'beginner-oval',
      'desert-short-track',
      'road-course',
      'speedway',
      'street-circuit',
    ]);
  });

  it('the draw follows from the seed, and the options keep the track drawn', () => {
    const s = createGame({ players: 2, seed: 5, track: 'random' });
    expect(createGame({ players: 2, seed: 5, track: 'random' }).track).toBe(s.track);
    expect(s.options.track).toBe(s.track);
    expect(findTrack(s.track)).toBeDefined();
  });

  it('an unknown track names the random choices', () => {
    expect(() => createGame({ players: 2, track: 'moon' })).toThrowError(/random, random-base, random-season/);
  });
});
