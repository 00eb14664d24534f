/**
 * "Why not?": every refused button of a hand-built position gets the reason that fits it,
 * and the reasons never contradict legalActions (checked on hand-built positions and along
 * random bot races).
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  clone,
  createGame,
  currentPlayer,
  legalActions,
  type Action,
  type GameState,
  sameAction,
  refusals,
  whyNot,
  type Refusal,
} from '../../../src-shared/games/automobiles';
import { giveTurnTo, setPiles, type PileSpec } from '../../../src-shared/games/automobiles/testing';
import { findTrack, registerTrack } from '../../../src-shared/games/automobiles/track/track-registry';
import { RandomBot } from '../../../src-shared/games/automobiles/bots/random-bot';
import { ladderTrack, type SpaceSpec } from '../../helpers/test-track';
import { FT, fuelPosition, use } from '../fuel/fuel-helpers';
import { LEARN_MESSAGES } from '../../../src-renderer/games/automobiles/i18n/learn-messages';
import { getFuelCard } from '../../../src-shared/games/automobiles';

/** Two lanes: a 3-segment grid space, then nine spaces all of one colour. */
function colourTrack(color: 'w' | 'b'): string {
  const id = `why-not-${color}`;
  if (!findTrack(id)) {
    const lane: SpaceSpec[] = [['w', 10, 3], ...Array.from({ length: 9 }, (): SpaceSpec => [color, 10, 1])];
    registerTrack(ladderTrack(id, [lane, lane]));
  }
  return id;
}

/** Player 0's Action Phase on a track of one colour, with the given cards and piles. */
function position(color: 'w' | 'b', cards: string, piles: { bag?: PileSpec; active?: PileSpec; discard?: PileSpec }) {
  const s = createGame({ players: 2, track: colourTrack(color), cards, seed: 3, seatOneStarts: true });
  giveTurnTo(s, 0);
  setPiles(s, 0, { bag: {}, active: {}, used: {}, discard: {}, ...piles });
  return s;
}

const play = (color: string) => ({ type: 'play', color }) as Action;
const isLegal = (s: GameState, a: Action) => legalActions(s).some((l) => sameAction(l, a));
function reasonOf(s: GameState, a: Action): Refusal {
  expect(isLegal(s, a), `${JSON.stringify(a)} must be refused`).toBe(false);
  const r = whyNot(s, a);
  expect(r).not.toBeNull();
  // The same reason in the list of refused buttons.
  const listed = refusals(s).find((x) => sameAction(x.action, a));
  if (listed) expect(listed).toEqual(r);
  return r!;
}

// Colours of the five action cards: garage yellow, pit purple, handling red, performance green, engine blue.
const CARDS_A = 'car-chief,pit-team,steering,nitro,diesel-engine';
const CARDS_B = 'mechanic,crew-chief,tires,boost,rotary-engine';

describe('why not: a reason for each refused action', () => {
  it('a gear cube with no space of its colour ahead: noReachableSpace, and the legal white gets none', () => {
    const s = position('w', CARDS_A, { active: { black: 1, white: 1 } });
    expect(reasonOf(s, play('black'))).toMatchObject({ code: 'noReachableSpace', params: { color: 'black' } });
    expect(isLegal(s, play('white'))).toBe(true);
    expect(whyNot(s, play('white'))).toBeNull();
  });

  it('Nitro with one cube left to draw: notEnoughToDraw (need 2, have 1)', () => {
    const s = position('w', CARDS_A, { active: { green: 1 }, discard: { white: 1 } });
    expect(reasonOf(s, play('green'))).toMatchObject({
      code: 'notEnoughToDraw',
      params: { card: 'nitro', need: 2, have: 1 },
    });
  });

  it('Crew Chief with an empty bag and discard pile: notEnoughToDraw (need 1, have 0)', () => {
    const s = position('w', CARDS_B, { active: { purple: 1 } });
    expect(reasonOf(s, play('purple'))).toMatchObject({ code: 'notEnoughToDraw', params: { need: 1, have: 0 } });
  });

  it('Car Chief without a discarded gear: noUpgradableGear', () => {
    const s = position('w', CARDS_A, { active: { yellow: 1 }, discard: { brown: 2 } });
    expect(reasonOf(s, play('yellow')).code).toBe('noUpgradableGear');
  });

  it('Pit Team with only wear discarded: noDiscardedCube', () => {
    const s = position('w', CARDS_A, { active: { purple: 1 }, discard: { brown: 1 } });
    expect(reasonOf(s, play('purple')).code).toBe('noDiscardedCube');
  });

  it('Steering with only white gears active: noGearAboveWhite', () => {
    const s = position('w', CARDS_A, { active: { red: 1, white: 2 } });
    expect(reasonOf(s, play('red')).code).toBe('noGearAboveWhite');
  });

  it('Mechanic as the only active cube: noOtherActiveCube', () => {
    const s = position('w', CARDS_B, { active: { yellow: 1 } });
    expect(reasonOf(s, play('yellow')).code).toBe('noOtherActiveCube');
  });

  it('Tires on an all-black track: noLowerSpaceReachable (and noGearAboveWhite without a gear)', () => {
    const s = position('b', CARDS_B, { active: { red: 1, darkGray: 1 } });
    expect(reasonOf(s, play('red')).code).toBe('noLowerSpaceReachable');
    const bare = position('b', CARDS_B, { active: { red: 1 } });
    expect(reasonOf(bare, play('red')).code).toBe('noGearAboveWhite');
  });

  it('the pit stop after a cube was used: alreadyActed', () => {
    const s = position('w', CARDS_A, { active: { white: 2 } });
    expect(whyNot(s, { type: 'pitStop' })).toBeNull();
    applyAction(s, play('white'));
    // A choice is open now (where the cube goes): everything else waits for it.
    expect(reasonOf(s, { type: 'endActions' }).code).toBe('finishChoiceFirst');
    const target = legalActions(s).find((a) => a.type === 'step')!;
    applyAction(s, target);
    if (s.prompt) applyAction(s, { type: 'stop' });
    expect(reasonOf(s, { type: 'pitStop' }).code).toBe('alreadyActed');
  });

  it('buys: cannotAfford, stockEmpty, notForSale; a play in the buy phase: wrongPhase', () => {
    const s = createGame({ players: 2, track: colourTrack('w'), cards: CARDS_A, seed: 3, seatOneStarts: true });
    expect(s.phase).toBe('setup');
    s.turn.money = 2;
    expect(reasonOf(s, { type: 'buy', color: 'black' })).toMatchObject({
      code: 'cannotAfford',
      params: { money: 2 },
    });
    const shortStock = clone(s);
    shortStock.turn.money = 99;
    shortStock.stock[3] = 0; // black
    expect(reasonOf(shortStock, { type: 'buy', color: 'black' })).toMatchObject({
      code: 'stockEmpty',
      params: { color: 'black' },
    });
    expect(reasonOf(s, { type: 'buy', color: 'brown' }).code).toBe('notForSale');
    expect(reasonOf(s, play('white'))).toMatchObject({ code: 'wrongPhase', params: { phase: 'setup' } });
    const listed = refusals(s).map((r) => r.action);
    expect(listed).toContainEqual({ type: 'buy', color: 'black' });
    expect(listed).not.toContainEqual({ type: 'buy', color: 'brown' }); // wear has no button
  });
});

describe('why not: a Fuel Mixture card that cannot be used says why (issue #32)', () => {
  const FAR = FT.sp(2, 7);
  const fuelName = (id: string) => getFuelCard(id)?.name ?? id;
  const words = (r: Refusal) => LEARN_MESSAGES.whyNot.reason(r, fuelName);

  it('Race Gas with 2 cubes: fuelCannotPay (any 3, have 2), worded with the card’s name', () => {
    const s = fuelPosition('race-gas', [{ space: FT.sp(1, 1) }, { space: FAR }], [{ active: { white: 2 } }]);
    const r = reasonOf(s, use('race-gas'));
    expect(r).toMatchObject({ code: 'fuelCannotPay', params: { card: 'race-gas', need: 3, have: 2 } });
    expect(words(r)).toBe('Race Gas is paid with any 3 cubes, but your active pile holds only 2.');
  });

  it('Rich Mix without light grey: fuelCannotPay, naming the colour short', () => {
    const s = fuelPosition('rich-mix', [{ space: FT.grid(0) }, { space: FAR }], [{ active: { white: 2 } }]);
    const r = reasonOf(s, use('rich-mix'));
    expect(r).toMatchObject({ code: 'fuelCannotPay', params: { short: 'lightGray:1' } });
    expect(words(r)).toBe('Rich Mix is paid from your active pile, which is 1 light grey short.');
  });

  it('Race Gas paid but no black space ahead: fuelNoPath', () => {
    const s = fuelPosition('race-gas', [{ space: FT.grid(0) }, { space: FAR }], [{ active: { white: 3 } }]);
    const r = reasonOf(s, use('race-gas'));
    expect(r).toMatchObject({ code: 'fuelNoPath', params: { steps: 1, color: 'black' } });
    expect(words(r)).toMatch(/^Race Gas moves exactly 1 black space, and no such path/);
  });

  it('Lean Burn with one cube to draw: notEnoughToDraw; a usable card is not refused', () => {
    const short = fuelPosition(
      'lean-burn',
      [{ space: FT.grid(0) }, { space: FAR }],
      [{ active: { white: 2 }, bag: { red: 1 } }],
    );
    expect(reasonOf(short, use('lean-burn'))).toMatchObject({ code: 'notEnoughToDraw', params: { need: 2, have: 1 } });
    const ok = fuelPosition(
      'lean-burn',
      [{ space: FT.grid(0) }, { space: FAR }],
      [{ active: { white: 2 }, bag: { red: 2 } }],
    );
    expect(whyNot(ok, use('lean-burn'))).toBeNull();
    expect(refusals(ok).some((r) => sameAction(r.action, use('lean-burn')))).toBe(false);
  });

  it('along Fuel Mixture bot races: the card’s refusal is listed exactly when legalActions leaves it out', () => {
    let refused = 0;
    for (const seed of [1, 2]) {
      const s = createGame({ players: 2, track: 'beginner-oval', cards: 'random', seed, laps: 1, fuelMixture: true });
      const bot = new RandomBot(seed, { progressBias: 0.7 });
      for (let n = 0; n < 300 && currentPlayer(s) >= 0; n++) {
        const legal = legalActions(s);
        const p = currentPlayer(s);
        const card = s.fuel?.cardOf[p];
        if (card && s.phase === 'action' && !s.prompt) {
          const useIt = use(card);
          const listed = refusals(s).find((r) => sameAction(r.action, useIt));
          expect(!!listed).toBe(!legal.some((l) => sameAction(l, useIt)));
          if (listed) {
            expect(listed.code).not.toBe('notAvailable');
            refused++;
          }
        }
        applyAction(s, bot.chooseAction(clone(s), legal));
      }
    }
    expect(refused).toBeGreaterThan(5);
  });
});

describe('why not never contradicts legalActions', () => {
  it('along random bot races: every refusal is absent from legalActions, every legal action has no reason', () => {
    let checked = 0;
    for (const seed of [1, 2, 3]) {
      const s = createGame({ players: 3, track: 'beginner-oval', cards: 'random', seed, laps: 1 });
      const bot = new RandomBot(seed, { progressBias: 0.7 });
      for (let n = 0; n < 400 && currentPlayer(s) >= 0; n++) {
        const legal = legalActions(s);
        for (const r of refusals(s)) {
          expect(
            legal.some((l) => sameAction(l, r.action)),
            JSON.stringify(r),
          ).toBe(false);
          expect(whyNot(s, r.action)).toEqual(r);
          checked++;
        }
        for (const a of legal) expect(whyNot(s, a)).toBeNull();
        applyAction(s, bot.chooseAction(clone(s), legal));
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
