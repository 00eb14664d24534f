import type { PreparedTrack } from '../track/prepared-track';
import type { EventSink } from './events';
import type { GameState } from './state';

/**
 * Steps where a lower layer of the rules hands over to a higher one (a race ends into a
 * season, the sponsor awards end into the solo series' scoring). The ruleset wires them
 * (rule-hooks.ts), so the turn flow never imports the season flow and no import cycle forms.
 */
export interface RuleHooks {
  /** The finish order is fixed: score a season or solo race, or end the game. */
  afterRace(ctx: Ctx): void;
  /** Every sponsor award between two races is done: the next race, or the solo race's scoring. */
  afterSponsors(ctx: Ctx): void;
}

/** What every rule function works with: the state (mutated in place), its track, the event sink, the hooks. */
export interface Ctx {
  s: GameState;
  t: PreparedTrack;
  ev: EventSink;
  rules: RuleHooks;
}

/** Thrown for anything not legal; the state is left unchanged. */
export class IllegalActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IllegalActionError';
  }
}

/** Thrown for bad game options (unknown track, card set, player count ...). */
export class GameOptionsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GameOptionsError';
  }
}
