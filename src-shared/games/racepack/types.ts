import type { Dir } from './geometry';
import type { TrackFile } from './track-file';

export interface RacepackOptions {
  /** 2–8 players: 2–3 drive two cars each, 4 and more one car each. */
  players: number;
  track: TrackFile;
  laps: number;
  /**
   * Timer variant (RULINGS §11): a human gets `timerSeconds.car` for a one-car turn, or
   * `timerSeconds.team` for a team's whole turn (both its cars of the round together); the
   * app keeps time and plays `forfeit` when it runs out. Bots are never timed.
   */
  timer: boolean;
  timerSeconds: TimerSeconds;
  /** Pit lane variant: speed 3 at most in the pit, one stop mandatory, a stop renews the tokens. */
  pitLane: boolean;
  /** Two-piecepack rule: a hazard is placed where a car spins out. */
  extraHazards: boolean;
  /** 'all': the race goes on until every car has finished; 'podium': until three have. */
  finish: 'all' | 'podium';
}

/** The timer variant's times, in seconds. */
export interface TimerSeconds {
  /** A player driving one car: per car turn (the seed's 30 s). */
  car: number;
  /** A player driving a team of two cars: for both cars' turns of a round together (the seed's 40 s). */
  team: number;
}

export const DEFAULT_TIMER_SECONDS: TimerSeconds = { car: 30, team: 40 };

export interface RacepackOptionsInput {
  players?: number;
  /** A shipped track id or a track file. */
  track?: string | TrackFile;
  laps?: number;
  timer?: boolean;
  timerSeconds?: Partial<TimerSeconds>;
  pitLane?: boolean;
  extraHazards?: boolean;
  finish?: 'all' | 'podium';
}

export type CarStatus = 'grid' | 'racing' | 'spun' | 'finished';

export interface CarState {
  id: number;
  seat: number;
  /** Index of the strategy-token pool the car draws from (its own, or its team's in a 3-player race). */
  pool: number;
  /** Cell id on the compiled track, or -1 when off the track (spun out or finished). */
  cell: number;
  status: CarStatus;
  /** Times the car has crossed the start/finish line (it starts behind it: 0). */
  crossings: number;
  gridSlot: number;
  /** The corner tile it spun out at (while status is 'spun'). */
  spinTile: number;
  pitStops: number;
  /** `crossings` when it last stopped in the pit (-1 never): one stop a lap at most. */
  lastPitLap: number;
  /** In the pit lane and not yet stopped there: it must stop before it leaves (RULINGS §11). */
  pitPending: boolean;
  /**
   * The heading (Dir) of its last movement, -1 when it has none (on the grid, or re-entered
   * after a spin-out): a car in a corner faces out of it, or still this way (seed 002).
   */
  heading: number;
}

/** Token counts: index 1..5 the numbered tokens (ace = 1), index 6 the wild tokens (2 or 4) of a 3-player pool. */
export type TokenPool = number[];
export const WILD = 6;

export interface Hazard {
  cell: number;
  active: boolean;
  /** Placed after a spin-out (extra-hazards variant). */
  extra: boolean;
}

export interface TurnState {
  car: number;
  /** Movements made this turn (0..3). */
  movement: number;
  /** Speed of the previous movement this turn (0 before the first). */
  prevSpeed: number;
}

/** Where the car to move stood when its turn began: a forfeit (timer variant) puts it back. */
export interface TurnStart {
  car: number;
  cell: number;
  status: CarStatus;
  crossings: number;
  heading: number;
  pitPending: boolean;
  /** Its token pool when the turn began (offensive tokens used in a forfeited turn come back). */
  pool: TokenPool;
  /** It rolled the penalty die this turn: a forfeit then leaves it where the roll left it. */
  rolled: boolean;
}

export interface DefendState {
  /** The car that rolled and survived. */
  car: number;
  /** Seats still to be asked, in turn order. */
  seats: number[];
  /** The car passed over an active hazard in that movement: its turn ends after the roll. */
  hazardHit: boolean;
  /** The corner tile it entered. */
  corner: number;
}

export type Phase = 'move' | 'defend' | 'moveHazard' | 'over';

export interface RacepackState {
  game: 'racepack';
  version: 1;
  options: RacepackOptions;
  rng: number[];
  cars: CarState[];
  pools: TokenPool[];
  poolSeat: number[];
  hazards: Hazard[];
  extraHazardsLeft: number;
  round: number;
  /** Car ids in this round's turn order. */
  order: number[];
  orderIndex: number;
  phase: Phase;
  turn: TurnState;
  /** The current car turn's starting point (null only in hand-built positions). */
  turnStart: TurnStart | null;
  /** The grid dice: each player's three dice, rolled at the start (RULINGS §11: every player sees them). */
  gridRolls: { seat: number; dice: number[] }[];
  defend: DefendState | null;
  /** Extra-hazards variant: the corner cell a moved hazard goes to (while phase is 'moveHazard'). */
  hazardTarget: number;
  /** Car ids in the order they crossed the line on the last lap. */
  finished: number[];
  /** Consecutive car turns with no movement (a guard against a jammed track). */
  idle: number;
  /** The race was stopped because no car could move. */
  stopped: boolean;
}

/** 0 forward; -1 a lane change to the left, +1 to the right (of the heading). */
export type Lane = -1 | 0 | 1;

export type RacepackAction =
  | {
      readonly type: 'move';
      readonly heading: Dir;
      readonly lane: Lane;
      readonly speed: number;
      readonly token: number;
    }
  | { readonly type: 'reenter'; readonly cell: number }
  | { readonly type: 'pitStop' }
  | { readonly type: 'forfeit' }
  | { readonly type: 'defend'; readonly pool: number; readonly token: number; readonly value: number }
  | { readonly type: 'pass' }
  | { readonly type: 'moveHazard'; readonly hazard: number };

export type RacepackEvent =
  | { type: 'gridRolls'; seats: { seat: number; dice: number[] }[]; slots: number[] }
  | { type: 'hazardsPlaced'; cells: number[] }
  | { type: 'turnStarted'; car: number; round: number }
  | { type: 'moved'; car: number; from: number; to: number; path: number[]; speed: number; lane: Lane; token: number }
  | { type: 'tokenUsed'; car: number; pool: number; token: number; value: number; defensive: boolean }
  | { type: 'cornerRoll'; car: number; roll: number; spinsOnOrAbove: number; spin: boolean }
  | { type: 'spunOut'; car: number; corner: number }
  | { type: 'reentered'; car: number; cell: number }
  | { type: 'hazardStop'; car: number; cell: number }
  | { type: 'hazardActivated'; hazard: number }
  | { type: 'hazardAdded'; hazard: number; cell: number }
  | { type: 'hazardMoved'; hazard: number; from: number; to: number }
  | { type: 'lap'; car: number; crossings: number }
  /** `place` so far (final for a car that stopped); `noStop`: the pit variant's stop was never made, so cars that stop and finish later pass it. */
  | { type: 'finished'; car: number; place: number; noStop: boolean }
  | { type: 'blocked'; car: number; movements: number }
  | { type: 'pitStop'; car: number }
  /** The timer ran out: `back` the car went back to where its turn began (it had not rolled); `cell` where it stands. */
  | { type: 'forfeited'; car: number; movements: number; back: boolean; cell: number }
  | { type: 'defencePassed'; seat: number }
  | { type: 'roundOrder'; round: number; order: number[] }
  | { type: 'raceOver'; finishOrder: number[]; stopped: boolean };
