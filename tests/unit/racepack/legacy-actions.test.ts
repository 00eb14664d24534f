/**
 * matchRecordedAction (races recorded before RULINGS §11): a legal action is itself; an action
 * the rules no longer list is matched with the legal one of the same outcome; one with no
 * outcome, or no equivalent, is null. upgradeRaceRecord leaves a record of this build alone.
 */
import { describe, expect, it } from 'vitest';
import {
  matchRecordedAction,
  racepack,
  upgradeRaceRecord,
  type RacepackAction,
  type RacepackState,
} from '../../../src-shared/games/racepack';
import type { SaveNote } from '../../../src-shared/save';

const OPTIONS = { players: 2, track: 'grand-prix', laps: 1 };

function race(seed: number, actions: number): { s: RacepackState; log: RacepackAction[] } {
  const s = racepack.create(racepack.normalizeOptions(OPTIONS), seed);
  const log: RacepackAction[] = [];
  while (log.length < actions && !racepack.isTerminal(s)) {
    const legal = racepack.legalActions(s);
    const a = legal[(log.length * 7) % legal.length];
    racepack.apply(s, a);
    log.push(a);
  }
  return { s, log };
}

describe('matchRecordedAction', () => {
  it('returns a legal action itself, whatever the order of its fields', () => {
    const { s } = race(3, 20);
    for (const a of racepack.legalActions(s)) {
      expect(matchRecordedAction(s, a)).toBe(a);
      const reordered = Object.fromEntries(Object.entries(a).reverse()) as RacepackAction;
      expect(matchRecordedAction(s, reordered)).toBe(reordered);
    }
  });

  it('matches a move with a wasted token to the legal move of the same outcome', () => {
    // Scan a race for a turn-ending lane change offered without a token, and ask for it with one.
    for (let seed = 1; seed <= 20; seed++) {
      const s = racepack.create(racepack.normalizeOptions(OPTIONS), seed);
      for (let n = 0; n < 300 && !racepack.isTerminal(s); n++) {
        const legal = racepack.legalActions(s);
        const pool = s.pools[s.cars[s.turn.car].pool];
        const free = legal.find((a) => a.type === 'move' && a.lane !== 0 && a.token === 0 && s.turn.movement === 2);
        const token = [1, 2, 3, 4, 5].find((t) => pool[t] > 0);
        if (free && free.type === 'move' && token !== undefined) {
          const wasted: RacepackAction = { ...free, speed: token, token };
          if (!legal.some((a) => JSON.stringify(a) === JSON.stringify(wasted))) {
            const m = matchRecordedAction(s, wasted);
            expect(legal).toContainEqual(m);
            // The same lane change, without spending the token.
            expect(m).toMatchObject({ type: 'move', heading: free.heading, lane: free.lane, token: 0 });
            return;
          }
        }
        racepack.apply(s, legal[(n * 7) % legal.length]);
      }
    }
    throw new Error('no turn-ending lane change with a spare token was found in 20 races');
  });

  it('is null for an action with no outcome here or no equivalent', () => {
    const { s } = race(5, 10);
    expect(matchRecordedAction(s, { type: 'pitStop' })).toBeNull();
    expect(matchRecordedAction(s, { type: 'moveHazard', hazard: 0 } as RacepackAction)).toBeNull();
  });
});

describe('upgradeRaceRecord', () => {
  it('leaves a record of this build as it is (and says nothing)', () => {
    const { s, log } = race(7, 60);
    const record = {
      options: { ...racepack.normalizeOptions(OPTIONS), seed: 7 },
      actions: log.slice(),
      snapshot: { actionCount: log.length, state: JSON.parse(racepack.serialize(s)) as unknown },
    };
    const notes: SaveNote[] = [];
    expect(upgradeRaceRecord(record, notes)).toBe(false);
    expect(record.actions).toEqual(log);
    expect(notes).toEqual([]);
    const { snapshot: _s, ...noSnapshot } = record;
    void _s;
    expect(upgradeRaceRecord(noSnapshot, notes)).toBe(false);
    expect(noSnapshot).not.toHaveProperty('snapshot');
    expect(notes).toEqual([]);
  });
});
