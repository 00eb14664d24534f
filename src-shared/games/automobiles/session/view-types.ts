import type { Action, CardChoice, Variants, Color } from '..';
import type { BotLevel } from '../../../session/types';
import type { BotNotice, LogLine } from '../../../session/log-types';

// The session's generic log and notice types, where this game's views have always named them.
export type { BotNotice, LogHead, LogLine } from '../../../session/log-types';

/** Counts for all ten colours (zeros included), in engine colour order. */
export type ColorCounts = Record<Color, number>;

/** A card in play as the UI shows it: house cost/value and the full effect text. */
export interface CardView {
  color: Color;
  id: string;
  name: string;
  type: string;
  edition: string;
  text: string;
  /** null = not for sale (wear). */
  cost: number | null;
  value: number;
}

export interface PlayerView {
  index: number;
  name: string;
  kind: 'human' | 'bot';
  level: BotLevel | null;
  /** A bot's own thinking time (ms per turn), when the player set one instead of the level's. */
  thinkMs: number | null;
  /** Display colour of the car (not a cube colour). */
  carColor: string;
  active: ColorCounts;
  /** Used pile (includes the cubes on the track this turn). */
  used: ColorCounts;
  /** Always shown: the discard pile is on the table, open bags or not (only bag contents are hidden). */
  discard: ColorCounts | null;
  discardSize: number;
  /** Counts when bags are open, else null. Bag ORDER is never shown (it is not even stored). */
  bag: ColorCounts | null;
  bagSize: number;
  /** Cubes bought in the setup buy so far (public; they go into the bag at "Done buying"), else null. */
  setupBought: ColorCounts | null;
  laps: number;
  /** 1-based place in the current race order. */
  position: number;
  car: { space: number; segment: number };
  isTurn: boolean;
  isDecider: boolean;
  boostDrawsOwed: number;
  /** Racing Season: the player's driver, or null (no drivers, or not drafted yet). */
  driver: DriverView | null;
  /** Season campaign: the sponsor the player holds, or null. */
  sponsor: SponsorView | null;
}

/** A Racing Season driver card. */
export interface DriverView {
  number: number;
  name: string;
  /** The phase its power belongs to. */
  phase: 'action' | 'buy' | 'car' | 'decline' | 'end';
  text: string;
}

/** A sponsor card (RULINGS §7): letter, tier, text and the numbers per place (first, middle, last). */
export interface SponsorView {
  id: string;
  letter: string;
  tier: number;
  text: string;
  /** Cubes of the standard removal by place: first 3, middle 6, last 12. */
  standard: [number, number, number];
  /** The letter's extra number by place ($ for A, cubes for B/F, wear for C, wear per cube for E; 0 for D). */
  extra: [number, number, number];
  /** D: the cubes gained free by place. */
  gains: Color[][] | null;
}

/** The driver draft: the drivers face up and who picks now. */
export interface DraftView {
  pool: DriverView[];
  /** Player picking now. */
  picker: number;
  /** Players still to pick after the current one, in order. */
  after: number[];
}

/** A sponsor award being resolved between season races. */
export interface AwardView {
  player: number;
  /** 0 first, 1 middle, 2 last. */
  place: number;
  stage: 'choose' | 'discardOne' | 'standard' | 'more' | 'wear' | 'gain' | 'spend';
  sponsor: SponsorView | null;
  /** Cubes (or wear) still removable in this stage; in D's gain stage, free cubes still to take. */
  left: number;
  /** Money left to spend (spend stage). */
  money: number;
  nonWearRemoved: number;
  extraRemoved: number;
  /** Players still to be awarded after this one. */
  queue: number[];
}

/** A season campaign's progress. */
export interface SeasonView {
  /** 0-based index of the race being run (or just finished, between races). */
  race: number;
  races: number;
  tracks: { id: string; name: string }[];
  points: number[];
  /** Finish order of every completed race. */
  results: number[][];
  /** Points each player scored in each completed race ([race][player]). */
  racePoints: number[][];
  /** Sponsors face up for the coming award. */
  revealed: SponsorView[];
  /** Sponsor cards left face down. */
  deckSize: number;
  award: AwardView | null;
  /** Final standings (champion first) once the season is over. */
  champion: number[] | null;
  /** Players by standing now, leader first, with the engine's tie-break (seasonStandings). */
  standings: number[];
}

/**
 * One legal action of the current human decider, as data: the renderer's catalogue words it
 * (i18n/prompt-wording.ts); no sentence of the engine's crosses the contract.
 */
export interface LegalOption {
  /** Index in the legal list (1–9 keyboard shortcuts use the order of this list). */
  n: number;
  action: Action;
  /** A `step` option's space as data: its number, colours and lane (1-based). */
  space?: { space: number; colors: Color[]; lane: number };
}

/** What every prompt names: whose effect it is and who decides. */
interface PromptOf {
  /** The card, driver (driver-NN), Redline's white cube (redline-white) or Fuel Mixture payment whose effect this is. */
  card: string;
  /** Colour of the played cube whose effect this is, or null. */
  cube: Color | null;
  /** Who decides. */
  player: number;
}

/** Move a cube (or the car itself) space by space on the board. */
export interface MovePrompt extends PromptOf {
  kind: 'move';
  /** The car itself moves (drivers 01/06, Adrenaline, Crate Motor), not a cube. */
  movesCar: boolean;
  /** Spaces moved so far, and how many it may or must move. */
  count: number;
  min: number;
  max: number;
  /** Where the moving cube (or car) is now; null: still at its start. */
  at: { space: number; segment: number } | null;
}

/** Choose cubes one at a time from piles (or stop). */
export interface PickPrompt extends PromptOf {
  kind: 'pick';
  /** Card-specific step (Manager: 0 remove, 1 return to the bag; Pit Team: 0 remove, 1 buy). */
  stage: number;
  /** Cubes chosen so far, and how many it may or must choose (99: no limit). */
  count: number;
  min: number;
  max: number;
  /** The piles the legal picks come from now. */
  from: string[];
  /** Cubes set aside by the prompt (Nitro's two drawn cubes). */
  held: Color[] | null;
  /** Pit Team: the cost of the cubes removed so far (stage 0), the money to buy with (stage 1); else null. */
  money: number | null;
}

/** Choose one of named options (Boost's draws, a driver's decision, Redline's gear colour...). */
export interface OptionPrompt extends PromptOf {
  kind: 'option';
  stage: number;
  /** Draws or choices made so far, and the most allowed. */
  count: number;
  max: number;
  held: Color[] | null;
}

/** Another player's answer to Boost: draw 1 cube or not. */
export interface BoostReplyPrompt extends PromptOf {
  kind: 'boostReply';
}

/** A card effect waiting for a decision: one type per kind, worded by the renderer. */
export type PromptView = MovePrompt | PickPrompt | OptionPrompt | BoostReplyPrompt;

export interface PlayerStats {
  turns: number;
  cubesBought: number;
  moneySpent: number;
  wearGained: number;
  pitStops: number;
  turnsDrafting: number;
  lapsCompleted: number;
}

export interface CubeOnTrack {
  player: number;
  color: Color;
  space: number;
  segment: number;
  /** The cube still moving (its path is not finished yet). */
  moving: boolean;
}

/** Everything the renderer may know: public information only (never the RNG state). */
export interface GameView {
  id: string;
  version: number;
  trackId: string;
  trackName: string;
  laps: number;
  variants: Variants;
  cardChoice: CardChoice;
  /** The card set's name ('' for random or custom cards: see `cardChoice`). */
  cardSetName: string;
  /** The ten cards in play, in colour order (4 gears, wear, 5 action cards). */
  cards: CardView[];
  stock: ColorCounts;
  phase: string;
  round: number;
  /** Whose turn it is (player index). */
  turnPlayer: number;
  /** Who decides now (can differ from turnPlayer during a Boost reply), -1 when over. */
  decider: number;
  deciderKind: 'human' | 'bot' | null;
  /** A bot is computing its next action. */
  thinking: boolean;
  /** The latest fault the player should hear of (a bot worker that crashed or hung), or null; show each id once. */
  notice: BotNotice | null;
  finalRound: boolean;
  /** Money to spend in the setup / buy phase, else null. */
  money: number | null;
  cubesOnTrack: CubeOnTrack[];
  players: PlayerView[];
  raceOrder: number[];
  prompt: PromptView | null;
  /** Legal actions when a human decides (empty while a bot decides or the race is over). */
  legal: LegalOption[];
  /** Spaces a 'step' action can go to now. */
  highlights: number[];
  canUndo: boolean;
  log: LogLine[];
  over: boolean;
  finishOrder: number[] | null;
  stats: PlayerStats[];
  humans: number;
  /** Racing Season drivers: 'off', a draft of players+1 ('limited') or of all ten. */
  driverMode: 'off' | 'limited' | 'all';
  /** Random card picks include the expansion cards. */
  expansionCards: boolean;
  /** The driver draft while it runs, else null. */
  draft: DraftView | null;
  /** The season campaign, or null for a single race. */
  season: SeasonView | null;
  /** The solo series (absent or null otherwise). */
  solo?: import('./solo-fuel-view').SoloView | null;
  /** Fuel Mixture cards (absent or null when the module is off). */
  fuel?: import('./solo-fuel-view').FuelView | null;
  /** "Why not?": the human decider's refused buttons (plays, buys, pit stop, power), each with the engine's reason. */
  refusals?: import('..').Refusal[];
}
