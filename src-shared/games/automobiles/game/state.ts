import type { CardSet } from '../cards/card-sets';
import type { Pile } from '../cubes';
import type { RngState } from '../../rng';
import type { SoloState } from '../solo/solo-types';
import type { FuelState } from '../fuel-mixture/fuel-types';

/** How the five action cards are chosen. */
export type CardChoice = { kind: 'set'; id: string } | { kind: 'random' } | { kind: 'custom'; cards: CardSet };

export interface Variants {
  /** Bag and discard contents shown as counts (online rule, default on). Order is never shown. */
  openBags: boolean;
  /** RULINGS §6: lane changes from the segments a cube passes through. */
  weaving: boolean;
  /** Other players' choices during your turn (Boost) wait until their own next turn. */
  acceleratedPlay: boolean;
}

/** Racing Season drivers: none, a draft of players+1, or a draft from all ten. */
export type DriverMode = 'off' | 'limited' | 'all';

export interface SeasonOptions {
  /** Track ids, one race each (3–5). */
  tracks: string[];
}

export interface GameOptions {
  /** 2–5 seats, in turn order from the starting player (see seatOneStarts). */
  players: { name: string }[];
  /** The first (or only) race's track (a random choice is already drawn here). */
  track: string;
  laps: number;
  cards: CardChoice;
  variants: Variants;
  seed: number;
  drivers: DriverMode;
  /** Random card picks also draw from the Racing Season cards. */
  expansionCards: boolean;
  season: SeasonOptions | null;
  /**
   * Seat 1 (index 0) starts on grid slot P1; otherwise the starting player is drawn from the
   * seed and the seats sit on the grid in turn order from P1 (RULINGS §4).
   */
  seatOneStarts: boolean;
  /** Solo series (RULINGS §9): the human's seat. Absent when not a solo series. */
  solo?: { human: number };
  /** Fuel Mixture cards (RULINGS §10). Absent when off. */
  fuelMixture?: boolean;
  /**
   * The rules of an older build, for a game saved by it (set only by the save migration to
   * version 4, see legacy.ts): 1 = Sponsor D's cubes are gained at once, Methanol Blend removes
   * its wear at once and Ethanol Cut takes at least one cube. Absent: today's rules.
   */
  legacyRules?: 1;
}

/** Input form of the options: everything but the players may be left out. */
export interface GameOptionsInput {
  players: ({ name?: string } | string)[] | number;
  /** A track id, or 'random' / 'random-base' / 'random-season': drawn from the seed. */
  track?: string;
  laps?: number;
  cards?: CardChoice | string;
  variants?: Partial<Variants>;
  seed?: number | string;
  drivers?: DriverMode;
  expansionCards?: boolean;
  season?: SeasonOptions | { races: number; random?: boolean } | null;
  /** Default false: the starting player is drawn from the seed. */
  seatOneStarts?: boolean;
  /** A solo series: 5 seats, the human in seat 0 (or the given one); tracks and drivers follow. */
  solo?: boolean | { human?: number } | null;
  fuelMixture?: boolean;
  /** Only for games saved by an older build (see GameOptions.legacyRules). */
  legacyRules?: 1;
}

export interface CarPosition {
  space: number;
  segment: number;
}

export interface PlayerState {
  name: string;
  bag: Pile;
  active: Pile;
  /** The used pile; cubes on the track this turn are counted here too. */
  used: Pile;
  discard: Pile;
  car: CarPosition;
  lapsCompleted: number;
  /** Racing Season driver number (1–10), or 0. */
  driver: number;
  /** Accelerated play: Boost draws owed to this player at the start of their turn. */
  boostDrawsOwed: number;
  /** Accelerated play: Crate Motor spaces owed to this player, moved at the start of their turn. */
  crateMovesOwed: number;
}

export interface Placement {
  color: number;
  space: number;
  segment: number;
}

/** A compound choice in progress (a card's sub-steps, or another player's reply). */
export interface Prompt {
  kind: 'pick' | 'option' | 'move' | 'boostReply';
  /** The card (colour index of the played cube) whose effect this is, or -1. */
  cube: number;
  /** Card id resolving. */
  card: string;
  /** Who decides. */
  player: number;
  /** Card-specific stage number. */
  stage: number;
  /** Picks so far / steps so far. */
  count: number;
  /** Minimum and maximum number of picks or steps. */
  min: number;
  max: number;
  /** Card-specific accumulator (money, a chosen colour, ...). */
  memo: number;
  /** Cubes set aside (e.g. Nitro's two drawn cubes). */
  held: number[] | null;
  /** For moves: allowed gear colours (bitmask) and whether all steps share a colour. */
  mask: number;
  sameColor: boolean;
  /** For moves: where the moving cube is now (null: still at the car / last cube). */
  at: CarPosition | null;
  /** Players still to answer (boostReply). */
  queue: number[] | null;
}

/**
 * draft: drivers are chosen; setup: allowance buys; action/buy: the player's phases;
 * after: car, decline and end phases with their optional powers (see turn-flow.ts);
 * sponsors: between season races; over: the race (or season) is finished.
 */
export type Phase = 'draft' | 'setup' | 'action' | 'buy' | 'after' | 'sponsors' | 'over';

/** Steps after the Buy Phase, in order; each may stop for a prompt. */
export type AfterStep =
  | 'car'
  | 'adrenaline'
  | 'driverCar'
  | 'decline'
  | 'driverDecline'
  | 'endCollect'
  | 'driverEndWear'
  | 'endDraw'
  | 'driverEndDraw'
  | 'driverEndCycle'
  | 'momentum'
  | 'crateMotor'
  | 'done';

export interface TurnState {
  /** Race order (player indices, leader first) at the start of the Action Phase. */
  startOrder: number[];
  placements: Placement[];
  /** Highest gear colour index of any space moved on this turn, -1 if none. */
  highestMoved: number;
  /** Any cube played or Action-Phase driver power used: a pit stop is no longer possible. */
  acted: boolean;
  aerodynamics: boolean;
  money: number;
  /** Turn-long effects of cards beyond the base game (e.g. fuelInjection: 1). */
  flags: Record<string, number>;
  /** Where the turn is after the Buy Phase. */
  after: AfterStep;
  /** The car moved this turn (for wear). */
  moved: boolean;
  /** Wear gained in the Decline Phase (drivers 01 and 07). */
  declineWear: number;
  /** Race order at the start of the Car Phase (Adrenaline). */
  carStartOrder: number[];
  /** The driver power was used in this phase already. */
  powerUsed: boolean;
  /** Players still to take a Crate Motor move, in position order. */
  crateQueue: number[];
}

export interface GameState {
  schema: 1;
  options: GameOptions;
  /** Card chosen for each action colour. */
  cards: CardSet;
  stock: Pile;
  players: PlayerState[];
  /** Player indices in turn order; index = grid slot (P1 first). */
  turnOrder: number[];
  phase: Phase;
  /** Index into turnOrder of the player whose turn it is (or who is buying in setup). */
  turnIndex: number;
  round: number;
  turn: TurnState;
  /** Setup: cubes bought with the allowance, put into the bag once everyone has bought. */
  setupBought: Pile[];
  prompt: Prompt | null;
  /** A car completed its last lap: the race ends after this round. */
  finalRound: boolean;
  finishOrder: number[] | null;
  rng: RngState;
  /** Number of actions applied so far. */
  actionCount: number;
  /** The track being raced now (a season changes it between races). */
  track: string;
  /** Drivers face up in the draft, not yet taken. */
  draftPool: number[];
  /** Season campaign progress, or null for a single race. */
  season: SeasonState | null;
  /** Solo series scoring (solo-flow.ts); absent otherwise. */
  solo?: SoloState;
  /** Fuel Mixture cards and locked cubes (fuel-flow.ts); absent when the module is off. */
  fuel?: FuelState;
}

export interface SeasonState {
  /** Index of the race being run (0-based) in options.season.tracks. */
  race: number;
  points: number[];
  /** Finish order of every completed race. */
  results: number[][];
  /** Sponsor ids face down, in order. */
  sponsorDeck: string[];
  /** Sponsors face up for the coming award. */
  revealed: string[];
  /** Each player's sponsor id, or ''. */
  sponsorOf: string[];
  /** The sponsor award in progress: who chooses, in finish order. */
  awardQueue: number[];
  /** Final standings (player indices, champion first) once the season is over. */
  champion: number[] | null;
  /** The sponsor award being resolved, or null. */
  award: SponsorAward | null;
}

/** One player's sponsor award, a small state machine (season-flow.ts). */
export interface SponsorAward {
  player: number;
  /** 0 first, 1 middle, 2 last. */
  place: number;
  stage: 'choose' | 'discardOne' | 'standard' | 'more' | 'wear' | 'gain' | 'spend';
  sponsor: string;
  /** Cubes (or wear) still removable in this stage. */
  left: number;
  money: number;
  nonWearRemoved: number;
  extraRemoved: number;
  /** D's gain stage: bit i set when the i-th listed free cube has been taken. */
  gainTaken: number;
}
