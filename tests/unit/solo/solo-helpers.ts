/**
 * Hand-built solo-series positions: a solo game past its drafts and setup, raced on a
 * straight test track, ended with the cars exactly where a test puts them.
 */
import { applyAction, legalActions, type GameEvent, type GameState } from '../../../src-shared/games/automobiles/index';
import { giveTurnTo, placeCars, setPiles, type PileSpec } from '../../../src-shared/games/automobiles/testing';
import { expTrack, pastSetup, type ExpTrack } from '../expansion/expansion-helpers';

const W8 = Array.from({ length: 8 }, () => ['w', 10] as [string, number]);
export const SOLO_TRACK: ExpTrack = expTrack('solo-a', [W8, W8, W8]);

/** A solo series (human in seat 0) at race 1's first Action Phase, raced on the test track. */
export function soloSeries(seed = 3, laps = 3): GameState {
  const s = pastSetup({ players: 5, solo: true, laps, seed, cards: 'first-game' });
  s.track = SOLO_TRACK.id;
  const spots = [
    [0, 3],
    [1, 3],
    [2, 3],
    [0, 2],
    [1, 2],
  ];
  placeCars(
    s,
    spots.map(([lane, k]) => ({ space: SOLO_TRACK.sp(lane, k), segment: 0, laps: 0 })),
  );
  return s;
}

export interface CarSpec {
  lane: number;
  k: number;
  laps: number;
}

/** A finished field, human (seat 0) first: lane 0..2 / k-th space / laps, best place first. */
export const FIELD_WIN: CarSpec[] = [
  { lane: 0, k: 7, laps: 3 },
  { lane: 1, k: 5, laps: 3 },
  { lane: 2, k: 4, laps: 3 },
  { lane: 0, k: 2, laps: 3 },
  { lane: 1, k: 1, laps: 3 },
];

/** The same field with the human (seat 0) finishing at `humanPlace` (1-based). */
export function fieldWithHumanAt(humanPlace: number): CarSpec[] {
  const rest = FIELD_WIN.filter((_, i) => i !== humanPlace - 1);
  return [FIELD_WIN[humanPlace - 1], ...rest];
}

/**
 * Ends the current race with the cars where given: the last seat in turn order takes the
 * final turn of the final round without moving, so the finish order is the cars' order.
 */
export function endRaceWith(s: GameState, cars: CarSpec[]): GameEvent[] {
  s.track = SOLO_TRACK.id;
  giveTurnTo(s, s.turnOrder[s.turnOrder.length - 1]);
  placeCars(
    s,
    cars.map((c) => ({ space: SOLO_TRACK.sp(c.lane, c.k), segment: 0, laps: c.laps })),
  );
  s.finalRound = true;
  const events: GameEvent[] = [];
  while (s.phase === 'action' || s.phase === 'buy' || s.phase === 'after') {
    const legal = legalActions(s);
    const a =
      legal.find((x) => x.type === 'stop') ??
      legal.find((x) => x.type === 'endActions') ??
      legal.find((x) => x.type === 'endBuy') ??
      legal[0];
    events.push(...applyAction(s, a));
  }
  return events;
}

/** Sets every cube the human owns (all in the bag, as between races). */
export function humanOwns(s: GameState, bag: PileSpec): void {
  setPiles(s, s.solo!.human, { bag, active: {}, used: {}, discard: {} });
}

/** Hires the given mechanic and declines every optional removal/purchase. */
export function hire(s: GameState, id: string): GameEvent[] {
  const events = applyAction(s, { type: 'choose', option: `sponsor:${id}` });
  while (s.phase === 'sponsors') {
    const legal = legalActions(s);
    events.push(...applyAction(s, legal.find((x) => x.type === 'stop') ?? legal[0]));
  }
  return events;
}
