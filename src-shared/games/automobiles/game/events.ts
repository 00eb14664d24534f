import type { Color } from '../cubes';
import type { CarPosition } from './state';
import type { SoloRaceScore } from '../solo/solo-types';

export type PileName = 'bag' | 'active' | 'used' | 'discard' | 'stock' | 'track' | 'fuel';

/** Domain events: what happened, in order, for animation, the game log and replays. */
export type GameEvent =
  | { type: 'turnStarted'; player: number; round: number }
  | { type: 'setupStarted'; player: number; allowance: number }
  | { type: 'cubePlayed'; player: number; color: Color; card: string }
  | { type: 'cubesDrawn'; player: number; colors: Color[]; reason: string }
  | { type: 'bagRefilled'; player: number; count: number }
  | { type: 'cubeMoved'; player: number; color: Color; from: PileName; to: PileName; reason: string }
  | { type: 'cubeRemoved'; player: number; color: Color; from: PileName; reason: string }
  | { type: 'cubeGained'; player: number; color: Color; to: PileName; reason: string }
  | { type: 'cubeBought'; player: number; color: Color; cost: number; moneyLeft: number }
  | { type: 'wearGained'; player: number; count: number; missing: number; reason: string }
  | { type: 'cubePlaced'; player: number; color: Color; space: number; segment: number; step: number }
  | { type: 'phaseChanged'; player: number; phase: 'action' | 'buy' | 'car' | 'decline' | 'end' }
  | { type: 'carMoved'; player: number; from: CarPosition; to: CarPosition; path: CarPosition[] }
  | { type: 'lapCompleted'; player: number; lap: number; of: number }
  | { type: 'drafting'; player: number; behind: number | null; reason: 'drafting' | 'aerodynamics' }
  | { type: 'momentum'; moves: { player: number; space: number; from: number; to: number }[] }
  | { type: 'pitStop'; player: number; wearRemoved: number }
  | { type: 'boostReply'; player: number; drew: boolean }
  | { type: 'finalRound'; player: number }
  | { type: 'raceFinished'; finishOrder: number[] }
  /** The race reached the round limit and ends now, finish order by position (RULINGS §4). */
  | { type: 'roundLimit'; round: number }
  | { type: 'driverChosen'; player: number; driver: number }
  | { type: 'seasonRaceScored'; race: number; points: number[]; total: number[] }
  | { type: 'sponsorChosen'; player: number; sponsor: string; kept: boolean }
  | { type: 'sponsorRemoved'; sponsor: string; by: number }
  | { type: 'raceStarted'; race: number; track: string; turnOrder: number[] }
  | { type: 'seasonFinished'; standings: number[]; points: number[] }
  | { type: 'mechanicsRevealed'; mechanics: string[] }
  | { type: 'soloRaceScored'; race: number; score: SoloRaceScore; points: number }
  | { type: 'soloFinished'; points: number; rating: string }
  | { type: 'fuelCardChosen'; player: number; card: string }
  | { type: 'fuelUsed'; player: number; card: string };

export type EventSink = GameEvent[] | null;

export function emit(sink: EventSink, e: GameEvent): void {
  if (sink) sink.push(e);
}
