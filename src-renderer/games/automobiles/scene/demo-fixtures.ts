/**
 * Made-up positions and event batches for the scene demo page and tests (pure, deterministic).
 * Paths follow the track's movement graph (prepareTrack), so they look like real moves.
 */
import { type GameEvent, type GearColor, prepareTrack, type TrackDef } from '../../../../src-shared/games/automobiles';
import type { BoardSnapshot } from './board-types';
import { DEFAULT_CAR_COLORS } from './palette';

const NAMES = ['Ayrton', 'Bette', 'Chen', 'Dorothy', 'Enzo'];

/** Five cars on the grid, three cubes in front of P1, and P1's legal next spaces. */
export function demoStart(
  track: TrackDef,
  players = 5,
  totalLaps = 3,
): { snapshot: BoardSnapshot; highlights: number[] } {
  const t = prepareTrack(track);
  const cars = track.grid.slice(0, players).map((slot, i) => ({
    player: i,
    space: slot.space,
    segment: slot.segment,
    color: DEFAULT_CAR_COLORS[i % DEFAULT_CAR_COLORS.length],
    name: NAMES[i % NAMES.length],
  }));
  const cubes: BoardSnapshot['cubes'] = [];
  let at = cars[0].space;
  for (let k = 0; k < 3; k++) {
    const next = t.nextInLane[at] >= 0 ? t.nextInLane[at] : t.successors[at][0];
    if (next === undefined || next < 0) break;
    at = next;
    const colors = track.spaces[at].colors;
    cubes.push({ player: 0, color: colors[k % colors.length], space: at, segment: 0 });
  }
  const highlights = [...t.successors[at]];
  return {
    snapshot: { cars, cubes, laps: cars.map(() => 0), totalLaps, order: undefined, current: 0 },
    highlights,
  };
}

/**
 * A busy batch: every car places 4-7 cubes and drives at once, some change lanes, laps are
 * counted at the line, then drafting/wear and momentum. Returns the events and the snapshot after.
 */
export function busyBatch(
  track: TrackDef,
  from: BoardSnapshot,
  round = 0,
): { events: GameEvent[]; snapshot: BoardSnapshot } {
  const t = prepareTrack(track);
  const laps = [...from.laps];
  const taken = new Set<string>();
  const cubeEvents: GameEvent[] = [];
  const driveEvents: GameEvent[] = [];
  const lapEvents: GameEvent[] = [];
  const ends: { player: number; space: number; segment: number }[] = [];
  const totalLaps = from.totalLaps ?? 3;

  // Leader first, so trailing cars never end on the leader's spot.
  const cars = [...from.cars].sort((a, b) => t.to[b.space] - t.to[a.space]);
  cars.forEach((car, i) => {
    const steps = 4 + ((i * 3 + round) % 4);
    const path: { space: number; segment: number }[] = [];
    let at = car.space;
    let prevTo = t.to[at];
    let crossed = 0;
    for (let k = 0; k < steps + 6; k++) {
      const succ = [...t.successors[at]];
      let next = t.nextInLane[at];
      // Every other car changes lane once, mid-move.
      if ((k === 2 && (i + round) % 2 === 1) || next < 0) {
        const other = succ.filter((s) => t.lane[s] !== t.lane[at]);
        next = other.length ? other[(i + round) % other.length] : next >= 0 ? next : succ[0];
      }
      if (next === undefined || next < 0) break;
      at = next;
      if (t.to[at] < prevTo) crossed++;
      prevTo = t.to[at];
      const colors = track.spaces[at].colors as GearColor[];
      const last = k >= steps - 1;
      // The last cube goes in the rearmost free segment of a space with room.
      let segment = 0;
      if (last) {
        segment = -1;
        for (let sgm = t.segments[at] - 1; sgm >= 0; sgm--) {
          if (!taken.has(`${at}:${sgm}`)) {
            segment = sgm;
            break;
          }
        }
        if (segment < 0) {
          path.push({ space: at, segment: 0 });
          cubeEvents.push({
            type: 'cubePlaced',
            player: car.player,
            color: colors[k % colors.length],
            space: at,
            segment: 0,
            step: k + 1,
          });
          continue;
        }
      }
      path.push({ space: at, segment });
      cubeEvents.push({
        type: 'cubePlaced',
        player: car.player,
        color: colors[k % colors.length],
        space: at,
        segment,
        step: k + 1,
      });
      if (last) break;
    }
    const end = path[path.length - 1];
    taken.add(`${end.space}:${end.segment}`);
    ends.push({ player: car.player, ...end });
    driveEvents.push({
      type: 'carMoved',
      player: car.player,
      from: { space: car.space, segment: car.segment },
      to: { ...end },
      path,
    });
    for (let c = 0; c < crossed; c++) {
      laps[car.player] = (laps[car.player] ?? 0) + 1;
      lapEvents.push({ type: 'lapCompleted', player: car.player, lap: laps[car.player], of: totalLaps });
    }
  });

  // Drafting when directly behind another car in the lane, wear otherwise.
  const declineEvents: GameEvent[] = [];
  const wearEvents: GameEvent[] = [];
  for (const e of ends) {
    const ahead = e.segment > 0 ? e.space : t.nextInLane[e.space];
    const behind = ends.find(
      (o) => o.player !== e.player && o.space === ahead && (e.segment > 0 ? o.segment === e.segment - 1 : true),
    );
    if (behind) declineEvents.push({ type: 'drafting', player: e.player, behind: behind.player, reason: 'drafting' });
    else
      wearEvents.push({
        type: 'wearGained',
        player: e.player,
        count: 1 + ((e.player + round) % 3),
        missing: 0,
        reason: 'decline',
      });
  }

  // Momentum: cars in a space pack to its front, keeping their order.
  const moves: { player: number; space: number; from: number; to: number }[] = [];
  const bySpace = new Map<number, typeof ends>();
  for (const e of ends) bySpace.set(e.space, [...(bySpace.get(e.space) ?? []), e]);
  for (const [space, list] of bySpace) {
    list.sort((a, b) => a.segment - b.segment);
    list.forEach((e, k) => {
      if (e.segment !== k) {
        moves.push({ player: e.player, space, from: e.segment, to: k });
        e.segment = k;
      }
    });
  }
  const tail: GameEvent[] = moves.length ? [{ type: 'momentum', moves }] : [];

  const events = [...cubeEvents, ...driveEvents, ...lapEvents, ...declineEvents, ...wearEvents, ...tail];
  const byPlayer = new Map(ends.map((e) => [e.player, e]));
  const snapshot: BoardSnapshot = {
    ...from,
    cars: from.cars.map((c) => ({
      ...c,
      space: byPlayer.get(c.player)!.space,
      segment: byPlayer.get(c.player)!.segment,
    })),
    cubes: cubeEvents.map((e) => {
      const c = e as Extract<GameEvent, { type: 'cubePlaced' }>;
      return { player: c.player, color: c.color, space: c.space, segment: c.segment };
    }),
    laps,
    current: (((from.current ?? 0) + 1) % from.cars.length) as number,
  };
  return { events, snapshot };
}
