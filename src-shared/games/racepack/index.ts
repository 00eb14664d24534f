/**
 * Racepack (seed 002, RULINGS §11): the second game of the house. This file is the only
 * entry point from outside the folder.
 */
export { racepack } from './game-value';
export type {
  RacepackAction,
  RacepackEvent,
  RacepackOptions,
  RacepackOptionsInput,
  RacepackState,
  CarState,
  Hazard,
  Lane,
} from './types';
export type { TrackFile } from './track-file';
export type { CompiledTrack, TrackGeometry } from './track';
export type { Dir } from './geometry';
export { trackFileSchema, parseTrackFile, readTrackFile } from './track-file';
export {
  compileTrack,
  validateTrack,
  trackGeometry,
  wideStraightTiles,
  COORD_LIMIT,
  MAX_TILES,
  ONE_PIECEPACK_TILES,
} from './track';
export { tilesFromPath } from './geometry';
export { RACEPACK_TRACKS, findTrack } from './tracks';
export {
  carProgress,
  raceOrder,
  carFinishOrder,
  moveOptions,
  trackOf,
  trackFor,
  wideStraight,
  IllegalRacepackAction,
} from './rules';
export { WILD } from './types';
/** `racepack.create` that also hands back the start's events (the grid roll): for the app's statistics. */
export { createRace } from './rules';
/** Whether the car to move can still make a movement (ends its turn when not). */
export { hasAnyMove } from './moves';

export {
  GreedyDriver,
  createRacepackBot,
  createSearchBot,
  evaluateSeat,
  RACEPACK_BOT_KINDS,
  RACEPACK_LEVELS,
  SEARCH_LEVELS,
} from './bots/racepack-bots';
export type { RacepackBot, RacepackBotKind, RacepackLevel } from './bots/racepack-bots';
export { RACEPACK_LEVEL_STRENGTH, racepackWinsInTen } from './bots/level-strength';
export {
  matchRecordedAction,
  upgradeRaceRecord,
  stopCause,
  RACE_STOP_CAUSES,
  type RaceStopCause,
  type StoredRaceRecord,
} from './legacy';
export { racepackBotKit, type RacepackBotSpec } from './bots/bot-kit';
export { racepackSaveRules, racepackActionSchema } from './save-rules';

/** A race told round by round (positions, speed, tokens, spin-outs) for the race summary's plots. */
export { racepackRaceSummary, RACEPACK_SUMMARY_SERIES, type RacepackSeriesKey } from './race-summary';
