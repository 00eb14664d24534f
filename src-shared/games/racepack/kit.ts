/**
 * Racepack as one kit: its rules, its session plugin (view, log), its setup and action
 * schemas and what its start screen lists. The registry (../registry.ts) names it once; the
 * renderer reaches the session-side types and helpers here, beside the rules' index.ts.
 */
import {
  RACEPACK_TRACKS,
  racepack,
  racepackActionSchema,
  racepackBotKit,
  racepackSaveRules,
  type RacepackAction,
  type RacepackEvent,
  type RacepackState,
  type TrackFile,
} from '.';
import type { GameKit } from '../kit';
import { racepackRecords } from './records';
import type { SessionUpdate } from '../../session/types';
import { racepackSession, type RacepackStoredOptions } from './session/racepack-session';
import { RACEPACK_LOG_KEYS, type RacepackLogMessage } from './session/log-messages';
import { RACEPACK_SEATS, racepackSetupSchema, type RacepackSetup } from './session/setup';
import type { RacepackView } from './session/racepack-view-types';

export * from './session/racepack-view-types';
export * from './session/setup';
export * from './session/log-messages';
export { racepackSession, type RacepackStoredOptions } from './session/racepack-session';

/** An update of a Racepack game: its events and its view. */
export type RacepackUpdate = SessionUpdate<RacepackEvent, RacepackView>;

/** Racepack's arena tracks rotate over the three 24-tile courses when none is given. */
export const RACEPACK_ARENA_TRACKS = ['grand-prix', 'indy-oval', 'hairpin-chicane'];

/** What the start screen lists for Racepack: its shipped tracks. */
export interface RacepackCatalog {
  game: 'racepack';
  tracks: TrackFile[];
}

export interface RacepackTypes {
  state: RacepackState;
  action: RacepackAction;
  event: RacepackEvent;
  options: RacepackStoredOptions;
  setup: RacepackSetup;
  stats: Record<string, never>;
  view: RacepackView;
  log: RacepackLogMessage;
  catalog: RacepackCatalog;
}

export const racepackKit: GameKit<RacepackTypes> = {
  id: 'racepack',
  game: racepack,
  session: racepackSession,
  seats: RACEPACK_SEATS,
  setupSchema: racepackSetupSchema,
  actionSchema: racepackActionSchema,
  logKeys: RACEPACK_LOG_KEYS,
  catalog: () => ({ game: 'racepack', tracks: JSON.parse(JSON.stringify(RACEPACK_TRACKS)) as TrackFile[] }),
  saveRules: racepackSaveRules,
  bots: racepackBotKit,
  records: racepackRecords,
  cli: {
    arena: {
      flags: ['pit-lane'],
      where: 'the arena tracks',
      options: (o) =>
        racepack.normalizeOptions({
          players: o.players,
          track: o.track ?? RACEPACK_ARENA_TRACKS[o.seed % RACEPACK_ARENA_TRACKS.length],
          laps: o.laps,
          pitLane: o.pitLane,
        }),
      rounds: (s) => (s as RacepackState).round,
      finishOrder: (s) => racepack.result(s as RacepackState)!.finishOrder as number[],
    },
    commands: () => import('./cli').then((m) => m.racepackCli),
  },
};
