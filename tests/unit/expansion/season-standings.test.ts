/** Season standings come from the engine once: points, then the last race's finish order. */
import { describe, expect, it } from 'vitest';
import { createGame, seasonStandings } from '../../../src-shared/games/automobiles';
import { buildView } from '../../../src-shared/games/automobiles/session/build-view';
import { summarize } from '../../../src-shared/save/save-summary';

function season() {
  return createGame({ players: 3, seed: 5, laps: 1, drivers: 'limited', season: { races: 3, random: true } });
}

describe('seasonStandings', () => {
  it('is null outside a season', () => {
    expect(seasonStandings(createGame({ players: 2, seed: 1 }))).toBeNull();
  });

  it('orders by points, a tie going to the better finisher of the last race, then by seat', () => {
    const s = season();
    expect(seasonStandings(s)).toEqual([0, 1, 2]); // no race yet: all level, by seat
    s.season!.points = [4, 6, 4];
    s.season!.results = [[2, 1, 0]];
    expect(seasonStandings(s)).toEqual([1, 2, 0]);
    s.season!.results.push([0, 1, 2]);
    expect(seasonStandings(s)).toEqual([1, 0, 2]);
  });

  it('once the season is over, the final standings', () => {
    const s = season();
    s.season!.champion = [2, 0, 1];
    s.season!.points = [9, 1, 5];
    expect(seasonStandings(s)).toEqual([2, 0, 1]);
  });
});

describe('one statement of the standings', () => {
  it('the view and the save summary give the engine order, ties included', () => {
    const s = season();
    s.season!.points = [4, 6, 4];
    s.season!.results = [[2, 1, 0]];
    const seats = s.players.map((p) => ({ kind: 'human' as const, name: p.name }));
    const view = buildView({
      id: 'g',
      version: 0,
      state: s,
      seats,
      log: [],
      stats: [],
      canUndo: false,
      thinking: false,
    });
    expect(view.season!.standings).toEqual([1, 2, 0]);
    expect(summarize(s, seats).standings.map((r) => r.player)).toEqual([1, 2, 0]);
  });
});
