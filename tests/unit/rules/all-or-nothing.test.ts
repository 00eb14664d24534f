/**
 * All or nothing (rulebook "Action Phase", RULINGS §5): an effect is applied in full or not
 * at all, so a cube whose effect cannot be completed is not offered; the one exception is
 * gaining wear from an empty stock.
 */
import { describe, expect, it } from 'vitest';
import {
  STOP,
  act,
  eventsOf,
  isLegal,
  makeTrack,
  picks,
  play,
  playable,
  position,
  run,
  step,
  targets,
  wearGained,
} from '../../helpers/rules-position';

/**
 *   lane 0:  lg  lg  lg  dg
 *   lane 1:  lg  lg  lg  dg
 * No white space anywhere after the grid; from the grid the next spaces are light gray.
 */
const T = makeTrack(
  'aon-basic',
  [
    [
      ['lg', 10],
      ['lg', 10],
      ['lg', 10],
      ['dg', 10],
    ],
    [
      ['lg', 10],
      ['lg', 10],
      ['lg', 10],
      ['dg', 10],
    ],
  ],
  { filler: 'b' },
);
const CARS = [{ space: T.sp(0, 0) }, { space: T.sp(1, 0) }];

function build(
  p0: Parameters<typeof position>[0]['piles'] extends (infer X)[] | undefined ? X : never,
  cards?: string,
  p1 = {},
) {
  return position({ track: T, cars: CARS, piles: [p0, p1], cards });
}

describe('cubes whose effect cannot be completed are not offered', () => {
  it('a gear with no space of its colour reachable', () => {
    const s = build({ active: { white: 1, lightGray: 1, black: 1, darkGray: 1 } });
    expect(playable(s).sort()).toEqual(['lightGray']);
    expect(isLegal(s, play('white'))).toBe(false);
    expect(() => act(s, play('white'))).toThrowError(/illegal action/);
  });

  it('Suspension with no gear colour in the discard pile that has a reachable space', () => {
    const SUSP = 'manager,crew-chief,suspension,gearbox,hybrid-engine';
    expect(playable(build({ active: { red: 1 }, discard: { white: 2, black: 1, yellow: 3 } }, SUSP))).toEqual([]);
    expect(playable(build({ active: { red: 1 }, discard: { yellow: 3 } }, SUSP))).toEqual([]);
    const s = build({ active: { red: 1 }, discard: { white: 2, lightGray: 1, darkGray: 1 } }, SUSP);
    expect(playable(s)).toEqual(['red']);
    act(s, play('red'));
    // only the usable colour may be named
    expect(picks(s)).toEqual(['lightGray@discard']);
  });

  it('Tires with only white gear cubes (nothing is lower than white)', () => {
    const TIRES = 'car-chief,pit-team,tires,boost,rotary-engine';
    expect(playable(build({ active: { red: 1, white: 3 } }, TIRES))).toEqual([]);
  });

  it('Tires whose lower colours have no reachable space (light gray named: white only)', () => {
    const TIRES = 'car-chief,pit-team,tires,boost,rotary-engine';
    const s = build({ active: { red: 1, lightGray: 1, darkGray: 1 } }, TIRES);
    expect(playable(s).sort()).toEqual(['lightGray', 'red']);
    act(s, play('red'));
    // naming light gray allows only white: none reachable, so only dark gray may be named
    expect(picks(s)).toEqual(['darkGray@active']);
  });

  it('Steering with no gear cube above white in the active pile', () => {
    const s = build({ active: { red: 1, white: 2, yellow: 2 } });
    expect(playable(s)).not.toContain('red');
    const ok = build({ active: { red: 1, white: 2, darkGray: 1 } });
    expect(playable(ok)).toContain('red');
  });

  it('Car Chief when the next colour up is out of the stock', () => {
    // all 28 light gray cubes are with player 1: a white cube cannot be upgraded
    const s = build({ active: { yellow: 1 }, discard: { white: 2 } }, undefined, { discard: { lightGray: 28 } });
    expect(s.stock[1]).toBe(0);
    expect(playable(s)).toEqual([]);
    // a black cube can always be removed (it gains nothing)
    const b = build({ active: { yellow: 1 }, discard: { white: 2, black: 1 } }, undefined, {
      discard: { lightGray: 28 },
    });
    expect(playable(b)).toEqual(['yellow']);
    act(b, play('yellow'));
    expect(picks(b)).toEqual(['black@discard']);
  });

  it('Nitro with fewer than 2 cubes to draw (bag and discard together)', () => {
    const NITRO = 'engineer,pit-captain,aerodynamics,nitro,supercharged';
    expect(playable(build({ active: { green: 1 }, bag: { white: 1 } }, NITRO))).toEqual([]);
    expect(playable(build({ active: { green: 1 }, discard: { white: 1 } }, NITRO))).toEqual([]);
    expect(playable(build({ active: { green: 1 }, bag: { white: 1 }, discard: { white: 1 } }, NITRO))).toEqual([
      'green',
    ]);
  });

  it('Pit Team with only wear in the discard pile (wear has no cost: nothing could be bought)', () => {
    const PT = 'car-chief,pit-team,tires,boost,rotary-engine';
    expect(playable(build({ active: { purple: 1 }, discard: { brown: 5 } }, PT))).toEqual([]);
    expect(playable(build({ active: { purple: 1 }, discard: { brown: 5, white: 1 } }, PT))).toEqual(['purple']);
  });

  it('Crew Chief with nothing to draw', () => {
    expect(playable(build({ active: { purple: 1 } }))).toEqual([]);
    expect(playable(build({ active: { purple: 1 }, discard: { white: 1 } }))).toEqual(['purple']);
  });

  it('the cube is in the used pile before its effect: a lone Mechanic has no active cube to choose', () => {
    const MECH = 'mechanic,pit-crew,steering,turbo,hybrid-engine';
    expect(playable(build({ active: { yellow: 1 }, discard: { white: 1 } }, MECH))).toEqual([]);
    expect(playable(build({ active: { yellow: 2 } }, MECH))).toEqual(['yellow']);
  });
});

describe('"up to" allows zero: still a complete effect', () => {
  it('Rotary Engine with an empty discard pile: 1 wear, no move', () => {
    const s = build({ active: { blue: 1 } });
    expect(playable(s)).toEqual(['blue']);
    const ev = act(s, play('blue'));
    expect(wearGained(ev)).toBe(1);
    expect(s.prompt).toMatchObject({ kind: 'move', max: 0 });
    expect(targets(s)).toEqual([]);
    act(s, STOP);
    expect(s.prompt).toBeNull();
    expect(s.turn.placements).toEqual([]);
  });

  it('Diesel Engine with no dark gray in the discard pile: 2 wear, no move', () => {
    const s = build({ active: { blue: 1 } }, 'car-chief,pit-team,suspension,boost,diesel-engine');
    const ev = run(s, play('blue'), STOP);
    expect(wearGained(ev)).toBe(2);
    expect(s.turn.placements).toEqual([]);
  });
});

describe('the empty wear stock exception', () => {
  const NO_WEAR = { discard: { brown: 80 } };

  it('Gearbox with no wear in the stock still moves; the missing wear is reported', () => {
    const s = build({ active: { green: 1 } }, undefined, NO_WEAR);
    expect(s.stock[4]).toBe(0);
    expect(playable(s)).toEqual(['green']);
    const ev = act(s, play('green'));
    expect(eventsOf(ev, 'wearGained')).toEqual([
      { type: 'wearGained', player: 0, count: 0, missing: 1, reason: 'Gearbox' },
    ]);
    act(s, step(T.sp(0, 1)));
    expect(s.turn.placements.length).toBe(1);
  });

  it('a partly empty stock gives what it has (Turbo: 2 wear, 1 in the stock)', () => {
    const s = build({ active: { green: 1 } }, 'mechanic,pit-crew,steering,turbo,hybrid-engine', {
      discard: { brown: 79 },
    });
    const ev = act(s, play('green'));
    expect(eventsOf(ev, 'wearGained')).toEqual([
      { type: 'wearGained', player: 0, count: 1, missing: 1, reason: 'Turbo' },
    ]);
    expect(s.players[0].used[4]).toBe(1);
    expect(s.stock[4]).toBe(0);
  });

  it('Steering with no wear in the stock: the gear is still discarded and the cube moves', () => {
    const s = build({ active: { red: 1, darkGray: 1 } }, undefined, NO_WEAR);
    run(s, play('red'), { type: 'pick', color: 'darkGray', from: 'active' });
    expect(s.players[0].discard[2]).toBe(1);
    expect(targets(s)).toEqual([T.sp(0, 1), T.sp(1, 1)]);
  });
});
