/**
 * Fuel Mixture cards (RULINGS §10): the draft, each card's use and its all-or-nothing rule,
 * movement that gains no wear, the cubes locked on the card and their release after a lap.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  currentPlayer,
  deserialize,
  legalActions,
  serialize,
} from '../../../src-shared/games/automobiles/index';
import { FUEL_CARDS, returnLockedCubes } from '../../../src-shared/games/automobiles';
import {
  STOP,
  eventsOf,
  expectConserved,
  pick,
  pile,
  play,
  run,
  step,
  targets,
  wearGained,
} from '../expansion/expansion-helpers';
import { FT, canUse, endTurn, fuelPosition, use } from './fuel-helpers';
import { giveTurnTo, setPiles } from '../../../src-shared/games/automobiles/testing';

const FAR = FT.sp(2, 7); // an opponent out of the way (lane 2, last given space)

describe('the deck and the draft', () => {
  it('eight cards as data, each with a pay and a benefit', () => {
    expect(FUEL_CARDS.map((c) => c.id)).toEqual([
      'nitromethane',
      'rich-mix',
      'lean-burn',
      'octane-booster',
      'methanol-blend',
      'race-gas',
      'ethanol-cut',
      'sludge-burner',
    ]);
  });

  it('two dealt to each, one kept, the last in turn order first; five players fit the deck', () => {
    const s = createGame({ players: 5, seed: 9, fuelMixture: true });
    const order: number[] = [];
    const kept = new Set<string>();
    while (s.prompt) {
      const legal = legalActions(s);
      expect(legal.length).toBe(2);
      expect(legal.every((a) => a.type === 'choose' && a.option.startsWith('fuelDraft:'))).toBe(true);
      order.push(currentPlayer(s));
      const ev = applyAction(s, legal[1]);
      const chosen = eventsOf(ev, 'fuelCardChosen')[0];
      expect(chosen.card).toBe((legal[1] as { option: string }).option.slice('fuelDraft:'.length));
      kept.add(chosen.card);
    }
    expect(order).toEqual([...s.turnOrder].reverse());
    expect(kept.size).toBe(5);
    expect(s.fuel!.cardOf.every((c) => c !== '')).toBe(true);
    expect(s.fuel!.deck.length).toBe(3);
    expect(s.phase).toBe('setup');
  });

  it('with drivers, the card draft comes first, then the driver draft', () => {
    const s = createGame({ players: 2, seed: 9, fuelMixture: true, drivers: 'limited' });
    expect(s.prompt?.card).toBe('fuel-mixture');
    while (s.prompt) applyAction(s, legalActions(s)[0]);
    expect(s.phase).toBe('draft');
    expect(legalActions(s).every((a) => a.type === 'choose' && a.option.startsWith('driver:'))).toBe(true);
  });
});

describe('each card: its use, all or nothing', () => {
  it('Nitromethane: 2 yellow onto the card, then exactly 2 spaces of any colours', () => {
    const s = fuelPosition(
      'nitromethane',
      [{ space: FT.grid(0) }, { space: FAR }],
      [{ active: { yellow: 2, white: 1 } }],
    );
    expect(canUse(s, 'nitromethane')).toBe(true);
    const ev = run(s, use('nitromethane'));
    expect(eventsOf(ev, 'cubeMoved').filter((e) => e.to === 'fuel').length).toBe(2);
    expect(pile(s.fuel!.locked[0])).toEqual({ yellow: 2 });
    expect(pile(s.players[0].active)).toEqual({ white: 1 });
    expect(s.prompt?.kind).toBe('move');
    expect(legalActions(s).some((a) => a.type === 'stop')).toBe(false);
    run(s, step(FT.sp(0, 0)));
    expect(s.prompt).not.toBeNull();
    run(s, step(FT.sp(1, 1)));
    expect(s.prompt).toBeNull();
    expect(s.turn.placements.map((p) => p.space)).toEqual([FT.sp(1, 1)]);
    expectConserved(s);
  });

  it('Nitromethane: refused with one yellow, and steps into a dead end are not offered', () => {
    expect(
      canUse(
        fuelPosition('nitromethane', [{ space: FT.grid(0) }, { space: FAR }], [{ active: { yellow: 1, white: 3 } }]),
        'nitromethane',
      ),
    ).toBe(false);
    // Car in lane 1 before the last given spaces; the white fillers of lanes 0 and 1 are held.
    const s = fuelPosition(
      'nitromethane',
      [{ space: FT.sp(1, 6) }, { space: FT.last(0) }, { space: FT.last(1) }],
      [{ active: { yellow: 2 } }],
    );
    run(s, use('nitromethane'));
    expect(targets(s)).toEqual([FT.sp(1, 7), FT.sp(2, 7)].sort((a, b) => a - b));
    // With every filler held, no 2-step move exists: the card cannot be used at all.
    const t = fuelPosition(
      'nitromethane',
      [{ space: FT.sp(1, 6) }, { space: FT.last(0) }, { space: FT.last(1) }, { space: FT.last(2) }],
      [{ active: { yellow: 2 } }],
    );
    expect(canUse(t, 'nitromethane')).toBe(false);
  });

  it('Rich Mix: white + light gray, then 1 dark gray space (refused with no dark gray ahead)', () => {
    const s = fuelPosition(
      'rich-mix',
      [{ space: FT.grid(1) }, { space: FAR }],
      [{ active: { white: 1, lightGray: 1 } }],
    );
    run(s, use('rich-mix'));
    expect(pile(s.fuel!.locked[0])).toEqual({ white: 1, lightGray: 1 });
    expect(targets(s)).toEqual([FT.sp(2, 0)]);
    run(s, step(FT.sp(2, 0)));
    expect(s.prompt).toBeNull();
    expect(
      canUse(
        fuelPosition('rich-mix', [{ space: FT.grid(0) }, { space: FAR }], [{ active: { white: 1, lightGray: 1 } }]),
        'rich-mix',
      ),
    ).toBe(false);
    expect(
      canUse(fuelPosition('rich-mix', [{ space: FT.grid(1) }, { space: FAR }], [{ active: { white: 2 } }]), 'rich-mix'),
    ).toBe(false);
  });

  it('Lean Burn: 2 white, then draw 2 from the bag (refused with fewer than 2 to draw)', () => {
    const s = fuelPosition(
      'lean-burn',
      [{ space: FT.grid(0) }, { space: FAR }],
      [{ active: { white: 2 }, bag: { red: 2 } }],
    );
    const ev = run(s, use('lean-burn'));
    expect(eventsOf(ev, 'cubesDrawn')[0].colors).toEqual(['red', 'red']);
    expect(pile(s.players[0].active)).toEqual({ red: 2 });
    expect(s.prompt).toBeNull();
    // One in the bag and one in the discard pile (it refills the bag): still 2 to draw.
    expect(
      canUse(
        fuelPosition(
          'lean-burn',
          [{ space: FT.grid(0) }, { space: FAR }],
          [{ active: { white: 2 }, bag: { red: 1 }, discard: { red: 1 } }],
        ),
        'lean-burn',
      ),
    ).toBe(true);
    expect(
      canUse(
        fuelPosition('lean-burn', [{ space: FT.grid(0) }, { space: FAR }], [{ active: { white: 2 }, bag: { red: 1 } }]),
        'lean-burn',
      ),
    ).toBe(false);
  });

  it('Octane Booster: green, then exactly 3 light gray spaces (refused when only 2 are reachable)', () => {
    const s = fuelPosition('octane-booster', [{ space: FT.grid(1) }, { space: FAR }], [{ active: { green: 1 } }]);
    run(s, use('octane-booster'), step(FT.sp(1, 0)), step(FT.sp(1, 1)));
    expect(s.prompt).not.toBeNull();
    run(s, step(FT.sp(1, 2)));
    expect(s.prompt).toBeNull();
    expect(
      canUse(
        fuelPosition('octane-booster', [{ space: FT.sp(0, 5) }, { space: FAR }], [{ active: { green: 1 } }]),
        'octane-booster',
      ),
    ).toBe(false);
  });

  it('Methanol Blend: red + yellow, then up to 2 wear, each optional ("up to" allows zero, RULINGS §5)', () => {
    const s = fuelPosition(
      'methanol-blend',
      [{ space: FT.grid(0) }, { space: FAR }],
      [{ active: { red: 1, yellow: 1, brown: 3 } }],
    );
    run(s, use('methanol-blend'));
    expect(legalActions(s)).toEqual([pick('brown', 'active'), STOP]);
    const ev = run(s, pick('brown', 'active'), pick('brown', 'active'));
    expect(eventsOf(ev, 'cubeRemoved').length).toBe(2);
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].active)).toEqual({ brown: 1 });
    // one wear only, or declined: the player keeps what they do not remove
    const one = fuelPosition(
      'methanol-blend',
      [{ space: FT.grid(0) }, { space: FAR }],
      [{ active: { red: 1, yellow: 1, brown: 2 } }],
    );
    run(one, use('methanol-blend'), pick('brown', 'active'), STOP);
    expect(pile(one.players[0].active)).toEqual({ brown: 1 });
    const none = fuelPosition(
      'methanol-blend',
      [{ space: FT.grid(0) }, { space: FAR }],
      [{ active: { red: 1, yellow: 1, brown: 1 } }],
    );
    run(none, use('methanol-blend'), STOP);
    expect(pile(none.players[0].active)).toEqual({ brown: 1 });
    expect(pile(none.fuel!.locked[0])).toEqual({ red: 1, yellow: 1 });
    // no wear at all: the use is still legal (its whole benefit is zero wear) and asks nothing
    const dry = fuelPosition(
      'methanol-blend',
      [{ space: FT.grid(0) }, { space: FAR }],
      [{ active: { red: 1, yellow: 1 } }],
    );
    expect(canUse(dry, 'methanol-blend')).toBe(true);
    run(dry, use('methanol-blend'));
    expect(dry.prompt).toBeNull();
    expect(pile(dry.fuel!.locked[0])).toEqual({ red: 1, yellow: 1 });
  });

  it('Race Gas: any 3 cubes chosen one by one, then 1 black space (refused with 2 cubes or no black)', () => {
    const s = fuelPosition(
      'race-gas',
      [{ space: FT.sp(1, 1) }, { space: FAR }],
      [{ active: { brown: 2, white: 1, red: 1 } }],
    );
    run(s, use('race-gas'));
    expect(s.prompt?.kind).toBe('pick');
    run(s, pick('brown', 'active'), pick('brown', 'active'), pick('red', 'active'));
    expect(pile(s.fuel!.locked[0])).toEqual({ brown: 2, red: 1 });
    expect(targets(s)).toEqual([FT.sp(2, 2)]);
    run(s, step(FT.sp(2, 2)));
    expect(s.prompt).toBeNull();
    expect(
      canUse(
        fuelPosition('race-gas', [{ space: FT.sp(1, 1) }, { space: FAR }], [{ active: { white: 2 } }]),
        'race-gas',
      ),
    ).toBe(false);
    expect(
      canUse(fuelPosition('race-gas', [{ space: FT.grid(0) }, { space: FAR }], [{ active: { white: 3 } }]), 'race-gas'),
    ).toBe(false);
  });

  it('Ethanol Cut: purple, then up to 2 discarded cubes into the bag, each optional', () => {
    const s = fuelPosition(
      'ethanol-cut',
      [{ space: FT.grid(0) }, { space: FAR }],
      [{ active: { purple: 1 }, discard: { black: 1, brown: 2 } }],
    );
    run(s, use('ethanol-cut'));
    // "up to" allows zero: the player may stop before the first cube
    expect(legalActions(s).some((a) => a.type === 'stop')).toBe(true);
    run(s, pick('black', 'discard'));
    expect(legalActions(s).some((a) => a.type === 'stop')).toBe(true);
    run(s, pick('brown', 'discard'));
    expect(s.prompt).toBeNull();
    expect(pile(s.players[0].bag)).toEqual({ black: 1, brown: 1 });
    expect(pile(s.players[0].discard)).toEqual({ brown: 1 });
    const one = fuelPosition(
      'ethanol-cut',
      [{ space: FT.grid(0) }, { space: FAR }],
      [{ active: { purple: 1 }, discard: { black: 3 } }],
    );
    run(one, use('ethanol-cut'), pick('black', 'discard'), STOP);
    expect(pile(one.players[0].bag)).toEqual({ black: 1 });
    const declined = fuelPosition(
      'ethanol-cut',
      [{ space: FT.grid(0) }, { space: FAR }],
      [{ active: { purple: 1 }, discard: { black: 1 } }],
    );
    run(declined, use('ethanol-cut'), STOP);
    expect(pile(declined.players[0].discard)).toEqual({ black: 1 });
    // an empty discard pile: the use is legal (zero cubes is its whole benefit) and asks nothing
    const empty = fuelPosition('ethanol-cut', [{ space: FT.grid(0) }, { space: FAR }], [{ active: { purple: 1 } }]);
    expect(canUse(empty, 'ethanol-cut')).toBe(true);
    run(empty, use('ethanol-cut'));
    expect(empty.prompt).toBeNull();
  });

  it('Sludge Burner: wear + yellow, then 1 light gray space (refused without the wear)', () => {
    const s = fuelPosition(
      'sludge-burner',
      [{ space: FT.grid(0) }, { space: FAR }],
      [{ active: { brown: 1, yellow: 1 } }],
    );
    run(s, use('sludge-burner'));
    expect(pile(s.fuel!.locked[0])).toEqual({ brown: 1, yellow: 1 });
    expect(targets(s)).toEqual([FT.sp(1, 0)]);
    run(s, step(FT.sp(1, 0)));
    expect(
      canUse(
        fuelPosition('sludge-burner', [{ space: FT.grid(0) }, { space: FAR }], [{ active: { yellow: 2 } }]),
        'sludge-burner',
      ),
    ).toBe(false);
  });

  it('any number of times a turn, each time in full; using the card rules out a pit stop', () => {
    const s = fuelPosition(
      'lean-burn',
      [{ space: FT.grid(0) }, { space: FAR }],
      [{ active: { white: 4 }, bag: { white: 2, red: 2 } }],
    );
    expect(legalActions(s).some((a) => a.type === 'pitStop')).toBe(true);
    run(s, use('lean-burn'));
    expect(legalActions(s).some((a) => a.type === 'pitStop')).toBe(false);
    run(s, use('lean-burn'));
    expect(pile(s.fuel!.locked[0])).toEqual({ white: 4 });
    expect(s.players[0].active.reduce((a, b) => a + b, 0)).toBe(4);
    expectConserved(s);
  });
});

describe('no wear from its movement', () => {
  it('a turn moved only by the card gains no wear, though the car moves', () => {
    const s = fuelPosition(
      'nitromethane',
      [{ space: FT.grid(1) }, { space: FAR }],
      [{ active: { yellow: 2 }, bag: { white: 7 } }],
    );
    run(s, use('nitromethane'), step(FT.sp(2, 0)), step(FT.sp(2, 1)));
    const ev = endTurn(s);
    expect(s.players[0].car.space).toBe(FT.sp(2, 1));
    expect(wearGained(ev)).toBe(0);
  });

  it('with a card move too, only the card move counts: light gray (2) and a dark gray fuel space → 2 wear', () => {
    const s = fuelPosition(
      'rich-mix',
      [{ space: FT.grid(2) }, { space: FAR }],
      [{ active: { white: 1, lightGray: 2 }, bag: { white: 7 } }],
    );
    run(s, play('lightGray'));
    expect(targets(s)).toContain(FT.sp(1, 0));
    run(s, step(FT.sp(1, 0)));
    if (s.prompt) run(s, STOP);
    run(s, use('rich-mix'), step(FT.sp(2, 1)));
    const ev = endTurn(s);
    expect(s.players[0].car.space).toBe(FT.sp(2, 1));
    expect(wearGained(ev, 'decline')).toBe(2);
  });
});

describe('locked cubes', () => {
  it('stay on the card through an End Phase without a lap, then go to the discard pile after a lap', () => {
    const s = fuelPosition(
      'nitromethane',
      [{ space: FT.sp(0, 5) }, { space: FAR }],
      [{ active: { yellow: 4 }, bag: { white: 7 } }],
    );
    run(s, use('nitromethane'), step(FT.sp(0, 6)), step(FT.sp(0, 7)));
    let ev = endTurn(s);
    expect(eventsOf(ev, 'cubeMoved').filter((e) => e.from === 'fuel').length).toBe(0);
    expect(pile(s.fuel!.locked[0])).toEqual({ yellow: 2 });
    expect(s.players[0].discard[5]).toBe(2); // the two not paid went the usual way
    expectConserved(s);
    // Saved and resumed with cubes on the card.
    expect(deserialize(serialize(s)).fuel!.locked[0]).toEqual(s.fuel!.locked[0]);
    // Player 0's next turn: across the finish line with the card again.
    setPiles(s, 0, { active: { yellow: 2 } });
    giveTurnTo(s, 0);
    run(s, use('nitromethane'), step(FT.last(0)));
    run(s, step(targets(s)[0]));
    expect(pile(s.fuel!.locked[0])).toEqual({ yellow: 4 });
    ev = endTurn(s);
    expect(eventsOf(ev, 'lapCompleted').length).toBe(1);
    expect(eventsOf(ev, 'cubeMoved').filter((e) => e.from === 'fuel' && e.to === 'discard').length).toBe(4);
    expect(pile(s.fuel!.locked[0])).toEqual({});
    expectConserved(s);
  });

  it('go back to the bag between the races of a season', () => {
    const s = createGame({ players: 2, seed: 4, fuelMixture: true, drivers: 'limited', season: { races: 3 } });
    s.fuel!.locked[1][0] = 2;
    s.stock[0] -= 2;
    s.fuel!.lapsSeen[1] = 1;
    returnLockedCubes({ s, t: null as never, ev: null, rules: null as never });
    expect(s.fuel!.locked[1][0]).toBe(0);
    expect(s.fuel!.lapsSeen[1]).toBe(0);
    expectConserved(s);
  });
});
