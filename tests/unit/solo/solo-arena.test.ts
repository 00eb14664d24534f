/** `arena --solo`: bot levels rated by their solo series (points and rating per level). */
import { describe, expect, it } from 'vitest';
import {
  playSoloArenaSeries,
  soloOpponentSeats,
  type SoloArenaResult,
} from '../../../src-shared/games/automobiles/cli/solo-arena-series';
import {
  formatOpponentTable,
  formatSoloTable,
  soloLevelRows,
  soloOpponentRows,
} from '../../../src-shared/games/automobiles/cli/solo-arena-stats';
import { parseSoloArena as parseWith } from '../../../src-shared/games/automobiles/cli/solo-arena';
import { nodeCliHost } from '../../../src-cli/cli-host';
import { soloRating } from '../../../src-shared/games/automobiles';

const parseSoloArena = (argv: string[]) => parseWith(argv, nodeCliHost);

const result = (level: string, points: number, places: number[]): SoloArenaResult => ({
  id: 0,
  level,
  seed: 1,
  points,
  rating: soloRating(points),
  places,
  thinkMs: 10,
  decisions: 5,
  opponentSeats: ['greedy', 'greedy', 'greedy', 'greedy'],
  finishOrders: [],
});

describe('arena --solo', () => {
  it('averages points, rating steps and places per level, in the order given', () => {
    const rows = soloLevelRows(
      ['hard', 'greedy'],
      [
        result('greedy', 20, [3, 3, 3, 3, 3]), // Did Not Qualify (step 0)
        result('hard', 33, [1, 1, 1, 1, 1]), // Series Champion (5)
        result('hard', 24, [2, 2, 2, 2, 1]), // Up and Comer (2)
      ],
    );
    expect(rows.map((r) => r.level)).toEqual(['hard', 'greedy']);
    expect(rows[0]).toMatchObject({ series: 2, meanPoints: 28.5, meanRatingStep: 3.5, ratingOfMean: 'Top 10 Racer' });
    expect(rows[0].ratings).toEqual([0, 0, 1, 0, 0, 1]);
    expect(rows[0].meanPlace).toBeCloseTo(1.4);
    expect(rows[0].msPerDecision).toBe(2);
    expect(rows[1]).toMatchObject({ series: 1, meanPoints: 20, meanRatingStep: 0, ratingOfMean: 'Did Not Qualify' });
    const table = formatSoloTable(rows);
    expect(table.split('\n')).toHaveLength(3);
    expect(table).toMatch(/hard\s+2\s+28\.5\s+3\.50 \(Top 5 Racer\)/);
  });

  it('reads its flags and refuses bad ones', () => {
    expect(parseSoloArena(['--solo', '--bots', 'greedy,easy', '--games', '3', '--fuel'])).toMatchObject({
      levels: ['greedy', 'easy'],
      opponents: 'greedy',
      games: 3,
      laps: 3,
      fuel: true,
    });
    expect(parseSoloArena(['--solo'])).toMatch(/--bots is required/);
    expect(parseSoloArena(['--solo', '--bots', 'greedy', '--laps', '4'])).toMatch(/3 or 7 laps/);
    expect(parseSoloArena(['--solo', '--bots', 'genius'])).toMatch(/unknown bot "genius"/);
    expect(parseSoloArena(['--solo', '--bots', 'greedy', '--players', '4'])).toMatch(/Unknown option '--players'/);
  });

  it('plays a whole series: five races placed, the rating of its points', { timeout: 120_000 }, () => {
    const r = playSoloArenaSeries({ id: 3, seed: 2, level: 'greedy', opponents: 'greedy', laps: 3, fuel: false });
    expect(r.id).toBe(3);
    expect(r.places).toHaveLength(5);
    for (const p of r.places) expect(p).toBeGreaterThanOrEqual(1);
    expect(r.rating).toBe(soloRating(r.points));
    expect(r.decisions).toBeGreaterThan(50);
    expect(r.opponentSeats).toEqual(['greedy', 'greedy', 'greedy', 'greedy']);
  });

  describe('a mixed field of four opponents', () => {
    it('turns the four through the seats by the seed, each seat each bot once in four seeds', () => {
      expect(soloOpponentSeats('hard#', 7)).toEqual(['hard#', 'hard#', 'hard#', 'hard#']);
      const field = 'expert#,hard#,medium#,easy#';
      expect(soloOpponentSeats(field, 0)).toEqual(['expert#', 'hard#', 'medium#', 'easy#']);
      expect(soloOpponentSeats(field, 1)).toEqual(['hard#', 'medium#', 'easy#', 'expert#']);
      for (let seat = 0; seat < 4; seat++)
        expect(new Set([1, 2, 3, 4].map((seed) => soloOpponentSeats(field, seed)[seat])).size).toBe(4);
    });

    it('reads four opponents and refuses two or an unknown one', () => {
      expect(
        parseSoloArena(['--solo', '--bots', 'greedy', '--opponents', 'Expert#, expert#,hard#,hard#']),
      ).toMatchObject({
        opponents: 'expert#,expert#,hard#,hard#',
      });
      expect(parseSoloArena(['--solo', '--bots', 'greedy', '--opponents', 'hard#,easy#'])).toMatch(/one bot, or four/);
      expect(parseSoloArena(['--solo', '--bots', 'greedy', '--opponents', 'hard#,hard#,hard#,genius'])).toMatch(
        /unknown bot "genius"/,
      );
    });

    it('compares the opponents by their places in every race', () => {
      const a: SoloArenaResult = {
        ...result('greedy', 20, [2, 5, 3, 3, 3]),
        opponentSeats: ['hard#', 'hard#', 'easy#', 'easy#'],
        // Seat 0 is the fixed player; seats 1–2 Hard, 3–4 Easy.
        finishOrders: [
          [1, 0, 2, 3, 4],
          [2, 1, 3, 4, 0],
        ],
      };
      const b: SoloArenaResult = {
        ...a,
        opponentSeats: ['easy#', 'hard#', 'hard#', 'easy#'],
        finishOrders: [[3, 2, 0, 1, 4]],
      };
      const rows = soloOpponentRows([a, b]);
      // Hard: places 1, 3, 1, 2 (a) and 2, 1 (b); Easy: 4, 5, 3, 4 (a) and 4, 5 (b).
      expect(rows).toEqual([
        { bot: 'hard#', races: 6, wins: 3, meanPlace: 10 / 6 },
        { bot: 'easy#', races: 6, wins: 0, meanPlace: 25 / 6 },
      ]);
      expect(formatOpponentTable(rows)).toMatch(/hard#\s+6\s+3\s+1\.67\n.*easy#\s+6\s+0\s+4\.17/);
    });

    it(
      'plays a series of a mixed field: each race’s order holds every seat and the fixed player’s place',
      { timeout: 120_000 },
      () => {
        const r = playSoloArenaSeries({
          id: 0,
          seed: 5,
          level: 'greedy',
          opponents: 'greedy,greedy,random,random',
          laps: 3,
          fuel: false,
        });
        expect(r.opponentSeats).toEqual(soloOpponentSeats('greedy,greedy,random,random', 5));
        expect(r.finishOrders).toHaveLength(5);
        for (const [i, order] of r.finishOrders.entries()) {
          expect([...order].sort()).toEqual([0, 1, 2, 3, 4]);
          expect(order.indexOf(0) + 1).toBe(r.places[i]);
        }
        const [greedy, random] = ['greedy', 'random'].map((bot) => soloOpponentRows([r]).find((x) => x.bot === bot)!);
        expect(greedy.races).toBe(10);
        expect(greedy.meanPlace).toBeLessThan(random.meanPlace);
      },
    );
  });
});
