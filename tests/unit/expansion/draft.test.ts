/**
 * The driver draft (seed 000, RULINGS §7): players+1 drivers revealed (all ten with the
 * online option); the last player in turn order picks first, then in reverse turn order;
 * the leftover goes back to the box; then the setup buy begins at P1.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  currentPlayer,
  legalActions,
  serialize,
} from '../../../src-shared/games/automobiles/index';
import { choose, eventsOf, expectIllegal, options } from './expansion-helpers';

const driverOptions = (s: ReturnType<typeof createGame>) => options(s).map((o) => Number(o.slice('driver:'.length)));

describe('draft', () => {
  it.each([2, 3, 4, 5])('%i players, limited: players+1 distinct drivers revealed', (n) => {
    for (const seed of [1, 2, 3, 99]) {
      const s = createGame({ players: n, drivers: 'limited', seed });
      expect(s.phase).toBe('draft');
      const pool = driverOptions(s);
      expect(pool.length).toBe(n + 1);
      expect(new Set(pool).size).toBe(n + 1);
      for (const d of pool) expect(d >= 1 && d <= 10).toBe(true);
      // only driver picks are legal
      expect(legalActions(s).every((a) => a.type === 'choose')).toBe(true);
    }
  });

  it('the revealed drivers depend on the seed', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 20; seed++)
      seen.add(driverOptions(createGame({ players: 2, drivers: 'limited', seed })).join(','));
    expect(seen.size).toBeGreaterThan(3);
  });

  it("'all' shows all ten drivers", () => {
    const s = createGame({ players: 3, drivers: 'all', seed: 5 });
    expect(driverOptions(s).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // the last picker still chooses among the 8 left
    applyAction(s, choose('driver:1'));
    applyAction(s, choose('driver:2'));
    expect(driverOptions(s).length).toBe(8);
  });

  it('the last player in turn order picks first, then reverse turn order; the leftover is returned; then the setup buy at P1', () => {
    const s = createGame({ players: 4, drivers: 'limited', seed: 11, seatOneStarts: true });
    const pool = driverOptions(s);
    const order: number[] = [];
    const taken: number[] = [];
    for (let i = 0; i < 4; i++) {
      const p = currentPlayer(s);
      order.push(p);
      const d = driverOptions(s)[0];
      const ev = applyAction(s, choose(`driver:${d}`));
      expect(eventsOf(ev, 'driverChosen')).toEqual([{ type: 'driverChosen', player: p, driver: d }]);
      expect(s.players[p].driver).toBe(d);
      taken.push(d);
      // a taken driver is no longer offered
      if (i < 3) expect(driverOptions(s)).not.toContain(d);
    }
    expect(order).toEqual([3, 2, 1, 0]);
    expect(new Set(taken).size).toBe(4);
    expect(taken.every((d) => pool.includes(d))).toBe(true);
    expect(s.draftPool).toEqual([]);
    expect(s.phase).toBe('setup');
    expect(currentPlayer(s)).toBe(0);
    expect(s.turn.money).toBe(10);
  });

  it('no draft when drivers are off', () => {
    const s = createGame({ players: 3, seed: 1 });
    expect(s.phase).toBe('setup');
    expect(s.players.every((p) => p.driver === 0)).toBe(true);
  });

  it('an illegal pick (not revealed, taken, malformed) is refused and changes nothing', () => {
    const s = createGame({ players: 2, drivers: 'limited', seed: 3 });
    const pool = driverOptions(s);
    const missing = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((d) => !pool.includes(d))!;
    expectIllegal(s, choose(`driver:${missing}`));
    expectIllegal(s, choose('driver:11'));
    expectIllegal(s, choose('driver:x'));
    expectIllegal(s, { type: 'buy', color: 'white' });
    expectIllegal(s, { type: 'endBuy' });
    applyAction(s, choose(`driver:${pool[0]}`));
    expectIllegal(s, choose(`driver:${pool[0]}`));
    const before = serialize(s);
    expect(() => applyAction(s, null as never)).toThrowError(/malformed/);
    expect(serialize(s)).toBe(before);
  });
});
