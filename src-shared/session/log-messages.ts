/**
 * What the session says to players, as data: a message key and its typed parameters (seats,
 * colour ids, card ids, numbers). The renderer's catalogue (src-renderer/i18n/log-wording.ts)
 * words every key; no sentence is built here, so the wording can be reviewed and translated
 * in one place. Players are seat indices (the renderer knows their names).
 */
import type { Color } from '../games/automobiles';

/** A message of an Automobiles log line. `reason` is the engine's own word for a cause (a card name, 'drafting'). */
export type AutomobilesLogMessage =
  /** Tracks are track ids (the renderer names them). */
  | { key: 'raceStart'; track: string; laps: number; cars: number }
  | { key: 'seasonStart'; tracks: string[]; laps: number; cars: number }
  | { key: 'turn'; n: number; p: number }
  | { key: 'setupBuy'; p: number; money: number }
  | { key: 'cubePlayed'; p: number; color: Color; card: string }
  | { key: 'cubesDrawn'; p: number; colors: Color[]; reason: string }
  | { key: 'bagRefilled'; p: number; count: number }
  /** Cube lines list every cube of one effect (consecutive cubes of one cause fold into one line). */
  | { key: 'cubeMoved'; p: number; colors: Color[]; from: string; to: string; reason: string }
  | { key: 'cubeRemoved'; p: number; colors: Color[]; from: string; reason: string }
  | { key: 'cubeGained'; p: number; colors: Color[]; reason: string }
  | { key: 'cubeBought'; p: number; color: Color; cost: number; left: number }
  | { key: 'wearGained'; p: number; count: number; reason: string; missing: number }
  | { key: 'buyPhase'; p: number }
  /** `place`: the space stopped on as the screen names it (colours, lane of `lanes`), when known. */
  | {
      key: 'carMoved';
      p: number;
      spaces: number;
      to: number;
      place: { colors: string[]; lane: number; lanes: number } | null;
    }
  | { key: 'lap'; p: number; lap: number; of: number }
  | { key: 'aerodynamics'; p: number }
  /** `behind`: the seat drafted behind, or -1 when unknown. */
  | { key: 'drafting'; p: number; behind: number }
  | { key: 'pitStop'; p: number; removed: number }
  | { key: 'boostNoDraw'; p: number }
  | { key: 'finalRound'; p: number }
  | { key: 'roundLimit'; n: number }
  | { key: 'raceOver'; order: number[] }
  | { key: 'driverChosen'; p: number; driver: number }
  | { key: 'racePoints'; race: number; points: number[]; total: number[] }
  | { key: 'sponsorChosen'; p: number; sponsor: string; kept: boolean }
  | { key: 'sponsorRemoved'; p: number; sponsor: string }
  | { key: 'raceStarted'; race: number; track: string; grid: number[] }
  | { key: 'seasonOver'; standings: number[]; points: number[] }
  /** Cars slid to the front of their space: each seat with the segments it moved. */
  | { key: 'momentum'; moves: { p: number; segments: number }[] }
  | { key: 'fuelCardChosen'; p: number; card: string }
  | { key: 'fuelUsed'; p: number; card: string }
  | { key: 'mechanicsRevealed'; mechanics: string[] }
  /** The solo series: `gained` this race, `points` in all. */
  | { key: 'soloRaceScored'; race: number; gained: number; points: number }
  | { key: 'soloFinished'; points: number; rating: string }
  /** An event with no wording of its own (its type). */
  | { key: 'event'; type: string };

/** A message of a Racepack log line. `car` is the car's index, `team` true when seats drive two cars. */
export type RacepackLogMessage =
  | { key: 'rpStart'; track: string; laps: number; players: number }
  /** The grid dice (RULINGS §11): each player's three dice, by seat, and the grid they set (car indices, pole first). */
  | { key: 'rpGridRolls'; rolls: { p: number; dice: number[] }[]; grid: { p: number; car: number }[]; team: boolean }
  | { key: 'rpSpunOut'; p: number; car: number; team: boolean; corner?: number }
  | { key: 'rpLap'; p: number; car: number; team: boolean; lap: number }
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

/** Something that went wrong behind the scenes; the game went on (a bot seat `p` failed). */
export type NoticeMessage = { key: 'botFailed'; p: number; why: string } | { key: 'botIllegal'; p: number };

/** Every message a session log line can carry. */
export type LogMessage = AutomobilesLogMessage | RacepackLogMessage | NoticeMessage;
export type LogKey = LogMessage['key'];

/** Every key, listed once (the catalogue test checks each has its wording). */
export const LOG_KEYS = [
  'raceStart',
  'seasonStart',
  'turn',
  'setupBuy',
  'cubePlayed',
  'cubesDrawn',
  'bagRefilled',
  'cubeMoved',
  'cubeRemoved',
  'cubeGained',
  'cubeBought',
  'wearGained',
  'buyPhase',
  'carMoved',
  'lap',
  'aerodynamics',
  'drafting',
  'pitStop',
  'boostNoDraw',
  'finalRound',
  'roundLimit',
  'raceOver',
  'driverChosen',
  'racePoints',
  'sponsorChosen',
  'sponsorRemoved',
  'raceStarted',
  'seasonOver',
  'momentum',
  'fuelCardChosen',
  'fuelUsed',
  'mechanicsRevealed',
  'soloRaceScored',
  'soloFinished',
  'event',
  'rpStart',
  'rpGridRolls',
  'rpSpunOut',
  'rpLap',
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
  'botFailed',
  'botIllegal',
] as const satisfies readonly LogKey[];

// Compile-time: LOG_KEYS lists every key (a key missing from the list fails here).
type Missing = Exclude<LogKey, (typeof LOG_KEYS)[number]>;
export const LOG_KEYS_COMPLETE: Missing extends never ? true : Missing = true;
