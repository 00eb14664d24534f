/**
 * Racing Season Pit cards (purple): Air Jacks, Impact Wrench, Pit Mechanic.
 */
import { describe, expect, it } from 'vitest';
import { WEAR } from '../../../src-shared/games/automobiles';
import {
  END_ACTIONS,
  END_BUY,
  STOP,
  expTrack,
  expectConserved,
  expectIllegal,
  pick,
  picks,
  pile,
  play,
  position,
  run,
  step,
  targets,
  wearGained,
  type Piles,
} from './expansion-helpers';

const T = expTrack('pit', [
  [
    ['w', 10],
    ['lg', 10],
    ['lg', 10],
    ['lg', 10],
    ['w', 10],
  ],
  [
    ['b', 10],
    ['b', 10],
    ['b', 10],
    ['b', 10],
    ['b', 10],
  ],
  [
    ['b', 10],
    ['b', 10],
    ['b', 10],
    ['b', 10],
    ['b', 10],
  ],
]);

function at(cards: string, piles: Piles[]) {
  const parked = [{ space: T.grid(2, 0) }, { space: T.grid(1, 0) }, { space: T.grid(2, 1) }];
  return position({ track: T, cards, cars: [{ space: T.grid(0, 1) }, ...parked.slice(0, piles.length - 1)], piles });
}

describe('Air Jacks', () => {
  const CARDS = 'factory-support,air-jacks,redline,adrenaline,crate-motor';

  it('seed example: 1 yellow, 2 dark gray, 3 blue, 1 green, 2 wear in the discard pile → up to 5 removed', () => {
    const discard = { yellow: 1, darkGray: 2, blue: 3, green: 1, brown: 2 };
    const s = at(CARDS, [{ active: { purple: 1 }, discard, bag: { white: 7 } }, { bag: { white: 7 } }]);
    run(s, play('purple'));
    expect(s.prompt?.max).toBe(5);
    expect(picks(s)).toEqual(['blue@discard', 'brown@discard', 'darkGray@discard', 'green@discard', 'yellow@discard']);
    run(s, pick('blue', 'discard'), pick('blue', 'discard'), pick('blue', 'discard'), pick('brown', 'discard'));
    expect(s.prompt).not.toBeNull();
    run(s, pick('brown', 'discard'));
    // five removed: the card is done although cubes remain
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].discard)).toEqual({ yellow: 1, darkGray: 2, green: 1 });
    expectConserved(s);
  });

  it('"up to": may stop early; the count is taken when played (the played purple cube is not in the discard pile)', () => {
    const s = at(CARDS, [{ active: { purple: 1 }, discard: { brown: 4 }, bag: { white: 7 } }, { bag: { white: 7 } }]);
    run(s, play('purple'));
    expect(s.prompt?.max).toBe(1);
    run(s, STOP);
    expect(pile(s.players[0].discard)).toEqual({ brown: 4 });
  });

  it('an empty discard pile: nothing to remove, still legal', () => {
    const s = at(CARDS, [{ active: { purple: 1, white: 1 }, bag: { white: 7 } }, { bag: { white: 7 } }]);
    run(s, play('purple'));
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].used)).toEqual({ purple: 1 });
  });
});

describe('Impact Wrench', () => {
  const CARDS = 'factory-support,impact-wrench,redline,adrenaline,fuel-injection-engine';

  it("up to 4 from the discard pile, then all wear in the used pile (this turn's actions), but not the later decline wear", () => {
    const s = at(CARDS, [
      { active: { blue: 1, purple: 1, lightGray: 1, white: 1 }, discard: { brown: 5, white: 2 }, bag: { yellow: 10 } },
      { bag: { white: 7 } },
    ]);
    // Fuel Injection: 2 wear into the used pile
    const e1 = run(s, play('blue'));
    expect(wearGained(e1)).toBe(2);
    // no second white space ahead: the 2-space move ends after 1
    run(s, play('white'), step(T.sp(0, 0)));
    expect(s.prompt).toBeNull();
    expect(s.players[0].used[WEAR]).toBe(2);
    run(s, play('purple'));
    expect(picks(s)).toEqual(['brown@discard', 'white@discard']);
    run(s, pick('brown', 'discard'), pick('brown', 'discard'), pick('white', 'discard'), pick('brown', 'discard'));
    // four picks: done, and the used pile's wear is gone
    expect(s.prompt).toBeNull();
    expect(s.players[0].used[WEAR]).toBe(0);
    expect(pile(s.players[0].discard)).toEqual({ brown: 2, white: 1 });
    expectConserved(s);
    // a later light gray move: 2 wear in the Decline Phase, which stays
    run(s, play('lightGray'), step(T.sp(0, 1)), step(T.sp(0, 2)), END_ACTIONS);
    const e2 = run(s, END_BUY);
    expect(wearGained(e2, 'decline')).toBe(2);
    // end phase: everything went to the discard pile; the 2 old + 2 decline wear remain
    expect(s.players[0].discard[WEAR] + s.players[0].active[WEAR] + s.players[0].bag[WEAR]).toBe(4);
    expectConserved(s);
  });

  it('with an empty discard pile it removes the used wear at once', () => {
    const s = at(CARDS, [{ active: { blue: 1, purple: 1 }, bag: { yellow: 10 } }, { bag: { white: 7 } }]);
    run(s, play('blue'));
    expect(s.players[0].used[WEAR]).toBe(2);
    run(s, play('purple'));
    expect(s.prompt).toBeNull();
    expect(s.players[0].used[WEAR]).toBe(0);
  });

  it('stopping the discard removal still removes the used wear', () => {
    const s = at(CARDS, [
      { active: { blue: 1, purple: 1 }, discard: { brown: 3 }, bag: { yellow: 10 } },
      { bag: { white: 7 } },
    ]);
    run(s, play('blue'), play('purple'), STOP);
    expect(s.prompt).toBeNull();
    expect(s.players[0].used[WEAR]).toBe(0);
    expect(s.players[0].discard[WEAR]).toBe(3);
  });
});

describe('Pit Mechanic', () => {
  const CARDS = 'factory-support,pit-mechanic,redline,adrenaline,crate-motor';
  const discard = { brown: 4, white: 3, yellow: 2 };

  it('seed example: 5 left after removing wear, every other discard pile larger → up to 2 more of any colour', () => {
    const s = at(CARDS, [
      { active: { purple: 1 }, discard, bag: { white: 7 } },
      { discard: { white: 6 } },
      { discard: { white: 9 } },
    ]);
    run(s, play('purple'));
    // only wear in the first stage
    expect(picks(s)).toEqual(['brown@discard']);
    run(s, pick('brown', 'discard'), pick('brown', 'discard'), pick('brown', 'discard'), pick('brown', 'discard'));
    // 5 left, others 6 and 9: the bonus stage
    expect(s.prompt?.stage).toBe(1);
    expect(s.prompt?.max).toBe(2);
    expect(picks(s)).toEqual(['white@discard', 'yellow@discard']);
    run(s, pick('yellow', 'discard'), pick('white', 'discard'));
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].discard)).toEqual({ white: 2, yellow: 1 });
    expectConserved(s);
  });

  it('no bonus when any other player has as few (compared one by one)', () => {
    const s = at(CARDS, [
      { active: { purple: 1 }, discard, bag: { white: 7 } },
      { discard: { white: 9 } },
      { discard: { white: 5 } },
    ]);
    run(
      s,
      play('purple'),
      pick('brown', 'discard'),
      pick('brown', 'discard'),
      pick('brown', 'discard'),
      pick('brown', 'discard'),
    );
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].discard)).toEqual({ white: 3, yellow: 2 });
  });

  it('the comparison is made after the wear removal: stopping early can lose the bonus', () => {
    const s = at(CARDS, [
      { active: { purple: 1 }, discard, bag: { white: 7 } },
      { discard: { white: 6 } },
      { discard: { white: 7 } },
    ]);
    run(s, play('purple'), pick('brown', 'discard'), pick('brown', 'discard'), STOP);
    // 7 left: not fewer than 6 or 7
    expect(s.prompt).toBeNull();
  });

  it('at most 6 wear, then straight to the bonus', () => {
    const s = at(CARDS, [
      { active: { purple: 1 }, discard: { brown: 8 }, bag: { white: 7 } },
      { discard: { white: 3 } },
    ]);
    run(s, play('purple'));
    for (let i = 0; i < 6; i++) run(s, pick('brown', 'discard'));
    expect(s.prompt?.stage).toBe(1);
    expect(picks(s)).toEqual(['brown@discard']);
    run(s, pick('brown', 'discard'), pick('brown', 'discard'));
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].discard)).toEqual({});
  });

  it('no wear in the discard pile: directly to the comparison', () => {
    const s = at(CARDS, [
      { active: { purple: 1 }, discard: { white: 1 }, bag: { white: 7 } },
      { discard: { white: 2 } },
    ]);
    run(s, play('purple'));
    expect(s.prompt?.stage).toBe(1);
    expectIllegal(s, pick('brown', 'discard'));
    run(s, pick('white', 'discard'));
    expect(s.prompt).toBeNull();
  });
});

describe('targets helper sanity', () => {
  it('the pit track offers the lane 0 white space from the grid', () => {
    const s = at('factory-support,pit-mechanic,redline,adrenaline,crate-motor', [{ active: { white: 1 } }, {}]);
    run(s, play('white'));
    expect(targets(s)).toEqual([T.sp(0, 0)]);
  });
});
