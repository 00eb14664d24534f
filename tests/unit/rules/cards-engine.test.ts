/**
 * Engine cards (blue): Diesel Engine, Hybrid Engine, Rotary Engine, Supercharged; and the
 * rulebook "Action Phase Example" Parts 1 and 2 played as one turn.
 */
import { describe, expect, it } from 'vitest';
import { reseed } from '../../../src-shared/games/automobiles/index';
import {
  END_ACTIONS,
  END_BUY,
  RULEBOOK_SET,
  STOP,
  act,
  eventsOf,
  makeTrack,
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
  withDraws,
} from '../../helpers/rules-position';

/**
 *   lane 0:  w   w   w    w   w   w   w   w
 *   lane 1:  dg  dg  w/dg dg  dg  dg  dg  dg
 */
const T = makeTrack('ce-basic', [
  Array.from({ length: 8 }, () => ['w', 10] as [string, number]),
  [
    ['dg', 10],
    ['dg', 10],
    ['w/dg', 10],
    ['dg', 10],
    ['dg', 10],
    ['dg', 10],
    ['dg', 10],
    ['dg', 10],
  ],
]);
const PARKED = { space: T.grid(1) - 1, segment: 2 };
type P = NonNullable<Parameters<typeof position>[0]['piles']>[number];

const ROTARY = RULEBOOK_SET;
const DIESEL = 'car-chief,pit-team,suspension,boost,diesel-engine';
const HYBRID = 'manager,crew-chief,suspension,gearbox,hybrid-engine';
const SUPER = 'engineer,pit-captain,aerodynamics,nitro,supercharged';

const at = (cards: string, p0: P, others: P[] = [{}], car = T.grid(0)) =>
  position({
    track: T,
    cars: [{ space: car }, PARKED, ...others.slice(1).map((_, i) => ({ space: T.grid(1) - 1, segment: 1 - i }))],
    piles: [p0, ...others],
    cards,
  });

/** Steps straight along a lane from its k-th space while the prompt allows; returns the count. */
function walk(s: Parameters<typeof act>[0], lane: number, k: number): number {
  let n = 0;
  while (s.prompt?.kind === 'move' && targets(s).includes(T.sp(lane, k + n))) {
    act(s, step(T.sp(lane, k + n)));
    n++;
  }
  return n;
}

describe('Rotary Engine', () => {
  it('card example: 1 white, 3 light gray, 1 blue and 2 wear in the discard pile → up to 4 white spaces; 1 wear', () => {
    const s = at(ROTARY, { active: { blue: 1 }, discard: { white: 1, lightGray: 3, blue: 1, brown: 2 } });
    const ev = act(s, play('blue'));
    expect(wearGained(ev, 'Rotary Engine')).toBe(1);
    expect(s.prompt).toMatchObject({ kind: 'move', min: 0, max: 4 });
    // white only: not the dark gray of lane 1
    expect(targets(s)).toEqual([T.sp(0, 0)]);
    expect(walk(s, 0, 0)).toBe(4);
    expect(s.prompt).toBeNull();
  });

  it('the played cube (used pile) and the active pile do not count', () => {
    const s = at(ROTARY, { active: { blue: 1, red: 1, green: 1 }, discard: { white: 2 } });
    act(s, play('blue'));
    expect(s.prompt).toMatchObject({ max: 1 });
  });
});

describe('Diesel Engine', () => {
  it('card example: 3 dark gray cubes in the discard pile → up to 3 consecutive dark gray spaces; 2 wear', () => {
    const s = at(DIESEL, { active: { blue: 1 }, discard: { darkGray: 3, white: 4 } }, [{}], T.grid(1));
    const ev = act(s, play('blue'));
    expect(wearGained(ev, 'Diesel Engine')).toBe(2);
    expect(s.prompt).toMatchObject({ kind: 'move', min: 0, max: 3 });
    expect(targets(s)).toEqual([T.sp(1, 0)]);
    expect(walk(s, 1, 0)).toBe(3);
  });
});

describe('Hybrid Engine', () => {
  // 2 blue active (one is played: 1 active + 1 on the track) and 2 discarded: 4
  const mine: P = { active: { blue: 2 }, discard: { blue: 2 } };

  it('card example: 1 active + 1 on the track + 2 discarded = 4, more than 3 → up to 2 spaces of one colour; 1 wear', () => {
    const s = at(HYBRID, mine, [{ discard: { blue: 3 } }]);
    const ev = act(s, play('blue'));
    expect(wearGained(ev, 'Hybrid Engine')).toBe(1);
    expect(s.prompt).toMatchObject({ kind: 'move', min: 0, max: 2, sameColor: true });
    expect(targets(s)).toEqual([T.sp(0, 0), T.sp(1, 0)]);
  });

  it('not when another player has 4 or more blue cubes in the discard pile: only the wear', () => {
    const s = at(HYBRID, mine, [{ discard: { blue: 4 } }]);
    const ev = act(s, play('blue'));
    expect(wearGained(ev, 'Hybrid Engine')).toBe(1);
    expect(s.prompt).toBeNull();
    expect(s.turn.placements).toEqual([]);
  });

  it('compared with each other player one by one, strictly more than each', () => {
    const ok = at(HYBRID, mine, [{ discard: { blue: 3 } }, { discard: { blue: 3 } }]);
    act(ok, play('blue'));
    expect(ok.prompt).toMatchObject({ kind: 'move' }); // 4 > 3 and 4 > 3 (the 6 together do not matter)
    const no = at(HYBRID, mine, [{ discard: { blue: 1 } }, { discard: { blue: 4 } }]);
    act(no, play('blue'));
    expect(no.prompt).toBeNull();
  });

  it("other players' active and used blue cubes do not count for them", () => {
    const s = at(HYBRID, mine, [{ discard: { blue: 3 }, active: { blue: 5 } }]);
    act(s, play('blue'));
    expect(s.prompt).toMatchObject({ kind: 'move' });
  });

  it('the two spaces must be the same colour (a combo space shares any of its colours)', () => {
    const w = at(HYBRID, mine, [{}]);
    run(w, play('blue'), step(T.sp(0, 0)));
    expect(targets(w)).toEqual([T.sp(0, 1)]); // white again; not lane 1's dark gray
    const d = at(HYBRID, mine, [{}]);
    run(d, play('blue'), step(T.sp(1, 0)));
    expect(targets(d)).toEqual([T.sp(1, 1)]); // dark gray again; not lane 0's white
    const c = at(HYBRID, mine, [{}], T.sp(0, 0));
    run(c, play('blue'), step(T.sp(0, 1)));
    expect(targets(c)).toContain(T.sp(1, 2)); // white then the white/dark gray combo
  });
});

describe('Supercharged', () => {
  it('1 wear; up to 2 discarded cubes back to the active pile, usable at once', () => {
    const s = at(SUPER, { active: { blue: 1 }, discard: { white: 1, brown: 3 } });
    const ev = act(s, play('blue'));
    expect(wearGained(ev, 'Supercharged')).toBe(1);
    expect(picks(s)).toEqual(['brown@discard', 'white@discard']);
    run(s, pick('white', 'discard'), pick('brown', 'discard'));
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].active)).toEqual({ white: 1, brown: 1 });
    expect(pile(s.players[0].discard)).toEqual({ brown: 2 });
    expect(playable(s).sort()).toEqual(['brown', 'white']);
  });

  it('may take fewer (up to 2)', () => {
    const s = at(SUPER, { active: { blue: 1 }, discard: { white: 3 } });
    run(s, play('blue'), pick('white', 'discard'), STOP);
    expect(pile(s.players[0].active)).toEqual({ white: 1 });
  });
});

/**
 * Rulebook "Action Phase Example" (card set Car Chief, Crew Chief, Steering, Gearbox,
 * Rotary Engine), the blue player, 4th of 5. Part 1: Crew Chief draws wear, wear and a third
 * cube, then removes the 5 wear of the discard pile (not the 2 just drawn). Then a red and a
 * yellow cube. Part 2: the 2 wear go to the discard pile; Rotary Engine moves 4 white spaces
 * (+1 wear); Gearbox moves 2 of up to 4 light gray spaces (+1 wear) to draft the purple car.
 */
describe('rulebook Action Phase Example, Parts 1 and 2', () => {
  const A = makeTrack('ce-example', [
    [
      ['w', 10],
      ['w', 10],
      ['w', 10],
      ['w', 10],
      ['lg', 10],
      ['lg', 10],
      ['lg', 10],
      ['lg', 10],
    ],
    Array.from({ length: 8 }, () => ['dg', 10] as [string, number]),
  ]);
  // seats: 0 blue, 1 purple, 2 green, 3 red, 4 yellow
  const build = () =>
    position({
      track: A,
      cards: RULEBOOK_SET,
      cars: [
        { space: A.grid(0) }, // blue: 4th
        { space: A.sp(0, 6) }, // purple, ahead in blue's lane
        { space: A.sp(1, 7) },
        { space: A.sp(1, 5) },
        { space: A.grid(1) - 1 }, // yellow: 5th
      ],
      piles: [
        {
          active: { purple: 1, red: 1, yellow: 1, blue: 1, green: 1, darkGray: 1, white: 1 },
          bag: { brown: 2, lightGray: 2, white: 1 },
          discard: { brown: 5, white: 1, lightGray: 2 },
        },
      ],
    });

  it('plays out as in the rulebook', () => {
    // Part 1 — the draws are chance: take a seed that draws wear, wear, then something else.
    const { s, events } = withDraws(
      build,
      (g) => act(g, play('purple')),
      (ev) => {
        const d = eventsOf(ev, 'cubesDrawn')[0]?.colors ?? [];
        return d.length === 3 && d[0] === 'brown' && d[1] === 'brown';
      },
      reseed,
    );
    expect(eventsOf(events, 'cubeRemoved').filter((e) => e.from === 'discard' && e.color === 'brown').length).toBe(5);
    expect(s.players[0].active[4]).toBe(2);
    expect(pile(s.players[0].discard)).toEqual({ white: 1, lightGray: 2 });

    // a red (Steering: a dark gray cube discarded, no move) and a yellow (Car Chief: light gray → dark gray)
    let ev = run(s, play('red'), pick('darkGray', 'active'), STOP, play('yellow'), pick('lightGray', 'discard'));
    expect(wearGained(ev, 'Steering')).toBe(1);
    expect(pile(s.players[0].discard)).toEqual({ white: 1, lightGray: 1, darkGray: 1 });

    // Part 2: the 2 wear to the discard pile
    run(s, play('brown'), play('brown'));
    expect(s.players[0].discard[4]).toBe(2);
    expect(s.players[0].active[4]).toBe(0);

    // Rotary Engine: 4 colours in the discard pile (white, light gray, dark gray, wear) → 4 white spaces
    ev = act(s, play('blue'));
    expect(wearGained(ev, 'Rotary Engine')).toBe(1);
    expect(s.prompt).toMatchObject({ max: 4 });
    run(s, step(A.sp(0, 0)), step(A.sp(0, 1)), step(A.sp(0, 2)), step(A.sp(0, 3)));
    expect(s.prompt).toBeNull();

    // Gearbox: 4th place → up to 4 light gray; he takes 2 to draft purple
    ev = act(s, play('green'));
    expect(wearGained(ev, 'Gearbox')).toBe(1);
    expect(s.prompt).toMatchObject({ max: 4 });
    run(s, step(A.sp(0, 4)), step(A.sp(0, 5)));
    // purple's space is closed (one segment) and lane 1 is dark gray: the move ends there by itself
    expect(s.prompt).toBeNull();

    ev = run(s, END_ACTIONS, END_BUY);
    expect(s.players[0].car).toEqual({ space: A.sp(0, 5), segment: 0 });
    expect(eventsOf(ev, 'drafting')).toEqual([{ type: 'drafting', player: 0, behind: 1, reason: 'drafting' }]);
    expect(wearGained(ev, 'decline')).toBe(0);
    // Steering, Rotary and Gearbox each gave 1 wear, plus the 2 drawn (the End Phase refilled the bag)
    const pl = s.players[0];
    expect(pl.bag[4] + pl.active[4] + pl.discard[4]).toBe(5);
  });
});
