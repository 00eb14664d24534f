/**
 * Whole races (greedy drivers) scanned position by position for what RULINGS §11 and the
 * house's "one legal action per distinct outcome" forbid: duplicate outcomes, headings a car
 * in a corner may not take, tokens wasted on a lane change that ends the turn, and pit-lane
 * lane changes that are not to stop.
 */
import { describe, expect, it } from 'vitest';
import {
  GreedyDriver,
  moveOptions,
  racepack,
  trackOf,
  type RacepackOptionsInput,
  type RacepackState,
} from '../../../src-shared/games/racepack';

/** What a movement leads to: the state after it, the car's heading kept only where it still matters. */
function outcome(s: RacepackState, a: Parameters<typeof racepack.applyTrusted>[1]): string {
  const next = racepack.clone(s);
  racepack.applyTrusted(next, a);
  const track = trackOf(s);
  const car = next.cars[s.turn.car];
  const t = car.cell >= 0 ? track.cellTile[car.cell] : -1;
  // The heading matters only on a corner tile, and there only as "still facing its entry" or not.
  car.heading = t >= 0 && track.isCorner[t] && car.heading === track.entryDir[t] ? 1 : 0;
  if (next.turnStart) next.turnStart.heading = 0;
  // A penalty roll decides between outcomes: two movements that roll differ by where they end
  // if the die spares the car (this seed's die may spin both out), so the target is part of it.
  const target = car.status === 'finished' ? -1 : targetOf(s, a);
  return `${target}|${racepack.serialize(next)}`;
}

function targetOf(s: RacepackState, a: Parameters<typeof racepack.applyTrusted>[1]): number {
  if (a.type !== 'move') return -1;
  const o = moveOptions(s, trackOf(s)).find(
    (m) => m.heading === a.heading && m.lane === a.lane && m.speed === a.speed && m.token === a.token,
  );
  return o ? o.target : -1;
}

interface Scan {
  positions: number;
  duplicates: number;
  badHeadings: number;
  wastedTokens: number;
  pitFaults: number;
  /** Defence questions put to a player whose cars have all finished. */
  finishedAsked: number;
}

function scanRace(input: RacepackOptionsInput, seed: number, scan: Scan): void {
  const s = racepack.create(racepack.normalizeOptions(input), seed);
  const bot = new GreedyDriver();
  const track = trackOf(s);
  for (let steps = 0; !racepack.isTerminal(s) && steps < 20000; steps++) {
    const legal = racepack.legalActions(s);
    if (s.phase === 'defend')
      for (const seat of s.defend!.seats)
        if (!s.cars.some((c) => c.seat === seat && c.status !== 'finished')) scan.finishedAsked++;
    if (s.phase === 'move' && s.cars[s.turn.car].status !== 'spun') {
      scan.positions++;
      const car = s.cars[s.turn.car];
      const seen = new Set<string>();
      for (const a of legal) {
        if (a.type !== 'move') continue;
        const key = outcome(s, a);
        if (seen.has(key)) scan.duplicates++;
        seen.add(key);
      }
      const t = track.cellTile[car.cell];
      const inPit = track.tileIsPit[t];
      const opts = moveOptions(s, track);
      for (const o of opts) {
        // In a corner: out of it, or on the way the last movement went (its entry).
        if (track.isCorner[t] && o.heading !== track.exitDir[t] && car.heading !== o.heading) scan.badHeadings++;
        const toPit = track.tileIsPit[track.cellTile[o.target]];
        if (!inPit && toPit && (car.crossings < 1 || car.status !== 'racing')) scan.pitFaults++;
        if (inPit && !toPit && car.pitPending) scan.pitFaults++;
        const ends = s.turn.movement === 2 || o.hazard || o.finishes;
        if (o.lane !== 0 && o.token !== 0 && ends) {
          const free = opts.some((x) => x.lane !== 0 && x.token === 0 && x.target === o.target && x.roll === o.roll);
          if (free) scan.wastedTokens++;
        }
      }
    }
    racepack.applyTrusted(s, bot.chooseAction(s, legal));
  }
  expect(racepack.isTerminal(s)).toBe(true);
}

describe('greedy races scanned for RULINGS §11 faults', () => {
  it('no duplicate outcome, no forbidden heading, no wasted token, no pit lane drive-through in any position', () => {
    const scan: Scan = { positions: 0, duplicates: 0, badHeadings: 0, wastedTokens: 0, pitFaults: 0, finishedAsked: 0 };
    scanRace({ players: 4, track: 'grand-prix', pitLane: true, laps: 2 }, 1, scan);
    scanRace({ players: 2, track: 'hairpin-chicane', laps: 1 }, 2, scan);
    // Eight cars on the wide straight (two tiles wide above six cars), with the pit lane.
    scanRace({ players: 8, track: 'long-circuit', pitLane: true, laps: 1 }, 3, scan);
    expect(scan.positions).toBeGreaterThan(300);
    expect(scan).toMatchObject({ duplicates: 0, badHeadings: 0, wastedTokens: 0, pitFaults: 0, finishedAsked: 0 });
  }, 60_000);

  it('a timed race where one human runs out of time now and then: back to where the turn began unless it rolled', () => {
    const s = racepack.create(racepack.normalizeOptions({ players: 4, timer: true, laps: 1, track: 'indy-oval' }), 9);
    const bot = new GreedyDriver();
    let forfeits = 0;
    for (let steps = 0; !racepack.isTerminal(s) && steps < 20000; steps++) {
      const legal = racepack.legalActions(s);
      const car = s.cars[s.turn.car];
      // Seat 0 is a slow human: every third of its car turns times out after its first movement.
      if (s.phase === 'move' && car.seat === 0 && s.turn.movement === 1 && s.round % 3 === 0) {
        const start = s.turnStart!;
        const ev = racepack.apply(s, { type: 'forfeit' });
        const f = ev.find((e) => e.type === 'forfeited')!;
        expect(f).toMatchObject({ back: !start.rolled });
        if (!start.rolled) expect(car.cell).toBe(start.cell);
        forfeits++;
        continue;
      }
      racepack.apply(
        s,
        bot.chooseAction(
          s,
          legal.filter((a) => a.type !== 'forfeit'),
        ),
      );
    }
    expect(racepack.isTerminal(s)).toBe(true);
    expect(s.stopped).toBe(false);
    expect(forfeits).toBeGreaterThan(0);
  }, 60_000);
});
