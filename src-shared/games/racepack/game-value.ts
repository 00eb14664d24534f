import type { Game } from '../game';
import { normalizeSeed, seedRng } from '../rng';
import { DIR_NAMES } from './geometry';
import {
  applyAction,
  applyChecked,
  createRace,
  currentSeat,
  legalActions,
  normalizeOptions,
  seatFinishOrder,
  trackOf,
} from './rules';
import { cloneState, deserializeState, serializeState } from './serialize';
import type { RacepackAction, RacepackEvent, RacepackOptions, RacepackOptionsInput, RacepackState } from './types';

/** Racepack (seed 002) as a value of the house's Game interface. */
export const racepack: Game<RacepackState, RacepackAction, RacepackEvent, RacepackOptions, RacepackOptionsInput> = {
  id: 'racepack',
  name: 'Racepack',
  minSeats: 2,
  maxSeats: 8,
  normalizeOptions,
  create: (options, seed) => createRace(options, seed),
  seats: (s) => s.options.players,
  currentPlayer: currentSeat,
  legalActions,
  apply: applyChecked,
  applyTrusted: (s, a) => applyAction(s, a, null),
  isTerminal: (s) => s.phase === 'over',
  result: (s) => (s.phase === 'over' ? { finishOrder: seatFinishOrder(s) } : null),
  clone: cloneState,
  serialize: serializeState,
  deserialize: deserializeState,
  reseed: (s, seed) => {
    s.rng = seedRng(normalizeSeed(seed));
  },
  playerView: (s) => {
    // Nothing is hidden but the future dice.
    const { rng: _rng, ...rest } = cloneState(s);
    return rest;
  },
  describeAction: (s, a) => describe(s, a),
};

function describe(s: RacepackState, a: RacepackAction): string {
  const car = `car ${s.turn.car}`;
  const track = trackOf(s);
  const at = (cell: number) => `(${track.cellX[cell]},${track.cellY[cell]})`;
  switch (a.type) {
    case 'move': {
      const token =
        a.token === 0
          ? ''
          : a.token === 6
            ? ` with the wild token as ${a.speed}`
            : ` with token ${a.token === 1 ? 'ace' : a.token}`;
      const what =
        a.lane === 0 ? `forward ${a.speed}` : `lane change ${a.lane < 0 ? 'left' : 'right'} at speed ${a.speed}`;
      return `${car}: ${what} heading ${DIR_NAMES[a.heading]}${token}`;
    }
    case 'reenter':
      return `${car}: re-enter the track at ${at(a.cell)}`;
    case 'pitStop':
      return `${car}: pit stop (tokens renewed)`;
    case 'forfeit':
      return `${car}: time ran out, turn forfeited`;
    case 'pass':
      return `seat ${currentSeat(s)}: no token against the roll`;
    case 'defend':
      return `seat ${currentSeat(s)}: plays ${a.token === 6 ? `the wild token as ${a.value}` : `token ${a.value}`} against car ${s.defend?.car}: re-roll, spins out on ${a.value} or more`;
    case 'moveHazard':
      return `${car}: moves hazard ${a.hazard} to the corner`;
  }
}
