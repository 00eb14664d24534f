import { segmentFront, type PreparedTrack } from '../track/prepared-track';
import type { Ctx } from './context';
import type { GameState } from './state';

/**
 * Race order, leader first (RULINGS §4): more laps completed, then more progress,
 * then the inner lane.
 */
export function raceOrder(s: GameState, t: PreparedTrack): number[] {
  const keys = s.players.map((pl, i) => ({
    i,
    laps: pl.lapsCompleted,
    progress: segmentFront(t, pl.car.space, pl.car.segment),
    lane: t.lane[pl.car.space],
  }));
  keys.sort((a, b) => b.laps - a.laps || b.progress - a.progress || a.lane - b.lane || a.i - b.i);
  return keys.map((k) => k.i);
}

/** 1-based position of a player at the start of this turn's Action Phase. */
export function startPosition(ctx: Ctx, p: number): number {
  return ctx.s.turn.startOrder.indexOf(p) + 1;
}

export function isLastAtStart(ctx: Ctx, p: number): boolean {
  return startPosition(ctx, p) === ctx.s.players.length;
}
