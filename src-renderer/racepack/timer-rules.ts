/** The timer variant's pure rules: which turn is timed and for how long. */
import type { RacepackTableView } from './racepack-table';

/** 30 s a car turn, 40 s when the player drives a team of two cars (RULINGS §11). */
export function turnSeconds(v: Pick<RacepackTableView, 'state'>): number {
  return v.state.options.players <= 3 ? 40 : 30;
}

/**
 * Identifies the timed car turn, or null when nothing is timed now: the variant is off, a bot
 * decides, the race is over, or the decision is not a movement (defence, hazard choice).
 */
export function timerKey(v: RacepackTableView): string | null {
  const s = v.state;
  if (!s.options.timer || v.over || !v.humanToAct || s.phase !== 'move') return null;
  return `${s.round}:${s.orderIndex}:${s.turn.car}`;
}
