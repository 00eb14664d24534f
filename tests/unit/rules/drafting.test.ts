/**
 * Decline Phase (rulebook "Decline Phase", "Drafting", RULINGS §4): the wear chart, the
 * highest colour only, combos, no move no wear, drafting in the segment / space behind,
 * not drafting beside or with a gap.
 */
import { describe, expect, it } from 'vitest';
import {
  END_ACTIONS,
  END_BUY,
  eventsOf,
  makeTrack,
  play,
  position,
  run,
  step,
  wearGained,
} from '../../helpers/rules-position';
import type { GameEvent } from '../../../src-shared/games/automobiles/index';

/** Lane 0: w, lg, dg, b, w/b, lane 1: w everywhere. */
const W = makeTrack('dr-chart', [
  [
    ['w', 10],
    ['lg', 10],
    ['dg', 10],
    ['b', 10],
    ['w/b', 10],
  ],
  [
    ['w', 10],
    ['w', 10],
    ['w', 10],
    ['w', 10],
    ['w', 10],
  ],
]);
const FAR = { space: W.grid(1) - 1, segment: 2 };

function declineWear(startSpace: number, moves: [string, number][]): { wear: number; events: GameEvent[] } {
  const active: Record<string, number> = {};
  for (const [c] of moves) active[c] = (active[c] ?? 0) + 1;
  const s = position({ track: W, cars: [{ space: startSpace }, FAR], piles: [{ active, bag: { yellow: 7 } }, {}] });
  for (const [c, sp] of moves) run(s, play(c as 'white'), step(sp));
  const events = run(s, END_ACTIONS, END_BUY);
  return { wear: wearGained(events, 'decline'), events };
}

describe('wear chart', () => {
  it('white 1, light gray 2, dark gray 3, black 4', () => {
    expect(declineWear(W.grid(0), [['white', W.sp(0, 0)]]).wear).toBe(1);
    expect(declineWear(W.sp(0, 0), [['lightGray', W.sp(0, 1)]]).wear).toBe(2);
    expect(declineWear(W.sp(0, 1), [['darkGray', W.sp(0, 2)]]).wear).toBe(3);
    expect(declineWear(W.sp(0, 2), [['black', W.sp(0, 3)]]).wear).toBe(4);
  });

  it('only the line of the highest colour moved on, not the sum', () => {
    const r = declineWear(W.grid(0), [
      ['white', W.sp(0, 0)],
      ['lightGray', W.sp(0, 1)],
      ['darkGray', W.sp(0, 2)],
    ]);
    expect(r.wear).toBe(3);
    expect(eventsOf(r.events, 'wearGained')).toEqual([
      { type: 'wearGained', player: 0, count: 3, missing: 0, reason: 'decline' },
    ]);
  });

  it('the colour of the space counts, not the colour of the cube: a white cube on a white/black combo gives 4', () => {
    expect(declineWear(W.sp(0, 3), [['white', W.sp(0, 4)]]).wear).toBe(4);
  });

  it('gained wear goes to the used pile (and so to the discard pile in the End Phase)', () => {
    const s = position({
      track: W,
      cars: [{ space: W.sp(0, 1) }, FAR],
      piles: [{ active: { darkGray: 1 }, bag: { yellow: 7 } }, {}],
    });
    const wearStock = s.stock[4];
    run(s, play('darkGray'), step(W.sp(0, 2)), END_ACTIONS, END_BUY);
    expect(s.players[0].discard[4]).toBe(3);
    expect(s.stock[4]).toBe(wearStock - 3);
  });

  it('no move, no wear', () => {
    expect(declineWear(W.sp(0, 1), []).wear).toBe(0);
  });
});

/**
 *   lane 0:  w   lg(2)  lg(2)  lg(2)
 *   lane 1:  w   lg(2)  lg(2)  lg(2)
 */
const D = makeTrack('dr-draft', [
  [
    ['w', 10],
    ['lg', 10, 2],
    ['lg', 10, 2],
    ['lg', 10, 2],
  ],
  [
    ['w', 10],
    ['lg', 10, 2],
    ['lg', 10, 2],
    ['lg', 10, 2],
  ],
]);

function drive(mover: { space: number; segment?: number }, others: { space: number; segment?: number }[], to: number) {
  const s = position({
    track: D,
    cars: [mover, ...others],
    piles: [{ active: { lightGray: 1 }, bag: { yellow: 7 } }],
  });
  run(s, play('lightGray'), step(to));
  const events = run(s, END_ACTIONS, END_BUY);
  return { s, events, wear: wearGained(events, 'decline'), drafting: eventsOf(events, 'drafting') };
}

/** Rulebook "Drafting Example", one case at a time (drafting is checked in the mover's Decline Phase). */
describe('rulebook Drafting Example', () => {
  it('purple drafts "in the segment behind" green: same space, segment right behind', () => {
    // purple = 0, green = 1
    const r = drive({ space: D.sp(0, 1) }, [{ space: D.sp(0, 2), segment: 0 }], D.sp(0, 2));
    expect(r.s.players[0].car).toEqual({ space: D.sp(0, 2), segment: 1 });
    expect(r.drafting).toEqual([{ type: 'drafting', player: 0, behind: 1, reason: 'drafting' }]);
    expect(r.wear).toBe(0);
  });

  it('blue drafts "in the space behind" purple: front segment, purple in the next space of the lane', () => {
    // blue = 0, purple = 1 (in the front segment of the next space)
    const r = drive({ space: D.sp(0, 0) }, [{ space: D.sp(0, 2), segment: 0 }], D.sp(0, 1));
    expect(r.s.players[0].car).toEqual({ space: D.sp(0, 1), segment: 0 });
    expect(r.drafting).toEqual([{ type: 'drafting', player: 0, behind: 1, reason: 'drafting' }]);
    expect(r.wear).toBe(0);
  });

  it('red is NOT drafting: the car ahead is in the neighbouring lane', () => {
    // red = 0; the other car is diagonally ahead, in lane 1
    const r = drive({ space: D.sp(0, 0) }, [{ space: D.sp(1, 2), segment: 0 }], D.sp(0, 1));
    expect(r.drafting).toEqual([]);
    expect(r.wear).toBe(2);
  });

  it('yellow drafts "in the space behind" red in the other lane too', () => {
    const r = drive({ space: D.sp(1, 0) }, [{ space: D.sp(1, 2), segment: 0 }], D.sp(1, 1));
    expect(r.drafting).toEqual([{ type: 'drafting', player: 0, behind: 1, reason: 'drafting' }]);
    expect(r.wear).toBe(0);
  });

  it('the rulebook Decline Phase Example: drafting saves the 2 wear of the light gray move', () => {
    const drafting = drive({ space: D.sp(0, 0) }, [{ space: D.sp(0, 2), segment: 0 }], D.sp(0, 1));
    const alone = drive({ space: D.sp(0, 0) }, [{ space: D.grid(1) }], D.sp(0, 1));
    expect(drafting.wear).toBe(0);
    expect(alone.wear).toBe(2);
    expect(drafting.s.players[0].used[4] + drafting.s.players[0].discard[4]).toBe(0);
  });
});

describe('not drafting', () => {
  it('a free space between the cars', () => {
    const r = drive({ space: D.sp(0, 0) }, [{ space: D.sp(0, 3), segment: 0 }], D.sp(0, 1));
    expect(r.drafting).toEqual([]);
    expect(r.wear).toBe(2);
  });

  it('the other car is behind, or level in the neighbouring lane', () => {
    const behind = drive({ space: D.sp(0, 0) }, [{ space: D.grid(0) }], D.sp(0, 1));
    expect(behind.wear).toBe(2);
    const level = drive({ space: D.sp(0, 0) }, [{ space: D.sp(1, 1), segment: 0 }], D.sp(0, 1));
    expect(level.drafting).toEqual([]);
    expect(level.wear).toBe(2);
  });

  it('a car in the next space that is behind another car there still counts as directly ahead', () => {
    const r = drive(
      { space: D.sp(0, 0) },
      [
        { space: D.sp(0, 2), segment: 0 },
        { space: D.sp(0, 2), segment: 1 },
      ],
      D.sp(0, 1),
    );
    expect(r.drafting.length).toBe(1);
    expect(r.wear).toBe(0);
  });
});

describe('drafting only saves the Decline Phase wear', () => {
  it('wear gained by a card in the Action Phase stays', () => {
    // Gearbox: 1 wear, then up to (position) light gray spaces; ends drafting.
    const s = position({
      track: D,
      cars: [{ space: D.sp(0, 0) }, { space: D.sp(0, 2), segment: 0 }],
      piles: [{ active: { green: 1 }, bag: { yellow: 7 } }, {}],
    });
    const played = run(s, play('green'), step(D.sp(0, 1)), { type: 'stop' });
    expect(wearGained(played, 'Gearbox')).toBe(1);
    const ev = run(s, END_ACTIONS, END_BUY);
    expect(wearGained(ev, 'decline')).toBe(0);
    expect(s.players[0].discard[4]).toBe(1);
  });

  it('ending the Action Phase without moving: no drafting event either', () => {
    const s = position({
      track: D,
      cars: [{ space: D.sp(0, 1) }, { space: D.sp(0, 2) }],
      piles: [{ bag: { yellow: 7 } }, {}],
    });
    const ev = run(s, END_ACTIONS, END_BUY);
    expect(eventsOf(ev, 'drafting')).toEqual([]);
  });
});
