/**
 * Handling cards (red): Aerodynamics, Steering, Suspension, Tires.
 */
import { describe, expect, it } from 'vitest';
import {
  END_ACTIONS,
  END_BUY,
  STOP,
  act,
  eventsOf,
  isLegal,
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
  types,
  wearGained,
} from '../../helpers/rules-position';

/**
 *   lane 0:  dg  dg  dg  dg  b   w
 *   lane 1:  w   lg  w   lg  lg  w
 */
const T = makeTrack('ch-basic', [
  [
    ['dg', 10],
    ['dg', 10],
    ['dg', 10],
    ['dg', 10],
    ['b', 10],
    ['w', 10],
  ],
  [
    ['w', 10],
    ['lg', 10],
    ['w', 10],
    ['lg', 10],
    ['lg', 10],
    ['w', 10],
  ],
]);
/** Opponent parked behind, out of the way. */
const PARKED = { space: T.grid(1) - 1, segment: 2 };
type P = NonNullable<Parameters<typeof position>[0]['piles']>[number];
const at = (cards: string, car: number, p0: P) =>
  position({ track: T, cars: [{ space: car }, PARKED], piles: [p0, {}], cards });

const STEERING = 'mechanic,pit-crew,steering,turbo,hybrid-engine';
const SUSPENSION = 'manager,crew-chief,suspension,gearbox,hybrid-engine';
const TIRES = 'car-chief,pit-team,tires,boost,rotary-engine';
const AERO = 'engineer,pit-captain,aerodynamics,nitro,supercharged';

describe('Steering', () => {
  it('card example: discards a black cube from the active pile, then up to 3 consecutive dark gray spaces; 1 wear', () => {
    const s = at(STEERING, T.grid(0), { active: { red: 1, black: 1, white: 1 }, bag: { yellow: 7 } });
    const ev = act(s, play('red'));
    expect(wearGained(ev, 'Steering')).toBe(1);
    // white cannot be chosen (no colour below it)
    expect(picks(s)).toEqual(['black@active']);
    act(s, pick('black', 'active'));
    expect(pile(s.players[0].discard)).toEqual({ black: 1 });
    expect(s.prompt).toMatchObject({ kind: 'move', max: 3, min: 0 });
    run(s, step(T.sp(0, 0)), step(T.sp(0, 1)));
    expect(targets(s)).toEqual([T.sp(0, 2)]);
    act(s, step(T.sp(0, 2)));
    expect(s.prompt).toBeNull();
    expect(s.turn.placements).toEqual([{ color: 7, space: T.sp(0, 2), segment: 0 }]);
    run(s, END_ACTIONS, END_BUY);
    // the chosen gear cube stays in the discard pile
    expect(s.players[0].discard[3]).toBe(1);
  });

  it('light gray chosen: white spaces; the red cube moves on white only', () => {
    const s = at(STEERING, T.grid(1), { active: { red: 1, lightGray: 1 } });
    run(s, play('red'), pick('lightGray', 'active'));
    expect(targets(s)).toEqual([T.sp(1, 0)]);
  });

  it('may stop after fewer spaces (up to 3)', () => {
    const s = at(STEERING, T.grid(0), { active: { red: 1, black: 1 } });
    run(s, play('red'), pick('black', 'active'), step(T.sp(0, 0)), STOP);
    expect(s.turn.placements).toEqual([{ color: 7, space: T.sp(0, 0), segment: 0 }]);
  });
});

describe('Suspension', () => {
  it('card example: a dark gray cube in the discard pile lets the red cube onto one dark gray space; 1 wear; the gear stays', () => {
    const s = at(SUSPENSION, T.grid(0), { active: { red: 1 }, discard: { darkGray: 1, lightGray: 1 } });
    const ev = act(s, play('red'));
    expect(wearGained(ev, 'Suspension')).toBe(1);
    // light gray has no space next to the car (lane 1 starts white)
    expect(picks(s)).toEqual(['darkGray@discard']);
    act(s, pick('darkGray', 'discard'));
    expect(types(s)).toEqual(['step']);
    expect(targets(s)).toEqual([T.sp(0, 0)]);
    act(s, step(T.sp(0, 0)));
    // exactly one space
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].discard)).toEqual({ darkGray: 1, lightGray: 1 });
  });

  it('chains from the previous cube like any move', () => {
    const s = at(SUSPENSION, T.grid(1), { active: { red: 1, white: 1 }, discard: { lightGray: 1 } });
    run(s, play('white'), step(T.sp(1, 0)), play('red'), pick('lightGray', 'discard'));
    expect(targets(s)).toEqual([T.sp(1, 1)]);
  });
});

describe('Tires', () => {
  it('card example: a dark gray cube named: light gray or white; the gear stays in the active pile; no wear', () => {
    // from lane 1's white space: lane 1 light gray ahead, lane 0 dark gray diagonally
    const s = at(TIRES, T.sp(1, 0), { active: { red: 1, darkGray: 1 } });
    const ev = act(s, play('red'));
    expect(wearGained(ev)).toBe(0);
    expect(picks(s)).toEqual(['darkGray@active']);
    act(s, pick('darkGray', 'active'));
    expect(targets(s)).toEqual([T.sp(1, 1)]); // light gray; not the dark gray diagonal
    act(s, step(T.sp(1, 1)));
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].active)).toEqual({ darkGray: 1 });
    // the named cube is still in the active pile: still money
    act(s, END_ACTIONS);
    expect(s.turn.money).toBe(1);
  });

  it('dark gray named: a white space is accepted too', () => {
    // from lane 1's light gray space: lane 1 white ahead, lane 0 dark gray diagonally
    const s = at(TIRES, T.sp(1, 1), { active: { red: 1, darkGray: 1 } });
    run(s, play('red'), pick('darkGray', 'active'));
    expect(targets(s)).toEqual([T.sp(1, 2)]);
  });

  it('black named: white, light gray or dark gray spaces', () => {
    const s = at(TIRES, T.sp(1, 0), { active: { red: 1, black: 1 } });
    run(s, play('red'), pick('black', 'active'));
    expect(targets(s)).toEqual([T.sp(0, 1), T.sp(1, 1)]);
  });

  it('exactly one space', () => {
    const s = at(TIRES, T.grid(1), { active: { red: 1, lightGray: 1 } });
    run(s, play('red'), pick('lightGray', 'active'));
    expect(isLegal(s, STOP)).toBe(false);
    act(s, step(T.sp(1, 0)));
    expect(s.prompt).toBeNull();
  });
});

describe('Aerodynamics', () => {
  it('no wear in the Decline Phase, whatever the colours moved on ("considered to be drafting")', () => {
    const s = at(AERO, T.sp(0, 3), { active: { red: 1, black: 1 }, bag: { yellow: 7 } });
    const played = act(s, play('red'));
    expect(s.prompt).toBeNull();
    expect(wearGained(played)).toBe(0);
    run(s, play('black'), step(T.sp(0, 4)));
    const ev = run(s, END_ACTIONS, END_BUY);
    expect(eventsOf(ev, 'drafting')).toEqual([{ type: 'drafting', player: 0, behind: null, reason: 'aerodynamics' }]);
    expect(wearGained(ev)).toBe(0);
    // the red cube goes to the discard pile in the End Phase
    expect(s.players[0].discard[7]).toBe(1);
  });

  it('does not prevent wear gained in the Action Phase', () => {
    const s = at('engineer,pit-captain,aerodynamics,gearbox,supercharged', T.sp(1, 0), {
      active: { red: 1, green: 1 },
      bag: { yellow: 7 },
    });
    run(s, play('red'));
    // first place: up to 1 light gray space
    const ev = run(s, play('green'), step(T.sp(1, 1)));
    expect(wearGained(ev, 'Gearbox')).toBe(1);
    expect(wearGained(run(s, END_ACTIONS, END_BUY))).toBe(0);
    expect(s.players[0].discard[4]).toBe(1);
  });

  it('is only for this turn: the next turn gains wear again', () => {
    const s = position({
      track: T,
      cars: [{ space: T.sp(0, 2) }, PARKED],
      piles: [{ active: { red: 1 }, bag: { darkGray: 7 } }, { bag: { yellow: 7 } }],
      cards: AERO,
    });
    run(s, play('red'), END_ACTIONS, END_BUY); // player 0
    run(s, END_ACTIONS, END_BUY); // player 1
    expect(playable(s)).toEqual(['darkGray']);
    run(s, play('darkGray'), step(T.sp(0, 3)));
    expect(wearGained(run(s, END_ACTIONS, END_BUY), 'decline')).toBe(3);
  });
});
