/**
 * Variants (RULINGS §6): Weaving, Accelerated Play, Open bags.
 */
import { describe, expect, it } from 'vitest';
import { createGame, deserialize, serialize } from '../../../src-shared/games/automobiles/index';
import {
  END_ACTIONS,
  END_BUY,
  PIT_STOP,
  STOP,
  act,
  choose,
  currentPlayer,
  eventsOf,
  isLegal,
  legalActions,
  makeTrack,
  play,
  playable,
  position,
  rawTrack,
  run,
  step,
  targets,
} from '../../helpers/rules-position';

/**
 *   lane 0:  w(12-22)  dg(22-62, 4 segments)                    w  ...
 *   lane 1:  w(12-22)  w(22-32)  lg(32-42)  w(42-62)            w  ...
 * Lane 1's light gray space lies beside the rear half of the long dark gray space: its
 * front (42) is not ahead of the long space's front (62), so it is reachable only by weaving.
 */
const W = makeTrack('va-weave', [
  [
    ['w', 10],
    ['dg', 40, 4],
    ['w', 10],
  ],
  [
    ['w', 10],
    ['w', 10],
    ['lg', 10],
    ['w', 20],
    ['w', 10],
  ],
]);

describe('Weaving', () => {
  const passThrough = (weaving: boolean) =>
    position({
      track: W,
      variants: { weaving },
      cars: [{ space: W.sp(0, 0) }, { space: W.grid(1) - 1, segment: 2 }],
      piles: [{ active: { darkGray: 1, lightGray: 1 }, bag: { yellow: 7 } }, {}],
    });

  it('without weaving: after a cube enters the long space, the light gray beside its rear half is out of reach', () => {
    const s = passThrough(false);
    run(s, play('darkGray'), step(W.sp(0, 1)));
    expect(playable(s)).toEqual([]);
  });

  it('with weaving: the next cube may change lanes from a rear segment the cube passed through', () => {
    const s = passThrough(true);
    run(s, play('darkGray'), step(W.sp(0, 1)));
    expect(playable(s)).toEqual(['lightGray']);
    act(s, play('lightGray'));
    expect(targets(s)).toEqual([W.sp(1, 2)]);
    act(s, step(W.sp(1, 2)));
    const ev = run(s, END_ACTIONS, END_BUY);
    // the car follows the path: through the rear of the long space, then across to lane 1
    expect(s.players[0].car).toEqual({ space: W.sp(1, 2), segment: 0 });
    // the last cube's space front (42) is behind the long space's front (62), but no line was crossed
    expect(eventsOf(ev, 'lapCompleted')).toEqual([]);
    expect(s.players[0].lapsCompleted).toBe(0);
  });

  const stuck = (weaving: boolean) =>
    position({
      track: W,
      variants: { weaving },
      cars: [
        { space: W.sp(0, 1), segment: 3 },
        { space: W.sp(0, 1), segment: 0 },
        { space: W.sp(0, 1), segment: 1 },
        { space: W.sp(0, 1), segment: 2 },
      ],
      piles: [{ active: { lightGray: 1, white: 1 }, bag: { yellow: 7 } }],
    });

  it('a car in the rear segment of a long space, behind three cars: only by weaving can it change lanes there', () => {
    const off = stuck(false);
    // the whole-space rule only reaches lane 1 past the front of the long space (white), never the light gray
    expect(playable(off)).toEqual(['white']);
    act(off, play('white'));
    expect(targets(off)).toEqual([W.filler(1) - 1]);
    const on = stuck(true);
    expect(playable(on).sort()).toEqual(['lightGray', 'white']);
    act(on, play('lightGray'));
    expect(targets(on)).toEqual([W.sp(1, 2)]);
  });

  it('around the finish line: a weave back beside a long space is not a lap, the real crossing is one', () => {
    // lane 0 ends with a 4-segment dark gray space (60-100); lane 1 has light gray at 70-80
    const R = rawTrack('va-weave-line', [
      [
        ['w', 6, 3],
        ['w', 6, 3],
        ['w', 20],
        ['w', 20],
        ['w', 8],
        ['dg', 40, 4],
      ],
      [
        ['w', 6, 3],
        ['w', 6, 3],
        ['w', 20],
        ['w', 20],
        ['w', 8],
        ['w', 10],
        ['lg', 10],
        ['w', 20],
      ],
    ]);
    const s = position({
      track: R,
      variants: { weaving: true },
      laps: 3,
      cars: [{ space: R.sp(0, 4) }, { space: R.sp(1, 2) }],
      piles: [{ active: { darkGray: 1, lightGray: 1, white: 2 }, bag: { yellow: 7 } }, {}],
    });
    run(s, play('darkGray'), step(R.sp(0, 5)), play('lightGray'), step(R.sp(1, 6)));
    run(s, play('white'), step(R.sp(1, 7)), play('white'));
    expect(targets(s)).toContain(R.sp(1, 0));
    act(s, step(R.sp(1, 0)));
    const ev = run(s, END_ACTIONS, END_BUY);
    expect(eventsOf(ev, 'lapCompleted')).toEqual([{ type: 'lapCompleted', player: 0, lap: 1, of: 3 }]);
  });

  it('a car never ends behind where it started: no weave back from the rear of a space entered diagonally', () => {
    // lane 0: w(12-22) dg(22-62, 4 segments) w(62-72); lane 1: w w lg(32-42) w(42-52) w w
    const B = makeTrack('va-weave-back', [
      [
        ['w', 10],
        ['dg', 40, 4],
        ['w', 10],
      ],
      [
        ['w', 10],
        ['w', 10],
        ['lg', 10],
        ['w', 10],
        ['w', 10],
        ['w', 10],
      ],
    ]);
    const s = position({
      track: B,
      variants: { weaving: true },
      // the car beside the long space's rear half, at 42-52
      cars: [{ space: B.sp(1, 3) }, { space: B.grid(0) - 1, segment: 2 }],
      piles: [{ active: { darkGray: 1, lightGray: 1, white: 1 }, bag: { yellow: 7 } }, {}],
    });
    run(s, play('darkGray'), step(B.sp(0, 1)));
    // the light gray at 32-42 lies beside the long space's rear, behind the car's 52: not reachable
    expect(playable(s)).toEqual(['white']);
    act(s, play('white'));
    // white forward from the long space only (its front 62): lane 0's 62-72 or lane 1's 52-62, never 42-52 or behind
    for (const t of targets(s)) expect(B.def.spaces[t].to).toBeGreaterThan(52);
  });

  it('weaving is off by default', () => {
    expect(createGame({ players: 2 }).options.variants.weaving).toBe(false);
  });
});

const T = makeTrack('va-basic', [
  [
    ['w', 10],
    ['lg', 10],
  ],
  [
    ['w', 10],
    ['lg', 10],
  ],
]);
const BOOST = 'car-chief,pit-team,suspension,boost,diesel-engine';

describe('Accelerated Play', () => {
  const build = () =>
    position({
      track: T,
      variants: { acceleratedPlay: true },
      cards: BOOST,
      cars: [{ space: T.sp(0, 0) }, { space: T.sp(1, 0) }, { space: T.grid(0) }],
      piles: [
        { active: { green: 2 }, bag: { white: 10 } },
        { active: { yellow: 7 }, bag: { yellow: 8 } },
        { active: { red: 7 }, bag: { red: 8 } },
      ],
    });

  it("Boost: the other players' draws wait until each one's own next turn", () => {
    const s = build();
    run(s, play('green'), choose('draw'), STOP);
    // nobody is asked now: the Boost player carries on
    expect(currentPlayer(s)).toBe(0);
    expect(s.prompt).toBeNull();
    expect(s.players[1].boostDrawsOwed).toBe(1);
    expect(s.players[2].boostDrawsOwed).toBe(1);
    const ev = run(s, END_ACTIONS, END_BUY);
    expect(eventsOf(ev, 'boostReply')).toEqual([]);
    // player 1's turn begins with the choice
    expect(currentPlayer(s)).toBe(1);
    expect(s.prompt).toMatchObject({ kind: 'boostReply', player: 1 });
    expect(legalActions(s)).toEqual([choose('draw'), STOP]);
    act(s, choose('draw'));
    expect(s.players[1].active[5]).toBe(8); // 7 + the Boost cube
    expect(s.players[1].boostDrawsOwed).toBe(0);
    expect(s.prompt).toBeNull();
    // answering is not part of a standard turn: a pit stop is still possible
    expect(isLegal(s, PIT_STOP)).toBe(true);
    run(s, END_ACTIONS, END_BUY);
    expect(currentPlayer(s)).toBe(2);
    act(s, STOP);
    expect(s.players[2].boostDrawsOwed).toBe(0);
    expect(s.players[2].active[7]).toBe(7);
  });

  it('two Boosts: two separate choices at the start of the next turn', () => {
    const s = build();
    run(s, play('green'), STOP, play('green'), STOP, END_ACTIONS, END_BUY);
    expect(s.players[1].boostDrawsOwed).toBe(2);
    act(s, choose('draw'));
    expect(s.prompt).toMatchObject({ kind: 'boostReply', player: 1 });
    act(s, STOP);
    expect(s.prompt).toBeNull();
    expect(s.players[1].active[5]).toBe(8);
  });
});

describe('Accelerated Play and Crate Motor (RULINGS §5/§6)', () => {
  const CRATE = 'car-chief,pit-team,suspension,boost,crate-motor';
  const build = (acceleratedPlay: boolean) =>
    position({
      track: T,
      variants: { acceleratedPlay },
      cards: CRATE,
      // player 0 in front after its move; players 1 and 2 behind it (1 ahead of 2)
      cars: [{ space: T.sp(0, 0) }, { space: T.sp(1, 0) }, { space: T.grid(0) }],
      piles: [{ active: { blue: 1 }, bag: { white: 10 } }, { bag: { yellow: 10 } }, { bag: { red: 10 } }],
    });

  it('standard rules: the players behind move at once, after the End Phase of the Crate Motor player', () => {
    const s = build(false);
    run(s, play('blue'), step(T.sp(0, 1)), END_ACTIONS, END_BUY);
    expect(s.phase).toBe('after');
    expect(s.prompt).toMatchObject({ kind: 'move', card: 'crate-motor', player: 1, max: 1 });
  });

  it("with Accelerated Play the moves wait until each player's own next turn", () => {
    const s = build(true);
    const ev = run(s, play('blue'), step(T.sp(0, 1)), END_ACTIONS, END_BUY);
    // player 0's turn is over and player 1's has begun, with its move first
    expect(eventsOf(ev, 'turnStarted').map((e) => e.player)).toEqual([1]);
    expect(s.phase).toBe('action');
    expect(currentPlayer(s)).toBe(1);
    expect(s.prompt).toMatchObject({ kind: 'move', card: 'crate-motor', player: 1, max: 1 });
    expect(s.players[2].crateMovesOwed).toBe(1);
    const wearBefore = s.players[1].used[4] + s.players[1].active[4];
    run(s, step(T.sp(1, 1)));
    expect(s.players[1].car.space).toBe(T.sp(1, 1));
    expect(s.prompt).toBeNull();
    expect(s.players[1].crateMovesOwed).toBe(0);
    // the move is no part of the standard turn: no wear, and a pit stop is still possible
    expect(isLegal(s, PIT_STOP)).toBe(true);
    run(s, END_ACTIONS, END_BUY);
    expect(s.players[1].used[4] + s.players[1].active[4] + s.players[1].discard[4]).toBe(wearBefore);
    // player 2's turn begins with its own owed move
    expect(currentPlayer(s)).toBe(2);
    expect(s.prompt).toMatchObject({ kind: 'move', card: 'crate-motor', player: 2, max: 1 });
    run(s, STOP);
    expect(s.prompt).toBeNull();
    expect(s.players[2].crateMovesOwed).toBe(0);
  });
});

describe('Open bags', () => {
  it('is on by default and stored as chosen', () => {
    expect(createGame({ players: 2 }).options.variants.openBags).toBe(true);
    const s = createGame({ players: 2, variants: { openBags: false, weaving: true, acceleratedPlay: true } });
    expect(s.options.variants).toEqual({ openBags: false, weaving: true, acceleratedPlay: true });
    expect(deserialize(serialize(s)).options.variants).toEqual({
      openBags: false,
      weaving: true,
      acceleratedPlay: true,
    });
  });
});
