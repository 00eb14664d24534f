/**
 * What a Racepack session says to players, as data: a message key and its typed parameters
 * (seats, car indices, numbers), worded by the renderer's catalogue (src-renderer/i18n/log-wording.ts).
 */

/** A message of a Racepack log line. `car` is the car's index, `team` true when seats drive two cars. */
export type RacepackLogMessage =
  | { key: 'rpStart'; track: string; laps: number; players: number }
  /** The grid dice (RULINGS §11): each player's three dice, by seat, and the grid they set (car indices, pole first). */
  | { key: 'rpGridRolls'; rolls: { p: number; dice: number[] }[]; grid: { p: number; car: number }[]; team: boolean }
  | { key: 'rpSpunOut'; p: number; car: number; team: boolean; corner?: number }
  /** A car crossed the start line and begins lap `lap` of `of` (leaving the grid begins lap 1; the line after the last lap is `rpFinished`). */
  | { key: 'rpLapStarted'; p: number; car: number; team: boolean; lap: number; of: number }
  | { key: 'rpFinished'; p: number; car: number; team: boolean; place: number; noStop: boolean }
  | { key: 'rpPitStop'; p: number; car: number; team: boolean }
  | { key: 'rpForfeited'; p: number; car: number; team: boolean; back: boolean }
  | { key: 'rpRaceOver'; stopped: boolean }
  /** A movement: `lane` 0 straight on, -1 left, 1 right. */
  | { key: 'rpMoved'; p: number; car: number; team: boolean; lane: number; speed: number }
  /** A strategy token played to set a speed (`value`: the face played, 6 the wild). */
  | { key: 'rpToken'; p: number; car: number; team: boolean; value: number }
  /** A token played against another car's penalty roll (the re-roll follows). */
  | { key: 'rpDefend'; p: number; value: number }
  | { key: 'rpPass'; p: number }
  | { key: 'rpRoll'; p: number; car: number; team: boolean; roll: number; spinOn: number; spin: boolean }
  | { key: 'rpReentered'; p: number; car: number; team: boolean }
  | { key: 'rpHazardStop'; p: number; car: number; team: boolean }
  | { key: 'rpHazardActivated' }
  | { key: 'rpHazardAdded' }
  | { key: 'rpHazardMoved' }
  | { key: 'rpBlocked'; p: number; car: number; team: boolean; movements: number };

/** Every key of this game's log, listed once (the catalogue test checks each has its wording). */
export const RACEPACK_LOG_KEYS = [
  'rpStart',
  'rpGridRolls',
  'rpSpunOut',
  'rpLapStarted',
  'rpFinished',
  'rpPitStop',
  'rpForfeited',
  'rpRaceOver',
  'rpMoved',
  'rpToken',
  'rpDefend',
  'rpPass',
  'rpRoll',
  'rpReentered',
  'rpHazardStop',
  'rpHazardActivated',
  'rpHazardAdded',
  'rpHazardMoved',
  'rpBlocked',
] as const satisfies readonly RacepackLogMessage['key'][];

// Compile-time: the list holds every key (a key missing from it fails here).
type Missing = Exclude<RacepackLogMessage['key'], (typeof RACEPACK_LOG_KEYS)[number]>;
export const RACEPACK_LOG_KEYS_COMPLETE: Missing extends never ? true : Missing = true;
