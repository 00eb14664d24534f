/**
 * The timer variant as the screen keeps it (RULINGS §11). The rule lives in the engine: the
 * times are its options (`timerSeconds`), running out is its `forfeit` action (the car goes
 * back to where its turn began unless it rolled the penalty die). Here: which period is timed
 * now, for how long, and where the time left is kept across a reload.
 */
import type { RacepackTableView } from './racepack-table';

type TimedView = Pick<RacepackTableView, 'state'>;

/** The deciding car's seat drives a team of two cars (2–3 players): its time is the team's. */
function teamTurn(v: TimedView): boolean {
  const s = v.state;
  const seat = s.cars[s.turn.car]?.seat;
  return s.cars.filter((c) => c.seat === seat).length > 1;
}

/** The time of the period timed now: a one-car turn, or a team's whole turn (both its cars of the round). */
export function turnSeconds(v: TimedView): number {
  const t = v.state.options.timerSeconds;
  return teamTurn(v) ? t.team : t.car;
}

/**
 * The timed period, or null when nothing is timed now: the variant is off, a bot decides (bots
 * are never timed), the race is over, or the decision is not a movement (a penalty roll, a
 * defence question, a hazard choice). A team's two cars of a round share one period.
 */
export function timerKey(v: RacepackTableView): string | null {
  const s = v.state;
  if (!s.options.timer || v.over || !v.humanToAct || s.phase !== 'move') return null;
  return teamTurn(v) ? `${s.round}:seat${s.cars[s.turn.car].seat}` : `${s.round}:${s.orderIndex}:${s.turn.car}`;
}

/** The car turn being timed (a team's period spans two of them: each may be forfeited once). */
export function carTurnKey(v: RacepackTableView): string {
  return `${v.state.round}:${v.state.orderIndex}:${v.state.turn.car}`;
}

/** Where the time left of a race's periods is kept (localStorage, by game id): it survives a reload. */
export const timerStoreKey = (gameId: string) => `racepack.timer.${gameId}`;

/** Periods of older rounds are done: only this round's are kept. */
export function pruneRemaining(remaining: Record<string, number>, round: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, ms] of Object.entries(remaining)) if (k.startsWith(`${round}:`)) out[k] = ms;
  return out;
}
