/**
 * Movement on the track (RULINGS §4): adjacency, "ahead", colours, segments, closed
 * spaces, no driving through cars, chaining, "up to N" paths, the car phase and laps.
 */
import { describe, expect, it } from 'vitest';
import {
  END_ACTIONS,
  END_BUY,
  STOP,
  act,
  eventsOf,
  makeTrack,
  play,
  playable,
  position,
  run,
  step,
  targets,
  types,
  wearGained,
} from '../../helpers/rules-position';

/**
 * Three lanes, spaces 10 long from progress 12:
 *   lane 0:  w   w   lg      dg(2 seg)  | filler w
 *   lane 1:  w   w   w/dg    b          | filler w
 *   lane 2:  w   w   dg      lg         | filler w
 */
const T = makeTrack('mv-basic', [
  [
    ['w', 10],
    ['w', 10],
    ['lg', 10],
    ['dg', 10, 2],
  ],
  [
    ['w', 10],
    ['w', 10],
    ['w/dg', 10],
    ['b', 10],
  ],
  [
    ['w', 10],
    ['w', 10],
    ['dg', 10],
    ['lg', 10],
  ],
]);
const GEARS = { white: 2, lightGray: 1, darkGray: 1, black: 1 };
/** A parked opponent, out of the way (behind, in lane 2's first grid space). */
const PARKED = { space: T.grid(2) - 1, segment: 2 };

function at(space: number, segment = 0, others: { space: number; segment?: number }[] = [PARKED]) {
  return position({
    track: T,
    cars: [{ space, segment }, ...others],
    piles: [{ active: GEARS, bag: { yellow: 7 } }, { bag: { yellow: 7 } }, { bag: { yellow: 7 } }],
  });
}

describe('adjacency and "ahead"', () => {
  it('from a middle lane: straight on and both diagonals, never sideways or backwards', () => {
    const s = at(T.sp(1, 0));
    act(s, play('white'));
    expect(targets(s)).toEqual([T.sp(0, 1), T.sp(1, 1), T.sp(2, 1)]);
    // sideways (same progress in the next lane) and backwards are not offered
    expect(targets(s)).not.toContain(T.sp(0, 0));
    expect(targets(s)).not.toContain(T.sp(2, 0));
    expect(targets(s)).not.toContain(T.grid(1));
  });

  it('from the inner lane: a lane two lanes away is not adjacent', () => {
    const s = at(T.sp(0, 0));
    act(s, play('white'));
    expect(targets(s)).toEqual([T.sp(0, 1), T.sp(1, 1)]);
  });

  it('an illegal step (not adjacent / not ahead) is refused', () => {
    const s = at(T.sp(0, 0));
    act(s, play('white'));
    expect(() => act(s, step(T.sp(2, 1)))).toThrowError(/illegal action/);
    expect(() => act(s, step(T.sp(1, 0)))).toThrowError(/illegal action/);
    expect(() => act(s, step(T.sp(0, 2)))).toThrowError(/illegal action/);
  });
});

describe('colours', () => {
  it('a gear cube needs a space of its own colour; a gear with no such space is not offered', () => {
    // From lane 0's second white space the spaces ahead are lg (lane 0) and w/dg (lane 1).
    const s = at(T.sp(0, 1));
    expect(playable(s).sort()).toEqual(['darkGray', 'lightGray', 'white']);
    expect(playable(s)).not.toContain('black');
    act(s, play('lightGray'));
    expect(targets(s)).toEqual([T.sp(0, 2)]);
  });

  it('a combo space accepts any of its colours', () => {
    const s = at(T.sp(0, 1));
    act(s, play('darkGray'));
    expect(targets(s)).toEqual([T.sp(1, 2)]);
    const s2 = at(T.sp(0, 1));
    act(s2, play('white'));
    expect(targets(s2)).toEqual([T.sp(1, 2)]);
  });

  it('a gear cube moves exactly one space: no "stop" before it is placed, done after one step', () => {
    const s = at(T.sp(0, 1));
    act(s, play('lightGray'));
    expect(types(s)).toEqual(['step']);
    const ev = act(s, step(T.sp(0, 2)));
    expect(eventsOf(ev, 'cubePlaced')).toEqual([
      { type: 'cubePlaced', player: 0, color: 'lightGray', space: T.sp(0, 2), segment: 0, step: 1 },
    ]);
    expect(s.prompt).toBeNull();
    expect(s.turn.placements).toEqual([{ color: 1, space: T.sp(0, 2), segment: 0 }]);
  });
});

describe('segments, closed spaces and cars in the way', () => {
  it('a cube goes into the front-most free segment (behind an opponent in the front one)', () => {
    const s = at(T.sp(0, 2), 0, [{ space: T.sp(0, 3), segment: 0 }]);
    act(s, play('darkGray'));
    const ev = act(s, step(T.sp(0, 3)));
    expect(eventsOf(ev, 'cubePlaced')[0].segment).toBe(1);
  });

  it('an empty space: the cube takes the front segment', () => {
    const s = at(T.sp(0, 2));
    act(s, play('darkGray'));
    const ev = act(s, step(T.sp(0, 3)));
    expect(eventsOf(ev, 'cubePlaced')[0].segment).toBe(0);
  });

  it('a space whose segments are all held by opponents is closed', () => {
    const s = at(T.sp(0, 2), 0, [
      { space: T.sp(0, 3), segment: 0 },
      { space: T.sp(0, 3), segment: 1 },
    ]);
    expect(playable(s)).not.toContain('darkGray');
    // black (lane 1, diagonal) is still open
    expect(playable(s)).toContain('black');
  });

  it('a cube behind an opponent in the same space may not continue in its own lane, only diagonally', () => {
    const s = at(T.sp(0, 2), 0, [{ space: T.sp(0, 3), segment: 0 }]);
    run(s, play('darkGray'), step(T.sp(0, 3)));
    act(s, play('white'));
    expect(targets(s)).toEqual([T.filler(1)]);
    // without the opponent in front, the own lane is open too
    const free = at(T.sp(0, 2));
    run(free, play('darkGray'), step(T.sp(0, 3)));
    act(free, play('white'));
    expect(targets(free)).toEqual([T.filler(0), T.filler(1)]);
  });

  it('own cubes do not block: a later cube may pass through a space holding an earlier one', () => {
    const s = at(T.sp(1, 0));
    run(s, play('white'), step(T.sp(1, 1)), play('white'));
    expect(targets(s)).toEqual([T.sp(1, 2)]);
  });
});

/**
 * Rulebook "Next Turn Example": green made a pit stop and sits in the front segment of a
 * dark gray space; purple is behind her in the same space. Purple may start only with the
 * light gray space of the inner lane or the black space of the outer lane — not through the
 * green car to the next dark gray (or the light gray after it) in his own lane.
 */
describe('rulebook Next Turn Example', () => {
  const N = makeTrack('mv-next-turn', [
    [
      ['w', 10],
      ['lg', 10],
      ['w', 10],
    ],
    [
      ['dg', 10, 2],
      ['dg', 10],
      ['lg', 10],
    ],
    [
      ['w', 10],
      ['b', 10],
      ['w', 10],
    ],
  ]);
  const build = () =>
    position({
      track: N,
      cars: [
        { space: N.sp(1, 0), segment: 1 }, // purple
        { space: N.sp(1, 0), segment: 0 }, // green
      ],
      piles: [{ active: { lightGray: 1, darkGray: 1, black: 1 }, bag: { yellow: 7 } }, { bag: { yellow: 7 } }],
    });

  it('the dark gray in his own lane is not available; light gray inside and black outside are', () => {
    const s = build();
    expect(playable(s).sort()).toEqual(['black', 'lightGray']);
    act(s, play('lightGray'));
    expect(targets(s)).toEqual([N.sp(0, 1)]);
    const s2 = build();
    act(s2, play('black'));
    expect(targets(s2)).toEqual([N.sp(2, 1)]);
  });

  it('with green gone, the same car may drive straight on', () => {
    const s = position({
      track: N,
      cars: [{ space: N.sp(1, 0), segment: 1 }, { space: N.grid(0) }],
      piles: [{ active: { lightGray: 1, darkGray: 1, black: 1 }, bag: { yellow: 7 } }, { bag: { yellow: 7 } }],
    });
    expect(playable(s).sort()).toEqual(['black', 'darkGray', 'lightGray']);
  });
});

/**
 * Paths: lane 0 all white; lane 1 white with a white/dark gray combo.
 */
const P = makeTrack('mv-path', [
  [
    ['w', 10],
    ['w', 10],
    ['w', 10],
    ['w', 10],
    ['w', 10],
  ],
  [
    ['w', 10],
    ['w/dg', 10],
    ['w', 10],
    ['w', 10],
    ['w', 10],
  ],
]);
function rotaryAt(discard: Record<string, number>) {
  return position({
    track: P,
    cars: [{ space: P.grid(0) }, { space: P.grid(1) - 1, segment: 2 }],
    piles: [{ active: { blue: 1, white: 1 }, discard, bag: { yellow: 7 } }, { bag: { yellow: 7 } }],
  });
}

describe('"up to N" paths and wear', () => {
  it('chains: the next cube starts from the previous cube, not from the car', () => {
    const s = rotaryAt({ white: 1 });
    run(s, play('white'), step(P.sp(1, 0)), play('blue'));
    // from lane 1's first space: lane 0's second, lane 1's combo
    expect(targets(s)).toEqual([P.sp(0, 1), P.sp(1, 1)]);
  });

  it('stops early, rests on the last space, and every space of the path counts for wear', () => {
    const s = rotaryAt({ white: 1, lightGray: 1, yellow: 1 }); // 3 colours: up to 3 white spaces
    act(s, play('blue'));
    expect(s.prompt).toMatchObject({ kind: 'move', max: 3, min: 0 });
    run(s, step(P.sp(1, 0)), step(P.sp(1, 1)));
    expect(targets(s)).toEqual([P.sp(0, 2), P.sp(1, 2)]);
    run(s, step(P.sp(0, 2)));
    // third step was the last allowed: the move is over
    expect(s.prompt).toBeNull();
    expect(s.turn.placements).toEqual([{ color: 9, space: P.sp(0, 2), segment: 0 }]);
    const ev = run(s, END_ACTIONS, END_BUY);
    const moved = eventsOf(ev, 'carMoved')[0];
    expect(moved.to).toEqual({ space: P.sp(0, 2), segment: 0 });
    // the combo white/dark gray space was moved on: dark gray line of the chart (3), not white (1)
    expect(wearGained(ev, 'decline')).toBe(3);
  });

  it('a path of white spaces only gives the white line (1)', () => {
    const s = rotaryAt({ white: 1, lightGray: 1 });
    run(s, play('blue'), step(P.sp(0, 0)), STOP);
    expect(s.turn.placements).toEqual([{ color: 9, space: P.sp(0, 0), segment: 0 }]);
    const ev = run(s, END_ACTIONS, END_BUY);
    expect(wearGained(ev, 'decline')).toBe(1);
  });

  it('"up to" allows zero: no placement, the car stays, no decline wear', () => {
    const s = rotaryAt({ white: 1 });
    const car = { ...s.players[0].car };
    const played = run(s, play('blue'), STOP);
    expect(wearGained(played, 'Rotary Engine')).toBe(1);
    expect(s.turn.placements).toEqual([]);
    const ev = run(s, END_ACTIONS, END_BUY);
    expect(eventsOf(ev, 'carMoved')).toEqual([]);
    expect(s.players[0].car).toEqual(car);
    expect(wearGained(ev, 'decline')).toBe(0);
    expect(eventsOf(ev, 'drafting')).toEqual([]);
  });
});

describe('car phase', () => {
  it('the car goes to the farthest (last) cube placed, in its segment', () => {
    const s = at(T.sp(1, 0), 0, [{ space: T.sp(1, 3), segment: 0 }]);
    // white to lane 1, then the combo, then black is held by the opponent: the lane 0 dg behind nobody
    run(s, play('white'), step(T.sp(1, 1)), play('darkGray'), step(T.sp(1, 2)));
    const ev = run(s, END_ACTIONS, END_BUY);
    const moved = eventsOf(ev, 'carMoved')[0];
    expect(moved.from).toEqual({ space: T.sp(1, 0), segment: 0 });
    expect(moved.to).toEqual({ space: T.sp(1, 2), segment: 0 });
    expect(moved.path).toEqual([
      { space: T.sp(1, 1), segment: 0 },
      { space: T.sp(1, 2), segment: 0 },
    ]);
    expect(s.players[0].car).toEqual({ space: T.sp(1, 2), segment: 0 });
  });

  it('a car stopping behind an opponent stays in the rear segment', () => {
    const s = at(T.sp(0, 2), 0, [{ space: T.sp(0, 3), segment: 0 }]);
    run(s, play('darkGray'), step(T.sp(0, 3)), END_ACTIONS, END_BUY);
    expect(s.players[0].car).toEqual({ space: T.sp(0, 3), segment: 1 });
  });

  it('crossing the finish line counts a lap, with a lapCompleted event', () => {
    // the filler ends at the lap; the first grid space starts at progress 0
    const s = position({
      track: T,
      cars: [{ space: T.last(0), laps: 1 }, { space: T.sp(2, 0) }],
      piles: [{ active: { white: 1 }, bag: { yellow: 7 } }, { bag: { yellow: 7 } }],
    });
    act(s, play('white'));
    const lane0Start = T.grid(0) - 1;
    expect(targets(s)).toContain(lane0Start);
    act(s, step(lane0Start));
    const ev = run(s, END_ACTIONS, END_BUY);
    expect(eventsOf(ev, 'lapCompleted')).toEqual([{ type: 'lapCompleted', player: 0, lap: 2, of: 3 }]);
    expect(s.players[0].lapsCompleted).toBe(2);
  });

  it('no lap without crossing the line', () => {
    const s = at(T.sp(1, 0));
    run(s, play('white'), step(T.sp(1, 1)));
    const ev = run(s, END_ACTIONS, END_BUY);
    expect(eventsOf(ev, 'lapCompleted')).toEqual([]);
    expect(s.players[0].lapsCompleted).toBe(0);
  });
});

/**
 * "This space, or segment, must progress your race car forward" (rulebook "How to Move"):
 * a diagonal step into a long space whose front segments are held lands in a rear segment;
 * if that segment is not ahead of the car, the step is a backward (or sideways) move.
 *   lane 0:  w(12-22)  lg(22-52, 3 segments: 42-52, 32-42, 22-32)
 *   lane 1:  w(12-22)  w(22-32)  w(32-42)  w(42-52)
 */
describe('the segment entered must be ahead', () => {
  const B = makeTrack('mv-backward', [
    [
      ['w', 10],
      ['lg', 30, 3],
    ],
    [
      ['w', 10],
      ['w', 10],
      ['w', 10],
      ['w', 10],
    ],
  ]);
  const from = (held: number) =>
    position({
      track: B,
      cars: [
        { space: B.sp(1, 2) },
        { space: B.grid(1) - 1, segment: 2 },
        ...Array.from({ length: held }, (_, k) => ({ space: B.sp(0, 1), segment: k })),
      ],
      piles: [{ active: { lightGray: 1 }, bag: { yellow: 7 } }],
    });

  it('an empty long space diagonally ahead: its front segment is ahead of the car', () => {
    const s = from(0);
    act(s, play('lightGray'));
    expect(targets(s)).toEqual([B.sp(0, 1)]);
  });

  it('front segment held: the next one is level with the car (sideways) — not offered', () => {
    expect(playable(from(1))).toEqual([]);
  });

  it('two front segments held: the rear one is behind the car (backwards) — not offered', () => {
    expect(playable(from(2))).toEqual([]);
  });

  it('from further back the same rear segment is ahead, so it is allowed', () => {
    const s = position({
      track: B,
      cars: [{ space: B.sp(1, 0) }, { space: B.sp(0, 1), segment: 0 }, { space: B.sp(0, 1), segment: 1 }],
      piles: [{ active: { lightGray: 1 }, bag: { yellow: 7 } }],
    });
    act(s, play('lightGray'));
    expect(targets(s)).toEqual([B.sp(0, 1)]);
    const ev = act(s, step(B.sp(0, 1)));
    expect(eventsOf(ev, 'cubePlaced')[0].segment).toBe(2);
  });
});
