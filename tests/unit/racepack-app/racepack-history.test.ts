/** A Racepack race rebuilt from its record (log and replay), and the slot labels of saves. */
import { describe, expect, it } from 'vitest';
import { racepack, type RacepackAction } from '../../../src-shared/games/racepack';
import { summarize } from '../../../src-shared/save/save-summary';
import { RacepackHistory, RacepackHistoryError } from '../../../src-renderer/games/racepack/racepack-history';
import { stageText, whereText } from '../../../src-renderer/ui/slot-label';
import type { Seat } from '../../../src-shared/session/types';

const seats: Seat[] = [
  { kind: 'human', name: 'Ann' },
  { kind: 'bot', name: 'Gus', level: 'greedy' },
];

/** A record of the first `n` moves (always the first legal action) of a 2-lap race. */
function recordOf(n: number) {
  const options = racepack.normalizeOptions({ players: 2, track: 'grand-prix', laps: 2 });
  const s = racepack.create(options, 21);
  const actions: RacepackAction[] = [];
  for (let i = 0; i < n && !racepack.isTerminal(s); i++) {
    const legal = racepack.legalActions(s);
    const a = legal.find((x) => x.type === 'move') ?? legal[0];
    actions.push(a);
    racepack.apply(s, a);
  }
  return { record: { options: { ...options, seed: 21 }, seats, actions }, state: s };
}

describe('RacepackHistory', () => {
  it('replays the record to the same race, with the log of every moment', () => {
    const { record, state } = recordOf(60);
    const h = new RacepackHistory(record);
    expect(h.length).toBe(60);
    expect(JSON.stringify(h.stateAt(60).cars)).toBe(JSON.stringify(state.cars));
    expect(h.setup.seats).toEqual([
      { kind: 'human', name: 'Ann' },
      { kind: 'bot', name: 'Gus', level: 'greedy' },
    ]);
    expect(h.logAt(0).length).toBe(2); // the race, the grid dice and the grid (RULINGS §11) and the grid order
    expect(h.logAt(0)[1].text).toMatch(/^Grid dice: /);
    for (let m = 1; m <= 60; m++) expect(h.logAt(m).length).toBeGreaterThanOrEqual(h.logAt(m - 1).length);
    expect(h.logAt(60)).toEqual(h.log);
    expect(h.logAt(60).length).toBeGreaterThan(20);
    // Moments outside the race are its ends.
    expect(h.stateAt(-3)).toBe(h.stateAt(0));
    expect(h.stateAt(99)).toBe(h.stateAt(60));
  });

  it('steps by car turn: each step lands where a turn started, and back again', () => {
    const h = new RacepackHistory(recordOf(80).record);
    const starts = h.moves.flatMap((m, i) => (m.events.some((e) => e.type === 'turnStarted') ? [i + 1] : []));
    expect(starts.length).toBeGreaterThan(3);
    expect(h.turnStep(0, 1)).toBe(starts[0]);
    expect(h.turnStep(starts[0], 1)).toBe(starts[1]);
    expect(h.turnStep(starts[1], -1)).toBe(starts[0]);
    expect(h.turnStep(starts[0], -1)).toBe(0);
    expect(h.turnStep(h.length, 1)).toBe(h.length);
  });

  it('a record that does not replay says which move fails; one without a seed is refused', () => {
    const { record } = recordOf(10);
    const bad = {
      ...record,
      actions: [...record.actions.slice(0, 4), { type: 'move', heading: 0, lane: 0, speed: 7, token: 0 }],
    };
    expect(() => new RacepackHistory(bad)).toThrow(/move 5 does not apply/);
    expect(() => new RacepackHistory({ ...record, options: { track: 'grand-prix' } })).toThrow(RacepackHistoryError);
  });
});

describe('slot labels by game', () => {
  it('a Racepack slot reads "Racepack · <track> · lap x/y"', () => {
    const { state } = recordOf(10);
    const m = summarize(state as never, seats, 'racepack');
    expect(m.raceLaps).toBe(2);
    expect(stageText(m)).toBe('lap 1/2');
    expect(whereText(m)).toMatch(/^Racepack · Grand Prix.* · lap 1\/2$/);
    // The leader two laps in: the last lap, never beyond the race's laps.
    expect(stageText({ ...m, standings: [{ ...m.standings[0], laps: 2 }] })).toBe('lap 2/2');
  });
});
