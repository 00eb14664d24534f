/**
 * A Racepack race rebuilt from its record (options with the seed, seats, every action): the
 * state after each move and the log lines, described by the session's plugin (the lines the
 * race's screen showed) in the renderer's words. The replay viewer steps through it; the race's
 * screen never does (it shows the session's log).
 * The engine is deterministic (the dice live in the state), so the record is the whole race.
 */
import {
  createRace,
  racepack,
  type RacepackAction,
  type RacepackEvent,
  type RacepackState,
} from '../../../src-shared/games/racepack';
import type { Seat } from '../../../src-shared/session/types';
import { racepackSession } from '../../../src-shared/games/racepack/kit';
import type { LogEntry } from '../../../src-shared/session/game-plugin';
import { logText } from '../../i18n/log-wording';
import { countEvents, emptyStats, type RacepackStats } from './racepack-stats';
import type { RacepackLogLine, RacepackPublicState, RacepackSetupData } from './racepack-table';

/** What a Racepack save or the session's game record holds. */
export interface RacepackRecordInput {
  /** The race's options (normalized or not) and the seed. */
  options: unknown;
  seats: Seat[];
  actions: unknown[];
}

export interface RacepackMove {
  action: RacepackAction;
  /** The seat that chose it. */
  seat: number;
  events: RacepackEvent[];
}

export class RacepackHistoryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RacepackHistoryError';
  }
}

/** The setup the screens read (seats and options) from a record's seats and a race's options. */
export function setupOf(seats: readonly Seat[], options: RacepackState['options']): RacepackSetupData {
  return {
    seats: seats.map((s) =>
      s.kind === 'bot' ? { kind: 'bot', name: s.name, level: s.level } : { kind: 'human', name: s.name },
    ),
    options: {
      track: options.track,
      laps: options.laps,
      timer: options.timer,
      pitLane: options.pitLane,
      extraHazards: options.extraHazards,
      finish: options.finish,
    },
  };
}

export class RacepackHistory {
  readonly setup: RacepackSetupData;
  readonly moves: RacepackMove[] = [];
  readonly log: RacepackLogLine[] = [];
  /** The events of the start (the grid roll, the hazards, the first turn). */
  readonly startEvents: RacepackEvent[] = [];
  /** Log lines shown after n moves: logCount[n]. */
  private readonly logCount: number[] = [];
  /** The public state after n moves. */
  private readonly states: RacepackPublicState[] = [];

  constructor(record: RacepackRecordInput) {
    const { seed, ...options } = (record.options ?? {}) as { seed?: unknown };
    if (typeof seed !== 'number') throw new RacepackHistoryError('the record has no seed');
    let state: RacepackState;
    try {
      state = createRace(racepack.normalizeOptions(options), seed, this.startEvents);
    } catch (e) {
      throw new RacepackHistoryError(`the race cannot be set up again (${(e as Error).message})`);
    }
    this.setup = setupOf(record.seats, state.options);
    const names = record.seats.map((x) => x.name);
    const word = (l: LogEntry): RacepackLogLine => ({ seat: l.player, text: logText(l, names) });
    this.log.push(...racepackSession.logStart(state, record.seats).map(word));
    this.keep(state);
    record.actions.forEach((raw, i) => {
      const action = raw as RacepackAction;
      const seat = racepack.currentPlayer(state);
      let events: RacepackEvent[];
      try {
        events = racepack.apply(state, action);
      } catch (e) {
        throw new RacepackHistoryError(`move ${i + 1} does not apply (${(e as Error).message})`);
      }
      this.moves.push({ action, seat, events });
      for (const e of events) {
        const line = racepackSession.describeEvent(e, names, state);
        if (line) this.log.push(word(line));
      }
      this.keep(state);
    });
  }

  /** The race's statistics after `moment` moves (all of them by default). */
  statsAt(moment = this.moves.length): RacepackStats {
    const s = this.stateAt(0);
    const stats = emptyStats(s.cars.length, s.options.players);
    const carSeat = s.cars.map((c) => c.seat);
    countEvents(stats, this.startEvents, carSeat, s.poolSeat);
    for (const m of this.moves.slice(0, this.clamp(moment))) countEvents(stats, m.events, carSeat, s.poolSeat);
    return stats;
  }

  /** Number of moves (the moments run 0..length). */
  get length(): number {
    return this.moves.length;
  }

  stateAt(moment: number): RacepackPublicState {
    return this.states[this.clamp(moment)];
  }

  logAt(moment: number): RacepackLogLine[] {
    return this.log.slice(0, this.logCount[this.clamp(moment)]);
  }

  /** The moment a car's turn begins after (d = 1) or at/before (d = -1) `moment`; the ends otherwise. */
  turnStep(moment: number, d: 1 | -1): number {
    const starts = (m: number) => m > 0 && this.moves[m - 1].events.some((e) => e.type === 'turnStarted');
    let m = this.clamp(moment) + d;
    while (m > 0 && m < this.moves.length && !starts(m)) m += d;
    return Math.max(0, Math.min(this.moves.length, m));
  }

  private clamp(moment: number): number {
    return Math.max(0, Math.min(this.moves.length, Math.floor(moment)));
  }

  private keep(state: RacepackState): void {
    this.logCount.push(this.log.length);
    this.states.push(racepack.playerView(state, 0) as RacepackPublicState);
  }
}
