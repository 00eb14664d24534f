/** Race order from a board snapshot (pure): laps, then progress of the car's front, then inner lane. */
import type { BoardSnapshot } from './board-types';

export function raceOrderOf(
  s: BoardSnapshot,
  front: (space: number, segment: number) => number,
  lane: (space: number) => number,
): number[] {
  if (s.order && s.order.length) return [...s.order];
  return [...s.cars]
    .sort((a, b) => {
      const la = s.laps[a.player] ?? 0;
      const lb = s.laps[b.player] ?? 0;
      if (la !== lb) return lb - la;
      const fa = front(a.space, a.segment);
      const fb = front(b.space, b.segment);
      if (Math.abs(fa - fb) > 1e-6) return fb - fa;
      return lane(a.space) - lane(b.space);
    })
    .map((c) => c.player);
}
