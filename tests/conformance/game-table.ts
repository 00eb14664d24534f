/**
 * The conformance entry of every game in src-shared/games/registry.ts: its option sets, its
 * random player and its invariants. A registered game with no entry here fails the suite.
 */
import type { Action, GameState } from '../../src-shared/games/automobiles';
import type { RacepackAction, RacepackState } from '../../src-shared/games/racepack';
import { RandomBot } from '../../src-shared/games/automobiles/bots/random-bot';
import type { Seat } from '../../src-shared/session/types';
import { cubeCountProblem } from '../unit/invariants/cube-count';
import { picker, type ConformanceCase, type GameConformance } from './conformance-kit';

/**
 * Automobiles' normalizeOptions fills a solo series' season from the seed of the input (1 when
 * absent); create() normalizes again with its own seed and refuses that season.
 */
const FIRST_GAME = { kind: 'set', id: 'first-game' } as const;
const NO_VARIANTS = { openBags: true, weaving: false, acceleratedPlay: false };

/** An Automobiles setup for the session, from the same fields as the engine's input. */
function automobilesSetup(fields: Record<string, unknown>) {
  return (seats: Seat[], seed: number) => ({
    game: 'automobiles',
    seats,
    track: 'beginner-oval',
    laps: 1,
    cards: FIRST_GAME,
    variants: NO_VARIANTS,
    seed,
    ...fields,
  });
}

/** The engine's input for the same race (players by name, as the session passes them). */
function automobilesInput(players: number, fields: Record<string, unknown>) {
  return (seed: number) => ({
    players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` })),
    track: 'beginner-oval',
    laps: 1,
    cards: FIRST_GAME,
    variants: NO_VARIANTS,
    // The seed goes into the input too: a solo series' tracks are drawn from it (see the
    // "Game contract" test of the suite for what happens when it does not).
    seed,
    ...fields,
  });
}

function automobilesCase(
  name: string,
  players: number,
  fields: Record<string, unknown>,
  fast = false,
): ConformanceCase {
  return {
    name,
    seats: players,
    input: automobilesInput(players, fields),
    sessionSetup: automobilesSetup(fields),
    ...(fast ? { fast } : {}),
  };
}

export const automobilesConformance: GameConformance = {
  id: 'automobiles',
  cases: [
    automobilesCase('2 players, base rules', 2, {}, true),
    automobilesCase('5 players, road course, every variant', 5, {
      track: 'road-course',
      variants: { openBags: false, weaving: true, acceleratedPlay: true },
    }),
    automobilesCase('3 players, Fuel Mixture', 3, { fuelMixture: true }, true),
    automobilesCase('3 players, drivers of all ten and expansion cards', 3, { drivers: 'all', expansionCards: true }),
    automobilesCase('3 players, a 3-race season', 3, { drivers: 'limited', season: { races: 3 } }),
    // A solo series is five races of 3 laps: one case (with Fuel Mixture) covers it. The session
    // passes `drivers` as given, so the solo setup names the series' drivers.
    automobilesCase('solo series with Fuel Mixture', 5, { solo: true, laps: 3, fuelMixture: true, drivers: 'limited' }),
  ],
  policy(seed) {
    // Biased towards moving: a uniform random player takes thousands of actions per lap.
    const bot = new RandomBot(seed, { progressBias: 0.8 });
    return (state, legal) => bot.chooseAction(state as GameState, legal as Action[]);
  },
  invariantProblem: (state) => cubeCountProblem(state as GameState),
  maxActions: 60_000,
};

function racepackCase(name: string, players: number, fields: Record<string, unknown>, fast = false): ConformanceCase {
  return {
    name,
    seats: players,
    ...(fast ? { fast } : {}),
    input: () => ({ players, ...fields }),
    sessionSetup: (seats: Seat[], seed: number) => ({ game: 'racepack', seats, seed, ...fields }),
  };
}

export const racepackConformance: GameConformance = {
  id: 'racepack',
  cases: [
    racepackCase('2 players (two cars each)', 2, { track: 'grand-prix', laps: 1 }, true),
    racepackCase('3 players, timer and pit lane', 3, { track: 'indy-oval', laps: 1, timer: true, pitLane: true }, true),
    racepackCase('4 players, pit lane', 4, { track: 'grand-prix', laps: 2, pitLane: true }),
    racepackCase('5 players, extra hazards, podium finish', 5, {
      track: 'long-circuit',
      laps: 1,
      extraHazards: true,
      finish: 'podium',
    }),
    racepackCase('8 cars, pit lane, timer and extra hazards', 8, {
      track: 'long-circuit',
      laps: 1,
      pitLane: true,
      timer: true,
      extraHazards: true,
    }),
  ],
  policy(seed) {
    const pick = picker(seed);
    return (_state, legal) => {
      // A timer forfeit now and then, not at every chance (a forfeit sends the car back).
      const moves = legal.length > 1 && pick(20) !== 0 ? legal.filter((a) => a.type !== 'forfeit') : legal;
      return moves[pick(moves.length)];
    };
  },
  invariantProblem(state) {
    const s = state as RacepackState;
    const cells = s.cars.filter((c) => c.cell >= 0).map((c) => c.cell);
    if (new Set(cells).size !== cells.length) return `two cars on one space: ${cells.join(',')}`;
    for (const pool of s.pools)
      if (pool.some((n) => !Number.isInteger(n) || n < 0)) return `a token pool has a bad count: ${pool.join(',')}`;
    for (const car of s.cars) {
      if ((car.status === 'racing' || car.status === 'grid') !== car.cell >= 0)
        return `car ${car.id} is ${car.status} at cell ${car.cell}`;
      if (car.crossings < 0 || car.crossings > s.options.laps + 1)
        return `car ${car.id} crossed ${car.crossings} times`;
    }
    if (new Set(s.finished).size !== s.finished.length) return `a car finished twice: ${s.finished.join(',')}`;
    for (const car of s.finished)
      if (s.cars[car]?.status !== 'finished') return `car ${car} is in the finish list but ${s.cars[car]?.status}`;
    return null;
  },
  extraMalformed(legal) {
    const out: unknown[] = [];
    const move = legal.find((a): a is Extract<RacepackAction, { type: 'move' }> => a.type === 'move');
    if (move) out.push({ ...move, speed: 9 }, { ...move, heading: 7 }, { ...move, lane: 2 }, { ...move, token: 8 });
    return out;
  },
  maxActions: 20_000,
};

/** Every registered game's entry, by id. */
export const CONFORMANCE_TABLE: readonly GameConformance[] = [automobilesConformance, racepackConformance];
