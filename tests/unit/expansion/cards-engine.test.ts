/**
 * Racing Season Engine cards (blue): Crate Motor, Fuel Injection Engine, Internal Combustion.
 */
import { describe, expect, it } from 'vitest';
import { currentPlayer, currentRaceOrder, legalActions } from '../../../src-shared/games/automobiles/index';
import { WEAR } from '../../../src-shared/games/automobiles';
import {
  END_ACTIONS,
  END_BUY,
  STOP,
  choose,
  eventsOf,
  expTrack,
  expectConserved,
  expectIllegal,
  pick,
  picks,
  pile,
  play,
  playable,
  position,
  run,
  step,
  targets,
  wearGained,
  type Piles,
} from './expansion-helpers';

/**
 *   lane 0:  w      w  lg lg lg lg lg lg lg
 *   lane 1:  w(2)   w  lg w  lg w  lg w  lg
 *   lane 2:  w      w  w  w  w  w  w  w  w
 */
const E = expTrack('engine', [
  [
    ['w', 10],
    ['w', 10],
    ['lg', 10],
    ['lg', 10],
    ['lg', 10],
    ['lg', 10],
    ['lg', 10],
    ['lg', 10],
    ['lg', 10],
  ],
  [
    ['w', 10, 2],
    ['w', 10],
    ['lg', 10],
    ['w', 10],
    ['lg', 10],
    ['w', 10],
    ['lg', 10],
    ['w', 10],
    ['lg', 10],
  ],
  Array.from({ length: 9 }, () => ['w', 10] as [string, number]),
]);
const BAG: Piles = { bag: { brown: 7 } };

describe('Crate Motor', () => {
  const CARDS = 'factory-support,air-jacks,redline,adrenaline,crate-motor';

  function threePlayers(myCar = E.grid(0)) {
    // P2 in front of P1 in the same 2-segment space
    return position({
      track: E,
      cards: CARDS,
      cars: [{ space: myCar }, { space: E.sp(1, 0), segment: 1 }, { space: E.sp(1, 0), segment: 0 }],
      piles: [{ active: { blue: 2 }, bag: { yellow: 10 } }, BAG, BAG],
    });
  }

  it('moves up to 3 spaces of one colour (the first space fixes it)', () => {
    const s = threePlayers();
    run(s, play('blue'));
    // any colour at first: lane 0's white (lane 1's space is closed by two cars)
    expect(targets(s)).toEqual([E.sp(0, 0)]);
    run(s, step(E.sp(0, 0)), step(E.sp(0, 1)));
    // light gray ahead is another colour: the move ends after 2
    expect(s.prompt).toBeNull();
    run(s, play('blue'), step(E.sp(0, 2)), step(E.sp(0, 3)), step(E.sp(0, 4)));
    expect(s.prompt).toBeNull();
    expect(s.turn.placements.map((p) => p.space)).toEqual([E.sp(0, 1), E.sp(0, 4)]);
  });

  it('seed example: two cubes, 1st after the End Phase → each player behind, in position order, moves up to 2 spaces of any colours, no wear, momentum after each', () => {
    const s = threePlayers();
    run(
      s,
      play('blue'),
      step(E.sp(0, 0)),
      step(E.sp(0, 1)),
      play('blue'),
      step(E.sp(0, 2)),
      step(E.sp(0, 3)),
      step(E.sp(0, 4)),
      END_ACTIONS,
    );
    const wearBefore = s.players.map((pl) => pl.bag[WEAR] + pl.discard[WEAR] + pl.active[WEAR] + pl.used[WEAR]);
    const ev = run(s, END_BUY);
    expect(wearGained(ev, 'decline')).toBe(2);
    // after the End Phase: P2 (2nd) first, although P1 is next in turn order
    expect(currentRaceOrder(s)).toEqual([0, 2, 1]);
    expect(s.phase).toBe('after');
    expect(currentPlayer(s)).toBe(2);
    expect(s.prompt?.max).toBe(2);
    expect(s.players[0].active.reduce((a, b) => a + b, 0)).toBe(7); // P0's End Phase is over
    expect(targets(s)).toContain(E.sp(1, 1));
    run(s, step(E.sp(1, 1)));
    // any colour(s): light gray after white
    expect(targets(s)).toContain(E.sp(1, 2));
    const ev2 = run(s, step(E.sp(1, 2)));
    // momentum: P1 packs to the front of the space P2 left, before P1 moves
    expect(eventsOf(ev2, 'momentum').length).toBe(1);
    expect(s.players[1].car).toEqual({ space: E.sp(1, 0), segment: 0 });
    expect(currentPlayer(s)).toBe(1);
    expect(s.prompt?.max).toBe(2);
    run(s, step(E.sp(1, 1)), STOP);
    // no wear for anybody's Crate Motor move
    const wearAfter = s.players.map((pl) => pl.bag[WEAR] + pl.discard[WEAR] + pl.active[WEAR] + pl.used[WEAR]);
    expect(wearAfter).toEqual([wearBefore[0] + 2, wearBefore[1], wearBefore[2]]);
    // then the next turn in turn order: P1
    expect(s.phase).toBe('action');
    expect(currentPlayer(s)).toBe(1);
    expect(s.players[1].car.space).toBe(E.sp(1, 1));
    expect(s.players[2].car.space).toBe(E.sp(1, 2));
    expectConserved(s);
  });

  it('players ahead of you do not move', () => {
    const s = position({
      track: E,
      cards: CARDS,
      cars: [{ space: E.grid(0) }, { space: E.sp(2, 8) }, { space: E.grid(2, 0) }],
      piles: [{ active: { blue: 1 }, bag: { yellow: 10 } }, BAG, BAG],
    });
    run(s, play('blue'), step(E.sp(0, 0)), STOP, END_ACTIONS, END_BUY);
    // P1 is ahead; only P2 (behind) gets a move of 1
    expect(currentPlayer(s)).toBe(2);
    expect(s.prompt?.max).toBe(1);
    run(s, STOP);
    expect(s.phase).toBe('action');
    expect(currentPlayer(s)).toBe(1);
  });
});

/** The handling suite's layout (same id): lane 0 b b dg dg lg lg; lane 1 w w w lg dg b; lane 2 lg×6. */
const F = expTrack('handling', [
  [
    ['b', 10],
    ['b', 10],
    ['dg', 10],
    ['dg', 10],
    ['lg', 10],
    ['lg', 10],
  ],
  [
    ['w', 10],
    ['w', 10],
    ['w', 10],
    ['lg', 10],
    ['dg', 10],
    ['b', 10],
  ],
  [
    ['lg', 10],
    ['lg', 10],
    ['lg', 10],
    ['lg', 10],
    ['lg', 10],
    ['lg', 10],
  ],
]);
const fiAt = (car: number, me: Piles) =>
  position({
    track: F,
    cards: 'factory-support,air-jacks,redline,adrenaline,fuel-injection-engine',
    cars: [{ space: car }, { space: F.grid(2, 0) }],
    piles: [{ bag: { yellow: 10 }, ...me }, BAG],
  });

describe('Fuel Injection Engine', () => {
  it('gains 2 wear; every gear cube then moves 2 spaces of its colour; a second Fuel Injection adds nothing', () => {
    const s = fiAt(F.grid(1), { active: { blue: 2, white: 2 } });
    const e1 = run(s, play('blue'));
    expect(wearGained(e1, 'Fuel Injection Engine')).toBe(2);
    const e2 = run(s, play('blue'));
    expect(wearGained(e2, 'Fuel Injection Engine')).toBe(2);
    run(s, play('white'), step(F.sp(1, 0)));
    expect(s.prompt?.kind).toBe('move');
    expect(targets(s)).toEqual([F.sp(1, 1)]);
    run(s, step(F.sp(1, 1)));
    // 2 spaces, not 4
    expect(s.prompt).toBeNull();
    expect(s.turn.placements.map((p) => p.space)).toEqual([F.sp(1, 1)]);
    // the second white also moves 2
    run(s, play('white'), step(F.sp(1, 2)));
    expect(s.prompt).toBeNull(); // lane 1's next is light gray: the path of white ends
    expect(s.players[0].used[WEAR]).toBe(4);
  });

  it('combines with Redline: a white cube as black moves 2 black spaces, 1 wear', () => {
    const s = fiAt(F.grid(0), { active: { blue: 1, red: 1, white: 1 } });
    run(s, play('blue'), play('red'), play('white'));
    const ev = run(s, choose('as:3'), step(F.sp(0, 0)));
    expect(targets(s)).toEqual([F.sp(0, 1)]);
    run(s, step(F.sp(0, 1)));
    expect(s.prompt).toBeNull();
    expect(wearGained(ev, 'Redline')).toBe(1);
    expect(s.players[0].used[WEAR]).toBe(3);
  });

  it('a gear cube may still stop after 1 space', () => {
    const s = fiAt(F.grid(1), { active: { blue: 1, white: 1 } });
    run(s, play('blue'), play('white'), step(F.sp(1, 0)), STOP);
    expect(s.prompt).toBeNull();
    expect(s.turn.placements.map((p) => p.space)).toEqual([F.sp(1, 0)]);
  });
});

describe('Internal Combustion', () => {
  const CARDS = 'factory-support,air-jacks,redline,adrenaline,internal-combustion';
  const at = (me: Piles) =>
    position({
      track: E,
      cards: CARDS,
      cars: [{ space: E.grid(0) }, { space: E.grid(2, 0) }],
      piles: [{ bag: { yellow: 10 }, ...me }, BAG],
    });

  it('an active cube to the discard pile, then up to 3 discarded cubes back to active, 1 wear each; the just-discarded cube may come back', () => {
    const s = at({ active: { blue: 1, white: 2, yellow: 1 }, discard: { black: 2 } });
    run(s, play('blue'));
    expect(picks(s)).toEqual(['white@active', 'yellow@active']);
    expectIllegal(s, STOP); // must discard one
    run(s, pick('white', 'active'));
    expect(pile(s.players[0].discard)).toEqual({ white: 1, black: 2 });
    expect(picks(s)).toEqual(['black@discard', 'white@discard']);
    const ev = run(s, pick('white', 'discard'), pick('black', 'discard'), pick('black', 'discard'));
    expect(wearGained(ev, 'Internal Combustion')).toBe(3);
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].active)).toEqual({ white: 2, yellow: 1, black: 2 });
    expect(pile(s.players[0].used)).toEqual({ blue: 1, brown: 3 });
    expect(pile(s.players[0].discard)).toEqual({});
    expectConserved(s);
  });

  it('"up to": bringing back fewer gains less wear; none brings none', () => {
    const s = at({ active: { blue: 1, white: 1 }, discard: { black: 2 } });
    const ev = run(s, play('blue'), pick('white', 'active'), pick('black', 'discard'), STOP);
    expect(wearGained(ev)).toBe(1);
    const t = at({ active: { blue: 1, white: 1 }, discard: { black: 2 } });
    const ev2 = run(t, play('blue'), pick('white', 'active'), STOP);
    expect(wearGained(ev2)).toBe(0);
    expect(pile(t.players[0].discard)).toEqual({ white: 1, black: 2 });
  });

  it('not playable with nothing else in the active pile', () => {
    const s = at({ active: { blue: 1 }, discard: { black: 2 } });
    expect(playable(s)).not.toContain('blue');
    expect(legalActions(s).some((a) => a.type === 'play')).toBe(false);
  });
});
