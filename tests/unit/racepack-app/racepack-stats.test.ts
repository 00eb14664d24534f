import { describe, expect, it } from 'vitest';
import { createRacepackBot, racepack, type RacepackAction } from '../../../src-shared/games/racepack';
import { summarize } from '../../../src-shared/save/save-summary';
import { RacepackHistory } from '../../../src-renderer/games/racepack/racepack-history';
import type { Seat } from '../../../src-shared/session/types';

/** A whole race by random drivers (they spin, skip pit stops and play tokens). */
function race(seed: number, input: Parameters<typeof racepack.normalizeOptions>[0]) {
  const options = racepack.normalizeOptions(input);
  const s = racepack.create(options, seed);
  const bots = Array.from({ length: options.players }, (_, i) => createRacepackBot('random', seed * 10 + i));
  const actions: RacepackAction[] = [];
  while (!racepack.isTerminal(s) && actions.length < 20_000) {
    const a = bots[racepack.currentPlayer(s)].chooseAction(s, racepack.legalActions(s));
    racepack.apply(s, a);
    actions.push(a);
  }
  const seats: Seat[] = Array.from({ length: options.players }, (_, i) => ({ kind: 'human', name: `P${i + 1}` }));
  return { s, actions, seats, options: { ...options, seed } };
}

describe('Racepack race statistics (results screen)', () => {
  it('count spin-outs, pit stops, tokens and the grid roll as the race had them', () => {
    const { s, actions, seats, options } = race(4, { players: 2, track: 'grand-prix', laps: 1, pitLane: true });
    const history = new RacepackHistory({ options, seats, actions });
    const stats = history.statsAt();
    const spins = history.moves.flatMap((m) => m.events).filter((e) => e.type === 'spunOut').length;
    expect(stats.cars.reduce((n, c) => n + c.spinOuts, 0)).toBe(spins);
    expect(stats.cars.map((c) => c.pitStops)).toEqual(s.cars.map((c) => c.pitStops));
    for (const seat of stats.seats) {
      expect(seat.gridDice).toHaveLength(3);
      expect(seat.gridDice.every((d) => d >= 0 && d <= 5)).toBe(true);
    }
    // Tokens played: what the pools have lost.
    const used = s.pools.reduce((n, p) => n + 5 + (p[6] ?? 0) - p.slice(1).reduce((a, b) => a + b, 0), 0);
    const renewed = history.moves.flatMap((m) => m.events).filter((e) => e.type === 'pitStop').length > 0;
    if (!renewed) expect(stats.seats.reduce((n, x) => n + x.tokens + x.defences, 0)).toBe(used);
    expect(history.statsAt(0).cars.every((c) => c.spinOuts === 0)).toBe(true);
  });

  it('the saves list ranks a finished pit race as the results do (cars that never stopped behind)', () => {
    let checked = 0;
    for (let seed = 1; seed <= 30 && checked < 3; seed++) {
      const { s, seats } = race(seed, { players: 4, track: 'grand-prix', laps: 1, pitLane: true });
      const results = racepack.result(s)!.finishOrder;
      expect(summarize(s as never, seats, 'racepack').standings.map((x) => x.player)).toEqual(results);
      // A race where the crossing order and the results differ is the case that mattered.
      const crossing: number[] = [];
      for (const id of s.finished) if (!crossing.includes(s.cars[id].seat)) crossing.push(s.cars[id].seat);
      if (crossing.join() !== results.slice(0, crossing.length).join()) checked++;
    }
    expect(checked, 'some races rank a car that skipped its stop behind').toBeGreaterThan(0);
  });
});
