/**
 * The Racepack screens' view of a session's Racepack view, and what they may ask of the
 * session. The session (main process in the app, the page in the browser build) runs the race,
 * its bots, undo and autosave, and keeps the log: this adapter only words it (log-wording.ts)
 * and counts the results' statistics from it. Nothing is replayed here: an undo or a restore
 * hands over the session's own log, already taken back or rebuilt.
 */
import type { RacepackAction } from '../../../src-shared/games/racepack';
import type { RacepackView } from '../../../src-shared/games/racepack/kit';
import { logText } from '../../i18n/log-wording';
import { setupOf } from './racepack-history';
import { statsOfLog } from './racepack-stats';
import type { ActResult, RacepackSetupData, RacepackTableView } from './racepack-table';

/** What the session offers the Racepack screens (the game store implements it with its client). */
export interface RacepackSessionPort {
  act(request: { seat: number; version: number; action: RacepackAction }): Promise<ActResult>;
  undo(): Promise<ActResult>;
}

/** The screens' view of a session view: the session's log in the renderer's words. */
export function racepackTableView(v: RacepackView): RacepackTableView {
  const setup: RacepackSetupData = setupOf(v.seats.map(seatOf), v.race.options);
  const names = v.seats.map((s) => s.name);
  return {
    gameId: v.id,
    version: v.version,
    setup,
    state: v.race,
    seat: v.decider,
    humanToAct: v.deciderKind === 'human' && !v.over,
    legal: v.legal.map((o) => o.action),
    canUndo: v.canUndo,
    log: v.log.map((l) => ({ seat: l.player, text: logText(l, names) })),
    over: v.over,
    finishOrder: v.finishOrder ? [...v.finishOrder] : null,
    stats: statsOfLog(v.log, v.race.cars.length, v.seats.length),
  };
}

function seatOf(s: RacepackView['seats'][number]) {
  return s.kind === 'bot' && s.level
    ? { kind: 'bot' as const, name: s.name, level: s.level }
    : { kind: 'human' as const, name: s.name };
}
