/**
 * Performance cards (green): Boost, Gearbox, Nitro, Turbo.
 */
import { describe, expect, it } from 'vitest';
import { COMPONENT_COUNTS } from '../../../src-shared/games/automobiles';
import {
  END_ACTIONS,
  STOP,
  act,
  choose,
  cubeTotals,
  currentPlayer,
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
  step,
  targets,
  wearGained,
} from '../../helpers/rules-position';

/** Two lanes of light gray spaces. */
const L = makeTrack('cpf-lg', [
  Array.from({ length: 9 }, () => ['lg', 10] as [string, number]),
  Array.from({ length: 9 }, () => ['lg', 10] as [string, number]),
]);

const GEARBOX = 'car-chief,crew-chief,steering,gearbox,rotary-engine';
const TURBO = 'mechanic,pit-crew,steering,turbo,hybrid-engine';
const NITRO = 'engineer,pit-captain,aerodynamics,nitro,supercharged';
const BOOST = 'car-chief,pit-team,suspension,boost,diesel-engine';

/** Walks the moving cube straight along lane `lane` until the prompt closes; returns the steps taken. */
function walk(s: Parameters<typeof act>[0], lane: number, from: number): number {
  let k = from;
  let n = 0;
  while (s.prompt && s.prompt.kind === 'move' && targets(s).includes(L.sp(lane, k))) {
    act(s, step(L.sp(lane, k)));
    k++;
    n++;
  }
  return n;
}

describe('Gearbox', () => {
  it('card example: 3rd place of 4 → up to 3 light gray spaces; 1 wear', () => {
    const s = position({
      track: L,
      cars: [{ space: L.sp(0, 2) }, { space: L.sp(0, 7) }, { space: L.sp(1, 5) }, { space: L.sp(1, 0) }],
      piles: [{ active: { green: 1 } }],
      cards: GEARBOX,
    });
    const ev = act(s, play('green'));
    expect(wearGained(ev, 'Gearbox')).toBe(1);
    expect(s.prompt).toMatchObject({ kind: 'move', min: 0, max: 3 });
    expect(walk(s, 0, 3)).toBe(3);
    expect(s.prompt).toBeNull();
  });

  it('card example: 4th (last) place of 4 → up to 5 light gray spaces', () => {
    const s = position({
      track: L,
      cars: [{ space: L.sp(0, 0) }, { space: L.sp(0, 8) }, { space: L.sp(1, 6) }, { space: L.sp(1, 7) }],
      piles: [{ active: { green: 1 } }],
      cards: GEARBOX,
    });
    act(s, play('green'));
    expect(s.prompt).toMatchObject({ max: 5 });
    expect(walk(s, 0, 1)).toBe(5);
  });

  it('1st place → up to 1', () => {
    const s = position({
      track: L,
      cars: [{ space: L.sp(0, 4) }, { space: L.sp(1, 0) }, { space: L.sp(0, 1) }],
      piles: [{ active: { green: 1 } }],
      cards: GEARBOX,
    });
    act(s, play('green'));
    expect(s.prompt).toMatchObject({ max: 1 });
  });

  it('a tie for position: the inner lane is leading', () => {
    const outer = position({
      track: L,
      cars: [{ space: L.sp(1, 2) }, { space: L.sp(0, 2) }],
      piles: [{ active: { green: 1 } }],
      cards: GEARBOX,
    });
    act(outer, play('green'));
    expect(outer.prompt).toMatchObject({ max: 3 }); // 2nd and last of 2: 2 + 1
    const inner = position({
      track: L,
      cars: [{ space: L.sp(0, 2) }, { space: L.sp(1, 2) }],
      piles: [{ active: { green: 1 } }],
      cards: GEARBOX,
    });
    act(inner, play('green'));
    expect(inner.prompt).toMatchObject({ max: 1 });
  });

  it('position is taken at the start of the Action Phase: cubes placed ahead first do not change it', () => {
    const s = position({
      track: L,
      cars: [{ space: L.sp(0, 0) }, { space: L.sp(0, 2) }],
      piles: [{ active: { green: 1, lightGray: 3 } }],
      cards: GEARBOX,
    });
    run(
      s,
      play('lightGray'),
      step(L.sp(1, 1)),
      play('lightGray'),
      step(L.sp(1, 2)),
      play('lightGray'),
      step(L.sp(1, 3)),
    );
    act(s, play('green'));
    expect(s.prompt).toMatchObject({ max: 3 }); // still last of 2
  });
});

describe('Turbo', () => {
  it('card example: own 2 green + 1 + 1 in the other discard piles → up to 6 light gray spaces; 2 wear', () => {
    const s = position({
      track: L,
      cars: [{ space: L.grid(0) }, { space: L.grid(1) }, { space: L.grid(1) - 1 }],
      piles: [
        { active: { green: 2 }, discard: { green: 2 }, bag: { green: 3 } },
        { discard: { green: 1 }, active: { green: 2 } },
        { discard: { green: 1 } },
      ],
      cards: TURBO,
    });
    const ev = act(s, play('green'));
    expect(wearGained(ev, 'Turbo')).toBe(2);
    // the played cube (used pile) and the other active/bag cubes do not count
    expect(s.prompt).toMatchObject({ kind: 'move', min: 0, max: 6 });
    expect(walk(s, 0, 0)).toBe(6);
    expect(s.prompt).toBeNull();
  });

  it('no green in any discard pile: up to 2', () => {
    const s = position({
      track: L,
      cars: [{ space: L.grid(0) }, { space: L.grid(1) }],
      piles: [{ active: { green: 1 } }],
      cards: TURBO,
    });
    act(s, play('green'));
    expect(s.prompt).toMatchObject({ max: 2 });
  });
});

describe('Nitro', () => {
  it('draws exactly 2; one goes to the active pile, the other to the discard pile', () => {
    const s = position({
      track: L,
      cars: [{ space: L.grid(0) }, { space: L.grid(1) }],
      piles: [{ active: { green: 1 }, bag: { white: 1, black: 1 } }],
      cards: NITRO,
    });
    const ev = act(s, play('green'));
    expect(eventsOf(ev, 'cubesDrawn')[0].colors.sort()).toEqual(['black', 'white']);
    expect([...s.prompt!.held!].sort()).toEqual([0, 3]);
    expect(cubeTotals(s)).toEqual(COMPONENT_COUNTS);
    expect(picks(s)).toEqual(['black@held', 'white@held']);
    expect(isLegal(s, STOP)).toBe(false);
    act(s, pick('black', 'held'));
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].active)).toEqual({ black: 1 });
    expect(pile(s.players[0].discard)).toEqual({ white: 1 });
    expect(pile(s.players[0].bag)).toEqual({});
    expect(cubeTotals(s)).toEqual(COMPONENT_COUNTS);
  });

  it('two cubes of one colour: one choice', () => {
    const s = position({
      track: L,
      cars: [{ space: L.grid(0) }, { space: L.grid(1) }],
      piles: [{ active: { green: 1 }, bag: { lightGray: 2 } }],
      cards: NITRO,
    });
    act(s, play('green'));
    expect(picks(s)).toEqual(['lightGray@held']);
    act(s, pick('lightGray', 'held'));
    expect(pile(s.players[0].active)).toEqual({ lightGray: 1 });
    expect(pile(s.players[0].discard)).toEqual({ lightGray: 1 });
    // the kept light gray can be used at once
    run(s, play('lightGray'), step(L.sp(0, 0)));
  });

  it('the bag runs empty after the first cube: refilled from the discard pile for the second', () => {
    const s = position({
      track: L,
      cars: [{ space: L.grid(0) }, { space: L.grid(1) }],
      piles: [{ active: { green: 1 }, bag: { white: 1 }, discard: { black: 1 } }],
      cards: NITRO,
    });
    const ev = act(s, play('green'));
    expect(eventsOf(ev, 'bagRefilled')).toEqual([{ type: 'bagRefilled', player: 0, count: 1 }]);
    expect(eventsOf(ev, 'cubesDrawn')[0].colors).toEqual(['white', 'black']);
  });
});

describe('Boost', () => {
  const build = (turn = 0) =>
    position({
      track: L,
      cars: [{ space: L.grid(0) }, { space: L.grid(1) }, { space: L.grid(1) - 1 }],
      piles: [
        { active: { green: 1 }, bag: { white: 5 } },
        { active: { green: 1 }, bag: { yellow: 3 } },
        {}, // nothing to draw
      ],
      cards: BOOST,
      turn,
    });

  it('draws up to 3 cubes one at a time, 1 wear each; then each other player chooses to draw 1, without wear', () => {
    const s = build();
    act(s, play('green'));
    expect(legalActions(s)).toEqual([choose('draw'), STOP]);
    let ev = act(s, choose('draw'));
    expect(eventsOf(ev, 'cubesDrawn')[0].colors).toEqual(['white']);
    expect(wearGained(ev, 'Boost')).toBe(1);
    run(s, choose('draw'));
    act(s, choose('draw'));
    // the third draw ends the drawing; now player 1 decides
    expect(s.players[0].active[0]).toBe(3);
    expect(s.players[0].used[4]).toBe(3);
    expect(currentPlayer(s)).toBe(1);
    expect(s.prompt).toMatchObject({ kind: 'boostReply', player: 1 });
    expect(legalActions(s)).toEqual([choose('draw'), STOP]);
    ev = act(s, choose('draw'));
    expect(eventsOf(ev, 'boostReply')).toEqual([{ type: 'boostReply', player: 1, drew: true }]);
    expect(wearGained(ev)).toBe(0);
    expect(pile(s.players[1].active)).toEqual({ green: 1, yellow: 1 });
    // player 2 has nothing to draw: may only decline
    expect(currentPlayer(s)).toBe(2);
    expect(legalActions(s)).toEqual([STOP]);
    ev = act(s, STOP);
    expect(eventsOf(ev, 'boostReply')).toEqual([{ type: 'boostReply', player: 2, drew: false }]);
    // back to player 0's Action Phase
    expect(currentPlayer(s)).toBe(0);
    expect(s.prompt).toBeNull();
    expect(s.phase).toBe('action');
  });

  it('may stop after fewer draws (1 wear per cube drawn), or draw none at all', () => {
    const s = build();
    const ev = run(s, play('green'), choose('draw'), STOP);
    expect(wearGained(ev, 'Boost')).toBe(1);
    expect(currentPlayer(s)).toBe(1);
    const z = build();
    const ev0 = run(z, play('green'), STOP);
    expect(wearGained(ev0)).toBe(0);
    expect(currentPlayer(z)).toBe(1); // the others still may draw
  });

  it('the other players answer in turn order after the Boost player', () => {
    const s = build(1);
    run(s, play('green'), STOP);
    expect(currentPlayer(s)).toBe(2);
    act(s, STOP);
    expect(currentPlayer(s)).toBe(0);
    act(s, choose('draw'));
    expect(currentPlayer(s)).toBe(1);
    expect(s.prompt).toBeNull();
    expect(s.players[0].active[0]).toBe(1);
    act(s, END_ACTIONS);
    expect(s.phase).toBe('buy');
  });
});
