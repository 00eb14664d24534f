import { listTracks } from '..';

export interface TrackSummary {
  id: string;
  name: string;
  lanes: number;
  /** Spaces in a lap of lane 0 (the inside line) and in all lanes. */
  spacesLane0: number;
  spacesAll: number;
  lapLength: number;
  direction: 'clockwise' | 'counterclockwise';
}

export function trackSummaries(): TrackSummary[] {
  return listTracks().map((t) => ({
    id: t.id,
    name: t.name,
    lanes: t.lanes,
    spacesLane0: t.spaces.filter((s) => s.lane === 0).length,
    spacesAll: t.spaces.length,
    lapLength: t.lapLength,
    direction: t.direction,
  }));
}
