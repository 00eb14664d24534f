/**
 * Racing Season Handling cards (red): Burnout, Camber & Toe, Redline.
 */
import { describe, expect, it } from 'vitest';
import { WEAR } from '../../../src-shared/games/automobiles';
import {
  STOP,
  choose,
  expTrack,
  expectConserved,
  expectIllegal,
  options,
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
 *   lane 0:  b   b   dg  dg  lg  lg
 *   lane 1:  w   w   w   lg  dg  b
 *   lane 2:  lg  lg  lg  lg  lg  lg
 */
const T = expTrack('handling', [
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

function at(cards: string, car: number, me: Piles) {
  return position({
    track: T,
    cards,
    cars: [{ space: car }, { space: T.grid(2, 0) }],
    piles: [{ bag: { yellow: 10 }, ...me }, { bag: { yellow: 7 } }],
  });
}

describe('Burnout', () => {
  const CARDS = 'factory-support,air-jacks,burnout,adrenaline,fuel-injection-engine';

  it('gains 1 wear, names a discarded gear and moves up to 2 spaces one colour lower; the gear stays in the discard pile', () => {
    const s = at(CARDS, T.sp(0, 1), { active: { red: 1 }, discard: { black: 1, lightGray: 1, white: 1 } });
    const ev = run(s, play('red'));
    expect(wearGained(ev, 'Burnout')).toBe(1);
    // white has no colour below it
    expect(picks(s)).toEqual(['black@discard', 'lightGray@discard']);
    run(s, pick('black', 'discard'));
    expect(targets(s)).toEqual([T.sp(0, 2)]);
    run(s, step(T.sp(0, 2)));
    expect(targets(s)).toEqual([T.sp(0, 3)]);
    run(s, step(T.sp(0, 3)));
    expect(s.prompt).toBeNull();
    expect(s.turn.placements.map((p) => p.space)).toEqual([T.sp(0, 3)]);
    expect(pile(s.players[0].discard)).toEqual({ black: 1, lightGray: 1, white: 1 });
    expect(s.players[0].used[WEAR]).toBe(1);
    expectConserved(s);
  });

  it('a light gray names white spaces; "up to" allows fewer', () => {
    const s = at(CARDS, T.grid(1), { active: { red: 1 }, discard: { lightGray: 1 } });
    run(s, play('red'), pick('lightGray', 'discard'));
    expect(targets(s)).toEqual([T.sp(1, 0)]);
    run(s, step(T.sp(1, 0)), STOP);
    expect(s.prompt).toBeNull();
    expect(s.turn.placements.map((p) => p.space)).toEqual([T.sp(1, 0)]);
  });

  it('not playable without a gear above white in the discard pile', () => {
    const s = at(CARDS, T.grid(1), { active: { red: 1 }, discard: { white: 3, brown: 2 } });
    expect(playable(s)).not.toContain('red');
    expectIllegal(s, play('red'));
  });
});

describe('Camber & Toe', () => {
  const CARDS = 'factory-support,air-jacks,camber-and-toe,adrenaline,fuel-injection-engine';

  it('an active gear cube to the discard pile, then exactly 1 space of any colour; white may be the discarded gear', () => {
    const s = at(CARDS, T.grid(0), { active: { red: 1, white: 1, yellow: 1, brown: 1 } });
    run(s, play('red'));
    // gears only
    expect(picks(s)).toEqual(['white@active']);
    run(s, pick('white', 'active'));
    expect(pile(s.players[0].discard)).toEqual({ white: 1 });
    // any colour: black (lane 0) and white (lane 1)
    expect(targets(s)).toEqual([T.sp(0, 0), T.sp(1, 0)]);
    expectIllegal(s, STOP);
    run(s, step(T.sp(0, 0)));
    // exactly one space
    expect(s.prompt).toBeNull();
    expect(s.turn.placements.map((p) => p.space)).toEqual([T.sp(0, 0)]);
    expectConserved(s);
  });

  it('Fuel Injection does not make it move 2', () => {
    const s = at(CARDS, T.grid(0), { active: { red: 1, blue: 1, lightGray: 1 } });
    run(s, play('blue'), play('red'), pick('lightGray', 'active'), step(T.sp(0, 0)));
    expect(s.prompt).toBeNull();
  });

  it('not playable without a gear cube in the active pile', () => {
    const s = at(CARDS, T.grid(0), { active: { red: 1, yellow: 2 }, discard: { black: 3 } });
    expect(playable(s)).not.toContain('red');
  });
});

describe('Redline', () => {
  const CARDS = 'factory-support,air-jacks,redline,adrenaline,fuel-injection-engine';

  it('white cubes become any gear colour; 1 wear only when not used as white', () => {
    const s = at(CARDS, T.grid(0), { active: { red: 1, white: 3 } });
    // before Redline a white cube needs a white space: lane 1 is white, so it is playable, as white only
    run(s, play('red'));
    expect(s.prompt).toBeNull();
    run(s, play('white'));
    // from lane 0's grid: black ahead (lane 0) and white (lane 1); no light or dark gray adjacent
    expect(options(s)).toEqual(['as:0', 'as:3']);
    const e1 = run(s, choose('as:3'));
    expect(wearGained(e1, 'Redline')).toBe(1);
    expect(targets(s)).toEqual([T.sp(0, 0)]);
    run(s, step(T.sp(0, 0)));
    expect(s.prompt).toBeNull();
    // next white from a black space: black (lane 0) or white (lane 1)
    run(s, play('white'));
    expect(options(s)).toEqual(['as:0', 'as:3']);
    const e2 = run(s, choose('as:0'), step(T.sp(1, 1)));
    expect(wearGained(e2)).toBe(0);
    // from lane 1's white: white ahead, dark gray (lane 0), light gray (lane 2)
    run(s, play('white'));
    expect(options(s)).toEqual(['as:0', 'as:1', 'as:2']);
    run(s, choose('as:1'));
    expect(targets(s)).toEqual([T.sp(2, 2)]);
    run(s, step(T.sp(2, 2)));
    expect(s.players[0].used[WEAR]).toBe(2);
    expect(s.turn.placements.map((p) => p.space)).toEqual([T.sp(0, 0), T.sp(1, 1), T.sp(2, 2)]);
    expectConserved(s);
  });

  it('without Redline a white cube is only white', () => {
    const s = at(CARDS, T.grid(0), { active: { white: 1 } });
    run(s, play('white'));
    expect(s.prompt?.kind).toBe('move');
    expect(targets(s)).toEqual([T.sp(1, 0)]);
  });

  it('other gear colours are unaffected by Redline', () => {
    const s = at(CARDS, T.grid(0), { active: { red: 1, black: 1 } });
    run(s, play('red'), play('black'));
    expect(s.prompt?.kind).toBe('move');
    expect(targets(s)).toEqual([T.sp(0, 0)]);
  });
});
