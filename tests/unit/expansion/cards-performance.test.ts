/**
 * Racing Season Performance cards (green): Adrenaline, Bump & Run, Overdrive.
 * Position is the race order at the start of the Action Phase (RULINGS §4).
 */
import { describe, expect, it } from 'vitest';
import { currentPlayer, currentRaceOrder } from '../../../src-shared/games/automobiles/index';
import {
  END_ACTIONS,
  END_BUY,
  STOP,
  choose,
  expTrack,
  expectConserved,
  expectIllegal,
  options,
  play,
  position,
  run,
  step,
  targets,
  wearGained,
} from './expansion-helpers';

/**
 *   lane 0:  w  w  w  lg lg lg lg lg lg
 *   lane 1:  dg dg dg dg dg dg dg dg dg
 *   lane 2:  w  w  w  w  w  w  w  w  w
 *   lane 3:  w  lg dg lg lg b  b  b  b
 */
const T = expTrack('performance', [
  [
    ['w', 10],
    ['w', 10],
    ['w', 10],
    ['lg', 10],
    ['lg', 10],
    ['lg', 10],
    ['lg', 10],
    ['lg', 10],
    ['lg', 10],
  ],
  Array.from({ length: 9 }, () => ['dg', 10] as [string, number]),
  Array.from({ length: 9 }, () => ['w', 10] as [string, number]),
  [
    ['w', 10],
    ['lg', 10],
    ['dg', 10],
    ['lg', 10],
    ['lg', 10],
    ['b', 10],
    ['b', 10],
    ['b', 10],
    ['b', 10],
  ],
]);
const BAG = { bag: { brown: 7 } };

describe('Adrenaline', () => {
  const CARDS = 'factory-support,air-jacks,redline,adrenaline,crate-motor';

  function fivePlayers() {
    // race order: P1 (lane 3, far ahead), P2, P3 (lane 2), P0 4th, P4 5th
    return position({
      track: T,
      cards: CARDS,
      cars: [
        { space: T.grid(0) },
        { space: T.sp(3, 7) },
        { space: T.sp(2, 1) },
        { space: T.sp(2, 0) },
        { space: T.grid(2, 0) },
      ],
      piles: [{ active: { green: 1, white: 3 }, bag: { yellow: 10 } }, BAG, BAG, BAG, BAG],
    });
  }

  it('seed example, option 2: from 4th to 2nd in the Car Phase of a 5-player game → up to 4 light gray spaces', () => {
    const s = fivePlayers();
    expect(currentRaceOrder(s)).toEqual([1, 2, 3, 0, 4]);
    expect(options(s)).toEqual([]);
    run(s, play('green'));
    expect(options(s)).toEqual(['carPhase']); // no light gray space next to the car now
    run(s, choose('carPhase'));
    expect(s.prompt).toBeNull();
    run(
      s,
      play('white'),
      step(T.sp(0, 0)),
      play('white'),
      step(T.sp(0, 1)),
      play('white'),
      step(T.sp(0, 2)),
      END_ACTIONS,
      END_BUY,
    );
    // Car Phase: the car passed two cars, now 2nd
    expect(currentRaceOrder(s)).toEqual([1, 0, 2, 3, 4]);
    expect(s.phase).toBe('after');
    expect(currentPlayer(s)).toBe(0);
    expect(s.prompt?.max).toBe(4);
    expect(targets(s)).toEqual([T.sp(0, 3)]);
    run(s, step(T.sp(0, 3)), step(T.sp(0, 4)), step(T.sp(0, 5)));
    expect(targets(s)).toEqual([T.sp(0, 6)]);
    const ev = run(s, step(T.sp(0, 6)));
    // 4 spaces: done; the car is there and moved on light gray (wear chart: 2)
    expect(s.players[0].car.space).toBe(T.sp(0, 6));
    expect(wearGained(ev, 'decline')).toBe(2);
    expect(currentPlayer(s)).toBe(1);
    expectConserved(s);
  });

  it('option 2 with "up to": the car may stop early', () => {
    const s = fivePlayers();
    run(
      s,
      play('green'),
      choose('carPhase'),
      play('white'),
      step(T.sp(0, 0)),
      play('white'),
      step(T.sp(0, 1)),
      play('white'),
      step(T.sp(0, 2)),
      END_ACTIONS,
      END_BUY,
    );
    run(s, step(T.sp(0, 3)), STOP);
    expect(s.players[0].car.space).toBe(T.sp(0, 3));
    expect(currentPlayer(s)).toBe(1);
  });

  it('option 2 without a position gained gives nothing', () => {
    const s = fivePlayers();
    run(s, play('green'), choose('carPhase'), play('white'), step(T.sp(0, 0)), END_ACTIONS, END_BUY);
    // 22 vs P3's 22 in lane 2: the inner lane is ahead → 3rd; one position gained → up to 2
    expect(s.prompt?.max).toBe(2);
    run(s, STOP);
    const t = fivePlayers();
    run(t, play('green'), choose('carPhase'), END_ACTIONS, END_BUY);
    expect(t.prompt).toBeNull();
    expect(currentPlayer(t)).toBe(1);
  });

  it('option 1: one light gray space now', () => {
    const s = position({
      track: T,
      cards: CARDS,
      cars: [{ space: T.sp(0, 2) }, { space: T.grid(2, 0) }],
      piles: [{ active: { green: 1 }, bag: { yellow: 10 } }, BAG],
    });
    run(s, play('green'));
    expect(options(s)).toEqual(['carPhase', 'moveNow']);
    run(s, choose('moveNow'));
    expect(targets(s)).toEqual([T.sp(0, 3)]);
    expectIllegal(s, STOP); // exactly 1 space
    run(s, step(T.sp(0, 3)));
    expect(s.prompt).toBeNull();
    expect(s.turn.placements.map((p) => p.space)).toEqual([T.sp(0, 3)]);
  });
});

describe('Bump & Run', () => {
  const CARDS = 'factory-support,air-jacks,redline,bump-and-run,crate-motor';

  function fourPlayers(me: number) {
    return position({
      track: T,
      cards: CARDS,
      cars: [{ space: me }, { space: T.sp(2, 3) }, { space: T.sp(2, 2) }, { space: T.sp(3, 1) }],
      piles: [{ active: { green: 1 }, bag: { yellow: 10 } }, BAG, BAG, BAG],
    });
  }

  it('seed example: last of 4 → 1 wear and up to 3 dark gray spaces', () => {
    const s = fourPlayers(T.grid(1));
    expect(currentRaceOrder(s)[3]).toBe(0);
    const ev = run(s, play('green'));
    expect(wearGained(ev, 'Bump & Run')).toBe(1);
    expect(targets(s)).toEqual([T.sp(1, 0)]);
    run(s, step(T.sp(1, 0)), step(T.sp(1, 1)), step(T.sp(1, 2)));
    expect(s.prompt).toBeNull();
    expect(s.turn.placements.map((p) => p.space)).toEqual([T.sp(1, 2)]);
    expectConserved(s);
  });

  it('in a middle position: up to 2 dark gray spaces', () => {
    const s = fourPlayers(T.sp(1, 1)); // front 32: behind P1 (52) and P2 (42), ahead of P3 (32, outer lane)
    expect(currentRaceOrder(s)).toEqual([1, 2, 0, 3]);
    run(s, play('green'), step(T.sp(1, 2)), step(T.sp(1, 3)));
    expect(s.prompt).toBeNull();
  });

  it('in first position: 1 wear, no move at all', () => {
    const s = fourPlayers(T.sp(1, 5));
    expect(currentRaceOrder(s)[0]).toBe(0);
    const ev = run(s, play('green'));
    expect(wearGained(ev, 'Bump & Run')).toBe(1);
    expect(s.prompt).toBeNull();
    expect(s.turn.placements).toEqual([]);
  });
});

describe('Overdrive', () => {
  const CARDS = 'factory-support,air-jacks,redline,overdrive,crate-motor';

  it('seed example: 2nd of 3 → 1 wear, up to 3 spaces of light gray or lower, mixing colours', () => {
    const s = position({
      track: T,
      cards: CARDS,
      cars: [{ space: T.grid(3) }, { space: T.sp(0, 8) }, { space: T.grid(0, 0) }],
      piles: [{ active: { green: 1 }, bag: { yellow: 10 } }, BAG, BAG],
    });
    expect(currentRaceOrder(s)).toEqual([1, 0, 2]);
    const ev = run(s, play('green'));
    expect(wearGained(ev, 'Overdrive')).toBe(1);
    expect(targets(s)).toEqual([T.sp(2, 0), T.sp(3, 0)]);
    run(s, step(T.sp(3, 0))); // white
    expect(targets(s)).toEqual([T.sp(2, 1), T.sp(3, 1)]);
    run(s, step(T.sp(3, 1))); // light gray
    // dark gray ahead in lane 3 is not allowed; white in lane 2 is
    expect(targets(s)).toEqual([T.sp(2, 2)]);
    run(s, step(T.sp(2, 2))); // white
    expect(s.prompt).toBeNull();
    expect(s.turn.placements.map((p) => p.space)).toEqual([T.sp(2, 2)]);
  });

  it('in first place: white only', () => {
    const s = position({
      track: T,
      cards: CARDS,
      cars: [{ space: T.sp(3, 0) }, { space: T.grid(0, 0) }, { space: T.grid(1, 0) }],
      piles: [{ active: { green: 1 }, bag: { yellow: 10 } }, BAG, BAG],
    });
    run(s, play('green'));
    // lane 3's light gray is not offered, lane 2's white is
    expect(targets(s)).toEqual([T.sp(2, 1)]);
  });

  it('in last place: dark gray or lower, never black', () => {
    const s = position({
      track: T,
      cards: CARDS,
      cars: [{ space: T.sp(3, 1) }, { space: T.sp(0, 8) }, { space: T.sp(2, 7) }],
      piles: [{ active: { green: 1 }, bag: { yellow: 10 } }, BAG, BAG],
    });
    run(s, play('green'));
    expect(targets(s)).toEqual([T.sp(2, 2), T.sp(3, 2)]);
    run(s, step(T.sp(3, 2)), step(T.sp(3, 3)), step(T.sp(3, 4)));
    expect(s.prompt).toBeNull();
    const t = position({
      track: T,
      cards: CARDS,
      cars: [{ space: T.sp(3, 4) }, { space: T.sp(0, 8) }, { space: T.sp(2, 7) }],
      piles: [{ active: { green: 1 }, bag: { yellow: 10 } }, BAG, BAG],
    });
    run(t, play('green'));
    // black ahead in lane 3: only lane 2's white
    expect(targets(t)).toEqual([T.sp(2, 5)]);
  });
});
