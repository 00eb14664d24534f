/** Automobiles as a value of the Game interface, and the registry of games. */
import { describe, expect, it } from 'vitest';
import { automobiles, type Action, type AutomobilesView, type GameState } from '../../../src-shared/games/automobiles';
import { findGame, gameById, GAMES } from '../../../src-shared/games/registry';
import { racepack } from '../../../src-shared/games/racepack';

const game = automobiles;

/** Plays the first legal action until the end (or a cap); returns the number of actions. */
function playFirst(s: GameState, cap = 5000): number {
  let n = 0;
  while (!game.isTerminal(s) && n < cap) {
    game.apply(s, game.legalActions(s)[0]);
    n++;
  }
  return n;
}

describe('the Automobiles Game value', () => {
  it('normalizes options, naming a bad one', () => {
    const o = game.normalizeOptions({ players: 3, laps: 1 });
    expect(o.players.map((p) => p.name)).toEqual(['Player 1', 'Player 2', 'Player 3']);
    expect(o.laps).toBe(1);
    expect(() => game.normalizeOptions({ players: 9 })).toThrow(/players/);
    expect(() => game.normalizeOptions({ players: 2, laps: 0 })).toThrow(/laps/);
  });

  it('creates a game from normalized options and a seed; the seed decides chance', () => {
    const o = game.normalizeOptions({ players: 2, laps: 1 });
    const a = game.create(o, 7);
    const b = game.create(o, 7);
    const c = game.create(o, 8);
    expect(game.seats(a)).toBe(2);
    expect(a.options.seed).toBe(7);
    expect(game.serialize(a)).toBe(game.serialize(b));
    expect(game.serialize(c)).not.toBe(game.serialize(a));
    expect(game.currentPlayer(a)).toBeGreaterThanOrEqual(0);
    expect(game.result(a)).toBeNull();
  });

  it('apply accepts only legal actions and returns domain events; applyTrusted gives the same state', () => {
    const o = game.normalizeOptions({ players: 2, laps: 1 });
    const s = game.create(o, 3);
    const t = game.clone(s);
    const legal = game.legalActions(s);
    expect(legal.length).toBeGreaterThan(0);
    const before = game.serialize(s);
    expect(() => game.apply(s, { type: 'noSuchAction' } as unknown as Action)).toThrow();
    expect(game.serialize(s)).toBe(before);
    const events = game.apply(s, legal[0]);
    expect(Array.isArray(events)).toBe(true);
    game.applyTrusted(t, game.legalActions(t)[0]);
    expect(game.serialize(t)).toBe(game.serialize(s));
  });

  it('reaches the end: terminal, current player -1, a result with the finish order', () => {
    const s = game.create(game.normalizeOptions({ players: 3, laps: 1 }), 21);
    playFirst(s);
    expect(game.isTerminal(s)).toBe(true);
    expect(game.currentPlayer(s)).toBe(-1);
    const r = game.result(s)!;
    expect([...r.finishOrder].sort()).toEqual([0, 1, 2]);
    expect(r.finishOrder).toEqual(s.finishOrder);
  });

  it('clone is deep; serialize/deserialize round-trips and the copy plays on identically', () => {
    const s = game.create(game.normalizeOptions({ players: 2, laps: 1 }), 5);
    for (let i = 0; i < 20; i++) game.apply(s, game.legalActions(s)[0]);
    const c = game.clone(s);
    c.players[0].bag[0] += 1;
    expect(s.players[0].bag[0]).not.toBe(c.players[0].bag[0]);
    const text = game.serialize(s);
    const back = game.deserialize(text);
    expect(game.serialize(back)).toBe(text);
    playFirst(s);
    playFirst(back);
    expect(game.serialize(back)).toBe(game.serialize(s));
    expect(() => game.deserialize('{"schema":1}')).toThrow();
  });

  it('reseed changes future draws only', () => {
    const s = game.create(game.normalizeOptions({ players: 2, laps: 1 }), 5);
    const c = game.clone(s);
    game.reseed(c, 99);
    expect(c.rng).not.toEqual(s.rng);
    expect({ ...c, rng: null }).toEqual({ ...s, rng: null });
  });

  it('playerView hides the PRNG and the seed, and the bags when open bags are off', () => {
    const closed = game.create(game.normalizeOptions({ players: 2, variants: { openBags: false } }), 4);
    const v = game.playerView(closed, 0) as AutomobilesView;
    expect('rng' in v).toBe(false);
    expect('seed' in v.options).toBe(false);
    expect(v.players.every((p) => p.bag === null)).toBe(true);
    expect(v.players[0].bagSize).toBe(closed.players[0].bag.reduce((a, b) => a + b, 0));
    expect(JSON.stringify(v)).not.toContain('"rng"');
    const open = game.create(game.normalizeOptions({ players: 2 }), 4);
    const w = game.playerView(open, 1) as AutomobilesView;
    expect(w.players[0].bag).toEqual(open.players[0].bag);
    // a copy: changing the view leaves the game alone
    w.players[0].car.space = 999;
    expect(open.players[0].car.space).not.toBe(999);
  });

  it('describes an action in one line', () => {
    const s = game.create(game.normalizeOptions({ players: 2 }), 4);
    for (const a of game.legalActions(s)) {
      const text = game.describeAction(s, a);
      expect(text.length).toBeGreaterThan(0);
      expect(text).not.toContain('\n');
    }
  });

  it('a season result is the standings with the season points as scores', () => {
    const s = game.create(
      game.normalizeOptions({ players: 2, laps: 1, drivers: 'limited', season: { races: 3, random: true } }),
      2,
    );
    playFirst(s, 20000);
    const r = game.result(s)!;
    expect(r.finishOrder).toEqual(s.season!.champion);
    expect(r.scores).toEqual(s.season!.points);
    expect(r.scores![r.finishOrder[0]]).toBeGreaterThanOrEqual(r.scores![r.finishOrder[1]]);
  });
});

describe('the registry of games', () => {
  it('maps each id to its value, and names the known ids for an unknown one', () => {
    expect(GAMES.map((g) => g.id)).toEqual(['automobiles', 'racepack']);
    expect(findGame('automobiles')).toBe(automobiles);
    expect(gameById('racepack')).toBe(racepack);
    expect(findGame('chess')).toBeUndefined();
    expect(() => gameById('chess')).toThrow(/automobiles, racepack/);
  });
});
