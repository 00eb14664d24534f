/**
 * Races recorded before RULINGS §11 (one action per outcome, the pit lane only to stop, corner
 * headings): their logs may hold actions the rules no longer list. A recorded action that is
 * not legal now is matched with the legal action of the same outcome (both are applied on
 * copies and the results compared); one with no equivalent (a drive-through of the pit lane,
 * a question no longer asked) ends the replay there, and the player is told.
 */
import { applyAction, createRace, legalActions, normalizeOptions } from './rules';
import { cloneState, serializeState } from './serialize';
import type { SaveNote } from '../../save/save-problem';
import type { RacepackAction, RacepackOptionsInput, RacepackState } from './types';

const sameAction = (a: RacepackAction, b: RacepackAction): boolean =>
  JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());

/** What a move leads to, at three levels of strictness (the last two leave out a wasted token and the heading). */
function outcomeKeys(s: RacepackState): [string, string, string] {
  const exact = serializeState(s);
  const place = {
    rng: s.rng,
    round: s.round,
    order: s.order,
    orderIndex: s.orderIndex,
    phase: s.phase,
    turn: s.turn,
    defend: s.defend,
    hazards: s.hazards,
    hazardTarget: s.hazardTarget,
    finished: s.finished,
  };
  const cars = s.cars.map((c) => [c.cell, c.status, c.crossings, c.spinTile, c.pitStops, c.lastPitLap, c.pitPending]);
  const loose = JSON.stringify({ ...place, cars });
  const headings = JSON.stringify(s.cars.map((c) => c.heading));
  return [exact, `${loose}|${headings}`, loose];
}

/**
 * The legal action with the same outcome as a recorded one: the action itself when it is legal,
 * else the legal action leading to the same position (the same state; else the same places,
 * headings and dice, a token spent for nothing kept; else the same places and dice), or null.
 */
export function matchRecordedAction(s: RacepackState, recorded: RacepackAction): RacepackAction | null {
  const legal = legalActions(s);
  if (legal.some((a) => sameAction(a, recorded))) return recorded;
  let target: [string, string, string];
  try {
    const copy = cloneState(s);
    applyAction(copy, recorded, null);
    target = outcomeKeys(copy);
  } catch {
    return null; // the recorded action does not even apply: no outcome to match
  }
  const keys = legal.map((a) => {
    const copy = cloneState(s);
    applyAction(copy, a, null);
    return outcomeKeys(copy);
  });
  for (let level = 0; level < 3; level++) {
    const i = keys.findIndex((k) => k[level] === target[level]);
    if (i >= 0) return legal[i];
  }
  return null;
}

/** A stored Racepack state written before RULINGS §11 (it lacks the turn's start and the grid dice). */
export function isLegacyState(stored: unknown): boolean {
  return !!stored && typeof stored === 'object' && !('turnStart' in stored && 'gridRolls' in stored);
}

/** A stored race record as the save code holds it (options with the seed, the action log, a snapshot). */
export interface StoredRaceRecord {
  options: unknown;
  actions: unknown[];
  snapshot?: { actionCount: number; state: unknown; stats?: unknown[] };
}

/**
 * Brings a race record written under the earlier rules up to the current ones, in place: the
 * log is replayed from the start, each action not legal now replaced by its equivalent, the log
 * cut before the first action with none, and a snapshot of the earlier rules replaced by one of
 * the replay. A record written by this build (its snapshot has the current fields) is left as
 * it is (the save code's replay verifies it); so is any record all of whose actions are legal.
 * Notes for the player say what changed (keys the renderer's catalogue words). True when
 * recorded actions were left out.
 */
export function upgradeRaceRecord(record: StoredRaceRecord, notes: SaveNote[]): boolean {
  const snap = record.snapshot;
  const legacySnapshot = snap !== undefined && isLegacyState(snap.state);
  if (snap && !legacySnapshot) return false;
  const { seed, ...rest } = record.options as RacepackOptionsInput & { seed: number };
  const s = createRace(normalizeOptions(rest), seed);
  const actions = record.actions as RacepackAction[];
  const kept: RacepackAction[] = [];
  let matched = 0;
  let stop = -1;
  for (let i = 0; i < actions.length; i++) {
    const a = s.phase === 'over' ? null : matchRecordedAction(s, actions[i]);
    if (!a) {
      stop = i;
      break;
    }
    if (a !== actions[i]) matched++;
    applyAction(s, a, null);
    kept.push(a);
  }
  if (!legacySnapshot && matched === 0 && stop < 0) return false;
  record.actions = kept;
  if (snap || stop >= 0) {
    record.snapshot = {
      actionCount: kept.length,
      state: JSON.parse(serializeState(s)) as unknown,
      ...(snap?.stats ? { stats: snap.stats } : {}),
    };
  }
  if (matched > 0) notes.push({ key: 'movesMatched', game: 'racepack', moves: matched });
  if (stop >= 0)
    notes.push({
      key: 'movesLeftOut',
      game: 'racepack',
      move: stop + 1,
      of: actions.length,
      cause: stopCause(actions[stop]),
      action: actions[stop].type,
    });
  return stop >= 0;
}

/**
 * Why a recorded action has no equivalent under the current rules, as a key (worded by
 * Racepack's words in the renderer, games/racepack/i18n/save-causes.ts): a lane change or a
 * movement (into or out of the pit lane without a stop, or against a corner), an answer to a question no longer
 * asked, or another action (`other`, worded with its type).
 */
export type RaceStopCause = 'laneChange' | 'movement' | 'question' | 'other';
export const RACE_STOP_CAUSES = [
  'laneChange',
  'movement',
  'question',
  'other',
] as const satisfies readonly RaceStopCause[];

export function stopCause(a: RacepackAction): RaceStopCause {
  if (a.type === 'move') return a.lane !== 0 ? 'laneChange' : 'movement';
  if (a.type === 'pass' || a.type === 'defend') return 'question';
  return 'other';
}
