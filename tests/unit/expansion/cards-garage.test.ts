/**
 * Racing Season Garage cards (yellow): Factory Support, Maintenance Staff, Performance Testing.
 */
import { describe, expect, it } from 'vitest';
import { YELLOW } from '../../../src-shared/games/automobiles';
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
  type Piles,
} from './expansion-helpers';

const T = expTrack('garage', [
  [
    ['w', 10],
    ['lg', 10],
    ['dg', 10],
  ],
  [
    ['w', 10],
    ['w', 10],
    ['w', 10],
  ],
]);

function at(cards: string, me: Piles, other: Piles = { bag: { white: 7 } }) {
  return position({ track: T, cards, cars: [{ space: T.sp(0, 0) }, { space: T.grid(1, 0) }], piles: [me, other] });
}

describe('Factory Support', () => {
  const CARDS = 'factory-support,air-jacks,redline,adrenaline,crate-motor';

  it('draws 1 cube, then must remove 1 from the active or discard pile; the drawn cube may be the one removed', () => {
    const s = at(CARDS, { active: { yellow: 1, white: 1 }, bag: { lightGray: 1 }, discard: { blue: 1 } });
    const stockLg = s.stock[1];
    run(s, play('yellow'));
    expect(pile(s.players[0].active)).toEqual({ white: 1, lightGray: 1 });
    expect(s.players[0].bag.every((n) => n === 0)).toBe(true);
    // a must: every cube of active or discard, and no "stop"
    expect(picks(s)).toEqual(['blue@discard', 'lightGray@active', 'white@active']);
    expectIllegal(s, STOP);
    run(s, pick('lightGray', 'active'));
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].active)).toEqual({ white: 1 });
    expect(pile(s.players[0].discard)).toEqual({ blue: 1 });
    expect(s.stock[1]).toBe(stockLg + 1);
    expectConserved(s);
  });

  it('may remove a discarded cube instead', () => {
    const s = at(CARDS, { active: { yellow: 1 }, bag: { black: 1 }, discard: { brown: 2 } });
    run(s, play('yellow'), pick('brown', 'discard'));
    expect(pile(s.players[0].active)).toEqual({ black: 1 });
    expect(pile(s.players[0].discard)).toEqual({ brown: 1 });
    expect(pile(s.players[0].used)).toEqual({ yellow: 1 });
  });

  it('an empty bag is refilled from the discard pile for the draw', () => {
    const s = at(CARDS, { active: { yellow: 1 }, discard: { darkGray: 1 } });
    run(s, play('yellow'));
    expect(pile(s.players[0].active)).toEqual({ darkGray: 1 });
    expect(picks(s)).toEqual(['darkGray@active']);
    run(s, pick('darkGray', 'active'));
    expect(pile(s.players[0].active)).toEqual({});
  });

  it('cannot be played when nothing can be drawn (all or nothing)', () => {
    const s = at(CARDS, { active: { yellow: 1, white: 1 } });
    expect(playable(s)).not.toContain('yellow');
    expectIllegal(s, play('yellow'));
  });
});

describe('Maintenance Staff', () => {
  const CARDS = 'maintenance-staff,air-jacks,redline,adrenaline,crate-motor';

  it('any number from the active pile, then up to twice that many from the discard pile', () => {
    const s = at(CARDS, { active: { yellow: 1, brown: 2, white: 1 }, discard: { brown: 5, lightGray: 2 } });
    run(s, play('yellow'));
    expect(picks(s)).toEqual(['brown@active', 'white@active']);
    run(s, pick('brown', 'active'), pick('brown', 'active'), STOP);
    expect(pile(s.players[0].active)).toEqual({ white: 1 });
    expect(s.prompt?.max).toBe(4);
    expect(picks(s)).toEqual(['brown@discard', 'lightGray@discard']);
    run(s, pick('brown', 'discard'), pick('brown', 'discard'), pick('lightGray', 'discard'));
    expect(s.prompt).not.toBeNull();
    run(s, pick('brown', 'discard'));
    // 2 from active → 4 from discard, then the card is done
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].discard)).toEqual({ brown: 2, lightGray: 1 });
    expectConserved(s);
  });

  it('removing nothing from the active pile allows nothing from the discard pile', () => {
    const s = at(CARDS, { active: { yellow: 1, white: 1 }, discard: { brown: 5 } });
    run(s, play('yellow'), STOP);
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].discard)).toEqual({ brown: 5 });
    expect(pile(s.players[0].active)).toEqual({ white: 1 });
  });

  it('may stop early in the discard stage', () => {
    const s = at(CARDS, { active: { yellow: 1, white: 3 }, discard: { brown: 9 } });
    run(s, play('yellow'), pick('white', 'active'), pick('white', 'active'), pick('white', 'active'));
    // the active pile is empty now: straight on to the discard stage with up to 6
    expect(s.prompt?.stage).toBe(1);
    expect(s.prompt?.max).toBe(6);
    run(s, pick('brown', 'discard'), STOP);
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].discard)).toEqual({ brown: 8 });
  });
});

describe('Performance Testing', () => {
  const CARDS = 'performance-testing,air-jacks,redline,adrenaline,crate-motor';

  it('removes its own cube, then draws up to 3', () => {
    const s = at(CARDS, { active: { yellow: 1 }, bag: { black: 5 } });
    const stockYellow = s.stock[YELLOW];
    run(s, play('yellow'));
    expect(s.stock[YELLOW]).toBe(stockYellow + 1);
    expect(pile(s.players[0].used)).toEqual({});
    expect(options(s)).toEqual(['draw']);
    run(s, choose('draw'), choose('draw'), choose('draw'));
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].active)).toEqual({ black: 3 });
    expect(pile(s.players[0].bag)).toEqual({ black: 2 });
    expectConserved(s);
  });

  it('"up to": may draw fewer', () => {
    const s = at(CARDS, { active: { yellow: 1 }, bag: { black: 5 } });
    run(s, play('yellow'), choose('draw'), STOP);
    expect(pile(s.players[0].active)).toEqual({ black: 1 });
  });

  it('with nothing to draw it still removes itself', () => {
    const s = at(CARDS, { active: { yellow: 2 } });
    const stockYellow = s.stock[YELLOW];
    run(s, play('yellow'));
    expect(s.prompt).toBeNull();
    expect(s.stock[YELLOW]).toBe(stockYellow + 1);
    expect(pile(s.players[0].active)).toEqual({ yellow: 1 });
  });
});
