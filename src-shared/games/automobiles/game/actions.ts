import type { Color } from '../cubes';

/** Where a picked cube comes from when a prompt allows several piles. */
export type PickSource = 'active' | 'discard' | 'stock' | 'held' | 'bag';

/**
 * Every decision is one of these small steps. Compound choices (a cube, then a space,
 * then an option) are sequences of them, each listed by legalActions.
 */
export type Action =
  /** Setup or Buy Phase: buy one cube from the stock. */
  | { type: 'buy'; color: Color }
  /** Setup: done buying. Buy Phase: done buying; the car, decline and end phases follow. */
  | { type: 'endBuy' }
  /** Action Phase: use a cube from the active pile. */
  | { type: 'play'; color: Color }
  /** Action Phase: go to the Buy Phase. */
  | { type: 'endActions' }
  /** Instead of a standard turn: remove all wear from the active pile, then End Phase. */
  | { type: 'pitStop' }
  /** Use the driver's Action or Buy Phase power (Racing Season). */
  | { type: 'usePower' }
  /** A card's sub-choice: pick one cube of a colour (from the pile the prompt names). */
  | { type: 'pick'; color: Color; from: PickSource }
  /** Move the cube being placed one space further. */
  | { type: 'step'; space: number }
  /** A named option (Pit Crew's "allWear", Boost's "draw", a driver "driver:7", a sponsor "sponsor:A1", ...). */
  | { type: 'choose'; option: string }
  /** Stop an "up to" choice here (stop picking, stop moving, do not draw). */
  | { type: 'stop' };

export type ActionType = Action['type'];
