import type { Color, GameEvent } from '../../../../../src-shared/games/automobiles';

/** One cube flying onto a Fuel Mixture card (paid) or off it (released to the discard pile after a lap). */
export interface FuelFlight {
  color: Color;
  dir: 'in' | 'out';
  /** Order among this batch's flights, for staggering. */
  nth: number;
}

/** The flights of one player's card in a batch of domain events (pure: the card component animates them). */
export function fuelFlights(events: readonly GameEvent[], player: number): FuelFlight[] {
  const out: FuelFlight[] = [];
  for (const e of events) {
    if (e.type !== 'cubeMoved' || e.player !== player) continue;
    if (e.to === 'fuel') out.push({ color: e.color, dir: 'in', nth: out.length });
    else if (e.from === 'fuel') out.push({ color: e.color, dir: 'out', nth: out.length });
  }
  return out;
}
