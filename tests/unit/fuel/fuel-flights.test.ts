/**
 * The Fuel Mixture card's animation plan: the engine's cubeMoved events of a use and of a
 * lap's release become cubes flying onto and off the player's card (and nobody else's).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, type GameEvent } from '../../../src-shared/games/automobiles/index';
import { giveTurnTo, setPiles } from '../../../src-shared/games/automobiles/testing';
import { fuelFlights } from '../../../src-renderer/games/automobiles/components/fuel/fuel-cube-flights';
import { step, targets } from '../expansion/expansion-helpers';
import { FT, endTurn, fuelPosition, use } from './fuel-helpers';

describe('cubes flying onto and off the Fuel Mixture card', () => {
  it('a use flies its payment in; the End Phase after a lap flies the locked cubes out', () => {
    const s = fuelPosition(
      'nitromethane',
      [{ space: FT.last(0) }, { space: FT.sp(2, 7) }],
      [{ active: { yellow: 2 } }],
    );
    const paid = applyAction(s, use('nitromethane'));
    expect(fuelFlights(paid, 0)).toEqual([
      { color: 'yellow', dir: 'in', nth: 0 },
      { color: 'yellow', dir: 'in', nth: 1 },
    ]);
    expect(fuelFlights(paid, 1)).toEqual([]);
    const moved: GameEvent[] = [];
    moved.push(...applyAction(s, step(targets(s)[0])));
    moved.push(...applyAction(s, step(targets(s)[0])));
    const end = endTurn(s);
    expect(end.some((e) => e.type === 'lapCompleted')).toBe(true);
    expect(fuelFlights([...moved, ...end], 0).map((f) => f.dir)).toEqual(['out', 'out']);
    // Other cube movements (draws, discards) never fly to the card.
    setPiles(s, 0, { active: {}, bag: { white: 3 } });
    giveTurnTo(s, 0);
    expect(fuelFlights(endTurn(s), 0)).toEqual([]);
  });
});
