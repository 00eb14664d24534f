/**
 * TEMPORARY (helper "generic", wave 2): Automobiles as a value of the Game interface, for the
 * bots' search, the play loop, the simulator, the CLI and the arena until the engine's own
 * `automobiles` value (src-shared/games/automobiles/index.ts) is merged. The lead deletes this
 * file and re-points its importers at that value; nothing here adds a rule.
 */
import {
  applyAction,
  applyTrusted,
  clone,
  createGame,
  currentPlayer,
  describeAction,
  deserialize,
  finishOrder,
  isTerminal,
  legalActions,
  normalizeOptions,
  reseed,
  serialize,
  type Action,
  type GameEvent,
  type GameOptionsInput,
  type GameState,
} from './automobiles';
import type { Game } from './game';

/** The options as the start screen and the CLI give them (the engine normalizes them in create). */
export type AutomobilesOptions = Omit<GameOptionsInput, 'seed'>;

export const automobiles: Game<GameState, Action, GameEvent, AutomobilesOptions, AutomobilesOptions> = {
  id: 'automobiles',
  name: 'Automobiles',
  minSeats: 2,
  maxSeats: 5,
  normalizeOptions: (input) => {
    normalizeOptions({ ...input, seed: 0 }); // throws GameOptionsError naming the bad option
    return input;
  },
  create: (options, seed) => createGame({ ...options, seed }),
  seats: (s) => s.players.length,
  currentPlayer,
  legalActions,
  apply: applyAction,
  applyTrusted,
  isTerminal,
  result: (s) => {
    const order = finishOrder(s);
    return order ? { finishOrder: order } : null;
  },
  clone,
  serialize,
  deserialize,
  reseed,
  playerView: (s) => {
    const { rng: _rng, ...rest } = clone(s);
    return rest;
  },
  describeAction,
};
