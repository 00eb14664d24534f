import type { PreparedTrack } from '../track/prepared-track';
import type { EventSink } from './events';
import type { GameState } from './state';

/** What every rule function works with: the state (mutated in place), its track, the event sink. */
export interface Ctx {
  s: GameState;
  t: PreparedTrack;
  ev: EventSink;
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
