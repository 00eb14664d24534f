/** `arena --solo`: bot levels rated by their solo series (points and rating per level). */
import { describe, expect, it } from 'vitest';
import { playSoloArenaSeries, type SoloArenaResult } from '../../../src-shared/games/automobiles/cli/solo-arena-series';
import { formatSoloTable, soloLevelRows } from '../../../src-shared/games/automobiles/cli/solo-arena-stats';
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
  });
});
