import type { CardSet } from '../cards/card-sets';
import type { Pile } from '../cubes';
import type { RngState } from '../rng';

/** How the five action cards are chosen. */
export type CardChoice =
  | { kind: 'set'; id: string }
  | { kind: 'random' }
  | { kind: 'custom'; cards: CardSet };

export interface Variants {
  /** Bag and discard contents shown as counts (online rule, default on). Order is never shown. */
  openBags: boolean;
  /** RULINGS §6: lane changes from the segments a cube passes through. */
  weaving: boolean;
  /** Other players' choices during your turn (Boost) wait until their own next turn. */
  acceleratedPlay: boolean;
}

export interface GameOptions {
  /** 2–5 seats in turn order; seat 0 starts on grid slot P1. */
  players: { name: string }[];
  track: string;
  laps: number;
  cards: CardChoice;
  variants: Variants;
  seed: number;
}

/** Input form of the options: everything but the players may be left out. */
export interface GameOptionsInput {
  players: ({ name?: string } | string)[] | number;
  track?: string;
  laps?: number;
  cards?: CardChoice | string;
  variants?: Partial<Variants>;
  seed?: number | string;
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
  /** Accelerated play: Boost draws owed to this player at the start of their turn. */
  boostDrawsOwed: number;
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

export type Phase = 'setup' | 'action' | 'buy' | 'over';

export interface TurnState {
  /** Race order (player indices, leader first) at the start of the Action Phase. */
  startOrder: number[];
  placements: Placement[];
  /** Highest gear colour index of any space moved on this turn, -1 if none. */
  highestMoved: number;
  /** Any cube played: a pit stop is no longer possible. */
  acted: boolean;
  aerodynamics: boolean;
  money: number;
  /** Turn-long effects of cards beyond the base game (e.g. fuelInjection: 1). */
  flags: Record<string, number>;
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
}
