import type { Pile } from '../cubes';

/** Fuel Mixture state (RULINGS §10), kept in `GameState.fuel` only when the module is on. */
export interface FuelState {
  /** Cards face down, in order. */
  deck: string[];
  /** The two cards dealt to the player drafting now (empty once the draft is over). */
  offer: string[];
  /** Each player's card id ('' until drafted). */
  cardOf: string[];
  /** Cubes locked on each player's card. */
  locked: Pile[];
  /** Each player's completed laps at their last End Phase: more now means the line was crossed. */
  lapsSeen: number[];
}

export function cloneFuel(f: FuelState): FuelState {
  return {
    deck: f.deck.slice(),
    offer: f.offer.slice(),
    cardOf: f.cardOf.slice(),
    locked: f.locked.map((x) => x.slice()),
    lapsSeen: f.lapsSeen.slice(),
  };
}
