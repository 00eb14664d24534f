/**
 * Garage cards (yellow): Car Chief, Engineer, Manager, Mechanic.
 */
import { describe, expect, it } from 'vitest';
import { buildView } from '../../../src-shared/games/automobiles/session/build-view';
import {
  END_ACTIONS,
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
  types,
} from '../../helpers/rules-position';
import { promptWords } from '../../../src-renderer/games/automobiles/i18n/prompt-wording';

const T = makeTrack('cg-basic', [
  [
    ['w', 10],
    ['lg', 10],
    ['dg', 10],
    ['b', 10],
  ],
  [
    ['w', 10],
    ['lg', 10],
    ['dg', 10],
    ['b', 10],
  ],
]);
const CARS = [{ space: T.sp(0, 0) }, { space: T.sp(1, 0) }];
type P = NonNullable<Parameters<typeof position>[0]['piles']>[number];
const at = (cards: string, p0: P) => position({ track: T, cars: CARS, piles: [p0, {}], cards });

const CAR_CHIEF = 'car-chief,crew-chief,steering,gearbox,rotary-engine';
const ENGINEER = 'engineer,pit-captain,aerodynamics,nitro,supercharged';
const MANAGER = 'manager,crew-chief,suspension,gearbox,hybrid-engine';
const MECHANIC = 'mechanic,pit-crew,steering,turbo,hybrid-engine';

describe('Car Chief', () => {
  it.each([
    ['white', 'lightGray'],
    ['lightGray', 'darkGray'],
    ['darkGray', 'black'],
  ] as const)('removes a %s cube from the discard pile and gains a %s cube (into the used pile)', (from, to) => {
    const s = at(CAR_CHIEF, { active: { yellow: 1 }, discard: { [from]: 1, yellow: 2 } });
    const stockFrom = s.stock[['white', 'lightGray', 'darkGray'].indexOf(from)];
    act(s, play('yellow'));
    expect(picks(s)).toEqual([`${from}@discard`]);
    const ev = act(s, pick(from, 'discard'));
    expect(eventsOf(ev, 'cubeRemoved')).toEqual([
      { type: 'cubeRemoved', player: 0, color: from, from: 'discard', reason: 'Car Chief' },
    ]);
    expect(eventsOf(ev, 'cubeGained')).toEqual([
      { type: 'cubeGained', player: 0, color: to, to: 'used', reason: 'Car Chief' },
    ]);
    expect(pile(s.players[0].discard)).toEqual({ yellow: 2 });
    expect(pile(s.players[0].used)).toEqual({ yellow: 1, [to]: 1 });
    expect(s.stock[['white', 'lightGray', 'darkGray'].indexOf(from)]).toBe(stockFrom + 1);
    expect(s.prompt).toBeNull();
  });

  it('a black cube is removed and nothing is gained', () => {
    const s = at(CAR_CHIEF, { active: { yellow: 1 }, discard: { black: 1 } });
    const ev = run(s, play('yellow'), pick('black', 'discard'));
    expect(eventsOf(ev, 'cubeGained')).toEqual([]);
    expect(pile(s.players[0].discard)).toEqual({});
    expect(pile(s.players[0].used)).toEqual({ yellow: 1 });
  });

  it('only gear cubes of the discard pile may be chosen (not active gears, not other colours)', () => {
    const s = at(CAR_CHIEF, { active: { yellow: 1, white: 2 }, discard: { brown: 2, red: 1, darkGray: 1 } });
    act(s, play('yellow'));
    expect(picks(s)).toEqual(['darkGray@discard']);
    expect(() => act(s, pick('white', 'active'))).toThrowError(/illegal action/);
    expect(types(s)).toEqual(['pick']);
  });

  it('the gained cube is in the used pile: a second Car Chief cannot upgrade it again this turn', () => {
    const s = at(CAR_CHIEF, { active: { yellow: 2 }, discard: { white: 1 } });
    run(s, play('yellow'), pick('white', 'discard'));
    expect(playable(s)).toEqual([]);
  });
});

describe('Engineer', () => {
  it('up to 3 active cubes to the discard pile, then exactly that many removed from it — may be the same cubes', () => {
    const s = at(ENGINEER, { active: { yellow: 1, brown: 2, white: 1 }, discard: { lightGray: 1 } });
    act(s, play('yellow'));
    run(s, pick('brown', 'active'), pick('brown', 'active'));
    expect(pile(s.players[0].discard)).toEqual({ brown: 2, lightGray: 1 });
    act(s, STOP);
    // now exactly 2 removals: no stop
    expect(types(s)).toEqual(['pick']);
    expect(picks(s)).toEqual(['brown@discard', 'lightGray@discard']);
    const stockWear = s.stock[4];
    run(s, pick('brown', 'discard'), pick('brown', 'discard'));
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].discard)).toEqual({ lightGray: 1 });
    expect(pile(s.players[0].active)).toEqual({ white: 1 });
    expect(s.stock[4]).toBe(stockWear + 2);
  });

  it('a third chosen cube ends the choosing by itself; three are removed', () => {
    const s = at(ENGINEER, { active: { yellow: 1, white: 4 }, discard: { brown: 3 } });
    run(s, play('yellow'), pick('white', 'active'), pick('white', 'active'), pick('white', 'active'));
    expect(s.prompt).toMatchObject({ stage: 1, min: 3, max: 3 });
    run(s, pick('brown', 'discard'), pick('brown', 'discard'), pick('white', 'discard'));
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].discard)).toEqual({ brown: 1, white: 2 });
    expect(pile(s.players[0].active)).toEqual({ white: 1 });
  });

  it('choosing none does nothing', () => {
    const s = at(ENGINEER, { active: { yellow: 1, white: 1 }, discard: { brown: 3 } });
    run(s, play('yellow'), STOP);
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].discard)).toEqual({ brown: 3 });
    expect(pile(s.players[0].active)).toEqual({ white: 1 });
  });
});

describe('Manager', () => {
  it('removes an active cube (to the stock), then puts a discarded cube back into the bag', () => {
    const s = at(MANAGER, { active: { yellow: 1, brown: 1, white: 1 }, discard: { darkGray: 1 }, bag: { white: 3 } });
    const stockWear = s.stock[4];
    act(s, play('yellow'));
    // first choice: an active cube or nothing (not from the discard pile)
    expect(picks(s)).toEqual(['brown@active', 'white@active']);
    expect(isLegal(s, STOP)).toBe(true);
    act(s, pick('brown', 'active'));
    expect(s.stock[4]).toBe(stockWear + 1);
    // second choice: active or discard pile, or nothing
    expect(picks(s)).toEqual(['darkGray@discard', 'white@active']);
    act(s, pick('darkGray', 'discard'));
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].bag)).toEqual({ white: 3, darkGray: 1 });
    expect(pile(s.players[0].discard)).toEqual({});
    expect(pile(s.players[0].active)).toEqual({ white: 1 });
  });

  it('may skip the removal and put an active cube back into the bag', () => {
    const s = at(MANAGER, { active: { yellow: 1, black: 1 }, bag: {} });
    run(s, play('yellow'), STOP, pick('black', 'active'));
    expect(pile(s.players[0].bag)).toEqual({ black: 1 });
    expect(pile(s.players[0].active)).toEqual({});
  });

  it('may do neither', () => {
    const s = at(MANAGER, { active: { yellow: 1, black: 1 }, discard: { white: 1 } });
    run(s, play('yellow'), STOP, STOP);
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].active)).toEqual({ black: 1 });
    expect(pile(s.players[0].discard)).toEqual({ white: 1 });
  });
});

describe('Mechanic', () => {
  it('an active cube goes to the used pile without its effect, then up to 2 discarded cubes are removed', () => {
    const s = at(MECHANIC, { active: { yellow: 1, lightGray: 1, white: 1 }, discard: { brown: 3 } });
    act(s, play('yellow'));
    expect(types(s)).toEqual(['pick']); // choosing a cube is not optional
    expect(picks(s)).toEqual(['lightGray@active', 'white@active']);
    act(s, pick('lightGray', 'active'));
    // no move for the light gray cube: its effect is not applied
    expect(s.prompt).toMatchObject({ kind: 'pick', stage: 1, max: 2 });
    expect(pile(s.players[0].used)).toEqual({ yellow: 1, lightGray: 1 });
    run(s, pick('brown', 'discard'), pick('brown', 'discard'));
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].discard)).toEqual({ brown: 1 });
    expect(s.turn.placements).toEqual([]);
    // the chosen cube is not money any more
    act(s, END_ACTIONS);
    expect(s.turn.money).toBe(1);
  });

  it('may remove fewer than 2 (up to)', () => {
    const s = at(MECHANIC, { active: { yellow: 1, white: 1 }, discard: { brown: 3 } });
    run(s, play('yellow'), pick('white', 'active'), pick('brown', 'discard'), STOP);
    expect(pile(s.players[0].discard)).toEqual({ brown: 2 });
  });
});

describe("Manager's two prompts in the view", () => {
  it('each step has its own title (remove from the game, then back into the bag)', () => {
    const s = at(MANAGER, { active: { yellow: 1, white: 1 }, discard: { darkGray: 1 } });
    act(s, play('yellow'));
    const seats = s.players.map((p) => ({ kind: 'human' as const, name: p.name }));
    const titleNow = () => {
      const v = buildView({
        id: 'g',
        version: 0,
        state: s,
        seats,
        log: [],
        stats: [],
        canUndo: false,
        thinking: false,
      });
      return promptWords(v.prompt!, v).title;
    };
    const first = titleNow();
    expect(first).toMatch(/remove a cube .* from the game/);
    act(s, STOP);
    const second = titleNow();
    expect(second).toMatch(/back into your bag/);
    expect(second).not.toBe(first);
  });
});
