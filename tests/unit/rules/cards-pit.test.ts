/**
 * Pit cards (purple): Crew Chief, Pit Captain, Pit Crew, Pit Team; rulebook "Action Phase
 * Example Part 1".
 */
import { describe, expect, it } from 'vitest';
import { reseed } from '../../../src-shared/games/automobiles/index';
import {
  END_ACTIONS,
  STOP,
  act,
  choose,
  eventsOf,
  isLegal,
  legalActions,
  makeTrack,
  pick,
  picks,
  pile,
  play,
  position,
  run,
  types,
  withDraws,
} from '../../helpers/rules-position';

const T = makeTrack('cp-basic', [
  [
    ['w', 10],
    ['lg', 10],
  ],
  [
    ['w', 10],
    ['lg', 10],
  ],
]);
const CARS = [{ space: T.sp(0, 0) }, { space: T.sp(1, 0) }];
type P = NonNullable<Parameters<typeof position>[0]['piles']>[number];
const at = (cards: string, p0: P) => position({ track: T, cars: CARS, piles: [p0, {}], cards });

const CREW_CHIEF = 'car-chief,crew-chief,steering,gearbox,rotary-engine';
const PIT_CAPTAIN = 'engineer,pit-captain,aerodynamics,nitro,supercharged';
const PIT_CREW = 'mechanic,pit-crew,steering,turbo,hybrid-engine';
const PIT_TEAM = 'car-chief,pit-team,tires,boost,rotary-engine';

describe('Crew Chief', () => {
  it('rulebook Action Phase Example Part 1: draws wear, wear, then a non-wear cube; removes all 5 wear of the discard pile; the 2 drawn stay', () => {
    const build = () =>
      at(CREW_CHIEF, {
        active: { purple: 1 },
        bag: { brown: 2, lightGray: 2, white: 2 },
        discard: { brown: 5, white: 1 },
      });
    const { s, events } = withDraws(
      build,
      (g) => act(g, play('purple')),
      (ev) => {
        const d = eventsOf(ev, 'cubesDrawn')[0]?.colors ?? [];
        return d.length === 3 && d[0] === 'brown' && d[1] === 'brown';
      },
      reseed,
    );
    const drawn = eventsOf(events, 'cubesDrawn')[0].colors;
    expect(drawn[2]).not.toBe('brown');
    expect(eventsOf(events, 'cubeRemoved').filter((e) => e.color === 'brown' && e.from === 'discard').length).toBe(5);
    const pl = s.players[0];
    expect(pl.active[4]).toBe(2);
    expect(pl.discard[4]).toBe(0);
    expect(pl.discard[0]).toBe(1); // only wear is removed
    expect(s.prompt).toBeNull();
  });

  it('whatever the draws: wear cubes then exactly one other cube, all drawn into the active pile', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const s = at(CREW_CHIEF, { active: { purple: 1 }, bag: { brown: 3, white: 2 }, discard: { brown: 2 } });
      reseed(s, seed);
      const ev = act(s, play('purple'));
      const d = eventsOf(ev, 'cubesDrawn')[0].colors;
      expect(d.slice(0, -1).every((c) => c === 'brown')).toBe(true);
      expect(d[d.length - 1]).toBe('white');
      expect(s.players[0].active[4]).toBe(d.length - 1);
      expect(s.players[0].discard[4]).toBe(0);
    }
  });

  it('a bag of only wear: draws until bag and discard pile are exhausted, then stops', () => {
    const s = at(CREW_CHIEF, { active: { purple: 1 }, bag: { brown: 2 } });
    const ev = act(s, play('purple'));
    expect(eventsOf(ev, 'cubesDrawn')[0].colors).toEqual(['brown', 'brown']);
    expect(s.prompt).toBeNull();
  });
});

describe('Pit Captain', () => {
  it('removes up to 6 cubes of any colour from the discard pile; the 6th ends the choice', () => {
    const s = at(PIT_CAPTAIN, { active: { purple: 1 }, discard: { brown: 5, white: 2, yellow: 1 } });
    const stock = s.stock.slice();
    act(s, play('purple'));
    expect(picks(s)).toEqual(['brown@discard', 'white@discard', 'yellow@discard']);
    for (let i = 0; i < 5; i++) act(s, pick('brown', 'discard'));
    act(s, pick('yellow', 'discard'));
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].discard)).toEqual({ white: 2 });
    expect(s.stock[4]).toBe(stock[4] + 5);
    expect(s.stock[5]).toBe(stock[5] + 1);
  });

  it('may stop early, or remove nothing', () => {
    const s = at(PIT_CAPTAIN, { active: { purple: 2 }, discard: { brown: 5 } });
    run(s, play('purple'), pick('brown', 'discard'), STOP);
    expect(s.players[0].discard[4]).toBe(4);
    run(s, play('purple'), STOP);
    expect(s.players[0].discard[4]).toBe(4);
  });
});

describe('Pit Crew', () => {
  it('option 1: all wear cubes of the discard pile (not those of the active pile)', () => {
    const s = at(PIT_CREW, { active: { purple: 1, brown: 1 }, discard: { brown: 4, white: 1 } });
    act(s, play('purple'));
    expect(legalActions(s)).toEqual([choose('allWear'), choose('twoCubes')]);
    act(s, choose('allWear'));
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].discard)).toEqual({ white: 1 });
    expect(pile(s.players[0].active)).toEqual({ brown: 1 });
  });

  it('option 2: exactly 2 cubes of any colour', () => {
    const s = at(PIT_CREW, { active: { purple: 1 }, discard: { brown: 4, white: 1, yellow: 1 } });
    run(s, play('purple'), choose('twoCubes'));
    expect(types(s)).toEqual(['pick']); // no stopping after one
    act(s, pick('yellow', 'discard'));
    expect(isLegal(s, STOP)).toBe(false);
    act(s, pick('white', 'discard'));
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].discard)).toEqual({ brown: 4 });
  });

  it('option 2 needs 2 cubes in the discard pile', () => {
    const s = at(PIT_CREW, { active: { purple: 1 }, discard: { white: 1 } });
    act(s, play('purple'));
    expect(legalActions(s)).toEqual([choose('allWear')]);
  });
});

describe('Pit Team', () => {
  it('adds the costs (not the values) of up to 3 removed cubes and buys exactly 1 cube with them', () => {
    // dark gray costs 5 and white 2: $7 buys a black (a value count would give $2)
    const s = at(PIT_TEAM, { active: { purple: 1 }, discard: { darkGray: 1, white: 1, brown: 2 } });
    act(s, play('purple'));
    run(s, pick('darkGray', 'discard'), pick('white', 'discard'), STOP);
    expect(s.prompt).toMatchObject({ stage: 1, memo: 7 });
    expect(picks(s)).toContain('black@stock');
    const ev = act(s, pick('black', 'stock'));
    expect(eventsOf(ev, 'cubeBought')).toEqual([
      { type: 'cubeBought', player: 0, color: 'black', cost: 7, moneyLeft: 0 },
    ]);
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].used)).toEqual({ purple: 1, black: 1 });
    expect(pile(s.players[0].discard)).toEqual({ brown: 2 });
  });

  it('a yellow cube is worth its cost of $3 here: light gray (cost 3) can be bought, dark gray (5) not', () => {
    const s = at(PIT_TEAM, { active: { purple: 1 }, discard: { yellow: 1 } });
    run(s, play('purple'), pick('yellow', 'discard'));
    expect(legalActions(s)).toEqual([STOP]);
    act(s, STOP);
    expect(picks(s)).toEqual(['lightGray@stock', 'white@stock', 'yellow@stock']);
  });

  it('wear costs nothing; leftover money is lost (not added to the Buy Phase)', () => {
    const s = at(PIT_TEAM, { active: { purple: 1, white: 1 }, discard: { lightGray: 1, white: 1, brown: 3 } });
    run(s, play('purple'), pick('brown', 'discard'), pick('lightGray', 'discard'), pick('white', 'discard'));
    // 3 picks made: $0 + $3 + $2 = $5
    expect(s.prompt).toMatchObject({ stage: 1, memo: 5 });
    act(s, pick('purple', 'stock')); // $4, $1 left over
    expect(s.prompt).toBeNull();
    act(s, END_ACTIONS);
    expect(s.turn.money).toBe(1); // just the white cube left in the active pile
  });

  it('cannot stop before the removed cubes pay for something; wear alone never does', () => {
    const s = at(PIT_TEAM, { active: { purple: 1 }, discard: { brown: 3, white: 1 } });
    act(s, play('purple'));
    expect(isLegal(s, STOP)).toBe(false);
    run(s, pick('brown', 'discard'), pick('brown', 'discard'));
    // a third wear would leave $0 with nothing to buy: only the white may be taken now
    expect(picks(s)).toEqual(['white@discard']);
  });
});
